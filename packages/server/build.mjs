// ESM build of @pulse/server: one bundle of src, with @pulse/* and every dependency left to the installer,
// and its .d.ts files (typed against @pulse/core's published declarations, so core builds first).
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
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

if (!existsSync(`${here}../core/dist/index.d.ts`)) {
  throw new Error(
    '@pulse/core has no dist/index.d.ts: build it first (pnpm build builds packages in order).',
  );
}
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', `${here}tsconfig.build.json`], { stdio: 'inherit' });
