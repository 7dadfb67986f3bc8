// `pnpm test:packages`: the packages as an integrator gets them. Packs every public package (after
// `pnpm build`), checks each tarball with publint --strict and arethetypeswrong, checks the links of each
// packed README, greps every shipped file for paths and documents the integrator lacks, counts the public
// exports without a doc comment (shipped.mjs), then installs the tarballs into throwaway apps outside the workspace and uses them there:
//   - a Vite + React 19 app and its Express 5 (ESM) server, typechecked (bundler and node16 resolution),
//     built, and run in Chromium against the packaged sandbox: the embed is ready, useRate shows a price, the
//     checkout opens, and the server verifies a signed webhook;
//   - the same app on React 18, typechecked and built;
//   - a CommonJS script that require()s the packages (require(esm), Node 20.19+);
//   - a Next.js App Router app whose `next build` runs with no secret key in its environment;
//   - the framework recipes of docs/getting-started (Hono, node:http, Vue 3, the Vite dev proxy), run as the docs
//     give them (recipes.mjs); React Router 7 and SvelteKit, each an app of its own built from the page's files
//     and served by its production server.
// It prints install and start times and tarball sizes. Everything runs on this machine's loopback.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium, readUntil } from './process.mjs';
import { PROJECTS, runProjectRecipe, runRecipe } from './recipes.mjs';
import { DONE, referencesIn, undocumentedExports } from './shipped.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const fixtures = join(root, 'scripts/packages');
const PACKAGES = [
  'packages/core',
  'packages/embed',
  'packages/react',
  'packages/react-native',
  'packages/server',
  'apps/sandbox',
];
const bin = (name) => join(root, 'node_modules/.bin', name);
const work = mkdtempSync(join(tmpdir(), 'pulse-packages-'));
const keep = process.env.PULSE_KEEP_PACKAGES === '1';
const failures = [];

async function step(name, run) {
  const start = performance.now();
  try {
    const out = await run();
    console.log(`ok   ${name} (${((performance.now() - start) / 1000).toFixed(1)} s)`);
    return out;
  } catch (e) {
    failures.push(name);
    // A failed command shows what it printed; anything else its stack.
    const printed = `${e.stdout ?? ''}${e.stderr ?? ''}`;
    console.log(`FAIL ${name}\n${printed || (e.stack ?? e)}`);
    return undefined;
  }
}

const sh = (file, args, cwd, env = {}) =>
  execFileSync(file, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });

// 1. Pack.
const packs = join(work, 'packs');
mkdirSync(packs);
const tarballs = {};
for (const dir of PACKAGES) {
  const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  await step(`pack ${pkg.name}`, () => {
    if (!existsSync(join(root, dir, 'dist')))
      throw new Error(`${dir}/dist is missing: run \`pnpm build\` first.`);
    sh('pnpm', ['pack', '--pack-destination', packs], join(root, dir));
    const file = join(packs, `${pkg.name.slice(1).replace('/', '-')}-${pkg.version}.tgz`);
    tarballs[pkg.name] = file;
    console.log(`     ${pkg.name}: ${readFileSync(file).length.toLocaleString('en')} B packed`);
  });
}

// 2. Lint each tarball, and check its README's relative links point at files inside it, that nothing it ships
// points to a file or document the integrator does not have, and that every public export has a doc comment
// (both enforced for the packages in shipped.mjs's DONE list, reported for the others).
const folders = Object.fromEntries(
  PACKAGES.map((dir) => [JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')).name, dir]),
);
const report = (name, what, problems) => {
  if (!problems.length) return;
  const text = `${name}: ${problems.length} ${what}:\n       ${problems.join('\n       ')}`;
  if (DONE.includes(name)) throw new Error(text);
  console.log(`     (not yet enforced) ${text}`);
};
for (const [name, file] of Object.entries(tarballs)) {
  await step(`publint --strict ${name}`, () => {
    const out = sh(bin('publint'), ['run', file, '--strict'], root);
    if (!/All good!/.test(out)) throw Object.assign(new Error('publint reported problems'), { stdout: out });
  });
  // ESM-only on purpose (Node 20.19+ require()s ESM; engines say so), so attw's warning that a require()
  // meets ESM is ignored; node10 resolution (no `exports`) is not a target: profile node16.
  await step(`attw ${name}`, () => {
    sh(
      bin('attw'),
      [file, '--profile', 'node16', '--ignore-rules', 'cjs-resolves-to-esm', '--format', 'ascii'],
      root,
    );
  });
  await step(`README links ${name}`, () => {
    const dir = join(work, 'unpacked', name);
    mkdirSync(dir, { recursive: true });
    sh('tar', ['xzf', file, '-C', dir], root);
    const pkgDir = join(dir, 'package');
    for (const needed of ['README.md', 'LICENSE', 'package.json']) {
      if (!existsSync(join(pkgDir, needed))) throw new Error(`${name} packs no ${needed}`);
    }
    const readme = readFileSync(join(pkgDir, 'README.md'), 'utf8');
    for (const [, target] of readme.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^(https?:|mailto:|#)/.test(target)) continue;
      if (!existsSync(join(pkgDir, target.split('#')[0])))
        throw new Error(`${name}: README links to ${target}, not in the package`);
    }
    for (const file of ['src', 'test']) {
      if (existsSync(join(pkgDir, file))) throw new Error(`${name} packs its ${file}/ folder`);
    }
  });
  await step(`shipped files point only where an integrator can go: ${name}`, () =>
    report(
      name,
      'reference(s) the integrator cannot follow',
      referencesIn(join(work, 'unpacked', name, 'package'), folders[name]),
    ),
  );
  await step(`every public export has a doc comment: ${name}`, () => {
    const { total, missing } = undocumentedExports(join(root, folders[name]));
    console.log(`     ${name}: ${total - missing.length}/${total} public exports with a doc comment`);
    report(name, 'export(s) without a doc comment', missing);
  });
}
if (Object.keys(tarballs).length < PACKAGES.length) finish();

// 3. The React 19 app with its Express server.
function writeApp(dir, react) {
  cpSync(join(fixtures, 'app'), dir, { recursive: true });
  const file = (name) => `file:${tarballs[name]}`;
  const overrides = Object.fromEntries(Object.keys(tarballs).map((name) => [name, file(name)]));
  const types = react === 18 ? '^18.3.0' : '^19.0.0';
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify(
      {
        name: `shop-react-${react}`,
        private: true,
        type: 'module',
        dependencies: {
          '@pulse/react': file('@pulse/react'),
          '@pulse/server': file('@pulse/server'),
          '@pulse/sandbox': file('@pulse/sandbox'),
          '@pulse/core': file('@pulse/core'),
          react: react === 18 ? '^18.3.1' : '^19.0.0',
          'react-dom': react === 18 ? '^18.3.1' : '^19.0.0',
          express: '^5.1.0',
          // For the Hono recipe of docs/getting-started.
          hono: '^4.13.0',
          '@hono/node-server': '^2.1.0',
          // For the Vue 3 recipe.
          vue: '^3.5.0',
        },
        devDependencies: {
          '@types/express': '^5.0.0',
          '@types/node': '^20.19.0',
          '@types/react': types,
          '@types/react-dom': types,
          typescript: '~5.9.3',
          vite: '^8.0.0',
        },
        // Sibling packages resolve to the tarballs too, as they would from the registry.
        overrides,
      },
      null,
      2,
    ),
  );
}

const npmInstall = (dir) => sh('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], dir);

const app19 = join(work, 'react19');
writeApp(app19, 19);
const installed = await step('npm install (Vite + React 19 + Express 5 app, from the tarballs)', () =>
  npmInstall(app19),
);
if (installed !== undefined) {
  await step('typecheck the React app (moduleResolution bundler)', () =>
    sh(join(app19, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], app19),
  );
  await step('typecheck and compile the Express server (module node16)', () =>
    sh(join(app19, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.server.json'], app19),
  );
  await step('vite build', () =>
    sh(join(app19, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], app19),
  );
  await step('require() the packages from CommonJS', () => {
    const out = sh(process.execPath, ['check.cjs'], app19);
    if (!out.includes('cjs ok')) throw new Error(out);
  });
  await step('npx pulse-sandbox --help from the tarball', () => {
    const out = sh(join(app19, 'node_modules/.bin/pulse-sandbox'), ['--help'], app19);
    if (!/Usage: pulse-sandbox/.test(out)) throw new Error(out);
  });
  await step('the packaged sandbox starts and prints apiUrl and embedUrl', () => sandboxCli(app19));
  await step('in Chromium: embed ready, useRate price, checkout opens; the sandbox webhook verified', () =>
    browse(app19),
  );
  await step('recipe docs/getting-started/hono.md, and the Vite dev proxy of any-framework.md', () =>
    runRecipe(app19, 'hono.md', { viteProxy: true }),
  );
  await step(
    'recipe docs/getting-started/node-http.md, and vue.md on the Vite dev server in front of it',
    () => runRecipe(app19, 'node-http.md', { vue: true }),
  );
  await step(
    'recipe docs/getting-started/react-router.md: resource routes and a server-rendered page, built and served',
    () => runProjectRecipe(work, app19, tarballs, 'react-router.md', PROJECTS['react-router.md']),
  );
  await step(
    'recipe docs/getting-started/sveltekit.md: +server.ts endpoints and a page, built with adapter-node',
    () => runProjectRecipe(work, app19, tarballs, 'sveltekit.md', PROJECTS['sveltekit.md']),
  );
}

const app18 = join(work, 'react18');
writeApp(app18, 18);
if ((await step('npm install (the same app on React 18)', () => npmInstall(app18))) !== undefined) {
  await step('typecheck the React 18 app', () =>
    sh(join(app18, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], app18),
  );
  await step('vite build (React 18)', () =>
    sh(join(app18, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], app18),
  );
}

const next = join(work, 'next');
cpSync(join(fixtures, 'next'), next, { recursive: true });
writeFileSync(
  join(next, 'package.json'),
  JSON.stringify(
    {
      name: 'shop-next',
      private: true,
      scripts: { build: 'next build' },
      dependencies: {
        '@pulse/react': `file:${tarballs['@pulse/react']}`,
        '@pulse/server': `file:${tarballs['@pulse/server']}`,
        next: '^16.0.0',
        react: '^19.0.0',
        'react-dom': '^19.0.0',
      },
      devDependencies: { '@types/node': '^20.19.0', '@types/react': '^19.0.0', typescript: '~5.9.3' },
      overrides: Object.fromEntries(Object.entries(tarballs).map(([name, f]) => [name, `file:${f}`])),
    },
    null,
    2,
  ),
);
if ((await step('npm install (Next.js App Router app)', () => npmInstall(next))) !== undefined) {
  const env = { NEXT_TELEMETRY_DISABLED: '1', PULSE_SECRET_KEY: '', PULSE_BASE_URL: '' };
  delete process.env.PULSE_SECRET_KEY;
  await step('next build with no secret key in the environment', () =>
    sh(join(next, 'node_modules/.bin/next'), ['build'], next, env),
  );
}

finish();

async function sandboxCli(dir) {
  const start = performance.now();
  const child = spawn(join(dir, 'node_modules/.bin/pulse-sandbox'), ['--port', '0', '--quiet'], { cwd: dir });
  try {
    const out = await readUntil(child, /embedUrl\s+(\S+)/);
    const ms = performance.now() - start;
    const embedUrl = /embedUrl\s+(\S+)/.exec(out)[1];
    if (!/apiUrl\s+http:\/\/127\.0\.0\.1:\d+/.test(out)) throw new Error(`no apiUrl printed:\n${out}`);
    const html = await fetch(embedUrl).then((r) => r.text());
    if (!html.includes('<script')) throw new Error(`${embedUrl} served no frame page`);
    console.log(`     sandbox start to printed embedUrl: ${Math.round(ms)} ms`);
  } finally {
    child.kill();
  }
}

async function browse(dir) {
  const server = spawn(process.execPath, ['build-server/server.js'], { cwd: dir });
  const browser = await launchChromium();
  try {
    const line = await readUntil(server, /\n/);
    const { url } = JSON.parse(line.trim().split('\n').at(-1));
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(url);
    await page.locator('#embed-status', { hasText: 'ready' }).waitFor({ timeout: 30_000 });
    await page.locator('#rate', { hasText: 'USDT' }).waitFor({ timeout: 30_000 });
    await page.click('#buy');
    await page
      .getByRole('dialog')
      .waitFor({ timeout: 30_000 })
      .catch((e) => {
        throw new Error(`${e.message}\npage errors: ${errors.join('; ') || 'none'}`);
      });
    if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
    // The sandbox delivered the order's event to the app, which verified its signature with verifyWebhook.
    let received = [];
    for (let i = 0; i < 50 && !received.includes('order.awaiting_payment'); i++) {
      received = await fetch(`${url}/api/webhooks/received`).then((r) => r.json());
      if (!received.includes('order.awaiting_payment')) await new Promise((r) => setTimeout(r, 200));
    }
    if (!received.includes('order.awaiting_payment')) throw new Error(`no verified order event: ${received}`);
    const forged = await fetch(`${url}/api/webhooks`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'service-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
      },
      body: JSON.stringify({ id: 'evt_forged', type: 'order.completed' }),
    });
    if (forged.status !== 400) throw new Error(`a forged webhook answered ${forged.status}`);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}

function finish() {
  if (!keep) rmSync(work, { recursive: true, force: true });
  if (failures.length) {
    console.log(`packages: ${failures.length} check(s) failed: ${failures.join('; ')}`);
    process.exit(1);
  }
  console.log('packages: every check passed');
  process.exit(0);
}
