import {
  events,
  expect,
  frameOf,
  mintSession,
  mountEmbed,
  simulateDeposit,
  specFor,
  statuses,
  test,
  waitFor,
  type HostWindow,
} from '../fixtures/embed.js';

test('two embeds on one page stay isolated', async ({ hostPage: page, servers }) => {
  const a = await mintSession(servers.sandbox, { flow: 'direct', asset: 'USDT', network: 'BASE' });
  const b = await mintSession(servers.sandbox, { flow: 'direct', asset: 'USDC', network: 'CELO' });
  await mountEmbed(page, 'a', specFor(servers, a.token, { flow: 'direct' }));
  await mountEmbed(page, 'b', specFor(servers, b.token, { flow: 'direct' }));
  await waitFor(page, 'a', 'ready');
  await waitFor(page, 'b', 'ready');
  const fa = await frameOf(page, 'a');
  const address = (await fa.locator('.address').textContent()) ?? '';
  const amount = (await fa.locator('.amount-value').textContent()) ?? '';
  await simulateDeposit(servers.sandbox, { address, asset: 'USDT', network: 'BASE', amount });
  await waitFor(page, 'a', 'status', 'deposit_detected');
  const logA = await events(page, 'a');
  const logB = await events(page, 'b');
  expect(statuses(logA)).toEqual(['awaiting_payment', 'deposit_detected']);
  expect(logA.filter((e) => e.type === 'status').every((e) => e.args[1] === a.order_id)).toBe(true);
  expect(logB).toEqual([
    { type: 'ready', args: [] },
    { type: 'status', args: ['awaiting_payment', b.order_id] },
  ]);
  await expect((await frameOf(page, 'b')).locator('.amount-asset')).toHaveText('USDC');
});

test('200 mount/unmount cycles leave no iframe or message listener behind', async ({
  hostPage: page,
  servers,
}) => {
  const session = await mintSession(servers.sandbox);
  const cdp = await page.context().newCDPSession(page);
  const messageListeners = async () => {
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'window' });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
    return listeners.filter((l) => l.type === 'message').length;
  };
  const before = await messageListeners();
  // Some cycles run the whole handshake (ready arrives, a port is open) before unmounting.
  for (let i = 0; i < 5; i++) {
    await mountEmbed(page, `full${i}`, specFor(servers, session.token));
    await waitFor(page, `full${i}`, 'ready');
    await page.evaluate((id) => (window as unknown as HostWindow).handles[id]!.unmount(), `full${i}`);
  }
  const left = await page.evaluate(
    ({ spec }) => {
      const w = window as unknown as HostWindow;
      for (let i = 0; i < 195; i++) {
        w.mountEmbed(`c${i}`, spec);
        w.handles[`c${i}`]!.unmount();
        w.handles[`c${i}`]!.unmount();
      }
      return document.querySelectorAll('iframe').length;
    },
    { spec: specFor(servers, session.token) },
  );
  expect(left).toBe(0);
  expect(await messageListeners()).toBe(before);
  // No callback fires after unmount, even for the frames that were mid-handshake.
  await page.waitForTimeout(1000);
  const fired = await page.evaluate(() =>
    Object.entries((window as unknown as HostWindow).events).filter(
      ([id, log]) => id.startsWith('c') && log.length > 0,
    ),
  );
  expect(fired).toEqual([]);
});
