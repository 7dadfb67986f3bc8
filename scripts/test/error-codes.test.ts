/**
 * docs/errors.md lists every error code the packages can produce: core's client table, the sandbox's (the
 * service's codes as it answers them), verifyWebhook's table, and every code literal the server helpers,
 * the embed, the frame, the React components and the React Native component answer or throw with.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SANDBOX_ERROR_CODES } from '../../apps/sandbox/src/index.js';
import { CLIENT_ERROR_CODES } from '../../packages/core/src/index.js';
import { WEBHOOK_ERROR_CODES } from '../../packages/server/src/index.js';
import { root } from '../doc-snippets.js';

const SOURCES = ['server', 'core', 'react', 'embed', 'frame', 'react-native'].map((p) => `packages/${p}/src`);
// A code is the first string argument of a call that answers or throws a failure, or a `code:` literal.
const CALL =
  /\b(?:new PulseError|errorResponse|failure|fail|busy|refuse)\(\s*(?:\d+\s*,\s*)?'([a-z][a-z_]+)'/g;
const FIELD = /\bcode: '([a-z][a-z_]+)'/g;
// The script-tag build's fail(option, expected) names the option that is wrong, not a code.
const OPTION_NAMES = new Set(['component', 'flow', 'networks', 'assets', 'theme', 'strings']);

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(`${dir}/${entry.name}`)
      : /\.tsx?$/.test(entry.name)
        ? [`${dir}/${entry.name}`]
        : [],
  );
}

function codesInSource(): Set<string> {
  const codes = new Set<string>();
  for (const file of SOURCES.flatMap(sourceFiles)) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const [, code] of [...text.matchAll(CALL), ...text.matchAll(FIELD)]) {
      if (code && !OPTION_NAMES.has(code)) codes.add(code);
    }
  }
  return codes;
}

describe('docs/errors.md', () => {
  const doc = readFileSync(join(root, 'docs/errors.md'), 'utf8');
  const listed = new Set([...doc.matchAll(/`([a-z][a-z_]+)`/g)].map((m) => m[1]));

  it('finds the codes in the source (the scan itself works)', () => {
    const found = codesInSource();
    for (const known of ['rate_unavailable', 'bad_request', 'route_not_allowed', 'webhook_body_not_raw']) {
      expect(found.has(known), known).toBe(true);
    }
  });

  it('lists every code any package can produce', () => {
    const all = new Set([
      ...Object.keys(CLIENT_ERROR_CODES),
      ...Object.keys(SANDBOX_ERROR_CODES),
      ...Object.keys(WEBHOOK_ERROR_CODES),
      ...codesInSource(),
    ]);
    const missing = [...all].filter((code) => !listed.has(code)).sort();
    expect(missing).toEqual([]);
  });

  it('gives every code the service answers a row of its own in the service table, with its status', () => {
    const rows = new Map(
      [...doc.matchAll(/^\| `([a-z][a-z_]+)` +\| (\d{3}) +\|/gm)].map((m) => [m[1], Number(m[2])]),
    );
    const wrong = Object.entries(SANDBOX_ERROR_CODES)
      .filter(([code, { status }]) => rows.get(code) !== status)
      .map(([code, { status }]) => `${code} ${status} (row: ${rows.get(code) ?? 'none'})`);
    expect(wrong).toEqual([]);
  });
});
