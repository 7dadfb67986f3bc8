// The framework recipes of docs/getting-started, run as the docs give them, in an app that installed the
// packed packages: the recipe's TypeScript block is compiled as is (types stripped) and started against the
// packaged sandbox, which forwards its signed webhooks to the recipe. Each recipe must then
//   - answer the rate route with a price,
//   - forward a quote and an order through its checkout proxy (so the sandbox sends an order event),
//   - verify that event on its webhook route, and refuse a forged one with 400,
//   - serve a page on which the embed, mounted with a session from its session route, is ready in Chromium.
// The Vite dev proxy of any-framework.md is started in front of a recipe, and the rate route is asked through
// it; the Vue 3 recipe's page runs on that Vite dev server, and its embed must be ready.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { transform } from 'esbuild';
import { launchChromium, readUntil } from './process.mjs';
import { root } from './shipped.mjs';

/** The ```ts block of a getting-started page (each recipe page has one). */
function codeOf(page) {
  const markdown = readFileSync(join(root, 'docs/getting-started', page), 'utf8');
  const code = /```ts\n([\s\S]*?)\n```/.exec(markdown)?.[1];
  if (!code) throw new Error(`docs/getting-started/${page} has no ts block`);
  return code;
}

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const stop = (child) => {
  if (child && child.exitCode === null) child.kill('SIGTERM');
};

/** Starts the packaged sandbox in `dir`, forwarding webhooks to `forwardTo`; resolves with what it printed. */
async function sandbox(dir, forwardTo) {
  const file = join(dir, 'recipes', 'sandbox.mjs');
  writeFileSync(
    file,
    [
      "import { startSandbox } from '@pulse/sandbox';",
      `const s = await startSandbox({ webhooks: { forwardTo: ${JSON.stringify(forwardTo)} } });`,
      'const b = s.businesses[0];',
      'console.log(JSON.stringify({ url: s.url, embedUrl: s.embedUrl, key: s.keys.test, secret: b.test.webhookSecret }));',
      "process.on('SIGTERM', () => void s.stop().then(() => process.exit(0)));",
    ].join('\n'),
  );
  const child = spawn(process.execPath, [file], { cwd: dir });
  const out = await readUntil(child, /\}\n/);
  return { child, ...JSON.parse(out.trim().split('\n').at(-1)) };
}

/**
 * Runs one recipe page in the app at `dir`. With `viteProxy`, also the Vite dev proxy of any-framework.md in
 * front of it; with `vue`, the Vue 3 recipe's page on that Vite dev server, whose embed must be ready.
 */
export async function runRecipe(dir, page, { viteProxy = false, vue = false } = {}) {
  mkdirSync(join(dir, 'recipes'), { recursive: true });
  const name = page.replace(/\.md$/, '');
  const file = join(dir, 'recipes', `${name}.mjs`);
  writeFileSync(file, (await transform(codeOf(page), { loader: 'ts', format: 'esm' })).code);
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const box = await sandbox(dir, `${url}/api/webhooks`);
  let server;
  let vite;
  let browser;
  try {
    server = spawn(process.execPath, [file], {
      cwd: dir,
      env: {
        ...process.env,
        PORT: String(port),
        PULSE_SECRET_KEY: box.key,
        PULSE_BASE_URL: box.url,
        PULSE_WEBHOOK_SECRET: box.secret,
        PULSE_EMBED_URL: box.embedUrl,
      },
    });
    let printed = '';
    server.stdout.on('data', (d) => (printed += d));
    server.stderr.on('data', (d) => (printed += d));
    await readUntil(server, /listening on http/);

    const rate = await fetch(`${url}/api/pulse/rate?from=NGN&to=USDT&amount=20000&network=BASE`);
    const preview = await rate.json();
    if (rate.status !== 200 || !preview.data?.youReceive) {
      throw new Error(`rate route answered ${rate.status}: ${JSON.stringify(preview)}`);
    }

    const post = (path, body) =>
      fetch(`${url}/api/pulse/checkout${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: await r.json() }));
    const quote = await post('/v1/quotes', {
      source_currency: 'NGN',
      destination_currency: 'USDT',
      network: 'BASE',
      source_amount: '50000',
    });
    if (!quote.body.data?.id) throw new Error(`checkout proxy quote: ${JSON.stringify(quote)}`);
    const order = await post('/v1/onramp/orders', {
      reference: `recipe-${name}-${Date.now()}`,
      quote_id: quote.body.data.id,
      payer: { name: 'Ada Obi', email: 'ada@example.com' },
      destination: { address: '0x2f6a6bcd0d0ea1a4bcf8e9f2b1e0c3d4a5b6c7d8' },
    });
    if (!order.body.data?.id) throw new Error(`checkout proxy order: ${JSON.stringify(order)}`);

    // The sandbox signs and delivers order.awaiting_payment; the recipe verifies it and logs it.
    for (let i = 0; i < 50 && !/webhook order\.\S+ evt_/.test(printed); i++) {
      await new Promise((r) => setTimeout(r, 200));
    }
    if (!/webhook order\.\S+ evt_/.test(printed)) throw new Error(`no verified webhook:\n${printed}`);
    const forged = await fetch(`${url}/api/webhooks`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'service-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
      },
      body: JSON.stringify({ id: 'evt_forged', type: 'order.completed' }),
    });
    if (forged.status !== 400) throw new Error(`a forged webhook answered ${forged.status}`);

    browser = await launchChromium();
    const tab = await browser.newPage();
    const errors = [];
    tab.on('pageerror', (e) => errors.push(e.message));
    await tab.goto(url);
    await tab.locator('body[data-pulse="ready"]').waitFor({ timeout: 30_000 });
    if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);

    if (viteProxy || vue) {
      const vitePort = await freePort();
      // any-framework.md's config, pointed at this recipe's port instead of 3000.
      const config = codeOf('any-framework.md').replace('http://localhost:3000', url);
      writeFileSync(join(dir, 'recipes', 'vite.config.mjs'), config);
      // vue.md's main.ts and the index.html it describes.
      mkdirSync(join(dir, 'recipes', 'vue'), { recursive: true });
      writeFileSync(join(dir, 'recipes', 'vue', 'main.ts'), codeOf('vue.md'));
      writeFileSync(
        join(dir, 'recipes', 'vue', 'index.html'),
        '<!doctype html><title>Vue</title><div id="app"></div><script type="module" src="/main.ts"></script>',
      );
      vite = spawn(
        join(dir, 'node_modules/.bin/vite'),
        [
          'recipes/vue',
          '--config',
          'recipes/vite.config.mjs',
          '--port',
          String(vitePort),
          '--strictPort',
          '--host',
          '127.0.0.1',
        ],
        { cwd: dir },
      );
      await readUntil(vite, /127\.0\.0\.1:\d+/, 60_000);
      const through = await fetch(
        `http://127.0.0.1:${vitePort}/api/pulse/rate?from=NGN&to=USDT&amount=20000&network=BASE`,
      );
      const proxied = await through.json();
      if (through.status !== 200 || !proxied.data?.youReceive) {
        throw new Error(`the rate route through Vite's proxy answered ${through.status}`);
      }
      if (vue) {
        const page = await browser.newPage();
        page.on('pageerror', (e) => errors.push(e.message));
        await page.goto(`http://127.0.0.1:${vitePort}/`);
        // onReady sets "ready"; the embed's first status follows it.
        await page.locator('#status', { hasText: /^(ready|awaiting_payment)$/ }).waitFor({ timeout: 60_000 });
        if (!(await page.locator('.pulse-embed iframe').count()))
          throw new Error('the Vue page has no embed iframe');
        if (errors.length) throw new Error(`Vue page errors: ${errors.join('; ')}`);
      }
    }
  } finally {
    await browser?.close();
    stop(vite);
    stop(server);
    stop(box.child);
  }
}
