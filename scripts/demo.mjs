// `pnpm demo`: builds every package in dependency order (core, embed, the frame that copies the embed's
// script-tag builds, react, server, the sandbox), then starts the sandbox, the frame and the playground, each on
// its own origin, and prints where to open them. It always builds, so a fresh clone and a changed checkout
// both show what the source says. Ports: PULSE_DEMO_PORT (default 4000), the sandbox
// on PULSE_SANDBOX_PORT (4010), the frame on PULSE_FRAME_PORT (4020).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
console.log('Building the packages…');
const build = spawnSync('pnpm', ['build'], { stdio: ['ignore', 'ignore', 'inherit'], cwd: root });
if (build.status !== 0) {
  console.error('pnpm demo: the build failed (see above); nothing was started.');
  process.exit(build.status ?? 1);
}
if (!existsSync(join(root, 'packages/frame/dist/index.html'))) {
  console.error('pnpm demo: the build wrote no packages/frame/dist/index.html.');
  process.exit(1);
}
const run = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'apps/playground/start.ts')], {
  stdio: 'inherit',
  cwd: root,
});
process.exit(run.status ?? 0);
