/**
 * The CLI as the build bundles it, run with plain Node from inside the repository (where @pulse/core's
 * package points at TypeScript source): it must start and answer, as it does from the tarball.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleOptions } from '../bundle.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// Inside the package, so the bundle resolves hono and the rest from its node_modules as dist/ does.
const outdir = mkdtempSync(join(root, '.built-cli-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('the built CLI', () => {
  it('runs with node from the checkout, with no import of TypeScript source', async () => {
    await build({ ...bundleOptions(outdir), logLevel: 'silent' });
    const files = ['cli.js', 'index.js', ...readdirSync(join(outdir, 'chunks')).map((f) => `chunks/${f}`)];
    for (const f of files) expect(readFileSync(join(outdir, f), 'utf8'), f).not.toContain('@pulse/core');

    const child = spawn(process.execPath, [join(outdir, 'cli.js'), '--port', '0', '--quiet'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        let err = '';
        child.stderr.on('data', (b) => (err += b));
        child.once('exit', (code) => reject(new Error(`exited ${code}: ${err}`)));
        child.stdout.on('data', (b) => {
          out += b;
          const m = /listening on (http:\/\/\S+)/.exec(out);
          if (m) resolve(m[1]!);
        });
      });
      const health = await fetch(`${url}/health`);
      expect(health.status).toBe(200);
      expect(((await health.json()) as { data: { ok: boolean } }).data.ok).toBe(true);
    } finally {
      child.kill('SIGKILL');
    }
  }, 60_000);
});
