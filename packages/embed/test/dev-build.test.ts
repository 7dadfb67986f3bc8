// @vitest-environment node
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** @pulse/embed bundled as an app's bundler would, with NODE_ENV replaced. */
async function bundle(env: string): Promise<string> {
  const out = await build({
    entryPoints: [fileURLToPath(new URL('../src/index.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'esm',
    minify: true,
    define: { 'process.env.NODE_ENV': JSON.stringify(env) },
    logLevel: 'silent',
  });
  return out.outputFiles.map((f) => f.text).join('');
}

describe('the development report', () => {
  it('is in a development build and left out of a production build', async () => {
    const words = ['frame will call', 'countdowns and expiry', 'cannot check why'];
    const dev = await bundle('development');
    for (const w of words) expect(dev).toContain(w);
    const prod = await bundle('production');
    for (const w of words) expect(prod).not.toContain(w);
  });
});
