// One Stryker run over one package's money files (PULSE_MUTATION_TARGET, see targets.mjs), against that
// package's tests only. Run through `pnpm mutation`, which runs every package and checks the thresholds.
import { TARGETS } from './targets.mjs';

const name = process.env.PULSE_MUTATION_TARGET ?? '';
const target = TARGETS[name];
if (!target) throw new Error(`PULSE_MUTATION_TARGET must be one of ${Object.keys(TARGETS).join(', ')}`);

// `pnpm mutation` runs Stryker on a working copy of the kept results (PULSE_MUTATION_INCREMENTAL, under the
// ignored reports/ folder) and copies it back only with --update, so a run leaves the tree as it found it.
// PULSE_MUTATION_MUTATE (comma-separated, `file.ts:10-120` ranges allowed) narrows a run to part of a file.
const mutate = process.env.PULSE_MUTATION_MUTATE?.split(',').filter(Boolean) ?? target.mutate;
const incrementalFile = process.env.PULSE_MUTATION_INCREMENTAL ?? `reports/mutation/incremental/${name}.json`;
const report = process.env.PULSE_MUTATION_REPORT ?? `reports/mutation/${name}.json`;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  mutate,
  testRunner: 'vitest',
  // pnpm does not hoist plugins next to Stryker's core, so the runner is named by its resolved location.
  plugins: [import.meta.resolve('@stryker-mutator/vitest-runner')],
  vitest: { configFile: 'mutation/vitest.config.ts' },
  // Only the tests that cover a mutant run for it.
  coverageAnalysis: 'perTest',
  // Reuses the results of mutants whose code and covering tests did not change since the kept report.
  incremental: true,
  incrementalFile,
  concurrency: Number(process.env.PULSE_MUTATION_CONCURRENCY ?? 2),
  thresholds: { high: 95, low: 90, break: 90 },
  reporters: ['json', 'clear-text', 'progress'],
  jsonReporter: { fileName: report },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  // The sandbox copy needs the sources, tests and configs, not the browser suites or the docs (but the
  // languages guide, which core's locale tests read).
  ignorePatterns: [
    'e2e',
    'docs/*',
    '!docs/locales.md',
    '!docs/server.md',
    'reports',
    'test-results',
    'playwright-report',
    '**/dist',
    'mutation/incremental',
  ],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  timeoutMS: 10000,
};
