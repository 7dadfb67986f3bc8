// `pnpm demo`: builds the embed's frame if needed, then starts the sandbox, the frame and the playground,
// each on its own origin, and prints where to open them. Ports: PULSE_DEMO_PORT (default 4000), the sandbox
// on PULSE_SANDBOX_PORT (4010), the frame on PULSE_FRAME_PORT (4020).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
if (!existsSync(join(root, 'packages/frame/dist/index.html'))) {
  console.log('Building the embed frame…');
  const build = spawnSync('pnpm', ['--filter', '@pulse/frame', 'build'], { stdio: 'inherit', cwd: root });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const run = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'apps/playground/start.ts')], {
  stdio: 'inherit',
  cwd: root,
});
process.exit(run.status ?? 0);
