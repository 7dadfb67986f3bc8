import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

describe('@pulse/core in plain Node', () => {
  it('imports and runs without any DOM global', () => {
    // A child process with no test environment: if core touched window/document at import or in these calls,
    // it would throw. The script prints what it computed so the assertion checks real output.
    const script = `
      if (typeof window !== 'undefined' || typeof document !== 'undefined') throw new Error('DOM present');
      const core = await import(${JSON.stringify(fileURLToPath(new URL('../src/index.ts', import.meta.url)))});
      const vars = core.themeStyle(core.validateTheme({ primaryColor: '#000000' }), false);
      const ok = core.isFrameMessage({ v: 1, type: 'ready' });
      const s = core.formatString(core.resolveStrings().heroLabel + ' {x}', { x: 1 });
      console.log(JSON.stringify({ primary: vars['--pulse-primary'], ok, s, inBrowser: core.inBrowser() }));
    `;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(JSON.parse(out.trim())).toEqual({
      primary: '#000000',
      ok: true,
      s: 'Amount due 1',
      inBrowser: false,
    });
  });
});
