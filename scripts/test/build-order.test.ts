/**
 * `pnpm -r build` builds each workspace package after those it declares: so every package whose build reads
 * another's dist/ (a path such as packages/frame/dist or ../embed/dist, or build-lib's `--needs core,embed`)
 * must list that package among its dependencies or devDependencies.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../doc-snippets.js';

interface Manifest {
  name: string;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const BUILD_FILES = ['build.mjs', 'bundle.mjs', 'vite.config.ts', 'vite.config.mjs'];
const folders = ['packages', 'apps'].flatMap((group) =>
  readdirSync(join(root, group)).map((name) => `${group}/${name}`),
);
const names = new Map(
  folders.map((dir) => [
    dir.split('/')[1]!,
    JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')),
  ]),
);

/** The workspace folders (by name under packages/ or apps/) whose build output the build of `dir` reads. */
function buildsOn(dir: string, manifest: Manifest): string[] {
  const texts = [manifest.scripts?.build ?? ''];
  for (const file of BUILD_FILES)
    if (existsSync(join(root, dir, file))) texts.push(readFileSync(join(root, dir, file), 'utf8'));
  const found = new Set<string>();
  for (const text of texts) {
    for (const m of text.matchAll(/(?:packages\/|\.\.\/)([a-z-]+)\/dist\b/g)) found.add(m[1]!);
    for (const m of text.matchAll(/--needs\s+([\w,-]+)/g)) for (const n of m[1]!.split(',')) found.add(n);
  }
  found.delete(dir.split('/')[1]!);
  return [...found].sort();
}

describe('build order', () => {
  it.each(folders)('%s declares every workspace package its build reads', (dir) => {
    const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as Manifest;
    const declared = new Set(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }));
    const needed = buildsOn(dir, manifest).map((name) => {
      expect(names.has(name), `${dir}'s build reads ${name}, which is not a workspace package`).toBe(true);
      return (names.get(name) as Manifest).name;
    });
    expect(needed.filter((name) => !declared.has(name))).toEqual([]);
  });

  it('finds what the sandbox builds on (the embed frame and core)', () => {
    const dir = 'apps/sandbox';
    const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as Manifest;
    expect(buildsOn(dir, manifest)).toEqual(expect.arrayContaining(['core', 'frame']));
  });
});
