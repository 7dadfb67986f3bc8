/**
 * Type-checks the TypeScript in the docs: every ```ts and ```tsx block of README.md, docs/**\/*.md and the
 * packages' READMEs is compiled, each as its own module, against the packages' sources with the repository's compiler options.
 * A block that is deliberately partial is preceded by the line `<!-- snippet: skip -->`; getting-started
 * pages may not skip any block. A block preceded by `<!-- snippet: module @/lib/name -->` (or a `~/` or
 * `$lib/` name, as React Router and SvelteKit apps write them) is also the module of that name for the other
 * blocks (a page's `lib/` file that its route files import), and tests can load it (`snippetModule`).
 * `express`, `next/server`, React Router and SvelteKit are not dependencies of this repository, so
 * scripts/test/snippet-env.d.ts declares the few members the docs use.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface Snippet {
  /** Markdown file, relative to the repository root. */
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  lang: 'ts' | 'tsx';
  code: string;
  skipped: boolean;
  /** The module name a `<!-- snippet: module … -->` marker gives the block, which other blocks import. */
  module?: string | undefined;
}

/** README.md, every Markdown page under docs/, sorted, and the README of every published package. */
export function markdownFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? walk(`${dir}/${entry.name}`)
        : entry.name.endsWith('.md')
          ? [`${dir}/${entry.name}`]
          : [],
    );
  const packageReadmes = ['packages', 'apps'].flatMap((dir) =>
    readdirSync(join(root, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${dir}/${entry.name}/README.md`)
      .filter((file) => existsSync(join(root, file))),
  );
  return ['README.md', ...walk('docs').sort(), ...packageReadmes.sort()];
}

const FENCE = /^(\s*)```(\w*)\s*$/;
const SKIP = /^\s*<!--\s*snippet:\s*skip\s*-->\s*$/;
const MODULE = /^\s*<!--\s*snippet:\s*module\s+((?:@|~|\$lib)\/[\w/.-]+)\s*-->\s*$/;

/** The ```ts and ```tsx blocks of one Markdown text, with whether a skip marker precedes each. */
export function extractSnippets(file: string, markdown: string): Snippet[] {
  const lines = markdown.split('\n');
  const out: Snippet[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i] ?? '');
    if (!open) continue;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && !/^\s*```\s*$/.test(lines[i] ?? ''); i++) body.push(lines[i] ?? '');
    const lang = open[2];
    if (lang !== 'ts' && lang !== 'tsx') continue;
    let prev = start - 1;
    while (prev >= 0 && (lines[prev] ?? '').trim() === '') prev--;
    out.push({
      file,
      line: start + 1,
      lang,
      code: body.join('\n'),
      skipped: SKIP.test(lines[prev] ?? ''),
      module: MODULE.exec(lines[prev] ?? '')?.[1],
    });
  }
  return out;
}

export function allSnippets(): Snippet[] {
  return markdownFiles().flatMap((file) => extractSnippets(file, readFileSync(join(root, file), 'utf8')));
}

const PACKAGES: Record<string, string> = {
  '@pulse/core': 'packages/core/src/index.ts',
  '@pulse/embed': 'packages/embed/src/index.ts',
  '@pulse/react': 'packages/react/src/index.ts',
  '@pulse/server': 'packages/server/src/index.ts',
  '@pulse/sandbox': 'apps/sandbox/src/index.ts',
};

export interface SnippetError {
  snippet: Snippet;
  message: string;
}

/** Compiles every snippet not skipped; returns one entry per diagnostic, naming the Markdown line. */
export function checkSnippets(snippets: Snippet[]): SnippetError[] {
  const config = ts.readConfigFile(join(root, 'tsconfig.json'), (p) => ts.sys.readFile(p));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const options: ts.CompilerOptions = {
    ...parsed.options,
    noEmit: true,
    // Examples declare values to show them; an unused one is not an error in a page.
    noUnusedLocals: false,
    noUnusedParameters: false,
    paths: Object.fromEntries(Object.entries(PACKAGES).map(([name, path]) => [name, [join(root, path)]])),
  };
  const virtual = new Map<string, Snippet>();
  for (const snippet of snippets.filter((s) => !s.skipped)) {
    const name = `${snippet.file.replace(/[^\w]/g, '_')}_L${snippet.line}.${snippet.lang}`;
    const path = join(root, '.snippets', name);
    virtual.set(path, snippet);
    if (snippet.module) options.paths![snippet.module] = [path];
  }
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, onError, create) => {
    const snippet = virtual.get(fileName);
    // `export {}` makes each block its own module, so two pages may both declare `options`.
    if (snippet) return ts.createSourceFile(fileName, `${snippet.code}\nexport {};\n`, language, true);
    return getSourceFile(fileName, language, onError, create);
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => virtual.has(fileName) || fileExists(fileName);
  const program = ts.createProgram({
    rootNames: [...virtual.keys(), join(root, 'scripts/test/snippet-env.d.ts')],
    options,
    host,
  });
  const errors: SnippetError[] = [];
  for (const [fileName, snippet] of virtual) {
    const source = program.getSourceFile(fileName);
    const diagnostics = [
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
    ];
    for (const d of diagnostics) {
      const at = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line : 0;
      errors.push({
        snippet,
        message: `${snippet.file}:${snippet.line + 1 + at}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
      });
    }
  }
  return errors;
}

/**
 * The code of the block a page names `<!-- snippet: module <name> -->`, for tests that run a page's code.
 * Throws when the page has no such block.
 */
export function snippetModule(file: string, name: string): Snippet {
  const found = extractSnippets(file, readFileSync(join(root, file), 'utf8')).filter(
    (s) => s.module === name,
  );
  if (found.length !== 1) throw new Error(`${file} has ${found.length} blocks named ${name}, not one.`);
  return found[0]!;
}

const INSTALL = /^\s*(?:pnpm add|npm install|npm i|yarn add|bun add)\s+(.+)$/;
const PULSE_IMPORT =
  /from\s+['"](@pulse\/[\w-]+)(?:\/[^'"]*)?['"]|import\s+['"](@pulse\/[\w-]+)(?:\/[^'"]*)?['"]/g;

/**
 * Imports of a @pulse package that the page's own install line does not add (pnpm cannot resolve them for a
 * reader who follows the page). Pages without an install line are not checked; skipped snippets are.
 */
export function uninstalledImports(): string[] {
  return markdownFiles().flatMap((file) => {
    const markdown = readFileSync(join(root, file), 'utf8');
    const installed = new Set(
      markdown
        .split('\n')
        .flatMap((line) => INSTALL.exec(line)?.[1]?.split(/\s+/) ?? [])
        .filter((name) => name.startsWith('@pulse/')),
    );
    if (installed.size === 0) return [];
    return extractSnippets(file, markdown).flatMap((snippet) =>
      [...snippet.code.matchAll(PULSE_IMPORT)]
        .map((m) => m[1] ?? m[2] ?? '')
        .filter((name) => !installed.has(name))
        .map(
          (name) => `${file}:${snippet.line}: imports ${name}, which the page's install line does not add`,
        ),
    );
  });
}

/** Sentences that send the reader to documents integrators do not have. */
export const INTERNAL_CITATION =
  /\bspec(?:ification)?\s*(?:§\s*)?\d|\bthe\s+(?:service(?:'s)?\s+)?spec\b|\bspec\s+part\b|service-spec|DESIGN\.md/gi;

export function findCitations(): string[] {
  return markdownFiles().flatMap((file) =>
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .flatMap((text, i) => {
        const hits = text.match(INTERNAL_CITATION);
        return hits ? [`${relative(root, join(root, file))}:${i + 1}: ${hits.join(', ')}`] : [];
      }),
  );
}
