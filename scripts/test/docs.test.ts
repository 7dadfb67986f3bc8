import { describe, expect, it } from 'vitest';
import {
  INTERNAL_CITATION,
  allSnippets,
  checkSnippets,
  extractSnippets,
  findCitations,
  uninstalledImports,
} from '../doc-snippets.js';

describe('doc snippets', () => {
  const snippets = allSnippets();

  it('finds the ts and tsx blocks and the skip marker', () => {
    const md = [
      '```ts',
      'const a = 1;',
      '```',
      '<!-- snippet: skip -->',
      '',
      '```tsx',
      'partial(',
      '```',
      '```sh',
      'pnpm demo',
      '```',
    ].join('\n');
    const found = extractSnippets('x.md', md);
    expect(found.map((s) => [s.lang, s.line, s.skipped, s.code])).toEqual([
      ['ts', 1, false, 'const a = 1;'],
      ['tsx', 6, true, 'partial('],
    ]);
  });

  it('reports a snippet that does not type-check, with its Markdown line', { timeout: 60_000 }, () => {
    const [bad] = extractSnippets(
      'docs/x.md',
      ['```ts', "import { mount } from '@pulse/embed';", "mount('#pay', { flow: 'sideways' });", '```'].join(
        '\n',
      ),
    );
    const errors = checkSnippets([bad!]);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0]?.message).toMatch(/^docs\/x\.md:3: .*sideways/);
  });

  it('every getting-started snippet is complete (none skipped)', () => {
    const started = snippets.filter((s) => s.file.startsWith('docs/getting-started/'));
    expect(started.length).toBeGreaterThanOrEqual(4);
    expect(started.filter((s) => s.skipped).map((s) => `${s.file}:${s.line}`)).toEqual([]);
  });

  it('every ts and tsx snippet of README.md and docs/ type-checks against the packages', () => {
    const errors = checkSnippets(snippets);
    expect(errors.map((e) => e.message)).toEqual([]);
  }, 120_000);
});

describe('doc imports', () => {
  it('every snippet imports only @pulse packages its page tells the reader to install', () => {
    expect(uninstalledImports()).toEqual([]);
  });
});

describe('doc citations', () => {
  it('recognises a citation of an internal document', () => {
    for (const text of ['see spec 4.9', 'as the spec says', 'service-spec.md', 'DESIGN.md', 'spec part 7']) {
      expect(text.match(INTERNAL_CITATION), text).not.toBeNull();
    }
    expect('the respective keys'.match(INTERNAL_CITATION)).toBeNull();
  });

  it('README.md and docs/ cite no internal document', () => {
    expect(findCitations()).toEqual([]);
  });
});
