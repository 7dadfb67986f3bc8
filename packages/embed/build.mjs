// Builds @pulse/embed: dist/index.js (ESM for bundlers, @pulse/core bundled in) and dist/pulse.iife.js (a
// minified script-tag build exposing the global `Pulse`, NODE_ENV production). The script-tag build swaps
// validate.ts and invalid.ts for their -lite twins to stay within its 2 KB gzip budget (size.json).
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

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

const lite = {
  name: 'lite',
  setup(b) {
    b.onResolve({ filter: /^\.\/(validate|invalid)\.js$/ }, (a) => ({
      path: join(a.resolveDir, `${a.path.slice(2, -3)}-lite.ts`),
    }));
  },
};

await build({
  ...common,
  entryPoints: [join(dir, 'src/index.ts')],
  outfile: join(out, 'index.js'),
  format: 'esm',
});

await build({
  ...common,
  entryPoints: [join(dir, 'src/iife.ts')],
  outfile: join(out, 'pulse.iife.js'),
  format: 'iife',
  minify: true,
  plugins: [lite],
  define: { 'process.env.NODE_ENV': '"production"' },
});
