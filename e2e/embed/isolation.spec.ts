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
  // Events each mount had recorded when it was unmounted: nothing may be added after.
  const atUnmount: Record<string, number> = {};
  const unmount = (id: string) =>
    page.evaluate((i) => {
      const w = window as unknown as HostWindow;
      w.handles[i]!.unmount();
      w.handles[i]!.unmount(); // idempotent
      return w.events[i]!.length;
    }, id);
  // A short ready timeout, so a timer that outlived its mount would fire within the wait below.
  const quick = specFor(servers, session.token, { readyTimeoutMs: 300 });
  for (let n = 0; n < 200; n += 10) {
    // Every tenth cycle runs the whole handshake (ready arrives, a port is open) before unmounting.
    await mountEmbed(page, `full${n}`, specFor(servers, session.token));
    await waitFor(page, `full${n}`, 'ready');
    atUnmount[`full${n}`] = await unmount(`full${n}`);
    // The other nine unmount at once or a little later, while the frame loads or is shaking hands.
    Object.assign(
      atUnmount,
      await page.evaluate(
        async ({ spec, n }) => {
          const w = window as unknown as HostWindow;
          const out: Record<string, number> = {};
          for (let k = 1; k < 10; k++) {
            const id = `c${n + k}`;
            w.mountEmbed(id, spec);
            await new Promise((r) => setTimeout(r, (k % 3) * 25));
            w.handles[id]!.unmount();
            w.handles[id]!.unmount();
            out[id] = w.events[id]!.length;
          }
          return out;
        },
        { spec: quick, n },
      ),
    );
  }
  expect(Object.keys(atUnmount)).toHaveLength(200);
  expect(await page.locator('iframe').count()).toBe(0);
  expect(await messageListeners()).toBe(before);
  // Past every ready timeout (300 ms) and a few poll intervals: no callback, error included, fires after
  // unmount, neither for the frames that were mid-handshake nor for those that had finished it.
  await page.waitForTimeout(2500);
  const after = await page.evaluate(() =>
    Object.fromEntries(
      Object.entries((window as unknown as HostWindow).events).map(([id, log]) => [id, log.length]),
    ),
  );
  expect(after).toEqual(atUnmount);
  // The full cycles did get their ready before unmounting (so the check above covers an open port).
  expect(Object.entries(atUnmount).filter(([id, n]) => id.startsWith('full') && n > 0)).toHaveLength(20);
});
