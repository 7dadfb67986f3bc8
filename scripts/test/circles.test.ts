/**
 * The import-circle check of `pnpm lint` (scripts/circles.mjs), on small trees written for each case, and on
 * this repository: no circle beyond the listed ones.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without declarations.
import { check } from '../circles.mjs';

interface Found {
  path: string[];
}
interface Result {
  files: number;
  fresh: Found[];
  known: Found[];
  gone: string[][];
}
const run = check as (base?: string, known?: string[][]) => Result;

let base = '';
function tree(files: Record<string, string>): string {
  base = mkdtempSync(join(tmpdir(), 'circles-'));
  mkdirSync(join(base, 'packages'));
  mkdirSync(join(base, 'apps'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(base, file)), { recursive: true });
    writeFileSync(join(base, file), text);
  }
  return base;
}
afterEach(() => rmSync(base, { recursive: true, force: true }));

describe('circles', () => {
  it('finds a circle through three files, written with .js specifiers and a folder index', () => {
    const dir = tree({
      'packages/a/src/one.ts': "import { two } from './two.js';\nexport const one = two;",
      'packages/a/src/two.ts': "import { three } from './deep/index.js';\nexport const two = three;",
      'packages/a/src/deep/index.ts': "import { one } from '../one';\nexport const three = one;",
      'packages/a/src/alone.ts': "import { one } from './one.js';\nexport const alone = one;",
    });
    const { fresh, files } = run(dir, []);
    expect(files).toBe(4);
    expect(fresh).toHaveLength(1);
    expect(fresh[0]!.path).toEqual([
      'packages/a/src/deep/index.ts',
      'packages/a/src/one.ts',
      'packages/a/src/two.ts',
      'packages/a/src/deep/index.ts',
    ]);
  });

  it('counts re-exports, and not import() calls or type-only imports, which load nothing when a module runs', () => {
    const dir = tree({
      // A runtime circle through a re-export.
      'apps/b/src/view.tsx': "import { m } from './model.js';\nexport const v = m;",
      'apps/b/src/model.ts': "export * from './view.js';\nexport const m = 1;",
      // A lazily loaded chunk that uses the module that loads it.
      'apps/b/src/lazy.ts': "export const load = () => import('./later.js');",
      'apps/b/src/later.ts': "import { load } from './lazy.js';\nexport const again = load;",
      // Types only, both ways.
      'apps/b/src/shape.ts': "import type { Kind } from './kind.js';\nexport interface Shape { k: Kind }",
      'apps/b/src/kind.ts': "export type { Shape } from './shape.js';\nexport type Kind = 'a';",
    });
    const { fresh } = run(dir, []);
    expect(fresh.map((c) => c.path)).toEqual([
      ['apps/b/src/model.ts', 'apps/b/src/view.tsx', 'apps/b/src/model.ts'],
    ]);
  });

  it('passes a tree without circles, ignoring package imports and files outside src', () => {
    const dir = tree({
      'packages/c/src/index.ts': "import { z } from 'zod';\nimport { x } from './x.js';\nexport { x, z };",
      'packages/c/src/x.ts': "import '@pulse/c';\nexport const x = 1;",
      'packages/c/test/x.test.ts': "import { x } from '../src/x.js';\nimport './x.test.js';",
    });
    expect(run(dir, [])).toMatchObject({ files: 2, fresh: [], known: [], gone: [] });
  });

  it('tolerates a listed circle only as listed, and reports a listed one that is gone', () => {
    const dir = tree({
      'packages/d/src/a.ts': "import { b } from './b.js';\nexport const a = b;",
      'packages/d/src/b.ts': "import { a } from './a.js';\nexport const b = a;",
    });
    const listed = ['packages/d/src/b.ts', 'packages/d/src/a.ts'];
    expect(run(dir, [listed])).toMatchObject({ fresh: [], gone: [] });
    expect(run(dir, [listed]).known).toHaveLength(1);
    expect(run(dir, [['packages/d/src/a.ts', 'packages/d/src/c.ts']])).toMatchObject({
      fresh: [{ path: ['packages/d/src/a.ts', 'packages/d/src/b.ts', 'packages/d/src/a.ts'] }],
      gone: [['packages/d/src/a.ts', 'packages/d/src/c.ts']],
    });
  });

  it('finds no circle in this repository beyond the listed ones', () => {
    const { fresh, gone } = run();
    expect(fresh.map((c) => c.path.join(' → '))).toEqual([]);
    expect(gone).toEqual([]);
  });
});
