import {
  events,
  expect,
  frameOf,
  type HostWindow,
  mintSession,
  mountEmbed,
  mountSession,
  specFor,
  test,
  waitFor,
} from '../fixtures/embed.js';

test('a network outage shows reconnecting and recovers by itself', async ({ hostPage: page, servers }) => {
  const session = await mintSession(servers.sandbox, { flow: 'direct', asset: 'USDT', network: 'BASE' });
  await mountEmbed(page, 'pay', specFor(servers, session.token, { flow: 'direct' }));
  await waitFor(page, 'pay', 'ready');
  const frame = await frameOf(page, 'pay');
  await expect(frame.getByTestId('watching')).toBeVisible();
  await page.route(`${servers.sandbox.url}/v1/client/session`, (route) => route.abort('connectionreset'));
  await expect(frame.getByTestId('reconnecting')).toBeVisible({ timeout: 15_000 });
  await expect(frame.locator('.address')).toBeVisible();
  // While reads fail the page is not watching the chain, and does not say it is.
  await expect(frame.getByTestId('watching')).toHaveCount(0);
  await page.unroute(`${servers.sandbox.url}/v1/client/session`);
  await expect(frame.getByTestId('reconnecting')).toHaveCount(0, { timeout: 20_000 });
  await expect(frame.getByTestId('watching')).toBeVisible();
  expect((await events(page, 'pay')).filter((e) => e.type === 'error')).toEqual([]);
});

test('a Continue that does not go through says so below the button, which stays under the finger', async ({
  hostPage: page,
  servers,
}) => {
  const { frame } = await mountSession(page, servers);
  await page.route(`${servers.sandbox.url}/v1/client/session/select`, (route) =>
    route.abort('connectionreset'),
  );
  await frame.getByRole('radio', { name: 'Base' }).check();
  const cont = frame.getByRole('button', { name: 'Continue' });
  // In view first, so the click scrolls nothing and the page's own coordinates compare.
  await cont.scrollIntoViewIfNeeded();
  const before = await cont.boundingBox();
  await cont.click();
  const notice = frame.getByRole('alert');
  await expect(notice).toHaveText('That did not go through: the connection failed. Please try again.');
  // The button is where the customer's finger is (on the page too: the iframe grew below it, not above).
  const after = await cont.boundingBox();
  expect(after).toEqual(before);
  expect((await notice.boundingBox())!.y).toBeGreaterThan(after!.y + after!.height);
  await page.unroute(`${servers.sandbox.url}/v1/client/session/select`);
  await cont.click();
  await expect(frame.locator('.address')).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('an unknown token ends with session_invalid; a getter hands a fresh one instead', async ({
  hostPage: page,
  servers,
}) => {
  await mountEmbed(page, 'bad', specFor(servers, 'cs_test_doesnotexist00000000'));
  await waitFor(page, 'bad', 'error');
  const log = await events(page, 'bad');
  expect(log.find((e) => e.type === 'error')?.args[0]).toBe('session_invalid');
  await expect(
    (await frameOf(page, 'bad')).getByRole('heading', { name: 'This payment link is not valid' }),
  ).toBeVisible();

  // The getter's first token is refused; the frame asks the host, which hands a valid one.
  const session = await mintSession(servers.sandbox, { flow: 'direct', asset: 'USDC', network: 'BASE' });
  await page.evaluate(
    ({ token, embedUrl, apiUrl }) => {
      const w = window as unknown as HostWindow & { Embed: { mount(el: Element, o: object): never } };
      const tokens = ['cs_test_stalestalestale0000', token];
      const box = document.createElement('div');
      box.id = 'renew';
      document.getElementById('shop')!.appendChild(box);
      const log: { type: string; args: unknown[] }[] = (w.events.renew = []);
      w.handles.renew = w.Embed.mount(box, {
        auth: async () => tokens.shift() ?? token,
        embedUrl,
        apiUrl,
        flow: 'direct',
        onReady: () => log.push({ type: 'ready', args: [] }),
        onStatusChange: (...args: unknown[]) => log.push({ type: 'status', args }),
        onError: (...args: unknown[]) => log.push({ type: 'error', args }),
      });
    },
    { token: session.token, embedUrl: `${servers.frame.url}/`, apiUrl: servers.sandbox.url },
  );
  await waitFor(page, 'renew', 'status', 'awaiting_payment');
  expect((await events(page, 'renew')).filter((e) => e.type === 'error')).toEqual([]);
});

test('an ended session shows its final screen and reports session_expired', async ({
  hostPage: page,
  servers,
}) => {
  const session = await mintSession(servers.sandbox, {
    flow: 'direct',
    asset: 'USDT',
    network: 'SOLANA',
    expires_in: 300,
  });
  await mountEmbed(page, 'pay', specFor(servers, session.token, { flow: 'direct' }));
  await waitFor(page, 'pay', 'ready');
  servers.sandbox.clock.advance(301_000);
  // Polling alone finds the end (expires_at against the service's clock): nobody clicks anything.
  await waitFor(page, 'pay', 'error');
  const frame = await frameOf(page, 'pay');
  await expect(frame.getByRole('heading', { name: 'This payment session has ended' })).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Refresh quote' })).toHaveCount(0);
  // The address was shown, so a transfer may still be on its way: the order number stays to quote, and a
  // screen reader hears the screen's own title.
  await expect(frame.getByTestId('order-id').locator('code')).toHaveText(session.order_id);
  // Nor does a new link read as "pay again" to a customer whose transfer is on its way.
  await expect(
    frame.getByText(
      'Already sent the payment? Do not pay again: it is not lost; contact the merchant with the order number below to get it back. If not, ask the merchant for a new payment link.',
    ),
  ).toBeVisible();
  await expect(frame.getByTestId('announcer')).toHaveText('This payment session has ended');
  const log = await events(page, 'pay');
  expect(log.filter((e) => e.type === 'error').map((e) => e.args[0])).toEqual(['session_expired']);
  expect(log.at(-1)?.type).toBe('error');
});

test('a frame that reloads shakes hands again and carries on, with no second ready', async ({
  hostPage: page,
  servers,
}) => {
  const session = await mintSession(servers.sandbox, { flow: 'direct', asset: 'USDT', network: 'BASE' });
  await mountEmbed(page, 'pay', specFor(servers, session.token, { flow: 'direct' }));
  await waitFor(page, 'pay', 'ready');
  let frame = await frameOf(page, 'pay');
  await expect(frame.locator('.address')).toBeVisible();
  await frame.evaluate(() => location.reload());
  // The reloaded page has an empty body until the host answers its hello with a fresh init.
  frame = await frameOf(page, 'pay');
  await expect(frame.locator('.address')).toBeVisible({ timeout: 15_000 });
  await expect(frame.locator('.amount-asset')).toHaveText('USDT');
  const log = await events(page, 'pay');
  expect(log.filter((e) => e.type === 'ready')).toHaveLength(1);
  expect(log.filter((e) => e.type === 'error')).toEqual([]);
});

test('an app that arrives after the session read draws the first screen and only then reports its height', async ({
  hostPage: page,
  servers,
}) => {
  // What the frame posts on its port to the host, resize reports included (every frame of the page).
  await page.addInitScript(() => {
    const w = window as unknown as { sent: { type: string; height?: number }[] };
    w.sent = [];
    const post = MessagePort.prototype.postMessage;
    MessagePort.prototype.postMessage = function (this: MessagePort, m: unknown, ...rest: never[]) {
      w.sent.push(m as { type: string });
      return post.call(this, m, ...rest);
    };
  });
  // The app chunk is held until the boot script's session read is answered, as on a slow network: the app then
  // waits for the session before its first draw.
  const answered = page.waitForResponse((r) => r.url() === `${servers.sandbox.url}/v1/client/session`);
  await page.route('**/assets/index-*.js', async (route) => {
    await answered;
    await route.continue();
  });
  const session = await mintSession(servers.sandbox, { flow: 'direct', asset: 'USDT', network: 'BASE' });
  // Below the fold, where the browser does not render the frame (nor deliver its resize observations) until
  // it is scrolled to, and with a theme, whose chunk the first draw also waits for.
  await page.evaluate(() => {
    const fold = document.createElement('div');
    fold.style.height = '3000px';
    document.getElementById('shop')!.prepend(fold);
  });
  await mountEmbed(
    page,
    'slow',
    specFor(servers, session.token, { flow: 'direct', theme: { primaryColor: '#0a7d4f' } }),
  );
  await waitFor(page, 'slow', 'ready');
  const frame = await frameOf(page, 'slow');
  const content = async () =>
    frame.evaluate(() => Math.ceil(document.getElementById('app')!.getBoundingClientRect().height));
  await expect.poll(content).toBeGreaterThan(200);
  // The host fits the iframe to the screen while it is still out of view.
  const iframe = page.locator('#slow iframe');
  await expect
    .poll(
      async () =>
        (await iframe.evaluate((el) => Math.round(el.getBoundingClientRect().height))) === (await content()),
    )
    .toBe(true);
  await expect(frame.locator('.address')).toBeVisible();
  const heights = async () =>
    (await frame.evaluate(() => (window as unknown as { sent: { type: string; height?: number }[] }).sent))
      .filter((m) => m.type === 'resize')
      .map((m) => m.height);
  await expect.poll(async () => (await heights()).length).toBeGreaterThan(0);
  // The first report is the screen's height: never a 0 for a root with nothing drawn yet.
  expect(await heights()).not.toContain(0);
  expect((await heights())[0]).toBeGreaterThan(200);
});
