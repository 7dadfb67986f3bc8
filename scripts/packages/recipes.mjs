// The framework recipes of docs/getting-started, run as the docs give them, in an app that installed the
// packed packages: the recipe's TypeScript block is compiled as is (types stripped) and started against the
// packaged sandbox, which forwards its signed webhooks to the recipe. Each recipe must then
//   - answer the rate route with a price,
//   - forward a quote and an order through its checkout proxy (so the sandbox sends an order event),
//   - verify that event on its webhook route, and refuse a forged one with 400,
//   - serve a page on which the embed, mounted with a session from its session route, is ready in Chromium.
// The Vite dev proxy of any-framework.md is started in front of a recipe, and the rate route is asked through
// it; the Vue 3 recipe's page runs on that Vite dev server, and its embed must be ready.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { transform } from 'esbuild';
import { freePort, launchChromium, readUntil } from './process.mjs';
import { root } from './shipped.mjs';

/** The ```ts block of a getting-started page (each recipe page has one). */
function codeOf(page) {
  const markdown = readFileSync(join(root, 'docs/getting-started', page), 'utf8');
  const code = /```ts\n([\s\S]*?)\n```/.exec(markdown)?.[1];
  if (!code) throw new Error(`docs/getting-started/${page} has no ts block`);
  return code;
}

const stop = (child) => {
  if (child && child.exitCode === null) child.kill('SIGTERM');
};

/** Starts the packaged sandbox in `dir`, forwarding webhooks to `forwardTo`; resolves with what it printed. */
async function sandbox(dir, forwardTo) {
  mkdirSync(join(dir, 'recipes'), { recursive: true });
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

/** A free port's server, started by `start({ port, env })`, run through every check of a recipe. */
async function exercise(sandboxDir, name, start, after) {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const box = await sandbox(sandboxDir, `${url}/api/webhooks`);
  let server;
  let browser;
  const stops = [];
  try {
    server = start({
      port,
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
    await readUntil(server, /listening on http/i, 60_000);

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
    // A read goes through the proxy too.
    const read = await fetch(`${url}/api/pulse/checkout/v1/orders/${order.body.data.id}`);
    const readBody = await read.json();
    if (read.status !== 200 || readBody.data?.id !== order.body.data.id) {
      throw new Error(`checkout proxy read answered ${read.status}: ${JSON.stringify(readBody)}`);
    }

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

    if (after) await after({ url, browser, errors, stops });
  } finally {
    await browser?.close();
    for (const child of stops) stop(child);
    stop(server);
    stop(box.child);
  }
}

/**
 * Runs one single-file recipe page in the app at `dir`. With `viteProxy`, also the Vite dev proxy of
 * any-framework.md in front of it; with `vue`, the Vue 3 recipe's page on that Vite dev server, whose embed
 * must be ready.
 */
export async function runRecipe(dir, page, { viteProxy = false, vue = false } = {}) {
  mkdirSync(join(dir, 'recipes'), { recursive: true });
  const name = page.replace(/\.md$/, '');
  const file = join(dir, 'recipes', `${name}.mjs`);
  writeFileSync(file, (await transform(codeOf(page), { loader: 'ts', format: 'esm' })).code);
  const start = ({ env }) => spawn(process.execPath, [file], { cwd: dir, env });
  const after =
    viteProxy || vue
      ? async ({ url, browser, errors, stops }) => {
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
          const vite = spawn(
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
          stops.push(vite);
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
            await page
              .locator('#status', { hasText: /^(ready|awaiting_payment)$/ })
              .waitFor({ timeout: 60_000 });
            if (!(await page.locator('.pulse-embed iframe').count()))
              throw new Error('the Vue page has no embed iframe');
            if (errors.length) throw new Error(`Vue page errors: ${errors.join('; ')}`);
          }
        }
      : undefined;
  await exercise(dir, name, start, after);
}

/**
 * The files of a multi-file recipe page: every fenced block whose first line names its path
 * (`// app/routes.ts` or `<!-- src/routes/+page.svelte -->`), keyed by that path.
 */
export function filesOf(page) {
  const markdown = readFileSync(join(root, 'docs/getting-started', page), 'utf8');
  const files = {};
  for (const [, body] of markdown.matchAll(/```\w*\n([\s\S]*?)\n```/g)) {
    const path = /^(?:\/\/|<!--)\s*([\w./$[\]+-]+)\s*(?:-->)?\s*$/.exec(body.split('\n')[0])?.[1];
    if (path) files[path] = body.split('\n').slice(1).join('\n') + '\n';
  }
  if (!Object.keys(files).length) throw new Error(`docs/getting-started/${page} names no file`);
  return files;
}

/**
 * The packages a page's install lines add (`npm install a b`, `npm install --save-dev c`), each with the range
 * `versions` gives it; a @pulse package from its tarball. A package the page installs that `versions` does not
 * know fails, so the page and this check cannot drift apart.
 */
function installsOf(page, versions, tarballs) {
  const markdown = readFileSync(join(root, 'docs/getting-started', page), 'utf8');
  const dependencies = {};
  const devDependencies = {};
  for (const [, line] of markdown.matchAll(/^npm install (.+)$/gm)) {
    const words = line.split(/\s+/);
    const into = words.includes('--save-dev') ? devDependencies : dependencies;
    for (const name of words.filter((w) => !w.startsWith('-'))) {
      if (tarballs[name]) into[name] = `file:${tarballs[name]}`;
      else if (versions[name]) into[name] = versions[name];
      else throw new Error(`${page} installs ${name}, for which the check has no version`);
    }
  }
  return { dependencies, devDependencies };
}

/**
 * Runs a multi-file recipe page (a framework app): writes the page's files into a project under `work` with the
 * base files and packages a new app of that framework has, installs the packages the page installs (the @pulse
 * ones from the tarballs), runs `build`, starts `start` and puts it through the checks of every recipe. The
 * packaged sandbox runs from `sandboxDir`.
 */
export async function runProjectRecipe(work, sandboxDir, tarballs, page, recipe) {
  const name = page.replace(/\.md$/, '');
  const dir = join(work, name);
  mkdirSync(dir, { recursive: true });
  const installs = installsOf(page, recipe.versions, tarballs);
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify(
      {
        name: `shop-${name}`,
        private: true,
        type: 'module',
        dependencies: { ...recipe.base?.dependencies, ...installs.dependencies },
        devDependencies: { ...recipe.base?.devDependencies, ...installs.devDependencies },
        overrides: Object.fromEntries(Object.entries(tarballs).map(([n, f]) => [n, `file:${f}`])),
      },
      null,
      2,
    ),
  );
  for (const [path, text] of Object.entries({ ...recipe.base?.files, ...filesOf(page) })) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], dir);
  const bin = (file) => (file.startsWith('node_modules/') ? join(dir, file) : file);
  for (const step of recipe.build) {
    if (typeof step === 'function') await step(dir);
    else run(bin(step[0]), step.slice(1), dir);
  }
  const [file, ...args] = recipe.start;
  await exercise(sandboxDir, name, ({ env }) => spawn(bin(file), args, { cwd: dir, env }));
}

/** Compiles a project's TypeScript file to an ES module beside it, as `npx tsx` would run it. */
const compile = (from, to) => async (dir) =>
  writeFileSync(
    join(dir, to),
    (await transform(readFileSync(join(dir, from), 'utf8'), { loader: 'ts', format: 'esm' })).code,
  );

/** The ranges the checks install for the packages the multi-file recipes name. */
const VERSIONS = {
  react: '^19.0.0',
  'react-dom': '^19.0.0',
  // React Router's packages are released together and pin each other: one version for all.
  'react-router': '7.18.4',
  '@react-router/node': '7.18.4',
  '@react-router/express': '7.18.4',
  '@react-router/dev': '7.18.4',
  express: '^5.1.0',
  isbot: '^5.1.0',
  vite: '^8.0.0',
  '@sveltejs/adapter-node': '^5.2.0',
};

/** The multi-file recipes: what a new app of the framework has, how it is built, and how it is started. */
export const PROJECTS = {
  'react-router.md': {
    versions: VERSIONS,
    build: [['node_modules/.bin/react-router', 'build'], compile('server.ts', 'server.mjs')],
    start: [process.execPath, 'server.mjs'],
  },
  'sveltekit.md': {
    versions: VERSIONS,
    // What `npx sv create` (minimal template) gives.
    base: {
      devDependencies: {
        '@sveltejs/kit': '^2.40.0',
        '@sveltejs/vite-plugin-svelte': '^7.0.0',
        svelte: '^5.40.0',
        vite: '^8.0.0',
      },
      files: {
        'src/app.html': [
          '<!doctype html>',
          '<html lang="en">',
          '  <head>',
          '    <meta charset="utf-8" />',
          '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
          '    %sveltekit.head%',
          '  </head>',
          '  <body data-sveltekit-preload-data="hover">',
          '    <div style="display: contents">%sveltekit.body%</div>',
          '  </body>',
          '</html>',
          '',
        ].join('\n'),
      },
    },
    build: [['node_modules/.bin/vite', 'build', '--logLevel', 'error']],
    start: [process.execPath, 'build'],
  },
};

const run = (file, args, cwd) =>
  execFileSync(file, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 << 20 });
