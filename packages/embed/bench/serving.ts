// The serving table: mount → onReady in Chromium emulating a mid-range phone on slow 4G (150 ms latency,
// 1.6 Mbps down, 750 kbps up, CPU ×4 through the DevTools protocol), cold (a fresh browser context: nothing
// cached) and warm (the same tab mounting again), for each way of serving the frame, runs interleaved so
// that a busy moment of the machine falls on every serving alike. Prints medians with their spread (p25–p75),
// the bytes on the wire and the floor: 3 round trips (page, its scripts and stylesheet, the session read)
// plus the bytes at 1.6 Mbps; and, as its last row, the least any frame costs (a page that only does the
// handshake and the session read), with each serving's margin above it. Asserts nothing about time. Needs
// `pnpm build` first.
// For the cold mounts it also says where the time goes, from the DevTools protocol's main-thread counters of
// the tab (one renderer holds the page and the frame): script evaluation (parse, compile and run), style and
// layout, the rest of the main thread's work (HTML parsing, paint, loading tasks), and the remainder of the
// mount's time, spent waiting on the network; and, cold and on loopback, when each step of the load ended
// (the frame's page in, the session read sent and answered, the app's chunk in, ready), from the protocol's
// network events.
//   PULSE_BENCH_RUNS  runs per serving (default 7)
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { startSandbox } from '../../../apps/sandbox/src/index.js';
import { embedCsp } from '../../../apps/sandbox/src/http/embed-assets.js';
import { EMBED_CORS, embedFiles, frameScriptSources } from '../../../apps/sandbox/src/http/embed-serving.js';
import { serveStatic } from '../../../e2e/fixtures/static.js';
import { FRAME_DIST, PAGES, mintSession } from '../../../e2e/embed/servers.js';
import { build } from 'esbuild';

const executablePath = process.env.PULSE_CHROMIUM ?? '/usr/bin/chromium';
const RUNS = Number(process.env.PULSE_BENCH_RUNS ?? 7);
const LATENCY = 150;
const DOWN = 1.6e6 / 8; // bytes per second
const UP = 750e3 / 8;
const CPU = 4;

const sandbox = await startSandbox({ rateLimitPerMinute: false });
// The ESM build as a production bundle has it (no development report, which would add a request).
const esm = (
  await build({
    entryPoints: [new URL('../src/index.ts', import.meta.url).pathname],
    bundle: true,
    format: 'esm',
    write: false,
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  })
).outputFiles[0]!.text;
const host = await serveStatic({
  root: PAGES,
  host: 'localhost',
  handle(req, res) {
    if (req.url !== '/embed.mjs') return false;
    res.writeHead(200, { 'content-type': 'text/javascript' }).end(esm);
    return true;
  },
});
const ancestors = ['http://localhost:*'];
// The frame's policy, with its build's script-src (the inline boot script's hash).
const csp = embedCsp(ancestors, sandbox.url, frameScriptSources(FRAME_DIST));
// As the frame was served before the serving contract: every file as it is, `no-store`, the API elsewhere.
const plain = await serveStatic({
  root: FRAME_DIST,
  host: '127.0.0.1',
  headers: { 'content-security-policy': csp },
});
// The contract (precompressed, immutable assets, revalidated page) on an origin of its own: the API elsewhere.
const respond = embedFiles(FRAME_DIST);
const contract = await serveStatic({
  root: FRAME_DIST,
  host: '127.0.0.1',
  handle(req, res) {
    const get = (name: string) => {
      const v = req.headers[name];
      return Array.isArray(v) ? v.join(', ') : v;
    };
    const r = respond(req.method ?? 'GET', new URL(req.url ?? '/', 'http://x').pathname, { get });
    res.writeHead(r.status, {
      ...r.headers,
      ...EMBED_CORS,
      'content-security-policy': csp,
    });
    res.end(r.body ?? undefined);
    return true;
  },
});

// The least any frame costs here: a page on the frame's host that says hello, reads the session on init
// and reports ready, with nothing else (no app, no stylesheet, nothing drawn). Its row is the part of a mount
// that no frame of ours can take off: the iframe's document, the handshake and the session read's round trip.
const handshake = `<!doctype html><title>handshake</title><script>
const f = new URLSearchParams(location.hash.slice(1));
addEventListener('message', (e) => {
  const m = e.data, port = e.ports[0];
  if (e.source !== parent || e.origin !== f.get('origin') || !m || m.type !== 'init' || !port) return;
  fetch(${JSON.stringify(`${sandbox.url}/v1/client/session`)}, { headers: { Authorization: 'Bearer ' + m.token } })
    .then((r) => r.json())
    .then(() => port.postMessage({ v: 1, type: 'ready' }));
});
parent.postMessage({ v: 1, type: 'hello', channel: f.get('channel') }, f.get('origin'));
</script>`;
const bare = await serveStatic({
  root: FRAME_DIST,
  host: '127.0.0.1',
  handle(_req, res) {
    res
      .writeHead(200, {
        ...EMBED_CORS,
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
      })
      .end(handshake);
    return true;
  },
});

interface Serving {
  name: string;
  embedUrl: string;
}
const servings: Serving[] = [
  { name: 'as before: no compression, no-store, API on another origin', embedUrl: `${plain.url}/` },
  { name: 'contract: br/gzip, immutable assets, ETag page; API elsewhere', embedUrl: `${contract.url}/` },
  { name: 'contract + API on the embed origin (the sandbox /embed/)', embedUrl: sandbox.embedUrl },
  { name: 'least any frame costs: hello, the session read, ready; no app', embedUrl: `${bare.url}/` },
];

const STEPS = ['page', 'read sent', 'read answered', 'app', 'ready'] as const;
type Step = (typeof STEPS)[number];

interface Sample {
  ms: number;
  bytes: number;
  requests: number;
  /** From the frame's hello reaching the page to the session read leaving the browser. */
  helloToRead: number;
  /**
   * When each step of the load ended, in ms from the mount: the frame's page in, the session read sent and
   * answered, the app's chunk in, and ready.
   */
  steps: Record<Step, number>;
  /** Main-thread time running script during the mount (the page's and the frame's). */
  script: number;
  /** Main-thread time on style recalculation and layout during the mount. */
  layout: number;
  /** Main-thread time on anything (script, style and layout included) during the mount. */
  busy: number;
}

/** The tab's main-thread counters so far, in ms: script evaluation, and every task. */
async function mainThread(cdp: CDPSession): Promise<{ script: number; layout: number; busy: number }> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const at = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  return {
    script: at('ScriptDuration'),
    layout: at('RecalcStyleDuration') + at('LayoutDuration'),
    busy: at('TaskDuration'),
  };
}

async function emulate(page: Page, throttled: boolean): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Performance.enable');
  if (throttled) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: LATENCY,
      downloadThroughput: DOWN,
      uploadThroughput: UP,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  }
  return cdp;
}

/** One mount → onReady in `page`, with the bytes that crossed the wire meanwhile (every frame of the tab). */
async function mountOnce(page: Page, cdp: CDPSession, serving: Serving, id: string): Promise<Sample> {
  const session = await mintSession(sandbox);
  let bytes = 0;
  let requests = 0;
  const onDone = (e: { encodedDataLength: number }) => {
    bytes += e.encodedDataLength;
    requests += 1;
  };
  let readAt = 0;
  // The step each request ends, and the offset from the protocol's monotonic clock to the wall clock.
  const watched = new Map<string, { step: Step; offset: number }>();
  const ended: Partial<Record<Step, number>> = {};
  const onSent = (e: {
    requestId: string;
    wallTime: number;
    timestamp: number;
    type?: string;
    request: { url: string; method: string };
  }) => {
    const { url, method } = e.request;
    const step: Step | undefined =
      e.type === 'Document' && url.startsWith(serving.embedUrl)
        ? 'page'
        : method === 'GET' && url.endsWith('/v1/client/session')
          ? 'read answered'
          : /\/assets\/index-[\w-]+\.js$/.test(url)
            ? 'app'
            : undefined;
    if (step && !watched.has(e.requestId) && ended[step] === undefined) {
      watched.set(e.requestId, { step, offset: (e.wallTime - e.timestamp) * 1000 });
    }
    if (!readAt && step === 'read answered') readAt = e.wallTime * 1000;
  };
  const onEnded = (e: { requestId: string; timestamp: number }) => {
    const w = watched.get(e.requestId);
    if (w && ended[w.step] === undefined) ended[w.step] = e.timestamp * 1000 + w.offset;
  };
  cdp.on('Network.loadingFinished', onDone);
  cdp.on('Network.loadingFinished', onEnded);
  cdp.on('Network.requestWillBeSent', onSent);
  // As a string: the loader's helper names would not exist in the page.
  await page.evaluate(`(() => {
    window.helloAt = 0;
    addEventListener('message', (e) => {
      if (!window.helloAt && e.data && e.data.type === 'hello') window.helloAt = performance.timeOrigin + performance.now();
    }, true);
  })()`);
  const before = await mainThread(cdp);
  const { ms, start } = await page.evaluate(
    async ({ id, o }) => {
      const w = window as unknown as {
        mountEmbed(id: string, o: object): void;
        events: Record<string, { type: string }[]>;
      };
      const t0 = performance.now();
      w.mountEmbed(id, o);
      // Told by the callback log itself rather than by polling it: a poll every few ms would be main-thread
      // work of its own, counted in the breakdown.
      const log = w.events[id]!;
      const end = await new Promise<{ type: string; at: number }>((resolve) => {
        const push = log.push.bind(log);
        log.push = (...items) => {
          const last = push(...items);
          const done = items.find((e) => e.type === 'ready' || e.type === 'error');
          if (done) resolve({ type: done.type, at: performance.now() });
          return last;
        };
      });
      if (end.type === 'error') throw new Error(JSON.stringify(log));
      return { ms: end.at - t0, start: performance.timeOrigin + t0 };
    },
    { id, o: { sessionToken: session.token, embedUrl: serving.embedUrl, apiUrl: sandbox.url } },
  );
  const after = await mainThread(cdp);
  // Let the last loadingFinished events arrive (the later chunk loads after ready and is counted too).
  await page.waitForTimeout(300);
  cdp.off('Network.loadingFinished', onDone);
  cdp.off('Network.loadingFinished', onEnded);
  cdp.off('Network.requestWillBeSent', onSent);
  const helloAt = await page.evaluate(() => (window as unknown as { helloAt: number }).helloAt);
  return {
    ms,
    bytes,
    requests,
    helloToRead: readAt - helloAt,
    steps: {
      page: (ended.page ?? NaN) - start,
      'read sent': readAt - start,
      'read answered': (ended['read answered'] ?? NaN) - start,
      app: (ended.app ?? NaN) - start,
      ready: ms,
    },
    script: after.script - before.script,
    layout: after.layout - before.layout,
    busy: after.busy - before.busy,
  };
}

/** A cold mount in a fresh context, then a warm one in the same tab after unmounting the first. */
async function run(browser: Browser, serving: Serving, throttled: boolean) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${host.url}/host.html`);
  await page.waitForFunction(
    () => typeof (window as unknown as { mountEmbed?: unknown }).mountEmbed === 'function',
  );
  const cdp = await emulate(page, throttled);
  const cold = await mountOnce(page, cdp, serving, 'cold');
  await page.evaluate(() => {
    const w = window as unknown as { handles: Record<string, { unmount(): void }> };
    w.handles.cold!.unmount();
    document.getElementById('cold')!.remove();
  });
  const warm = await mountOnce(page, cdp, serving, 'warm');
  await context.close();
  return { cold, warm };
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  const i = (s.length - 1) * q;
  const lo = Math.floor(i);
  return s[lo]! + (s[Math.ceil(i)]! - s[lo]!) * (i - lo);
};
const fmt = (xs: number[]) =>
  `${quantile(xs, 0.5).toFixed(0).padStart(5)} ms (${quantile(xs, 0.25).toFixed(0)}–${quantile(xs, 0.75).toFixed(0)})`;
const kb = (xs: number[]) => `${(quantile(xs, 0.5) / 1024).toFixed(1)} KB`;
const steps = (samples: Sample[]) =>
  STEPS.map(
    (step) =>
      `${step} ${quantile(
        samples.map((c) => c.steps[step]),
        0.5,
      ).toFixed(0)}`,
  ).join(', ');
const floor = (bytes: number) => 3 * LATENCY + (bytes / DOWN) * 1000;

const browser = await chromium.launch({
  executablePath,
  // One renderer for the page and its frames, so that the emulation set on the tab covers the iframe too.
  args: ['--no-sandbox', '--disable-gpu', '--disable-site-isolation-trials'],
});
try {
  // One unmeasured round per serving: compiled code and the sandbox's first answers are warm for every one.
  for (const s of servings) await run(browser, s, false);
  const results = servings.map(() => ({ cold: [] as Sample[], warm: [] as Sample[] }));
  const loopback = servings.map(() => [] as Sample[]);
  for (let i = 0; i < RUNS; i++) {
    for (const [k, s] of servings.entries()) {
      const r = await run(browser, s, true);
      results[k]!.cold.push(r.cold);
      results[k]!.warm.push(r.warm);
      loopback[k]!.push((await run(browser, s, false)).cold);
    }
  }
  console.log(
    `serving of the frame: mount → onReady, Chromium, ${LATENCY} ms latency, 1.6 Mbps down, CPU ×${CPU}; ${RUNS} interleaved runs, median (p25–p75)`,
  );
  console.log(
    `${'serving'.padEnd(64)} ${'cold'.padEnd(20)} ${'× floor'.padEnd(8)} ${'warm'.padEnd(20)} ${'bytes cold / warm'.padEnd(18)} loopback cold`,
  );
  for (const [k, s] of servings.entries()) {
    const { cold, warm } = results[k]!;
    const coldBytes = quantile(
      cold.map((c) => c.bytes),
      0.5,
    );
    const ratio =
      quantile(
        cold.map((c) => c.ms),
        0.5,
      ) / floor(coldBytes);
    console.log(
      `${s.name.padEnd(64)} ${fmt(cold.map((c) => c.ms)).padEnd(20)} ${ratio.toFixed(2).padEnd(8)} ${fmt(warm.map((c) => c.ms)).padEnd(20)} ${`${kb(cold.map((c) => c.bytes))} / ${kb(warm.map((c) => c.bytes))}`.padEnd(18)} ${fmt(loopback[k]!.map((c) => c.ms))}`,
    );
  }
  // What our frame costs beyond the least any frame costs (the last row) on the same machine and run: the
  // part that the frame's size, code and drawing decide.
  const least = servings.length - 1;
  const mid = (xs: Sample[]) =>
    quantile(
      xs.map((c) => c.ms),
      0.5,
    );
  console.log(
    `above the least any frame costs (median ms; cold, warm, loopback): ${servings
      .slice(0, least)
      .map(
        (_, k) =>
          `+${(mid(results[k]!.cold) - mid(results[least]!.cold)).toFixed(0)}, +${(mid(results[k]!.warm) - mid(results[least]!.warm)).toFixed(0)}, +${(mid(loopback[k]!) - mid(loopback[least]!)).toFixed(0)}`,
      )
      .join('; ')}`,
  );
  console.log(
    `hello → session read sent (cold): ${servings
      .map((_, k) => fmt(results[k]!.cold.map((c) => c.helloToRead)).trim())
      .join(', ')}`,
  );
  console.log(
    `cold mount at CPU ×${CPU}, when each step ended (median ms from the mount): ${servings
      .map((_, k) => steps(results[k]!.cold))
      .join('; ')}`,
  );
  console.log(
    `loopback cold mount, when each step ended (median ms from the mount): ${servings
      .map((_, k) => steps(loopback[k]!))
      .join('; ')}`,
  );
  console.log(
    `cold mount at CPU ×${CPU}, where the time goes (median ms): ${servings
      .map((_, k) => {
        const cold = results[k]!.cold;
        const mid = (f: (c: Sample) => number) => quantile(cold.map(f), 0.5).toFixed(0);
        return `script ${mid((c) => c.script)}, style and layout ${mid((c) => c.layout)}, other main-thread work ${mid((c) => c.busy - c.script - c.layout)}, waiting on the network ${mid((c) => Math.max(0, c.ms - c.busy))}`;
      })
      .join('; ')}`,
  );
  console.log(
    `floor (3 round trips + the cold bytes at 1.6 Mbps): ${servings
      .map(
        (_, k) =>
          `${floor(
            quantile(
              results[k]!.cold.map((c) => c.bytes),
              0.5,
            ),
          ).toFixed(0)} ms`,
      )
      .join(', ')}; targets: cold ≤ 700 ms, warm ≤ 450 ms, ≤ 1.15 × the floor`,
  );
} finally {
  await browser.close();
  await Promise.all([host.close(), plain.close(), contract.close(), bare.close(), sandbox.stop()]);
}
