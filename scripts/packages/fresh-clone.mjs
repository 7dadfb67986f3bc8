// The README's two commands on a fresh clone with nothing built and no pnpm on PATH: clones the committed tree
// into a temporary folder and builds a PATH in which no folder holds pnpm (and an empty cache folder, so the
// pinned pnpm really comes from the npm registry). The demo command runs exactly as the README gives it (on
// free ports) until it prints its address, which is opened in Chromium: the playground loads and mints a
// session, and the embed inside it is ready. The test command then runs with PULSE_SETUP_ONLY=1, so it does
// all of its set-up (pnpm, Debian's chromium and redis-server, the install) and stops before `pnpm test`,
// which is the suite this file is part of. Prints the times. Run by `pnpm test:packages`.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, launchChromium, readUntil } from './process.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const commandAfter = (marker) => {
  const command = new RegExp(`<!-- ${marker} -->\\s*\`\`\`sh\\n([^\\n]+)\\n\`\`\``).exec(readme)?.[1];
  if (!command) throw new Error(`README.md has no command marked with <!-- ${marker} -->`);
  return command;
};
const command = commandAfter('demo-command');
const testCommand = commandAfter('test-command');

const dir = mkdtempSync(join(tmpdir(), 'pulse-fresh-'));
const scratch = mkdtempSync(join(tmpdir(), 'pulse-fresh-path-'));

/** PATH with every folder that holds pnpm (or pnpx) replaced by a folder of links to everything else in it. */
function pathWithoutPnpm() {
  const hides = (d) => ['pnpm', 'pnpx'].some((name) => existsSync(join(d, name)));
  return (process.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((d, i) => {
      if (!hides(d)) return d;
      const shadow = join(scratch, `bin${i}`);
      mkdirSync(shadow);
      for (const name of readdirSync(d)) {
        if (name !== 'pnpm' && name !== 'pnpx') symlinkSync(join(d, name), join(shadow, name));
      }
      return shadow;
    })
    .join(delimiter);
}

const started = performance.now();
let demo;
let browser;
try {
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', root, dir], { stdio: 'inherit' });
  const PATH = pathWithoutPnpm();
  const which = execFileSync('bash', ['-c', 'command -v pnpm pnpx || true'], {
    env: { PATH },
    encoding: 'utf8',
  });
  if (which.trim()) throw new Error(`pnpm is still on the test PATH: ${which.trim()}`);
  const env = {
    ...process.env,
    PATH,
    XDG_CACHE_HOME: join(scratch, 'cache'),
    // What pnpm puts in the environment of the scripts it runs, so none of it leaks into the fresh clone.
    npm_config_user_agent: undefined,
    npm_execpath: undefined,
    PNPM_SCRIPT_SRC_DIR: undefined,
    PULSE_DEMO_PORT: String(await freePort()),
    PULSE_SANDBOX_PORT: String(await freePort()),
    PULSE_FRAME_PORT: String(await freePort()),
  };
  console.log(`fresh clone: ${command}`);
  demo = spawn('bash', ['-c', command], { cwd: dir, env, detached: true });
  const address = /Playground\s+(http:\/\/\S+)/;
  const printed = await readUntil(demo, address, 420_000);
  const url = address.exec(printed)[1];
  const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];
  if (!printed.includes(`installing pnpm@${pinned} from the npm registry`)) {
    throw new Error(`the demo command did not say it installed pnpm@${pinned}:\n${printed}`);
  }
  console.log(
    `fresh clone: pnpm ${pinned}, install, build and start took ${((performance.now() - started) / 1000).toFixed(1)} s`,
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
  await browser.close();
  browser = undefined;
  stop(demo);
  demo = undefined;

  const setupStarted = performance.now();
  console.log(`fresh clone: PULSE_SETUP_ONLY=1 ${testCommand}`);
  const setup = execFileSync('bash', ['-c', testCommand], {
    cwd: dir,
    env: { ...env, PULSE_SETUP_ONLY: '1' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  for (const said of [`pnpm ${pinned} from`, 'pnpm test` was not run']) {
    if (!setup.includes(said))
      throw new Error(`the test command's set-up did not print "${said}":\n${setup}`);
  }
  console.log(
    `fresh clone: the test command's set-up (pnpm, chromium, redis-server, install) took ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
  );
} catch (e) {
  console.log(`FAIL fresh clone demo: ${e.stack ?? e}`);
  process.exitCode = 1;
} finally {
  await browser?.close();
  if (demo) stop(demo);
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(dir, { recursive: true, force: true });
  rmSync(scratch, { recursive: true, force: true });
}

/** The demo runs in its own process group: ends the set-up, the build, the servers and pnpm together. */
function stop(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}
