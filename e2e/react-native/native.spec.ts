import type { Frame, Page } from '@playwright/test';
import type { FrameMessage } from '../../packages/core/src/index.js';
import { initScript } from '../../packages/react-native/src/inject.js';
import {
  clientSession,
  expect,
  frameOf,
  mintSession,
  mountEmbed,
  simulateDeposit,
  specFor,
  test,
  waitFor,
  type Servers,
} from '../fixtures/embed.js';

// The frame as a React Native WebView runs it: a top-level page of the embed origin with
// window.ReactNativeWebView defined and the component's own init script run before the page's scripts
// (addInitScript, like injectedJavaScriptBeforeContentLoaded, runs ahead of the page and its CSP). The same
// payment through the web embed gives the sequence to compare with.

type Recorded = Window & { __sent: FrameMessage[] };

/** Records what the frame sends on its port (installed in every frame; the port carries all but hello). */
function recordFrameSends() {
  const w = window as unknown as Recorded;
  w.__sent = [];
  const post = MessagePort.prototype.postMessage;
  MessagePort.prototype.postMessage = function (this: MessagePort, m: unknown, ...rest: never[]) {
    w.__sent.push(m as FrameMessage);
    return post.call(this, m, ...rest);
  };
}

/** What the app would hear: every string the page posts through window.ReactNativeWebView. */
function defineReactNativeWebView() {
  const w = window as unknown as { __native: string[]; ReactNativeWebView: object };
  w.__native = [];
  w.ReactNativeWebView = { postMessage: (s: string) => w.__native.push(s) };
}

const nativeSent = async (page: Page): Promise<FrameMessage[]> =>
  (await page.evaluate(() => (window as unknown as { __native: string[] }).__native)).map(
    (s) => JSON.parse(s) as FrameMessage,
  );

const types = (list: FrameMessage[], drop: string[] = []) =>
  list
    .filter((m) => !drop.includes(m.type))
    .map((m) => (m.type === 'status' ? `status:${m.status}` : m.type));
const heights = (list: FrameMessage[]) => list.flatMap((m) => (m.type === 'resize' ? [m.height] : []));

/** The content height of the page's app, which the last resize message must have reported. */
const appHeight = (w: Frame | Page) =>
  w.evaluate(() => Math.ceil(document.getElementById('app')!.getBoundingClientRect().height));

/** Picks USDT on BASE, pays the amount shown and moves the sandbox clock through to completion. */
async function pay(where: Frame | Page, servers: Servers) {
  await where.getByRole('radio', { name: 'USDT' }).check();
  await where.getByRole('radio', { name: 'BASE' }).check();
  await where.getByRole('button', { name: 'Continue' }).click();
  await expect(where.locator('.address')).toBeVisible();
  const address = (await where.locator('.address').textContent()) ?? '';
  const amount = (await where.locator('.amount-value').textContent()) ?? '';
  await simulateDeposit(servers.sandbox, { address, asset: 'USDT', network: 'BASE', amount });
  for (const [status, ms] of [
    ['deposit_detected', 15_000],
    ['deposit_confirmed', 5_000],
    ['converting', 10_000],
  ] as const) {
    await waitForStatus(where, status);
    servers.sandbox.clock.advance(ms);
  }
  await waitForStatus(where, 'completed');
  await expect(where.getByRole('heading', { name: 'Payment received' })).toBeVisible();
}

/** Waits until the frame has sent a status message for `status`. */
async function waitForStatus(where: Frame | Page, status: string) {
  await expect
    .poll(
      () =>
        where.evaluate(
          (s) => (window as unknown as Recorded).__sent.some((m) => m.type === 'status' && m.status === s),
          status,
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
}

test('in a WebView the frame sends the web host’s message sequence for a full payment, and no URL holds the token', async ({
  hostPage,
  servers,
  context,
}) => {
  await context.addInitScript(recordFrameSends);

  // The web embed: the sequence the web host receives.
  const webSession = await mintSession(servers.sandbox);
  await hostPage.reload();
  await hostPage.waitForFunction(() => typeof (window as { mountEmbed?: unknown }).mountEmbed === 'function');
  await mountEmbed(hostPage, 'pay', specFor(servers, webSession.token));
  await waitFor(hostPage, 'pay', 'ready');
  const frame = await frameOf(hostPage, 'pay');
  await pay(frame, servers);
  await waitFor(hostPage, 'pay', 'success');
  // Success goes out with the status; the receipt's height one frame later, after it is drawn.
  const webSent = () => frame.evaluate(() => (window as unknown as Recorded).__sent);
  await expect.poll(async () => heights(await webSent()).at(-1) === (await appHeight(frame))).toBe(true);
  const web = await webSent();
  const width = await frame.evaluate(() => document.documentElement.clientWidth);

  // The same payment in a page set up as the WebView sets it up, as wide as the iframe was.
  const session = await mintSession(servers.sandbox);
  const origin = new URL(servers.frame.url).origin;
  const native = await context.newPage();
  await native.setViewportSize({ width, height: 720 });
  const urls: string[] = [];
  native.on('request', (r) => urls.push(r.url()));
  native.on('framenavigated', (f) => urls.push(f.url()));
  await native.addInitScript(defineReactNativeWebView);
  await native.addInitScript(
    initScript(origin, {
      v: 1,
      type: 'init',
      channel: 'n'.repeat(32),
      token: session.token,
      options: { component: 'payment', flow: 'select', theme: {}, strings: {}, apiUrl: servers.sandbox.url },
    }),
  );
  await native.goto(`${servers.frame.url}/`);
  await expect.poll(async () => types(await nativeSent(native))).toContain('ready');
  // A view shorter than the content scrolls, the body included (the init came before the body was parsed).
  expect(
    await native.evaluate(() =>
      [document.documentElement, document.body].map((e) => getComputedStyle(e).overflow),
    ),
  ).toEqual(['auto', 'auto']);
  await expect(native.getByRole('radio')).toHaveCount(
    2 + (await clientSession(servers.sandbox, session.token)).options.networks.length,
  );
  await pay(native, servers);
  await expect.poll(async () => types(await nativeSent(native))).toContain('success');
  await expect
    .poll(async () => heights(await nativeSent(native)).at(-1) === (await appHeight(native)))
    .toBe(true);
  const sent = await nativeSent(native);

  // Same messages in the same order: hello first, then ready, every status, success last.
  expect(sent[0]).toEqual({ v: 1, type: 'hello', channel: 'n'.repeat(32) });
  // The web frame also asks its page for browser wallets (wallet_query); in a WebView there is no page with
  // browser wallets, and the frame does not ask, so the app never sees that question.
  expect(types(sent, ['resize'])).toEqual(['hello', ...types(web, ['resize', 'wallet_query'])]);
  expect(types(web)).toContain('wallet_query');
  expect(types(sent, ['resize'])).toEqual([
    'hello',
    'ready',
    'status:awaiting_payment',
    'status:deposit_detected',
    'status:deposit_confirmed',
    'status:converting',
    'status:completed',
    'success',
  ]);
  // The same heights from the first screen on, and the last one is the page's content height. The skeleton's
  // height comes first only when the app arrived before the session read was answered, which each run decides
  // by its own timing. None is 0: the frame reports no height before its first draw.
  expect(heights(web)).not.toContain(0);
  expect(heights(sent)).not.toContain(0);
  expect(heights(sent).length).toBeGreaterThan(1);
  const screens = (list: number[]) => list.slice(list.length - 4);
  expect(screens(heights(sent))).toEqual(screens(heights(web)));
  expect(heights(sent).at(-1)).toBe(await appHeight(native));
  // The injected init was read once and removed; the token is in no URL the WebView loaded or requested.
  expect(await native.evaluate(() => '__pulseInit' in window)).toBe(false);
  expect(urls.length).toBeGreaterThan(2);
  for (const u of urls) expect(u).not.toContain(session.token);
  await native.close();
});

test('the injected init reaches no page of another origin, and without a WebView the frame ignores it', async ({
  page,
  servers,
}) => {
  const init = initScript(new URL(servers.frame.url).origin, {
    v: 1,
    type: 'init',
    channel: 'n'.repeat(32),
    token: 'cs_test_notsentanywhere1',
    options: { component: 'payment', flow: 'select', theme: {}, strings: {}, apiUrl: servers.sandbox.url },
  });
  await page.addInitScript(defineReactNativeWebView);
  await page.addInitScript(init);
  await page.goto(`${servers.evil.url}/plain.html`);
  expect(await page.evaluate(() => '__pulseInit' in window)).toBe(false);

  const plain = await page.context().newPage();
  await plain.addInitScript(init);
  await plain.goto(`${servers.frame.url}/`);
  await expect(plain.getByText('open it through the merchant', { exact: false })).toBeVisible();
  await plain.close();
});

test('an init the WebView runs only after the page started still starts the frame, once', async ({
  page,
  servers,
}) => {
  const session = await mintSession(servers.sandbox);
  const script = initScript(new URL(servers.frame.url).origin, {
    v: 1,
    type: 'init',
    channel: 'n'.repeat(32),
    token: session.token,
    options: { component: 'payment', flow: 'select', theme: {}, strings: {}, apiUrl: servers.sandbox.url },
  });
  await page.addInitScript(defineReactNativeWebView);
  await page.goto(`${servers.frame.url}/`);
  await page.waitForFunction(() => typeof (window as { __pulseStart?: unknown }).__pulseStart === 'function');
  expect(await nativeSent(page)).toEqual([]);
  await page.evaluate(script);
  await page.evaluate(script);
  await expect.poll(async () => types(await nativeSent(page))).toContain('ready');
  await expect(page.getByRole('radio', { name: 'USDT' })).toBeVisible();
  expect(types(await nativeSent(page)).filter((t) => t === 'hello' || t === 'ready')).toEqual([
    'hello',
    'ready',
  ]);
});
