// Placeholder until the playground lands: starts the sandbox and prints its URL and keys.
import { spawn } from 'node:child_process';
spawn(process.execPath, ['--import', 'tsx', 'apps/sandbox/src/cli.ts'], { stdio: 'inherit' });
