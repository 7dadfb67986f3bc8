// `node scripts/setup.mjs <script>`: the README's commands. On a machine that has only Node 20, it brings
// everything else, then runs `pnpm install --frozen-lockfile` and `pnpm <script>`:
// - pnpm at exactly the version package.json's `packageManager` pins. A pnpm on PATH at that version is used
//   as is; otherwise that version is installed from the npm registry with npm into a cache folder
//   ($XDG_CACHE_HOME or ~/.cache, then pulse-sdk/pnpm@<version>) and put first on PATH for everything this
//   runs, nested `pnpm` calls included. No corepack, nothing installed globally.
// - for the test scripts, Debian's `chromium` (browser tests) and `redis-server` (the Redis store's test) when
//   missing, with apt-get, through sudo when not root. When it cannot, it stops and names the package.
// PULSE_SETUP_ONLY=1 does all of the set-up and the install, then stops before `pnpm <script>`.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const script = process.argv[2];
if (!script) {
  console.error('usage: node scripts/setup.mjs <script>   (for example: demo, test)');
  process.exit(2);
}

const fail = (message) => {
  console.error(`setup: ${message}`);
  process.exit(1);
};

/** Runs a command with the terminal attached; stops the set-up when it fails. */
function run(command, args, env = process.env) {
  const r = spawnSync(command, args, { stdio: 'inherit', cwd: root, env });
  if (r.error) fail(`could not run ${command}: ${r.error.message}`);
  if (r.status !== 0) {
    // Ended by a signal (Ctrl-C): leave quietly.
    if (r.signal) process.exit(130);
    fail(`\`${[command, ...args].join(' ')}\` failed (exit code ${r.status}); see above.`);
  }
}

const onPath = (name, env = process.env) =>
  (env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, name))
    .find((file) => existsSync(file));

// Debian packages the test scripts need, by script.
const chromium = {
  name: 'chromium',
  why: 'the browser tests run in Debian’s Chromium',
  present: () => Boolean(process.env.PULSE_CHROMIUM) || existsSync('/usr/bin/chromium'),
};
const redis = {
  name: 'redis-server',
  why: 'the shared order-state store is tested against a real Redis',
  present: () => Boolean(onPath('redis-server')) || existsSync('/usr/bin/redis-server'),
};
const needs = {
  test: [chromium, redis],
  'test:e2e': [chromium],
  'test:packages': [chromium],
  'test:unit': [redis],
}[script];

const missing = (needs ?? []).filter((p) => !p.present());
if (missing.length) {
  const names = missing.map((p) => p.name).join(' ');
  const reasons = missing.map((p) => `${p.name} (${p.why})`).join('; ');
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
  const cannot = (why) =>
    fail(
      `${why}, so the missing Debian package${missing.length > 1 ? 's' : ''} could not be installed: ${reasons}. ` +
        `Install ${names} yourself (apt-get install ${names}), or set PULSE_CHROMIUM to a Chromium binary, ` +
        'then run this command again.',
    );
  if (!onPath('apt-get')) cannot('apt-get is not available here');
  if (asRoot.length && !onPath('sudo')) cannot('this is not root and sudo is not available');
  console.log(`setup: installing ${names} with apt-get${asRoot.length ? ' (through sudo)' : ''}`);
  const apt = (...args) => {
    const [command, ...rest] = [...asRoot, 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args];
    const r = spawnSync(command, rest, { stdio: 'inherit' });
    if (r.status !== 0) cannot(`\`apt-get ${args.join(' ')}\` failed (see above)`);
  };
  apt('update');
  apt('install', '-y', '--no-install-recommends', ...missing.map((p) => p.name));
}

// pnpm, pinned by package.json's packageManager.
const pinned = /^pnpm@(\d+\.\d+\.\d+)/.exec(
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager ?? '',
)?.[1];
if (!pinned) fail('package.json has no "packageManager": "pnpm@<version>" field.');

const versionOf = (pnpm) => {
  const r = spawnSync(pnpm, ['--version'], { encoding: 'utf8', cwd: root });
  return r.status === 0 ? r.stdout.trim() : undefined;
};

let env = process.env;
const found = onPath('pnpm');
if (found && versionOf(found) === pinned) {
  console.log(`setup: pnpm ${pinned} found at ${found}`);
} else {
  const cache = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'pulse-sdk', `pnpm@${pinned}`);
  const bin = join(cache, 'bin');
  if (versionOf(join(bin, 'pnpm')) !== pinned) {
    if (!onPath('npm')) fail(`pnpm ${pinned} is needed and npm, which would install it, is not on PATH.`);
    console.log(
      `setup: ${found ? `pnpm on PATH is ${versionOf(found) ?? 'unusable'}, not ${pinned}` : 'pnpm is not installed'}; ` +
        `installing pnpm@${pinned} from the npm registry into ${cache}`,
    );
    run('npm', ['install', '--global', '--prefix', cache, '--no-audit', '--no-fund', `pnpm@${pinned}`]);
    if (versionOf(join(bin, 'pnpm')) !== pinned)
      fail(`npm installed pnpm into ${cache}, but it does not run.`);
  } else {
    console.log(`setup: pnpm ${pinned} from ${cache}`);
  }
  env = { ...process.env, PATH: [bin, process.env.PATH].filter(Boolean).join(delimiter) };
}

run('pnpm', ['install', '--frozen-lockfile'], env);
if (process.env.PULSE_SETUP_ONLY === '1') {
  console.log(`setup: done; PULSE_SETUP_ONLY=1, so \`pnpm ${script}\` was not run`);
  process.exit(0);
}
const r = spawnSync('pnpm', [script], { stdio: 'inherit', cwd: root, env });
process.exit(r.status ?? (r.signal ? 130 : 1));
