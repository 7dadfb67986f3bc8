// Builds @pulse/sandbox as published: dist/index.js (startSandbox, createSandboxApp) and dist/cli.js (the
// `pulse-sandbox` command) as plain ESM for Node with every dependency left to the installer, their .d.ts
// files, and dist/embed/: the built hosted-embed frame (with the script-tag builds), which the sandbox serves
// at /embed/ so that an integrator gets the whole embed from the packages. Runs after the packages' builds.
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { bundleOptions } from './bundle.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const frame = `${here}../../packages/frame/dist`;
for (const [file, what] of [
  [`${here}../../packages/core/dist/index.d.ts`, '@pulse/core'],
  [`${frame}/index.html`, 'the embed frame (packages/frame)'],
  [`${frame}/csp.json`, "the embed frame's script-src (packages/frame, beside its index.html)"],
  [`${frame}/pulse.iife.js`, 'the script-tag builds (packages/embed, copied by the frame build)'],
]) {
  if (!existsSync(file)) throw new Error(`${what} is not built: run \`pnpm build\` (it builds in order).`);
}

rmSync(`${here}dist`, { recursive: true, force: true });
await build(bundleOptions(`${here}dist`));
// The command runs as a file of its own: a shebang, and executable.
const cli = `${here}dist/cli.js`;
writeFileSync(cli, `#!/usr/bin/env node\n${readFileSync(cli, 'utf8')}`);
chmodSync(cli, 0o755);
cpSync(frame, `${here}dist/embed`, { recursive: true });

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', `${here}tsconfig.build.json`], { stdio: 'inherit' });
