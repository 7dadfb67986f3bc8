import { describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  PulseError,
  THEME_KEYS,
  THEME_TABLE,
  checkButtonContrast,
  contrastRatio,
  parseColor,
  resolveScheme,
  resolveTheme,
  safeTheme,
  themeStyle,
  themeToCssVars,
  validateTheme,
} from '../src/index.js';
import { themeScheme } from '../src/theme-style.js';

const invalid = (theme: unknown) => {
  try {
    validateTheme(theme);
  } catch (e) {
    return e as PulseError;
  }
  throw new Error(`expected ${JSON.stringify(theme)} to be rejected`);
};

describe('the theme table', () => {
  // One value of each kind that passes, and one that does not; a key's row decides which check it gets.
  const GOOD = { color: '#123456', length: '10px', font: 'Inter, sans-serif', boolean: false } as const;

  it('gives every key a check of its kind: a good value kept, a bad one refused naming the key', () => {
    expect(THEME_KEYS).toEqual(Object.keys(THEME_TABLE));
    for (const key of THEME_KEYS) {
      const { kind } = THEME_TABLE[key];
      const good = typeof kind === 'string' ? GOOD[kind] : kind[kind.length - 1];
      expect(validateTheme({ [key]: good }), key).toEqual({ [key]: good });
      const bad = invalid({ [key]: { not: 'a value' } });
      expect(bad.code, key).toBe('invalid_theme');
      expect(bad.message, key).toContain(`theme.${key} is`);
    }
  });

  it('names a CSS custom property for every key', () => {
    const vars = themeToCssVars(resolveTheme({}, 'light'), 'light');
    const values = Object.values(vars);
    for (const [key, value] of Object.entries(resolveTheme({}, 'light'))) {
      if (typeof value === 'string' && key !== 'mode' && key !== 'density')
        expect(values, key).toContain(value);
    }
    expect(Object.keys(vars)).toEqual(expect.arrayContaining(['--pulse-space', '--pulse-attribution']));
  });
});

describe('the theme keys in docs/theme.md', () => {
  it('lists every row of the theme table, with its default of each scheme', () => {
    const all = readFileSync(join(import.meta.dirname, '../../../docs/theme.md'), 'utf8');
    const from = all.indexOf('## Theme keys');
    const doc = all.slice(from, all.indexOf('\n## ', from + 1));
    const rows = new Map(
      [...doc.matchAll(/^\| `(\w+)`\s*\|[^|]*\|\s*(.*?)\s*\|$/gm)].map(([, key, value]) => [key, value]),
    );
    expect([...rows.keys()].sort()).toEqual([...THEME_KEYS].sort());
    for (const key of THEME_KEYS) {
      const row = THEME_TABLE[key] as { value?: string | boolean; dark?: string };
      if (key === 'fontFamily' || row.value === undefined) continue;
      expect(rows.get(key), key).toBe(row.dark ? `\`${row.value}\` / \`${row.dark}\`` : `\`${row.value}\``);
    }
  });
});

describe('validateTheme', () => {
  it('accepts every key in its valid forms', () => {
    const theme = validateTheme({
      primaryColor: '#0a7',
      borderRadius: '0.5rem',
      mode: 'dark',
      fontFamily: '"Inter var", system-ui, sans-serif',
      inkColor: 'rgb(10, 20, 30)',
      mutedColor: 'rgba(10,20,30,0.6)',
      backgroundColor: 'hsl(210, 40%, 98%)',
      buttonTextColor: '#ffffffee',
      lineColor: 'hsla(0, 0%, 50%, 0.5)',
      successColor: '#16a34a',
      dangerColor: '#DC2626',
      pageBackgroundColor: '#f8fafc',
      density: 'compact',
      minHeight: '420px',
      attribution: false,
    });
    expect(Object.keys(theme).sort()).toEqual([...THEME_KEYS].sort());
    expect(theme.borderRadius).toBe('0.5rem');
  });

  it.each([
    ['primaryColor', 'blue'],
    ['primaryColor', '#12'],
    ['inkColor', 42],
    ['mutedColor', 'rgb(1,2)'],
    ['backgroundColor', ''],
    ['buttonTextColor', '#zzzzzz'],
    ['lineColor', 'hsl(1,2,3'],
    ['successColor', null],
    ['dangerColor', true],
    ['pageBackgroundColor', 'transparent; }'],
    ['borderRadius', '12'],
    ['borderRadius', '-4px'],
    ['minHeight', 'calc(100% - 1px)'],
    ['mode', 'sepia'],
    ['density', 'roomy'],
    ['fontFamily', 'Inter; color: red'],
    ['attribution', 'no'],
  ])('rejects %s = %j, naming the key and the value', (key, value) => {
    const error = invalid({ [key]: value });
    expect(error).toBeInstanceOf(PulseError);
    expect(error.code).toBe('invalid_theme');
    expect(error.message).toContain(`theme.${key}`);
    expect(error.message).toContain(JSON.stringify(value));
  });

  it.each([
    'initial',
    'inherit',
    'unset',
    'revert',
    'default',
    'Font Awesome 6 Free',
    'Inter, INHERIT',
    '9x',
  ])('refuses the font-family %j, which a browser would drop', (fontFamily) => {
    expect(invalid({ fontFamily }).message).toContain('theme.fontFamily');
  });

  it('accepts quoted keywords and names with digits inside a word', () => {
    for (const fontFamily of [
      '"default", sans-serif',
      "'Font Awesome 6 Free'",
      'Noto Sans JP2, serif',
      'system-ui',
      // The default stack, as a merchant copies it to put a font of theirs first.
      `Inter, ${THEME_TABLE.fontFamily.value}`,
    ])
      expect(validateTheme({ fontFamily }).fontFamily).toBe(fontFamily);
  });

  it.each([
    'rgb(10 20 30)',
    'rgb(10 20 30 / 50%)',
    'rgba(10%, 20%, 30%, .5)',
    'hsl(210deg 40% 98%)',
    'hsl(210 40% 98% / 0.3)',
    'HSLA(-30, 40%, 50%, 1)',
  ])('accepts the colour %s in the syntax browsers accept', (value) => {
    expect(validateTheme({ inkColor: value }).inkColor).toBe(value);
  });

  it.each([
    'hsl(10,20,30)',
    'hsl(10%,20%,30%)',
    'rgb(1%,2,3)',
    'rgb(1,2,3/0.5)',
    'rgb(1 2, 3)',
    'rgb(1 2 3 / 4 / 5)',
    'rgb(1,2,3,4,5)',
    'rgb(1deg,2,3)',
    'rgb(1,2,3,50deg)',
    'rgb(1\u00a02\u00a03)',
    'hsl(10\u2028 20% 30%)',
  ])('rejects %s, which a browser would drop', (value) => {
    expect(invalid({ inkColor: value }).message).toContain('theme.inkColor');
  });

  it.each([
    ['primaryColor', 'red;background:url(https://evil.example/x.png)'],
    ['primaryColor', '#fff}body{display:none'],
    ['backgroundColor', 'expression(alert(1))'],
    ['fontFamily', 'Inter}</style><script>alert(1)</script>'],
    ['fontFamily', "x'; background: url(javascript:alert(1))"],
    ['borderRadius', '4px;position:fixed'],
    ['minHeight', 'url(x)'],
    ['inkColor', 'rgb(0,0,0) !important'],
    ['fontFamily', 'a\\,b'],
  ])('rejects a CSS injection attempt in %s', (key, value) => {
    expect(invalid({ [key]: value }).code).toBe('invalid_theme');
  });

  it('rejects unknown keys and non-objects', () => {
    expect(invalid({ primary: '#fff' }).message).toContain('theme.primary is not a theme key');
    expect(invalid('dark').message).toContain('theme must be an object');
    expect(invalid(['#fff']).code).toBe('invalid_theme');
    expect(validateTheme(undefined)).toEqual({});
  });
});

describe('resolving and mapping', () => {
  it('fills light and dark defaults and follows the system in auto mode', () => {
    expect(resolveScheme('auto', true)).toBe('dark');
    expect(resolveScheme('auto', false)).toBe('light');
    expect(resolveScheme('light', true)).toBe('light');
    const light = resolveTheme({}, 'light');
    const dark = resolveTheme({}, 'dark');
    expect(light.backgroundColor).not.toBe(dark.backgroundColor);
    expect(resolveTheme({ inkColor: '#123456' }, 'dark').inkColor).toBe('#123456');
  });

  it('maps to the CSS custom properties every surface reads', () => {
    const vars = themeToCssVars(
      resolveTheme({ primaryColor: '#ff0000', density: 'spacious', attribution: false }, 'light'),
      'light',
    );
    expect(vars['--pulse-primary']).toBe('#ff0000');
    expect(vars['--pulse-space']).toBe('10px');
    expect(vars['--pulse-attribution']).toBe('none');
    expect(vars['--pulse-scheme']).toBe('light');
    expect(Object.keys(vars).every((k) => k.startsWith('--pulse-'))).toBe(true);
    expect(themeStyle({ mode: 'auto' }, true)['--pulse-scheme']).toBe('dark');
  });

  it('picks readable button text for the primary colour by default', () => {
    expect(resolveTheme({ primaryColor: '#ffeb3b' }, 'light').buttonTextColor).toBe('#000000');
    expect(resolveTheme({ primaryColor: '#1e3a8a' }, 'light').buttonTextColor).toBe('#ffffff');
  });
});

describe('contrast', () => {
  it('flags button text below WCAG AA and offers a readable colour', () => {
    const poor = checkButtonContrast({ primaryColor: '#ffeb3b', buttonTextColor: '#ffffff' });
    expect(poor.ok).toBe(false);
    expect(poor.ratio).toBeLessThan(4.5);
    expect(poor.suggestion).toBe('#000000');
    const good = checkButtonContrast({ primaryColor: '#000000', buttonTextColor: '#ffffff' });
    expect(good).toEqual({ ratio: 21, ok: true, suggestion: '#ffffff' });
  });

  it('always suggests a colour that meets AA, even on mid greys where near-black would not', () => {
    // On #777777 white gives 4.48:1 and #111111 4.22:1; only pure black (4.69:1) passes.
    const grey = checkButtonContrast({ primaryColor: '#777777', buttonTextColor: '#ffffff' });
    expect(grey.ok).toBe(false);
    expect(grey.suggestion).toBe('#000000');
    for (let v = 0; v < 256; v += 5) {
      const hex = `#${v.toString(16).padStart(2, '0')}${(255 - v).toString(16).padStart(2, '0')}${v.toString(16).padStart(2, '0')}`;
      const suggestion = checkButtonContrast({ primaryColor: hex, buttonTextColor: '#000' }).suggestion;
      expect(checkButtonContrast({ primaryColor: hex, buttonTextColor: suggestion }).ok).toBe(true);
    }
  });

  it('judges the exact ratio, not a rounded one', () => {
    // #008a8a on white is 4.498:1, which rounds to 4.5 but fails AA.
    const near = checkButtonContrast({ primaryColor: '#008a8a', buttonTextColor: '#ffffff' });
    expect(near.ok).toBe(false);
    expect(near.ratio).toBeLessThan(4.5);
  });

  it('warns once in development when a merchant theme fails contrast, naming the key', () => {
    const warnings: unknown[] = [];
    const original = console.warn;
    console.warn = (m: unknown) => warnings.push(m);
    try {
      themeStyle({ primaryColor: '#fafafa', buttonTextColor: '#ffffff' }, false);
      themeStyle({ primaryColor: '#fafafa', buttonTextColor: '#ffffff' }, false);
    } finally {
      console.warn = original;
    }
    const button = warnings.map(String).filter((w) => w.includes('theme.buttonTextColor'));
    expect(button).toHaveLength(1);
    expect(button[0]).toMatch(/below WCAG AA 4\.5:1.*#000000/);
    expect(warnings.map(String).some((w) => w.includes('theme.primaryColor'))).toBe(true);
  });
});

const rgb = (c: string) => parseColor(c) ?? [0, 0, 0];
const cr = (a: string, b: string) => contrastRatio(rgb(a), rgb(b));

/** Every pair a surface draws, with its WCAG minimum. */
function pairs(vars: Record<string, string>): [string, string, string, number][] {
  const v = (k: string) => vars[`--pulse-${k}`] ?? '';
  const out: [string, string, string, number][] = [['button-text', 'primary', v('button-text'), 4.5]];
  for (const bg of ['bg', 'page-bg']) {
    for (const fg of ['ink', 'muted', 'success', 'danger', 'accent']) out.push([fg, bg, v(fg), 4.5]);
  }
  out.push(['border', 'bg', v('border'), 3]);
  return out.map(([fg, bg, value, min]) => [fg, bg, String(cr(value, v(bg))), min]);
}

describe('safe theme', () => {
  it('keeps a light merchant background light on a dark system, with light-scheme ink', () => {
    expect(themeScheme({ backgroundColor: '#ffffff' }, true)).toBe('light');
    const vars = themeStyle({ backgroundColor: '#ffffff' }, true);
    expect(vars['--pulse-scheme']).toBe('light');
    expect(vars['--pulse-ink']).toBe('#111827');
    expect(cr(vars['--pulse-ink'] ?? '', '#ffffff')).toBeGreaterThan(15);
    expect(themeScheme({ backgroundColor: '#0b1020' }, false)).toBe('dark');
    expect(themeScheme({ inkColor: '#eeeeee' }, false)).toBe('dark');
  });

  it('makes mode "dark" truly dark even when light colours are passed, naming each dropped key', () => {
    const safe = safeTheme({ mode: 'dark', backgroundColor: '#ffffff', inkColor: '#111827' }, false);
    expect(safe.scheme).toBe('dark');
    expect(safe.theme.backgroundColor).toBe('#111827');
    expect(safe.theme.inkColor).toBe('#f3f4f6');
    expect(safe.fixes.map((f) => f.key).sort()).toEqual(['backgroundColor', 'inkColor']);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    themeStyle({ mode: 'dark', backgroundColor: '#ffffff' }, false);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(
      /theme\.backgroundColor #ffffff is a colour of the other scheme, but the theme shows dark; #111827 is used/,
    );
    warn.mockRestore();
  });

  it('warns in development naming the background the colour failed on', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // Readable on the card, not on the merchant's grey page: the page is named, with its ratio.
    themeStyle({ pageBackgroundColor: '#9ca3af' }, false);
    expect(warn.mock.calls.map((c) => String(c[0]))).toContain(
      '[pulse] theme: theme.mutedColor #4b5563 on pageBackgroundColor #9ca3af has contrast 2.97:1, below WCAG AA 4.5:1; #343a44 is used instead.',
    );
    warn.mockRestore();
  });

  it('derives a readable accent and button text for a strong merchant colour, keeping the button fill', () => {
    const safe = safeTheme({ primaryColor: '#ffeb3b' }, false);
    expect(safe.theme.primaryColor).toBe('#ffeb3b');
    expect(safe.theme.buttonTextColor).toBe('#000000');
    const accent = themeToCssVars(safe.theme, safe.scheme)['--pulse-accent'] ?? '';
    expect(cr(accent, safe.theme.backgroundColor)).toBeGreaterThanOrEqual(4.5);
    expect(safe.fixes.find((f) => f.key === 'primaryColor')?.used).toBe(accent);
  });

  it('lays a see-through text colour over the card before checking it: invisible ink is never used', () => {
    for (const inkColor of ['#11182700', 'rgba(17, 24, 39, 0)', 'hsl(221 39% 11% / 0)', '#1118271a']) {
      const safe = safeTheme({ inkColor }, false);
      // Opaque, and readable on both backgrounds.
      expect(safe.theme.inkColor, inkColor).toMatch(/^#[0-9a-f]{6}$/);
      expect(cr(safe.theme.inkColor, safe.theme.backgroundColor)).toBeGreaterThanOrEqual(4.5);
      expect(cr(safe.theme.inkColor, safe.theme.pageBackgroundColor)).toBeGreaterThanOrEqual(4.5);
      expect(safe.fixes.map((f) => f.key)).toEqual(['inkColor']);
    }
    // Barely see-through text that still reads is used as it shows, opaque, with nothing to report.
    const faint = safeTheme({ mutedColor: 'rgba(75, 85, 99, 0.95)' }, false);
    expect(faint.fixes).toEqual([]);
    expect(faint.theme.mutedColor).toMatch(/^#[0-9a-f]{6}$/);
    expect(cr(faint.theme.mutedColor, faint.theme.backgroundColor)).toBeGreaterThanOrEqual(4.5);
    // Button text is laid over the button.
    const button = safeTheme({ buttonTextColor: '#ffffff10' }, false);
    expect(cr(button.theme.buttonTextColor, button.theme.primaryColor)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['backgroundColor', 'pageBackgroundColor', 'primaryColor'])(
    'refuses a see-through %s: the merchant page would show through under the text',
    (key) => {
      for (const value of ['#00000000', 'rgba(255, 255, 255, 0.5)', '#fff8']) {
        expect(invalid({ [key]: value }).message).toBe(
          `theme.${key} is ${JSON.stringify(value)}, which is not an opaque colour (alpha 1): text is laid over it.`,
        );
      }
      expect(validateTheme({ [key]: 'rgba(255, 255, 255, 1)' })).toEqual({ [key]: 'rgba(255, 255, 255, 1)' });
    },
  );

  it('leaves the default palettes untouched', () => {
    for (const dark of [false, true]) expect(safeTheme({}, dark).fixes).toEqual([]);
  });

  it('meets every pair minimum for any merchant colours, in both system schemes', () => {
    let seed = 7;
    const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed);
    const hex = () => `#${((next() >> 7) % 0x1000000).toString(16).padStart(6, '0')}`;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (let i = 0; i < 300; i++) {
      const input = validateTheme({
        primaryColor: hex(),
        backgroundColor: hex(),
        inkColor: hex(),
        mutedColor: hex(),
        successColor: hex(),
        dangerColor: hex(),
        lineColor: hex(),
        ...(i % 2 ? { buttonTextColor: hex(), pageBackgroundColor: hex() } : {}),
        mode: (['auto', 'light', 'dark'] as const)[i % 3],
      });
      for (const dark of [false, true]) {
        for (const [fg, bg, ratio, min] of pairs(themeStyle(input, dark))) {
          expect(Number(ratio), `${fg} on ${bg} for ${JSON.stringify(input)}`).toBeGreaterThanOrEqual(min);
        }
      }
    }
    warn.mockRestore();
  });
});
