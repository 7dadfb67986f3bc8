// The README's demo command on a fresh clone with nothing built: clones the committed tree into a temporary
// folder, runs the command exactly as the README gives it (on free ports), waits for the address it prints,
// and opens it in Chromium: the playground loads and mints a session, and the embed inside it is ready.
// Prints the install and start times. Run by `pnpm test:packages`.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium, readUntil } from './process.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const command = /<!-- demo-command -->\s*```sh\n([^\n]+)\n```/.exec(readme)?.[1];
if (!command) throw new Error('README.md has no demo command marked with <!-- demo-command -->');

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const dir = mkdtempSync(join(tmpdir(), 'pulse-fresh-'));
const started = performance.now();
let demo;
let browser;
try {
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', root, dir], { stdio: 'inherit' });
  const env = {
    ...process.env,
    PULSE_DEMO_PORT: String(await freePort()),
    PULSE_SANDBOX_PORT: String(await freePort()),
    PULSE_FRAME_PORT: String(await freePort()),
  };
  console.log(`fresh clone: ${command}`);
  demo = spawn('bash', ['-c', command], { cwd: dir, env, detached: true });
  const address = /Playground\s+(http:\/\/\S+)/;
  const url = address.exec(await readUntil(demo, address, 300_000))[1];
  console.log(
    `fresh clone: install, build and start took ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  browser = await launchChromium();
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url);
  await page
    .getByRole('button', { name: /create session/i })
    .first()
    .click();
  await page.getByText('onReady').first().waitFor({ timeout: 30_000 });
  if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
  console.log(`fresh clone: the demo at ${url} minted a session and the embed is ready`);
} catch (e) {
  console.log(`FAIL fresh clone demo: ${e.stack ?? e}`);
  process.exitCode = 1;
} finally {
  await browser?.close();
  // The demo runs in its own process group: end the build, the servers and pnpm together.
  if (demo?.pid) {
    try {
      process.kill(-demo.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  rmSync(dir, { recursive: true, force: true });
}
