// Builds the package in the current folder: dist/index.js (ESM, dependencies and peers external; also
// dist/internal.js when src/internal.ts exists) with esbuild, and dist/*.d.ts from tsconfig.build.json with
// tsc. Flags for the packages that differ:
//   --platform node|neutral  (default neutral)    --target es2022|node20|…  (default es2022)
//   --jsx                    JSX for React's automatic runtime
//   --modules                one output module per source module (dist/<name>.js, imports kept), so that
//                            an app's bundler skips every module it does not use (with `sideEffects: false`)
//   --sourcemap              write dist/index.js.map
//   --needs core,embed       sibling packages whose built .d.ts files the declarations are typed against
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const { values: flags } = parseArgs({
  options: {
    platform: { type: 'string', default: 'neutral' },
    target: { type: 'string', default: 'es2022' },
    jsx: { type: 'boolean', default: false },
    modules: { type: 'boolean', default: false },
    sourcemap: { type: 'boolean', default: false },
    needs: { type: 'string', default: '' },
  },
});

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies });

rmSync('dist', { recursive: true, force: true });
// A package with src/internal.ts (core: helpers for Pulse's own packages, `@pulse/core/internal`) ships it as a
// second entry; both entries share their code through chunks (dist/chunks/), so one copy of each module loads.
const internal = existsSync('src/internal.ts');
if (flags.modules) {
  // Per module: every src/*.ts (locale packs below) compiled on its own, its imports left as they are.
  await build({
    entryPoints: readdirSync('src')
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
      .map((f) => `src/${f}`),
    outdir: 'dist',
    bundle: false,
    format: 'esm',
    platform: flags.platform,
    target: flags.target,
    ...(flags.jsx && { jsx: 'automatic' }),
    sourcemap: flags.sourcemap,
    logLevel: 'warning',
  });
} else
  await build({
    entryPoints: ['src/index.ts', ...(internal ? ['src/internal.ts'] : [])],
    outdir: 'dist',
    ...(internal && { splitting: true, chunkNames: 'chunks/[name]-[hash]' }),
    bundle: true,
    format: 'esm',
    platform: flags.platform,
    target: flags.target,
    ...(flags.jsx && { jsx: 'automatic' }),
    sourcemap: flags.sourcemap,
    external: external.flatMap((name) => [name, `${name}/*`]),
    logLevel: 'warning',
  });

// Locale packs (core's src/locales/<tag>/<surface>.ts) ship as modules of their own beside the entry, for
// `@pulse/core/locales/<tag>/<surface>` imports: a surface loads only the pack it speaks.
if (existsSync('src/locales')) {
  await build({
    entryPoints: readdirSync('src/locales', { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.ts'))
      .map((f) => `src/locales/${f}`),
    outdir: 'dist/locales',
    outbase: 'src/locales',
    bundle: false,
    format: 'esm',
    platform: flags.platform,
    target: flags.target,
    logLevel: 'warning',
  });
}

for (const dep of flags.needs.split(',').filter(Boolean)) {
  if (!existsSync(`../${dep}/dist/index.d.ts`)) {
    throw new Error(
      `@pulse/${dep} has no dist/index.d.ts: build it first (pnpm build builds packages in order).`,
    );
  }
}
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
