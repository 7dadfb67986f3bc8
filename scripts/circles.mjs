// `node scripts/circles.mjs` (part of `pnpm lint`): fails on any import circle in the TypeScript sources of the
// packages and apps. Every `import`, `export … from` and `import()` with a relative specifier counts, type-only
// ones too: a circle of types is still two files that cannot be understood one without the other. Specifiers
// are resolved as the bundler and TypeScript do (`./x.js` → x.ts or x.tsx, a folder → its index). Each circle
// is printed as a path of files, one per strongly connected group.
//
// KNOWN lists the circles that remain in packages whose restructuring is under way elsewhere: each is printed
// but tolerated while it is exactly as listed. A new circle fails, and so does a listed one that is gone
// (remove it from the list), so the list can only shrink.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = /\.(?:ts|tsx|mts)$/;

/** Circles tolerated for now, each as the sorted files of its group (see above). */
export const KNOWN = [];

function walk(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist') return [];
    const file = join(dir, name);
    if (statSync(file).isDirectory()) return walk(file);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [file] : [];
  });
}

/** The source folders checked: every package's and app's `src`. */
export function sourceFiles(base = root) {
  return ['packages', 'apps'].flatMap((group) =>
    readdirSync(join(base, group)).flatMap((name) => walk(join(base, group, name, 'src'))),
  );
}

const CANDIDATES = (path) => {
  const bare = path.replace(/\.(?:m?js|jsx)$/, '');
  return [path, `${bare}.ts`, `${bare}.tsx`, `${bare}.mts`, join(path, 'index.ts'), join(path, 'index.tsx')];
};

/** The file a relative specifier in `from` names, or undefined when it is not a source file. */
function resolveImport(from, specifier) {
  const target = resolve(dirname(from), specifier);
  return CANDIDATES(target).find((f) => SOURCE.test(f) && existsSync(f) && statSync(f).isFile());
}

/**
 * The specifiers of a file's `import … from` and `export … from` declarations that load a module when it
 * runs. A dynamic `import()` is not an edge: it runs after both modules have finished loading, so it cannot
 * give the half-initialised module a circle does, and a lazily loaded screen must be able to use a component
 * that loads it. Nor is `import type`, which leaves nothing in the built code.
 */
function staticImports(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers = [];
  for (const statement of source.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      !(ts.isImportDeclaration(statement) ? statement.importClause?.isTypeOnly : statement.isTypeOnly)
    ) {
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

/** file → the source files it imports (relative specifiers only; packages cannot import each other in a circle). */
export function importGraph(files) {
  const graph = new Map();
  for (const file of files) {
    const targets = new Set();
    for (const fileName of staticImports(file)) {
      if (!fileName.startsWith('.')) continue;
      const target = resolveImport(file, fileName);
      if (target) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** The strongly connected groups of more than one file (or a file importing itself), by Tarjan's algorithm. */
export function circles(graph) {
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const connect = (v) => {
    indices.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indices.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), indices.get(w)));
    }
    if (low.get(v) === indices.get(v)) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || (graph.get(v) ?? []).includes(v)) groups.push(group);
    }
  };
  for (const v of graph.keys()) if (!indices.has(v)) connect(v);
  return groups;
}

/** One circle through the group's first file, as a list of files ending where it began. */
export function circleThrough(graph, group) {
  const members = new Set(group);
  const start = [...group].sort()[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const v = queue.shift();
    for (const w of graph.get(v) ?? []) {
      if (!members.has(w)) continue;
      if (w === start) {
        const path = [start];
        for (let u = v; u !== start; u = previous.get(u)) path.splice(1, 0, u);
        return [...path, start];
      }
      if (!previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start, start];
}

/** `{ fresh, known, gone }`: the circles found in the tree at `base`, split by the `known` list. */
export function check(base = root, known = KNOWN) {
  const files = sourceFiles(base);
  const graph = importGraph(files);
  const key = (group) => JSON.stringify(group.map((f) => relative(base, f).split('\\').join('/')).sort());
  const knownKeys = new Set(known.map((files) => JSON.stringify([...files].sort())));
  const found = circles(graph).map((group) => ({
    key: key(group),
    path: circleThrough(graph, group).map((f) => relative(base, f)),
  }));
  return {
    files: files.length,
    fresh: found.filter((c) => !knownKeys.has(c.key)),
    known: found.filter((c) => knownKeys.has(c.key)),
    gone: [...knownKeys].filter((k) => !found.some((c) => c.key === k)).map((k) => JSON.parse(k)),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { files, fresh, known, gone } = check();
  for (const c of known) console.log(`known import circle, to remove: ${c.path.join(' → ')}`);
  for (const c of fresh) console.log(`import circle: ${c.path.join(' → ')}`);
  for (const g of gone)
    console.log(`listed in KNOWN but no longer a circle (remove it from the list): ${g.join(', ')}`);
  if (fresh.length || gone.length) {
    console.log(`circles: ${fresh.length} new import circle(s), ${gone.length} stale KNOWN entr(ies)`);
    process.exit(1);
  }
  console.log(`circles: none new in ${files} source files (${known.length} known)`);
}
