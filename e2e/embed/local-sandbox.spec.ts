import { expect, frameOf, mintSession, test } from '../fixtures/embed.js';

// Developing locally from the packages alone: the sandbox serves the hosted embed and its script-tag build
// on its own origin (127.0.0.1), and a merchant page on another origin (localhost) mounts it.
type Recorded = Window & {
  seen: { type: string; detail: unknown }[];
  Pulse: { mount(t: string, o: object): unknown };
};

const mountFrom = (embedUrl: string, apiUrl: string | undefined, token: string) => ({
  embedUrl,
  apiUrl,
  token,
});

test('the sandbox serves the embed and its script-tag build; a page on another origin mounts them', async ({
  page,
  servers,
}) => {
  const { sandbox } = servers;
  const s = await mintSession(sandbox, { flow: 'direct', asset: 'USDT', network: 'BASE' });
  await page.goto(`${servers.host.url}/plain.html`);
  await page.addScriptTag({ url: `${sandbox.embedUrl}pulse.iife.js` });
  await page.evaluate(
    ({ embedUrl, apiUrl, token }) => {
      const w = window as unknown as Recorded;
      w.seen = [];
      w.Pulse.mount('#shop', {
        sessionToken: token,
        embedUrl,
        apiUrl,
        flow: 'direct',
        onReady: () => w.seen.push({ type: 'ready', detail: null }),
        onError: (code: string, message: string) => w.seen.push({ type: 'error', detail: [code, message] }),
      });
    },
    mountFrom(sandbox.embedUrl, sandbox.url, s.token),
  );
  await expect
    .poll(() => page.evaluate(() => (window as unknown as Recorded).seen))
    .toEqual([{ type: 'ready', detail: null }]);
  expect(new URL(page.frames()[1]?.url() ?? '').origin).toBe(sandbox.url);
  await expect((await frameOf(page, 'shop')).locator('.address')).toBeVisible();
});

test('a local embedUrl without apiUrl is refused naming apiUrl, not with embed_load_timeout', async ({
  page,
  servers,
}) => {
  const { sandbox } = servers;
  const s = await mintSession(sandbox);
  await page.goto(`${servers.host.url}/plain.html`);
  await page.addScriptTag({ url: `${sandbox.embedUrl}pulse.iife.js` });
  await page.evaluate(
    ({ embedUrl, token }) => {
      const w = window as unknown as Recorded;
      w.seen = [];
      w.Pulse.mount('#shop', {
        sessionToken: token,
        embedUrl,
        onReady: () => w.seen.push({ type: 'ready', detail: null }),
        onError: (code: string, message: string) => w.seen.push({ type: 'error', detail: [code, message] }),
      });
    },
    mountFrom(sandbox.embedUrl, undefined, s.token),
  );
  // The error, then ready (which ends the host's load timer, so no embed_load_timeout can follow).
  await expect
    .poll(() => page.evaluate(() => (window as unknown as Recorded).seen.map((e) => e.type)))
    .toEqual(['error', 'ready']);
  const [error] = await page.evaluate(() => (window as unknown as Recorded).seen);
  const [code, message] = error?.detail as [string, string];
  expect(code).toBe('invalid_options');
  expect(message).toMatch(/^apiUrl is missing/);
  expect(message).toContain(sandbox.url);
});
