// ESM build of @pulse/react: src bundled with React, react-dom, @pulse/* and every dependency left to the
// installer; the offramp bank step is a separate chunk loaded on first use; the stylesheet is copied beside it.
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
  platform: 'browser',
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
