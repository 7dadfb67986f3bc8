// Core's narrow internal entries (`@pulse/core/internal/<module>`, one per source module): what Pulse's own
// packages import, so a bundle takes only the modules it uses (see the package's README). These tests read the
// package's exports and every import of them in the workspace's sources.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const core = join(dirname(fileURLToPath(import.meta.url)), '..');
const root = join(core, '../..');
const pkg = JSON.parse(readFileSync(join(core, 'package.json'), 'utf8')) as {
  sideEffects: boolean;
  exports: Record<string, unknown>;
  publishConfig: { exports: Record<string, unknown> };
};

function sources(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist') return [];
    const file = join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.(ts|tsx)$/.test(name) ? [file] : [];
  });
}

/** Every `@pulse/core/internal/<name>` specifier in the packages' and apps' sources, with the file naming it. */
function narrowImports(): { file: string; name: string }[] {
  const files = [
    ...['packages', 'apps'].flatMap((group) =>
      readdirSync(join(root, group)).flatMap((name) => sources(join(root, group, name, 'src'))),
    ),
    ...readdirSync(join(root, 'apps/playground'))
      .filter((f) => f.endsWith('.ts'))
      .map((f) => join(root, 'apps/playground', f)),
  ];
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/from '@pulse\/core\/internal\/([\w/-]+)'/g)].map((m) => ({
      file: relative(root, file),
      name: m[1]!,
    })),
  );
}

describe('@pulse/core/internal/<module>', () => {
  it('maps each name to one source module in the workspace and to its built module when published', () => {
    expect(pkg.sideEffects).toBe(false);
    expect(pkg.exports['./internal/*']).toBe('./src/*.ts');
    expect(pkg.publishConfig.exports['./internal/*']).toEqual({
      types: './dist/*.d.ts',
      default: './dist/*.js',
    });
  });

  it('does not expose the two aggregate modules a second time', () => {
    for (const exports of [pkg.exports, pkg.publishConfig.exports]) {
      expect(exports['./internal/index']).toBeNull();
      expect(exports['./internal/internal']).toBeNull();
    }
  });

  it('is what the packages import, and each name is a module of core', () => {
    const found = narrowImports();
    // The embed's host code and the checkout's first load import core this way (the size budgets count them).
    expect(found.some((f) => f.file.startsWith('packages/embed/src/'))).toBe(true);
    expect(found.some((f) => f.file === 'packages/react/src/index.ts')).toBe(true);
    const wrong = found.filter(
      ({ name }) => name === 'index' || name === 'internal' || !existsSync(join(core, 'src', `${name}.ts`)),
    );
    expect(wrong).toEqual([]);
  });

  it('resolves to the same module as the aggregate entries, so a class stays one class', async () => {
    const narrow = await import('@pulse/core/internal/errors');
    const aggregate = await import('@pulse/core/internal');
    const pub = await import('@pulse/core');
    expect(narrow.PulseError).toBe(aggregate.PulseError);
    expect(narrow.PulseError).toBe(pub.PulseError);
    const envelope = await import('@pulse/core/internal/envelope');
    expect(envelope.parseEnvelope).toBe(aggregate.parseEnvelope);
    expect(envelope.crossOriginHint).toBe(pub.crossOriginHint);
  });
});
