// `pnpm mutation [package...]`: mutation testing of the code that moves money and decides statuses. Runs
// Stryker once per package of mutation/targets.mjs (each file against its own package's tests), then reads
// the JSON reports and prints each file's score and the total. Fails when the total is under 90 % or any file
// is under 80 %. `--report-only` skips the runs and checks the reports already written; `--survivors` lists
// the mutants no test noticed; `--force` retests every mutant instead of reusing the kept incremental results
// (needed after adding tests for a static mutant, whose kept result Stryker reuses whatever the tests).
//
// The kept results (mutation/incremental/<package>.json) are committed and only read: Stryker works on a copy
// under the ignored reports/ folder, and `--update` copies that back. A run without `--update` fails if it
// changed anything git tracks, so CI and a local check leave the tree as they found it.
// `--mutate <file:lines>[,…]` (one package) mutates only part of its files, e.g. a long file in pieces; such a
// run keeps its own working results and cannot `--update` the kept ones.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TARGETS } from '../mutation/targets.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TOTAL_FLOOR = 90;
const FILE_FLOOR = 80;
const KEPT = path.join(root, 'mutation', 'incremental');
const WORK = path.join(root, 'reports', 'mutation', 'incremental');

const args = process.argv.slice(2);
const reportOnly = args.includes('--report-only');
const listSurvivors = args.includes('--survivors');
const force = args.includes('--force');
const update = args.includes('--update');
const mutateAt = args.indexOf('--mutate');
const part = mutateAt === -1 ? undefined : args[mutateAt + 1];
const names = args.filter((a, i) => !a.startsWith('--') && (mutateAt === -1 || i !== mutateAt + 1));
for (const name of names) {
  if (!(name in TARGETS)) {
    console.error(`mutation: no package "${name}"; one of ${Object.keys(TARGETS).join(', ')}`);
    process.exit(2);
  }
}
if (mutateAt !== -1 && (!part || part.startsWith('--') || names.length !== 1 || update)) {
  console.error('mutation: --mutate takes one package and a file[:lines] list, and cannot --update');
  process.exit(2);
}
const selected = names.length ? names : Object.keys(TARGETS);
const reportName = (name) => (part ? `${name}.part` : name);

/**
 * What git sees of the tree: status lines and the kept results' content (an edited file stays " M"). With
 * `--update` the kept results are meant to change and are left out.
 */
function treeState() {
  const status = spawnSync('git', ['status', '--porcelain', '--untracked-files=all'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (status.status !== 0) return null; // not a git checkout (e.g. an unpacked archive): nothing to compare
  const kept = update
    ? []
    : existsSync(KEPT)
      ? readdirSync(KEPT)
          .sort()
          .map(
            (f) =>
              `${f} ${createHash('sha256')
                .update(readFileSync(path.join(KEPT, f)))
                .digest('hex')}`,
          )
      : [];
  const lines = status.stdout
    .split('\n')
    .filter((l) => l && !(update && l.includes('mutation/incremental/')));
  return [...lines.sort(), ...kept];
}

const started = Date.now();
const before = reportOnly ? null : treeState();
if (!reportOnly) {
  mkdirSync(WORK, { recursive: true });
  for (const name of selected) {
    console.log(`\nmutation: ${name} (${part ?? `${TARGETS[name].mutate.length} files`})`);
    const kept = path.join(KEPT, `${name}.json`);
    const work = path.join(WORK, `${reportName(name)}.json`);
    // Start from the kept results unless the working copy is newer (an earlier local run since the last pull).
    if (existsSync(kept) && (!existsSync(work) || statSync(work).mtimeMs < statSync(kept).mtimeMs)) {
      copyFileSync(kept, work);
    }
    const run = spawnSync(
      'pnpm',
      ['exec', 'stryker', 'run', 'mutation/stryker.config.mjs', ...(force ? ['--force'] : [])],
      {
        cwd: root,
        stdio: 'inherit',
        env: {
          ...process.env,
          PULSE_MUTATION_TARGET: name,
          PULSE_MUTATION_INCREMENTAL: path.relative(root, work),
          PULSE_MUTATION_REPORT: `reports/mutation/${reportName(name)}.json`,
          ...(part ? { PULSE_MUTATION_MUTATE: part } : {}),
        },
      },
    );
    // Stryker exits 1 under its own break threshold; the check below reads the report either way.
    if (run.status !== 0 && run.status !== 1) process.exit(run.status ?? 1);
    if (update) keepPortable(work, kept);
  }
}

/**
 * The kept incremental report is committed: it must not name this machine's folders. Stryker reads back only
 * its files, mutants and tests, never the project root or the config it records.
 */
function keepPortable(from, to) {
  if (!existsSync(from)) return;
  const report = JSON.parse(readFileSync(from, 'utf8'));
  report.projectRoot = '.';
  if (report.config) report.config.plugins = ['@stryker-mutator/vitest-runner'];
  writeFileSync(to, JSON.stringify(report));
  console.log(`mutation: kept results written to ${path.relative(root, to)}`);
}

// Mutant statuses of the mutation-testing report schema: detected, undetected, or left out of the score.
const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

const rows = [];
const survivors = [];
for (const name of selected) {
  const file = path.join(root, 'reports', 'mutation', `${reportName(name)}.json`);
  if (!existsSync(file)) {
    console.error(
      `mutation: no report for ${name} (${path.relative(root, file)}); run without --report-only`,
    );
    process.exit(1);
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  for (const [source, { mutants }] of Object.entries(report.files)) {
    const count = (set) => mutants.filter((m) => set.has(m.status)).length;
    const row = {
      file: path.relative(root, path.resolve(root, source)),
      mutants: mutants.length,
      killed: count(DETECTED),
      survived: count(new Set(['Survived'])),
      noCoverage: count(new Set(['NoCoverage'])),
      ignored: mutants.filter((m) => m.status === 'Ignored').length,
      errors: mutants.filter((m) => m.status === 'CompileError' || m.status === 'RuntimeError').length,
    };
    rows.push(row);
    for (const m of mutants.filter((m) => UNDETECTED.has(m.status))) {
      survivors.push(
        `${row.file}:${m.location.start.line}:${m.location.start.column} ${m.status} ${m.mutatorName}: ${JSON.stringify(m.replacement ?? '')}`,
      );
    }
  }
}

const score = (killed, undetected) =>
  killed + undetected === 0 ? 100 : (100 * killed) / (killed + undetected);
const pct = (n) => `${n.toFixed(2)} %`;
const width = Math.max(...rows.map((r) => r.file.length), 5);
const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(width) : c.padStart(9))).join(' | ');
console.log(`\n${line(['file', 'mutants', 'killed', 'survived', 'no cov', 'ignored', 'score'])}`);
let killed = 0;
let undetected = 0;
const failures = [];
for (const r of rows.sort((a, b) => a.file.localeCompare(b.file))) {
  const s = score(r.killed, r.survived + r.noCoverage);
  killed += r.killed;
  undetected += r.survived + r.noCoverage;
  console.log(
    line([r.file, `${r.mutants}`, `${r.killed}`, `${r.survived}`, `${r.noCoverage}`, `${r.ignored}`, pct(s)]),
  );
  if (s < FILE_FLOOR)
    failures.push(`${r.file} scores ${pct(s)}, under the per-file floor of ${FILE_FLOOR} %`);
  if (r.errors) failures.push(`${r.file} has ${r.errors} mutant(s) that did not compile or run`);
}
const total = score(killed, undetected);
console.log(line(['total', '', `${killed}`, '', '', '', pct(total)]));
if (!reportOnly) console.log(`\nmutation: ${Math.round((Date.now() - started) / 1000)} s`);
if (listSurvivors && survivors.length) console.log(`\nNot detected:\n${survivors.join('\n')}`);
if (total < TOTAL_FLOOR) failures.push(`total ${pct(total)} is under ${TOTAL_FLOOR} %`);
const after = before && treeState();
if (before && after && before.join('\n') !== after.join('\n')) {
  const changed = [
    ...new Set([...before, ...after].filter((l) => !before.includes(l) || !after.includes(l))),
  ];
  failures.push(
    `the run changed the tree; a run must leave it as it found it (only --update writes the kept results):\n  ${changed.join('\n  ')}`,
  );
}
for (const f of failures) console.error(`mutation: ${f}`);
process.exit(failures.length ? 1 : 0);
