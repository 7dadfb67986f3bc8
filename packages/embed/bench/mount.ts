// Mount → onReady on loopback over 30 cold mounts (a fresh browser context each, so nothing is cached), with
// the embed's production build as a merchant's bundler ships it, and the frame in a process of its own (site
// isolation, as desktop Chromium does), beside the floor of any framed embed on the same machine: an empty
// page of the frame's site, in a fresh context, posting one message to the host. Then heap and DOM-node growth
// after 200 (and 400) mount/unmount cycles with the full handshake. Prints figures; it asserts nothing about
// time. Needs `pnpm build` first (the frame's dist and the script-tag build).
import { chromium } from '@playwright/test';
import { FRAME_DIST, mintSession, startServers } from '../../../e2e/embed/servers.js';
import { serveStatic } from '../../../e2e/fixtures/static.js';

const executablePath = process.env.PULSE_CHROMIUM ?? '/usr/bin/chromium';
const servers = await startServers({ production: true });
// The floor's page, on the frame's host (127.0.0.1) and so of its site: it says hello and does nothing else.
const empty = await serveStatic({
  root: FRAME_DIST,
  host: '127.0.0.1',
  handle(_req, res) {
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end('<!doctype html><script>parent.postMessage("hello", "*")</script>');
    return true;
  },
});
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });

interface BenchWindow {
  mountEmbed(id: string, o: object): void;
  events: Record<string, { type: string }[]>;
  handles: Record<string, { unmount(): void }>;
}

const spec = (token: string, locale = 'en') => ({
  sessionToken: token,
  embedUrl: `${servers.frame.url}/`,
  apiUrl: servers.sandbox.url,
  locale,
});

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** One cold mount (a fresh context, nothing cached) in `locale`: milliseconds from mount() to onReady. */
async function coldMount(locale: string): Promise<number> {
  const session = await mintSession(servers.sandbox);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${servers.host.url}/host.html`);
  await page.waitForFunction(() => typeof (window as unknown as BenchWindow).mountEmbed === 'function');
  const ms = await page.evaluate(
    async (o) => {
      const w = window as unknown as BenchWindow;
      const t0 = performance.now();
      w.mountEmbed('pay', o);
      while (!w.events.pay!.some((e) => e.type === 'ready')) await new Promise((r) => setTimeout(r, 1));
      return performance.now() - t0;
    },
    spec(session.token, locale),
  );
  await context.close();
  return ms;
}

/** The floor: milliseconds from appending an iframe of the empty page to its message, in a fresh context. */
async function coldFloor(): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${servers.host.url}/host.html`);
  await page.waitForFunction(() => typeof (window as unknown as BenchWindow).mountEmbed === 'function');
  const ms = await page.evaluate(async (url) => {
    const said = new Promise((resolve) => addEventListener('message', resolve, { once: true }));
    const t0 = performance.now();
    const iframe = document.createElement('iframe');
    iframe.src = url;
    document.body.append(iframe);
    await said;
    return performance.now() - t0;
  }, `${empty.url}/empty.html`);
  await context.close();
  return ms;
}

try {
  // English, Yorùbá and the floor interleaved, so all three meet the same machine load: Yorùbá fetches its
  // pack before the first screen.
  const times: Record<string, number[]> = { en: [], yo: [], floor: [] };
  for (let i = 0; i < 30; i++) {
    for (const locale of ['en', 'yo']) times[locale]!.push(await coldMount(locale));
    times.floor!.push(await coldFloor());
  }
  const floor = times.floor!.sort((a, b) => a - b);
  for (const locale of ['en', 'yo']) {
    const list = times[locale]!.sort((a, b) => a - b);
    console.log(
      `mount → onReady, 30 cold mounts, locale ${locale}: median ${pct(list, 50).toFixed(1)} ms, p95 ${pct(list, 95).toFixed(1)} ms (${(pct(list, 50) / pct(floor, 50)).toFixed(2)} × the floor)`,
    );
  }
  console.log(
    `floor: an empty page of the frame's site posting one message, 30 cold iframes: median ${pct(floor, 50).toFixed(1)} ms, p95 ${pct(floor, 95).toFixed(1)} ms`,
  );

  const session = await mintSession(servers.sandbox);
  const page = await browser.newPage();
  await page.goto(`${servers.host.url}/host.html`);
  await page.waitForFunction(() => typeof (window as unknown as BenchWindow).mountEmbed === 'function');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const metrics = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics: list } = await cdp.send('Performance.getMetrics');
    const get = (name: string) => list.find((m) => m.name === name)?.value ?? 0;
    return { heap: get('JSHeapUsedSize'), nodes: get('Nodes') };
  };
  // One warm-up cycle so code compiled on first use is not counted as growth.
  const cycles = (n: number, o: object) =>
    page.evaluate(
      async ({ n, o }) => {
        const w = window as unknown as BenchWindow;
        for (let i = 0; i < n; i++) {
          const id = `c${Date.now()}_${i}`;
          w.mountEmbed(id, o);
          while (!w.events[id]!.some((e) => e.type === 'ready')) await new Promise((r) => setTimeout(r, 1));
          w.handles[id]!.unmount();
          document.getElementById(id)!.remove();
          delete w.events[id];
          delete w.handles[id];
        }
        return document.querySelectorAll('iframe').length;
      },
      { n, o },
    );
  await cycles(1, spec(session.token));
  const before = await metrics();
  const left = await cycles(200, spec(session.token));
  const after = await metrics();
  // 200 more: a leak grows with the count; warm-up (compiled code, caches) does not.
  await cycles(200, spec(session.token));
  const later = await metrics();
  const kib = (m: { heap: number }) => ((m.heap - before.heap) / 1024).toFixed(1);
  console.log(
    `200 mount/unmount cycles: heap ${kib(after)} KiB growth (${kib(later)} KiB after 400), DOM nodes ${after.nodes - before.nodes} growth, iframes left ${left}`,
  );
} finally {
  await browser.close();
  await Promise.all([
    servers.frame.close(),
    empty.close(),
    servers.host.close(),
    servers.evil.close(),
    servers.sandbox.stop(),
  ]);
}
