import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

describe('@pulse/core in plain Node', () => {
  it('imports and runs without any DOM global', () => {
    // A child process with no test environment: if core touched window/document at import or in these calls,
    // it would throw. The script prints what it computed so the assertion checks real output.
    const script = `
      if (typeof window !== 'undefined' || typeof document !== 'undefined') throw new Error('DOM present');
      const core = await import(${JSON.stringify(fileURLToPath(new URL('../src/internal.ts', import.meta.url)))});
      const vars = core.themeStyle(core.validateTheme({ primaryColor: '#000000' }), false);
      const ok = core.isFrameMessage({ v: 1, type: 'ready' });
      const s = core.formatString(core.resolveStrings().heroLabel + ' {x}', { x: 1 });
      const seen = [];
      const client = core.createApiClient({
        baseUrl: 'http://127.0.0.1:9',
        auth: core.ClientAuth.apiKey('sk_live_abcdefgh12'),
        fetchImpl: async (url, init) => {
          seen.push([url, init.headers['X-API-Key'], init.headers['Idempotency-Key'].length]);
          return new Response(JSON.stringify({ status: true, data: { id: 'q1' } }), { status: 200 });
        },
      });
      const quote = await client.post('/v1/quotes', { source_amount: '15000' });
      console.log(JSON.stringify({ primary: vars['--pulse-primary'], ok, s, inBrowser: core.inBrowser(), quote: quote.data, seen }));
    `;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(JSON.parse(out.trim())).toEqual({
      primary: '#000000',
      ok: true,
      s: 'Amount due 1',
      inBrowser: false,
      // On a server a live key is allowed, and POSTs carry a UUID Idempotency-Key.
      quote: { id: 'q1' },
      seen: [['http://127.0.0.1:9/v1/quotes', 'sk_live_abcdefgh12', 36]],
    });
  });
});
