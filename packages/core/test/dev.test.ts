import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const entry = join(dirname(fileURLToPath(import.meta.url)), '../src/index.ts');

const bundle = async (mode: string) => {
  const out = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
    logLevel: 'silent',
  });
  return out.outputFiles[0]?.text ?? '';
};

describe('development-only warnings', () => {
  it('are in development bundles and compiled out of production ones', async () => {
    const [development, production] = await Promise.all([bundle('development'), bundle('production')]);
    expect(development).toContain('below WCAG AA');
    expect(production).not.toContain('below WCAG AA');
    expect(production).not.toContain('process.env');
  });
});
