// Size budgets, checked on every test run. Each package lists its budgets in its own size.json; every
// entry is bundled (or read from a build) and gzipped, and the run fails when one is over its limit.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function budgets() {
  const list = [];
  for (const group of ['packages', 'apps']) {
    for (const name of readdirSync(join(root, group))) {
      const file = join(root, group, name, 'size.json');
      if (existsSync(file)) {
        for (const entry of JSON.parse(readFileSync(file, 'utf8')))
          list.push({ ...entry, dir: join(root, group, name) });
      }
    }
  }
  return list;
}

async function measure(entry) {
  if (entry.bundle) {
    // entry.bundle is module source, resolved from the package's folder; entry.external lists peers.
    const out = await build({
      stdin: { contents: entry.bundle, resolveDir: entry.dir, loader: 'tsx' },
      bundle: true,
      minify: true,
      format: 'esm',
      write: false,
      platform: 'browser',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      external: entry.external ?? [],
      logLevel: 'silent',
    });
    return out.outputFiles.map((f) => f.contents);
  }
  // filesFrom: a build-written list of the files (the frame's first load, from its chunk graph).
  const files = entry.filesFrom
    ? JSON.parse(readFileSync(join(entry.dir, entry.filesFrom), 'utf8')).map((f) => join(entry.dir, f))
    : entry.files.map((f) => matchOne(join(entry.dir, f)));
  return files.map((f) => readFileSync(f));
}

// A `*` in a file's name stands for a build's content hash (dist/assets/later-*.js): exactly one file matches.
function matchOne(path) {
  if (!path.includes('*')) return path;
  const dir = dirname(path);
  const name = path.slice(dir.length + 1);
  const re = new RegExp(
    `^${name
      .split('*')
      .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('[\\w-]+')}$`,
  );
  const found = existsSync(dir) ? readdirSync(dir).filter((f) => re.test(f)) : [];
  if (found.length !== 1) throw new Error(`size: ${path} matches ${found.length} files, not one.`);
  return join(dir, found[0]);
}

export async function sizes() {
  const rows = [];
  for (const entry of budgets()) {
    const parts = await measure(entry);
    const gzip = parts.reduce((n, p) => n + gzipSync(p, { level: 9 }).length, 0);
    const raw = parts.reduce((n, p) => n + p.length, 0);
    rows.push({ name: entry.name, raw, gzip, limit: entry.limit, ok: gzip <= entry.limit });
  }
  return rows;
}

export function printSizes(rows) {
  for (const r of rows) {
    console.log(
      `${r.ok ? 'ok  ' : 'OVER'} ${r.name.padEnd(52)} ${String(r.gzip).padStart(7)} B gzip (limit ${r.limit}) ${String(r.raw).padStart(8)} B raw`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await sizes();
  printSizes(rows);
  if (rows.some((r) => !r.ok)) {
    console.error('size: a budget is exceeded (see OVER above).');
    process.exit(1);
  }
}
