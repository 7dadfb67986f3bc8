// ESM build of @pulse/react: src bundled with React, react-dom, @pulse/* and every dependency left to the
// installer; the offramp bank step is a separate chunk loaded on first use, the funding step and the end
// screens chunks fetched ahead of need; the stylesheet is copied beside it; declaration files from tsc
// against the built .d.ts files of @pulse/core and @pulse/embed.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = fileURLToPath(new URL('.', import.meta.url));
rmSync(`${here}dist`, { recursive: true, force: true });
await build({
  entryPoints: [`${here}src/index.ts`],
  outdir: `${here}dist`,
  entryNames: 'index',
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
  bundle: true,
  format: 'esm',
  // Not 'browser': esbuild would write NODE_ENV in as "development"; left as `process.env.NODE_ENV`, the
  // app's bundler decides (production builds drop the development warnings).
  platform: 'neutral',
  target: 'es2022',
  jsx: 'automatic',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
// Bundling drops module directives; the entry holds client components, so it says so again.
const out = `${here}dist/index.js`;
writeFileSync(out, `'use client';\n${readFileSync(out, 'utf8')}`);
mkdirSync(`${here}dist`, { recursive: true });
copyFileSync(`${here}src/styles.css`, `${here}dist/styles.css`);

for (const dep of ['core', 'embed']) {
  if (!existsSync(`${here}../${dep}/dist/index.d.ts`)) {
    throw new Error(
      `@pulse/${dep} has no dist/index.d.ts: build it first (pnpm build builds packages in order).`,
    );
  }
}
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', `${here}tsconfig.build.json`], { stdio: 'inherit' });
// `import '@pulse/react/styles.css'` type-checks under every moduleResolution, bundler or not.
writeFileSync(
  `${here}dist/styles.css.d.ts`,
  '// The stylesheet has no exports; importing it applies it.\nexport {};\n',
);
