// The hosted embed's serving contract (docs/embed.md, "Serving the frame"), checked against the real sandbox's
// /embed/ in Chromium: hashed assets immutable and read from the cache on a second visit, the page
// revalidated with its ETag (304), precompressed brotli and gzip, every answer readable by other origins (a
// 404 included), and the frame's session read without a CORS preflight when the API is the embed's origin.
import { readFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { expect, test, type Response } from '@playwright/test';
import { startSandbox, type StartedSandbox } from '../../apps/sandbox/src/index.js';
import { serveStatic, type StaticServer } from '../fixtures/static.js';
import { FRAME_DIST, PAGES, esmBundle, inlineScripts, mintSession } from '../embed/servers.js';

let sandbox: StartedSandbox;
let host: StaticServer;
/** The sandbox's request log: `METHOD /path status 3ms req_…`. */
const lines: string[] = [];
const logged = (re: RegExp) => lines.filter((l) => re.test(l));

test.beforeAll(async () => {
  sandbox = await startSandbox({ rateLimitPerMinute: false, log: (line) => lines.push(line) });
  const esm = await esmBundle();
  host = await serveStatic({
    root: PAGES,
    host: 'localhost',
    handle(req, res) {
      if (req.url === '/embed.mjs') {
        res.writeHead(200, { 'content-type': 'text/javascript' }).end(esm);
        return true;
      }
      return false;
    },
  });
});

test.afterAll(async () => {
  await host.close();
  await sandbox.stop();
});

test.beforeEach(() => {
  lines.length = 0;
});

const firstLoad = () =>
  (JSON.parse(readFileSync(join(FRAME_DIST, 'first-load.json'), 'utf8')) as string[]).map((f) =>
    f.replace(/^dist\//, ''),
  );

test('hashed assets are immutable and the page is no-cache with an ETag; a second visit asks only for the page and gets 304', async ({
  page,
}) => {
  const assets = firstLoad().filter((f) => f.startsWith('assets/'));
  expect(assets.length).toBeGreaterThan(0);
  for (const f of assets) expect(f).toMatch(/-[\w-]{8}\.(js|css)$/);

  const responses: Response[] = [];
  page.on('response', (r) => void responses.push(r));
  const first = await page.goto(sandbox.embedUrl);
  expect(first?.status()).toBe(200);
  await page.waitForLoadState('load');
  // The app's chunks are preloaded and imported by the startup chunk: they may finish after the load event.
  await expect
    .poll(() => assets.every((f) => responses.some((r) => r.url() === `${sandbox.embedUrl}${f}`)))
    .toBe(true);
  const seen: Record<string, Record<string, string>> = {};
  for (const r of responses) {
    if (r.url().startsWith(sandbox.embedUrl))
      seen[r.url().slice(sandbox.embedUrl.length)] = await r.allHeaders();
  }
  const html = seen['']!;
  expect(html['cache-control']).toBe('no-cache');
  expect(html.etag).toMatch(/^W\/"[\w-]+"$/);
  expect(html.vary).toMatch(/accept-encoding/i);
  for (const f of assets) {
    expect(seen[f], f).toBeDefined();
    expect(seen[f]!['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(seen[f]!['content-encoding']).toMatch(/^(br|gzip)$/);
  }
  expect(logged(/^GET \/embed\/assets\//)).toHaveLength(assets.length);

  // The same tab visits again: the page is revalidated (304, no body); the assets come from the cache.
  lines.length = 0;
  await page.goto('about:blank');
  await page.goto(sandbox.embedUrl);
  await page.waitForLoadState('load');
  // And the frame still runs from the cached files (it says it needs a merchant page around it).
  await expect(page.locator('#app')).toContainText('open it through the merchant');
  expect(logged(/^GET \/embed\/ /)).toEqual([expect.stringMatching(/^GET \/embed\/ 304 /)]);
  expect(logged(/^GET \/embed\/assets\//)).toEqual([]);
});

test('If-None-Match with the ETag answers 304 with no body; another ETag answers the page', async () => {
  const first = await fetch(sandbox.embedUrl);
  const etag = first.headers.get('etag')!;
  const again = await fetch(sandbox.embedUrl, { headers: { 'if-none-match': etag } });
  expect(again.status).toBe(304);
  expect(await again.text()).toBe('');
  expect(again.headers.get('etag')).toBe(etag);
  const other = await fetch(sandbox.embedUrl, { headers: { 'if-none-match': 'W/"something-else"' } });
  expect(other.status).toBe(200);
});

test('brotli when accepted, gzip otherwise, identity when neither; each decodes to the built file', async () => {
  const asset = firstLoad().find((f) => f.endsWith('.js'))!;
  const built = readFileSync(join(FRAME_DIST, asset));
  const get = (encoding: string) =>
    fetch(`${sandbox.embedUrl}${asset}`, { headers: { 'accept-encoding': encoding } }).then(async (r) => ({
      encoding: r.headers.get('content-encoding'),
      body: Buffer.from(await r.arrayBuffer()),
    }));
  // Node's fetch decodes what it asked for itself; these read the body as sent.
  const raw = (encoding: string) =>
    new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      httpGet(`${sandbox.embedUrl}${asset}`, { headers: { 'accept-encoding': encoding } }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () =>
          resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(parts) }),
        );
      }).on('error', reject);
    });
  const br = await raw('gzip, deflate, br, zstd');
  expect(br.encoding).toBe('br');
  expect(brotliDecompressSync(br.body).equals(built)).toBe(true);
  const gz = await raw('gzip, deflate');
  expect(gz.encoding).toBe('gzip');
  expect(gunzipSync(gz.body).equals(built)).toBe(true);
  expect(br.body.length).toBeLessThan(gz.body.length);
  const none = await raw('identity');
  expect(none.encoding).toBeUndefined();
  expect(none.body.equals(built)).toBe(true);
  const refused = await raw('br;q=0, gzip');
  expect(refused.encoding).toBe('gzip');
  // And through a decoding client, the same bytes.
  expect((await get('br')).body.equals(built)).toBe(true);
});

test('Chromium gets the frame precompressed: what it accepts decides the encoding', async ({ page }) => {
  const asset = firstLoad().find((f) => f.endsWith('.js'))!;
  const response = await page.goto(`${sandbox.embedUrl}${asset}`);
  const sent = await response!.request().allHeaders();
  const encoding = (await response!.allHeaders())['content-encoding'];
  // Chromium offers brotli on secure origins and may leave it out on plain http: either way, the best offered.
  expect(encoding).toBe(/\bbr\b/.test(sent['accept-encoding'] ?? '') ? 'br' : 'gzip');
});

test('a page on another origin reads any answer of /embed/, a 404 included, with its framing headers', async ({
  page,
}) => {
  await page.goto(`${host.url}/plain.html`);
  const result = await page.evaluate(async (embed) => {
    const read = async (url: string) => {
      const r = await fetch(url, { mode: 'cors', credentials: 'omit', cache: 'no-store' });
      return { status: r.status, csp: r.headers.get('content-security-policy') };
    };
    return { page: await read(embed), missing: await read(`${embed}no-such-file.js`) };
  }, sandbox.embedUrl);
  expect(result.page.status).toBe(200);
  expect(result.page.csp).toContain('frame-ancestors');
  expect(result.missing.status).toBe(404);
});

test('the frame reads its session without a CORS preflight when the API is the embed origin', async ({
  page,
}) => {
  const session = await mintSession(sandbox);
  await page.goto(`${host.url}/host.html`);
  await page.waitForFunction(
    () => typeof (window as unknown as { mountEmbed?: unknown }).mountEmbed === 'function',
  );
  lines.length = 0;
  await page.evaluate(
    (o) => (window as unknown as { mountEmbed(id: string, o: object): void }).mountEmbed('pay', o),
    { sessionToken: session.token, embedUrl: sandbox.embedUrl, apiUrl: sandbox.url },
  );
  await page.waitForFunction(() =>
    (window as unknown as { events: Record<string, { type: string }[]> }).events.pay!.some(
      (e) => e.type === 'ready',
    ),
  );
  expect(logged(/^GET \/v1\/client\/session 200 /).length).toBeGreaterThanOrEqual(1);
  expect(logged(/^OPTIONS /)).toEqual([]);

  // The same read from the host page's origin needs a preflight (Authorization is not a simple header): the
  // log above would have shown one.
  lines.length = 0;
  const status = await page.evaluate(
    async ({ api, token }) =>
      (await fetch(`${api}/v1/client/session`, { headers: { Authorization: `Bearer ${token}` } })).status,
    { api: sandbox.url, token: session.token },
  );
  expect(status).toBe(200);
  expect(logged(/^OPTIONS \/v1\/client\/session 204 /)).toHaveLength(1);
});

test('the boot script inline in the page sends the session read before any script file has arrived; it is read once', async ({
  page,
}) => {
  // The page's one script file is the app chunk; the boot script is inline, first in the head, and allowed
  // by the hash the page's policy carries.
  const res = await fetch(sandbox.embedUrl);
  const html = await res.text();
  const scripts = firstLoad().filter((f) => f.endsWith('.js'));
  const files = [...html.matchAll(/<script type="module" crossorigin src="\.\/(assets\/[^"]+)"/g)].map(
    (m) => m[1],
  );
  expect(files).toEqual(scripts);
  expect(html).not.toMatch(/modulepreload/);
  const inline = inlineScripts(html);
  expect(inline).toHaveLength(1);
  expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('<script type="module"'));
  expect(res.headers.get('content-security-policy')).toContain(`script-src 'self' ${inline[0]!.source};`);

  const session = await mintSession(sandbox);
  await page.goto(`${host.url}/host.html`);
  await page.waitForFunction(
    () => typeof (window as unknown as { mountEmbed?: unknown }).mountEmbed === 'function',
  );
  lines.length = 0;
  // Every script file is held until the sandbox has seen the session read: the frame becomes ready only if
  // the inline boot script sent the read on its own.
  const held = files.map((f) => f!);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const heldSeen: string[] = [];
  await page.route(
    (url) => held.some((f) => url.href === `${sandbox.embedUrl}${f}`),
    async (route) => {
      heldSeen.push(route.request().url());
      await released;
      await route.continue();
    },
  );
  await page.evaluate(
    (o) => (window as unknown as { mountEmbed(id: string, o: object): void }).mountEmbed('pay', o),
    { sessionToken: session.token, embedUrl: sandbox.embedUrl, apiUrl: sandbox.url },
  );
  await expect.poll(() => logged(/^GET \/v1\/client\/session /).length).toBe(1);
  await expect.poll(() => heldSeen.length).toBe(held.length);
  release();
  await page.waitForFunction(() =>
    (window as unknown as { events: Record<string, { type: string }[]> }).events.pay!.some(
      (e) => e.type === 'ready',
    ),
  );
  // The app took the answer of that read rather than reading again.
  expect(logged(/^GET \/v1\/client\/session /)).toEqual([
    expect.stringMatching(/^GET \/v1\/client\/session 200 /),
  ]);
  const events = await page.evaluate(
    () => (window as unknown as { events: Record<string, { type: string }[]> }).events.pay!,
  );
  expect(events.map((e) => e.type)).not.toContain('error');
});
