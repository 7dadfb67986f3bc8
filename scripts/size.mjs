// Size budgets, checked on every test run. Each package lists its budgets in its own size.json; every
// entry is bundled (or read from a build) and gzipped, and the run fails when one is over its limit.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
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

/**
 * Resolves `@pulse/<name>[/<sub>]` as an installed package does: through the publishConfig exports, to the
 * built files in packages/<name>/dist (the workspace's own exports point at src/).
 */
const fromDist = {
  name: 'pulse-from-dist',
  setup(b) {
    b.onResolve({ filter: /^@pulse\/[\w-]+(\/.*)?$/ }, (args) => {
      const [, name, sub = ''] = /^@pulse\/([\w-]+)(\/.*)?$/.exec(args.path);
      const dir = join(root, 'packages', name);
      const exports = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).publishConfig.exports;
      const key = `.${sub}`;
      let target = exports[key]?.default;
      for (const [k, v] of Object.entries(exports)) {
        if (target || !k.includes('*')) continue;
        const [pre, post] = k.split('*');
        if (key.startsWith(pre) && key.endsWith(post)) {
          target = v.default.replace('*', key.slice(pre.length, key.length - post.length));
        }
      }
      if (!target) throw new Error(`size: ${args.path} is not exported by @pulse/${name}`);
      return { path: join(dir, target) };
    });
  },
};

/**
 * entry.from "dist": the bundle as an app gets it from the published files; "src": the same from the
 * workspace's sources. Code split like an app's bundler does; what the entry loads at once (its chunk and
 * the chunks it imports statically) is counted, lazily imported chunks are not.
 */
async function measureSplit(entry) {
  const out = await build({
    entryPoints: ['size-entry'],
    outdir: join(root, 'node_modules/.size'),
    bundle: true,
    splitting: true,
    minify: true,
    format: 'esm',
    write: false,
    metafile: true,
    platform: 'browser',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    external: entry.external ?? [],
    logLevel: 'silent',
    plugins: [
      {
        name: 'size-entry',
        setup(b) {
          b.onResolve({ filter: /^size-entry$/ }, () => ({ path: 'size-entry', namespace: 'size' }));
          b.onLoad({ filter: /.*/, namespace: 'size' }, () => ({
            contents: entry.bundle,
            resolveDir: entry.dir,
            loader: 'tsx',
          }));
        },
      },
      ...(entry.from === 'dist' ? [fromDist] : []),
    ],
  });
  const outputs = out.metafile.outputs;
  const byPath = new Map(out.outputFiles.map((f) => [f.path, f.contents]));
  const rel = (p) => resolve(p);
  const first = new Set();
  const visit = (p) => {
    if (first.has(p)) return;
    first.add(p);
    for (const i of outputs[p].imports) if (i.kind === 'import-statement' && !i.external) visit(i.path);
  };
  // Lazily imported modules are entry points of their own in the metafile: start from the size entry itself.
  visit(Object.keys(outputs).find((p) => outputs[p].entryPoint === 'size:size-entry'));
  return [...first].map((p) => byPath.get(rel(p)));
}

async function measure(entry) {
  if (entry.from) return measureSplit(entry);
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
    rows.push({ name: entry.name, raw, gzip, limit: entry.limit, ok: gzip <= entry.limit, entry });
  }
  // entry.sameAs: the same code measured another way (built files vs source) may not be more than
  // entry.slack bytes larger, so a build that stops tree-shaking fails here even within its budget.
  for (const r of rows) {
    if (!r.entry.sameAs) continue;
    const other = rows.find((o) => o.name === r.entry.sameAs);
    if (!other)
      throw new Error(`size: "${r.name}" compares with "${r.entry.sameAs}", which is not a budget.`);
    r.versus = { name: other.name, gzip: other.gzip, slack: r.entry.slack ?? 0 };
    if (r.gzip > other.gzip + r.versus.slack) r.ok = false;
  }
  return rows;
}

export function printSizes(rows) {
  for (const r of rows) {
    console.log(
      `${r.ok ? 'ok  ' : 'OVER'} ${r.name.padEnd(52)} ${String(r.gzip).padStart(7)} B gzip (limit ${r.limit}) ${String(r.raw).padStart(8)} B raw`,
    );
    if (r.versus) {
      console.log(
        `     ${r.gzip - r.versus.gzip >= 0 ? '+' : ''}${r.gzip - r.versus.gzip} B against "${r.versus.name}" (at most +${r.versus.slack})`,
      );
    }
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
