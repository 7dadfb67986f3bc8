/**
 * Every tracked file's path works on a case-insensitive file system (macOS, Windows): no two files of one
 * folder differ only by case, and no two modules of one folder share a name up to case (`Qr.tsx` beside
 * `qr.ts`), which an import such as `./Qr.js` would resolve to either of there.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { root } from '../doc-snippets.js';

const MODULE = /\.(ts|tsx|js|mjs|jsx)$/;

/** The keys found more than once, each with the paths that share it. */
function clashes(paths: string[], key: (path: string) => string): string[][] {
  const by = new Map<string, string[]>();
  for (const path of paths) by.set(key(path), [...(by.get(key(path)) ?? []), path]);
  return [...by.values()].filter((group) => group.length > 1);
}

const caseClashes = (paths: string[]) => ({
  files: clashes(paths, (p) => p.toLowerCase()),
  modules: clashes(
    paths.filter((p) => MODULE.test(p)),
    (p) => p.replace(MODULE, '').toLowerCase(),
  ).filter((group) => new Set(group.map((p) => p.replace(MODULE, ''))).size > 1),
});

describe('file names', () => {
  it('finds the clashes it looks for', () => {
    expect(caseClashes(['a/Qr.tsx', 'a/qr.ts', 'a/x.ts', 'b/qr.ts', 'c/README.md', 'c/readme.md'])).toEqual({
      files: [['c/README.md', 'c/readme.md']],
      modules: [['a/Qr.tsx', 'a/qr.ts']],
    });
    // The same module name with two extensions (a test double and its types) is not a case clash.
    expect(caseClashes(['d/host.ts', 'd/host.tsx']).modules).toEqual([]);
  });

  it('no two tracked files or modules of one folder differ only by case', () => {
    const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    expect(tracked.length).toBeGreaterThan(100);
    expect(caseClashes(tracked)).toEqual({ files: [], modules: [] });
  });
});
