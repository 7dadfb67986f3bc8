#!/usr/bin/env node
// The sandbox is TypeScript; tsx compiles it on the fly so the bin needs no build step.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
