// Where the frame's first load goes: the app chunk's modules, each with the gzip bytes the chunk would lose
// without it (the whole chunk compressed with and without the module's code, both minified as the build
// minifies them), beside the stylesheet and the page. Run by `pnpm bench frame`, or on its own:
//   node --import tsx packages/frame/bench/first-load.ts
// It builds the frame without minification into a temporary folder (the build's own plugins and chunking),
// reads the module markers the bundler writes there, and minifies with Vite's minifier. It prints figures;
// the budget itself is checked by `pnpm size` against the real build (packages/frame/size.json).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, minifySync } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'pulse-first-load-'));
const gzip = (text: string) => gzipSync(text, { level: 9 }).length;
// Names shortened and whitespace taken out, without the compressor: it would drop whatever a module's removal
// leaves unused (without the entry, the whole app), so each module's own bytes would not be told apart.
// The chunk's exports (for the later chunks) go: a script has none, and its top level stays anyway.
const minify = (code: string) => {
  const { code: min, errors } = minifySync('chunk.js', code.replace(/^export \{[^}]*\};?$/m, ''), {
    module: false,
    mangle: { toplevel: true },
    compress: false,
  });
  if (errors.length) throw new Error(`first-load: cannot minify: ${errors[0]!.message}`);
  return min;
};

try {
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir: out, emptyOutDir: true, minify: false, cssMinify: true },
  });
  const first = (JSON.parse(readFileSync(join(out, 'first-load.json'), 'utf8')) as string[]).map((f) =>
    join(out, f.replace(/^dist\//, '')),
  );
  const app = first.find((f) => f.endsWith('.js'));
  if (!app || first.filter((f) => f.endsWith('.js')).length !== 1) {
    throw new Error(`first-load: expected one app chunk in the first load, got ${first.join(', ')}`);
  }
  // The bundler marks each module's code with a line comment naming its path.
  const lines = readFileSync(app, 'utf8').split('\n');
  const modules: { name: string; code: string[] }[] = [];
  for (const line of lines) {
    const marker = /^\/\/ (\S+\.[cm]?[jt]sx?)$/.exec(line);
    if (marker) modules.push({ name: marker[1]!, code: [] });
    else modules.at(-1)?.code.push(line);
  }
  if (modules.length < 10) throw new Error(`first-load: found ${modules.length} module markers in ${app}`);
  const name = (path: string) =>
    /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)\/(.*)$/
      .exec(path)
      ?.slice(1)
      .join(': ') ??
    path
      .replace(/^(\.\.\/)*(packages\/)?/, '')
      .replace(/^(\w+)\/src\//, '$1: ')
      .replace(/^src\//, 'frame: ');
  const whole = (skip?: number) =>
    modules
      .filter((_, i) => i !== skip)
      .map((m) => m.code.join('\n'))
      .join('\n');
  const all = gzip(minify(whole()));
  const rows = modules.map((m, i) => ({
    name: name(m.name),
    minified: minify(m.code.join('\n')).length,
    gzip: all - gzip(minify(whole(i))),
  }));
  // The groups a reader weighs together: the UI runtime, core, and the frame's own folders.
  const group = (n: string) =>
    /^(preact|zustand):/.test(n)
      ? 'runtime (preact, zustand)'
      : n.startsWith('core: locales/')
        ? "core: the first screen's English sentences"
        : n.startsWith('core: ')
          ? 'core: the rest'
          : n.startsWith('frame: view/')
            ? 'frame: view'
            : 'frame: start, session, transport';
  const groups = new Map<string, number>();
  for (const r of rows) groups.set(group(r.name), (groups.get(group(r.name)) ?? 0) + r.gzip);

  const files = first
    .filter((f) => f !== app)
    .map((f) => `${f.slice(out.length + 1)} ${gzip(readFileSync(f, 'utf8')).toLocaleString('en')}`);
  const fmt = (n: number) => n.toLocaleString('en').padStart(7);
  console.log(
    `frame first load (gzip -9, bytes): ${files.join(', ')}, and the app chunk ${all.toLocaleString('en')} ` +
      '(minified here without the compressor; the real build is measured by pnpm size)',
  );
  console.log('\nthe app chunk by group (the bytes it loses without each module, summed):');
  for (const [g, n] of [...groups].sort((a, b) => b[1] - a[1])) console.log(`${fmt(n)}  ${g}`);
  console.log('\nthe app chunk by module: minified bytes, and the gzip bytes the chunk loses without it:');
  for (const r of rows.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`${fmt(r.minified)} ${fmt(r.gzip)}  ${r.name}`);
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
