// Runs every benchmark of the workspace (packages/*/bench/*.{mjs,ts}, apps/*/bench/*.{mjs,ts}) one after the
// other, then prints the size table. Benchmarks print figures; they assert nothing about wall-clock time.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { printSizes, sizes } from './size.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv[2];

for (const group of ['packages', 'apps']) {
  for (const name of readdirSync(join(root, group))) {
    const dir = join(root, group, name, 'bench');
    if (!existsSync(dir) || (only && only !== name)) continue;
    for (const file of readdirSync(dir).filter((f) => /\.(mjs|ts)$/.test(f))) {
      console.log(`\n== ${group}/${name}/bench/${file}`);
      const run = spawnSync(process.execPath, ['--import', 'tsx', join(dir, file)], {
        stdio: 'inherit',
        cwd: root,
      });
      if (run.status !== 0) process.exitCode = 1;
    }
  }
}

console.log('\n== sizes (gzip)');
printSizes(await sizes());
