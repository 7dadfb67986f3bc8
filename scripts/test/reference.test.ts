import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_CODES, DEFAULT_STRINGS, THEME_KEYS } from '../../packages/core/src/index.js';
import { WEBHOOK_ERROR_CODES } from '../../packages/server/src/webhook.js';
import { root } from '../doc-snippets.js';

const page = (name: string) => readFileSync(join(root, 'docs', name), 'utf8');

/** The first-column keys of a Markdown table's rows: `| \`key\` | … |`. */
const tableKeys = (markdown: string) =>
  new Map(
    [...markdown.matchAll(/^\|\s*`(\w+)`\s*\|(.*)\|\s*$/gm)].map((m) => [
      m[1]!,
      m[2]!.split('|').map((c) => c.trim()),
    ]),
  );

// The reference pages list what the code defines; a key added to the code without a row here fails.
describe('reference pages match the code', () => {
  const theme = tableKeys(page('theme.md'));

  it('theme.md has a row for every theme key', () => {
    expect(THEME_KEYS.filter((key) => !theme.has(key))).toEqual([]);
  });

  it('theme.md has every string key with its default', () => {
    const wrong = Object.entries(DEFAULT_STRINGS).filter(([key, value]) => theme.get(key)?.[0] !== value);
    expect(wrong).toEqual([]);
  });

  it('errors.md names every client and webhook error code', () => {
    const errors = page('errors.md');
    const codes = [...Object.keys(CLIENT_ERROR_CODES), ...Object.keys(WEBHOOK_ERROR_CODES)];
    expect(codes.filter((code) => !errors.includes(`\`${code}\``))).toEqual([]);
  });
});
