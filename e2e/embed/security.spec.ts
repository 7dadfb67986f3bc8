import type { Frame, Request } from '@playwright/test';
import {
  events,
  expect,
  frameOf,
  mintSession,
  mountEmbed,
  specFor,
  test,
  waitFor,
  type HostWindow,
} from '../fixtures/embed.js';

type Probe = Window & { got: { type: unknown; ports: number }[] };

/** Records every message a frame receives, with how many ports came with it. */
async function probe(frame: Frame) {
  await frame.evaluate(() => {
    const w = window as unknown as Probe;
    w.got = [];
    addEventListener('message', (e) =>
      w.got.push({ type: (e.data as { type?: unknown } | null)?.type, ports: e.ports.length }),
    );
  });
}
const got = (frame: Frame) => frame.evaluate(() => (window as unknown as Probe).got);

test('messages from another frame, the wrong source, the wrong channel or of the wrong shape trigger nothing', async ({
  hostPage: page,
  servers,
}) => {
  const session = await mintSession(servers.sandbox);
  // The "frame" is a page on the embed origin that says nothing by itself: the test speaks for it.
  await mountEmbed(
    page,
    'pay',
    specFor(servers, session.token, { embedUrl: `${servers.frame.url}/blank.html` }),
  );
  const legit = await frameOf(page, 'pay');
  await legit.waitForLoadState();
  const channel = await page.evaluate(() =>
    new URLSearchParams(
      new URL(document.querySelector('#pay iframe')!.getAttribute('src')!).hash.slice(1),
    ).get('channel')!,
  );
  await page.evaluate((src) => {
    const rogue = document.createElement('iframe');
    rogue.id = 'rogue';
    rogue.src = src;
    document.body.appendChild(rogue);
    return new Promise((r) => rogue.addEventListener('load', r));
  }, `${servers.frame.url}/blank.html?rogue`);
  const rogue = (await (await page.locator('#rogue').elementHandle())?.contentFrame()) as Frame;
  await probe(legit);
  await probe(rogue);

  const signals = (c: string) => [
    { v: 1, type: 'hello', channel: c },
    { v: 1, type: 'ready' },
    { v: 1, type: 'status', status: 'completed', orderId: 'x' },
    { v: 1, type: 'success', orderId: 'x' },
    { v: 1, type: 'error', code: 'boom', message: 'boom' },
  ];
  // Same origin as the embed, but another window.
  await rogue.evaluate((list) => list.forEach((m) => parent.postMessage(m, '*')), signals(channel));
  // The host page talking to itself.
  await page.evaluate((list) => list.forEach((m) => postMessage(m, '*')), signals(channel));
  // The right window and origin, but a wrong channel, a wrong shape, or outside the port.
  await legit.evaluate(
    ({ list, c }) => {
      [
        { v: 1, type: 'hello', channel: 'f'.repeat(32) },
        { v: 1, type: 'hello' },
        { v: 2, type: 'hello', channel: c },
        { type: 'hello', channel: c },
        'hello',
        null,
        ...list.slice(1),
      ].forEach((m) => parent.postMessage(m, '*'));
    },
    { list: signals(channel), c: channel },
  );
  // Control: the proper hello from the proper frame is answered with init and a port, and nothing else was.
  await legit.evaluate((c) => parent.postMessage({ v: 1, type: 'hello', channel: c }, '*'), channel);
  await expect.poll(() => got(legit)).toEqual([{ type: 'init', ports: 1 }]);
  expect(await got(rogue)).toEqual([]);
  expect(await events(page, 'pay')).toEqual([]);
});

test('the token is in no request URL, Referer, telemetry body or console line the browser saw', async ({
  hostPage: page,
  servers,
}) => {
  const session = await mintSession(servers.sandbox);
  const seen: Request[] = [];
  page.on('request', (r) => seen.push(r));
  // Console output and uncaught errors of the page and of every frame in it (the embed's included).
  const logged: string[] = [];
  page.on('console', (m) => logged.push(`${m.type()} ${m.text()} ${m.location().url}`));
  page.on('pageerror', (e) => logged.push(`pageerror ${e.message} ${e.stack ?? ''}`));
  await mountEmbed(page, 'pay', specFor(servers, session.token));
  await waitFor(page, 'pay', 'ready');
  const frame = await frameOf(page, 'pay');
  await frame.getByRole('radio', { name: 'USDC' }).check();
  await frame.getByRole('radio', { name: 'OPTIMISM' }).check();
  const telemetry = page.waitForRequest((r) => r.url().endsWith('/v1/client/telemetry'));
  await frame.getByRole('button', { name: 'Continue' }).click();
  await expect(frame.locator('.address')).toBeVisible();
  await telemetry;

  expect(seen.length).toBeGreaterThan(4);
  const api = seen.filter((r) => r.url().startsWith(servers.sandbox.url));
  expect(api.length).toBeGreaterThan(1);
  for (const r of seen) {
    const headers = await r.allHeaders();
    expect(r.url()).not.toContain(session.token);
    expect(headers.referer ?? '').not.toContain(session.token);
    expect(r.postData() ?? '').not.toContain(session.token);
  }
  // The token goes where it belongs: the Authorization header of API calls.
  for (const r of api.filter((x) => x.method() !== 'OPTIONS')) {
    expect((await r.allHeaders()).authorization).toBe(`Bearer ${session.token}`);
  }
  for (const log of [servers.host.requests, servers.frame.requests]) {
    for (const r of log) {
      expect(r.url).not.toContain(session.token);
      expect(r.referer ?? '').not.toContain(session.token);
    }
  }
  expect(await page.locator('#pay iframe').getAttribute('src')).not.toContain(session.token);
  // The embed's own console is collected too: a line it writes shows up here.
  await frame.evaluate(() => console.info('console-probe'));
  await expect.poll(() => logged.some((l) => l.includes('console-probe'))).toBe(true);
  for (const line of logged) expect(line).not.toContain(session.token);
});

test('the frame ignores init from any origin but the declared parent', async ({ page, servers }) => {
  const session = await mintSession(servers.sandbox);
  const reads: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(`${servers.sandbox.url}/v1/client/session`)) reads.push(r.url());
  });
  await page.goto(`${servers.evil.url}/plain.html`);
  // Two frames on this other origin: one that names the real host as its parent (we are not it), and a
  // control that names this page, so the test proves the frame would have started otherwise.
  const outcome = await page.evaluate(
    async ({ frameUrl, hostOrigin, token, apiUrl }) => {
      const open = (origin: string, channel: string) =>
        new Promise<HTMLIFrameElement>((resolve) => {
          const f = document.createElement('iframe');
          f.src = `${frameUrl}/#channel=${channel}&origin=${encodeURIComponent(origin)}`;
          f.addEventListener('load', () => resolve(f));
          document.body.appendChild(f);
        });
      const heard: unknown[] = [];
      addEventListener('message', (e) => heard.push((e.data as { type?: string }).type));
      const options = { component: 'payment', flow: 'select', theme: {}, strings: {}, apiUrl };
      const init = (f: HTMLIFrameElement, channel: string) => {
        const pipe = new MessageChannel();
        const replies: unknown[] = [];
        pipe.port1.onmessage = (e) => replies.push((e.data as { type?: string }).type);
        f.contentWindow!.postMessage({ v: 1, type: 'init', channel, token, options }, '*', [pipe.port2]);
        return replies;
      };
      const a = 'a'.repeat(32);
      const b = 'b'.repeat(32);
      const spoofed = init(await open(hostOrigin, a), a);
      const control = init(await open(location.origin, b), b);
      const deadline = Date.now() + 10_000;
      while (!control.includes('ready') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 500));
      return { spoofed, control, heard };
    },
    {
      frameUrl: servers.frame.url,
      hostOrigin: servers.host.url,
      token: session.token,
      apiUrl: servers.sandbox.url,
    },
  );
  expect(outcome.control).toContain('ready');
  expect(outcome.spoofed).toEqual([]);
  // Only the control said hello here; the spoofed frame addressed its hello to the host origin only.
  expect(outcome.heard).toEqual(['hello']);
  expect(reads.length).toBeGreaterThan(0);
  const frames = page.frames().filter((f) => f.url().includes('channel=aaaa'));
  expect(frames).toHaveLength(1);
  expect(await frames[0]!.locator('.card').count()).toBe(0);
});

test('no ready signal in time: embed_load_timeout exactly once', async ({ hostPage: page, servers }) => {
  const session = await mintSession(servers.sandbox);
  // A URL that never answers, and a page that loads but never says hello.
  for (const [id, path] of [
    ['hang', '/never'],
    ['mute', '/blank.html'],
  ] as const) {
    await mountEmbed(
      page,
      id,
      specFor(servers, session.token, { embedUrl: `${servers.frame.url}${path}`, readyTimeoutMs: 1200 }),
    );
  }
  await waitFor(page, 'hang', 'error');
  await waitFor(page, 'mute', 'error');
  // Well past a second timeout period: still one report each.
  await page.waitForTimeout(2500);
  for (const id of ['hang', 'mute']) {
    const log = await events(page, id);
    expect(log).toHaveLength(1);
    expect(log[0]?.type).toBe('error');
    expect(log[0]?.args[0]).toBe('embed_load_timeout');
  }
  await page.evaluate(() =>
    Object.values((window as unknown as HostWindow).handles).forEach((h) => h.unmount()),
  );
});
