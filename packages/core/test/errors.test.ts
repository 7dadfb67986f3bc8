import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { CLIENT_ERROR_CODES, PulseError, isPulseError } from '../src/index.js';

const doc = readFileSync(new URL('../../../docs/errors.md', import.meta.url), 'utf8');

describe('client error codes', () => {
  it('has a row in docs/errors.md for every code, and no row for a code it lacks', () => {
    const section = doc.slice(
      doc.indexOf('## Client-side codes'),
      doc.indexOf('## Codes of the server helpers'),
    );
    const documented = [...section.matchAll(/^\| `([a-z_]+)`/gm)].map((m) => m[1]);
    expect(documented.sort()).toEqual(Object.keys(CLIENT_ERROR_CODES).sort());
  });

  it('builds a PulseError with status 0 when no response arrived', () => {
    const e = new PulseError('network_error', 'offline');
    expect(isPulseError(e)).toBe(true);
    expect([e.name, e.code, e.status, e.requestId]).toEqual(['PulseError', 'network_error', 0, undefined]);
  });
});

describe('two copies of the package', () => {
  it('recognise each other’s errors by their brand, with isPulseError and instanceof', async () => {
    const a = await import('../src/errors.js');
    vi.resetModules();
    const b = await import('../src/errors.js');
    expect(a.PulseError).not.toBe(b.PulseError);
    const error = new a.PulseError('network_error', 'offline');
    expect(b.isPulseError(error)).toBe(true);
    expect(error instanceof b.PulseError).toBe(true);
    expect(b.isPulseError(new Error('plain'))).toBe(false);
    expect(b.isPulseError({ name: 'PulseError', code: 'network_error' })).toBe(false);
    expect(b.isPulseError(null)).toBe(false);
    expect(new Error('plain') instanceof b.PulseError).toBe(false);
  });
});
