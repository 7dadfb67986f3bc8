// Builds @pulse/embed: dist/index.js (ESM for bundlers, @pulse/core left to the installer) with its .d.ts
// files, and two minified, self-contained script-tag builds exposing the global `Pulse` (NODE_ENV
// production): dist/pulse.iife.js with `Pulse.mount`, and dist/pulse-auto.iife.js that also mounts
// `data-pulse-*` containers. To stay small (size.json holds their budgets), the script-tag builds take each
// module that has a namesake in src/script-tag/ from there instead (validate, invalid, guard, channel: lighter
// stand-ins, each saying what it leaves out), and define PULSE_LITE, which leaves mount()'s load-failure watch out.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { minify } from 'terser';

const dir = dirname(fileURLToPath(import.meta.url));
const out = join(dir, 'dist');
rmSync(out, { recursive: true, force: true });

const common = {
  bundle: true,
  platform: 'browser',
  target: 'es2020',
  logLevel: 'warning',
  // Core builds its enum guards and font pattern with calls esbuild cannot prove pure; unused ones can go.
  pure: ['member', 'RegExp'],
};

/** The modules the script-tag builds take from src/script-tag/: every file there replaces its namesake in src/. */
const SCRIPT_TAG = new Set(
  readdirSync(join(dir, 'src/script-tag'))
    .filter((f) => f.endsWith('.ts'))
    .map((f) => f.slice(0, -3)),
);
const scriptTag = {
  name: 'script-tag',
  setup(b) {
    b.onResolve({ filter: /^\.\/[\w-]+\.js$/ }, (a) => {
      const name = a.path.slice(2, -3);
      const own = a.resolveDir === join(dir, 'src') && SCRIPT_TAG.has(name);
      return own ? { path: join(dir, 'src/script-tag', `${name}.ts`) } : undefined;
    });
  },
};

// One module per source module (imports kept, sideEffects false), so that an app's bundler takes only what
// the app uses: the development report's modules go when NODE_ENV is production, and the load-failure probe
// (probe.js) stays a dynamic import, loaded only after a failed load. src/script-tag/ and the script-tag
// entries (iife*.ts) are for the script-tag builds below.
await build({
  ...common,
  entryPoints: readdirSync(join(dir, 'src'))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && !/^(iife|wallet-module)/.test(f))
    .map((f) => join(dir, 'src', f)),
  outdir: out,
  bundle: false,
  format: 'esm',
  // Not 'browser': esbuild would write NODE_ENV in as "development", and every app would keep the
  // development report; left as `process.env.NODE_ENV`, the app's bundler decides.
  platform: 'neutral',
  // Like @pulse/core and @pulse/react: an app's bundler lowers further if it targets older browsers.
  target: 'es2022',
  // The script-tag builds' branches of mount() and the host session are decided here, not in every app.
  define: { PULSE_LITE: 'undefined' },
});

for (const [entry, file, format = 'iife'] of [
  ['iife', 'pulse.iife'],
  ['iife-auto', 'pulse-auto.iife'],
  // Open in wallet's opener for the two above, which import it from the embed's folder (wallet-module.ts).
  ['wallet-module', 'pulse-wallet', 'esm'],
]) {
  await build({
    ...common,
    entryPoints: [join(dir, `src/${entry}.ts`)],
    outfile: join(out, `${file}.js`),
    format,
    // Syntax only: terser below names the identifiers, which comes out smaller than renaming them twice.
    minifySyntax: true,
    minifyWhitespace: true,
    // No "use strict" prologue: nothing in these builds behaves differently without it.
    tsconfigRaw: { compilerOptions: { alwaysStrict: false } },
    plugins: [scriptTag],
    define: { 'process.env.NODE_ENV': '"production"', PULSE_LITE: 'true' },
  });
  // terser minifies esbuild's bundle: its compressor joins statements and folds conditions that esbuild leaves
  // (about 60 bytes gzip off each script-tag build, size.json), and its mangler names the identifiers.
  const path = join(out, `${file}.js`);
  const { code } = await minify(readFileSync(path, 'utf8'), {
    ecma: 2020,
    module: format == 'esm',
    // pure_getters: no code here reads a property for a getter's side effect, so an unused read may go and a
    // one-use helper taking one may be inlined; unsafe_arrows: no function of these builds is called with
    // `new` or reads its prototype, so a function expression that does not use `this` may be an arrow. The
    // script-tag browser tests run on these files.
    compress: { ecma: 2020, passes: 3, pure_getters: true, unsafe_arrows: true },
    // Property names of the build's own objects (resolved options, the host session and its transport),
    // never of a message, an option or the DOM.
    mangle: {
      properties: {
        regex: /^(renewable|timeoutMs|frame|url|hello|receive|fail|quit|settle|late|callbacks|reply)$/,
        // `frame` and `url` are also names of DOM properties, which terser leaves alone unless told: no code of
        // these builds reads a DOM property of either name.
        builtins: true,
      },
    },
  });
  writeFileSync(path, `${code}\n`);
}

if (!existsSync(join(dir, '../core/dist/index.d.ts'))) {
  throw new Error(
    '@pulse/core has no dist/index.d.ts: build it first (pnpm build builds packages in order).',
  );
}
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', join(dir, 'tsconfig.build.json')], { stdio: 'inherit' });

// Types for the script-tag builds: importing one (`import '@pulse/embed/pulse.iife.js'`) declares the global.

const header = '// The script-tag build adds one global, `Pulse`; importing this file types it.\n';
writeFileSync(
  join(out, 'pulse.iife.d.ts'),
  `${header}import type { mount } from './mount.js';\ndeclare global {\n  var Pulse: { mount: typeof mount };\n}\nexport {};\n`,
);
writeFileSync(
  join(out, 'pulse-auto.iife.d.ts'),
  `${header}import type { autoMount } from './declarative.js';\nimport type { mount } from './mount.js';\ndeclare global {\n  var Pulse: { mount: typeof mount; autoMount: typeof autoMount };\n}\nexport {};\n`,
);
