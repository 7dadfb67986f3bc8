// The Vitest settings of one package's tests for a mutation run: the root config's project for that package
// (environment, JSX, aliases), limited to the package's own test folder.
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import workspace from '../vite.config.js';
import { TARGETS } from './targets.mjs';

const target = TARGETS[(process.env.PULSE_MUTATION_TARGET ?? '') as keyof typeof TARGETS];
if (!target) throw new Error('PULSE_MUTATION_TARGET names no package of mutation/targets.mjs');
const projects = (workspace.test?.projects ?? []) as TestProjectInlineConfiguration[];
const project = projects.find((p) => p.test?.name === target.project);
if (!project) throw new Error(`No Vitest project named ${target.project} in vite.config.ts`);

export default defineConfig({
  ...project,
  root: `${import.meta.dirname}/..`,
  // Instrumented code runs slower, on a shared machine: a long-input test must not fail the initial run.
  test: {
    ...project.test,
    name: `mutation-${target.project}`,
    include: [target.tests],
    testTimeout: 30_000,
  },
});
