// ESM build of @pulse/react-native: one bundle of src (JSX for React's automatic runtime), with @pulse/*,
// react, react-native and react-native-webview left to the installer (the app's bundler, Metro, resolves
// them), and its .d.ts files (typed against the published declarations of @pulse/core and @pulse/embed, so
// those build first).
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = fileURLToPath(new URL('.', import.meta.url));
rmSync(`${here}dist`, { recursive: true, force: true });
await build({
  entryPoints: [`${here}src/index.ts`],
  outfile: `${here}dist/index.js`,
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2020',
  jsx: 'automatic',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

for (const dep of ['core', 'embed']) {
  if (!existsSync(`${here}../${dep}/dist/index.d.ts`)) {
    throw new Error(
      `@pulse/${dep} has no dist/index.d.ts: build it first (pnpm build builds packages in order).`,
    );
  }
}
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', `${here}tsconfig.build.json`], { stdio: 'inherit' });
