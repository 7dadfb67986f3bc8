import { describe, expect, it } from 'vitest';
import {
  PulseError,
  THEME_KEYS,
  checkButtonContrast,
  resolveScheme,
  resolveTheme,
  themeStyle,
  themeToCssVars,
  validateTheme,
} from '../src/index.js';

const invalid = (theme: unknown) => {
  try {
    validateTheme(theme);
  } catch (e) {
    return e as PulseError;
  }
  throw new Error(`expected ${JSON.stringify(theme)} to be rejected`);
};

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

  it('warns once in development when a merchant theme fails contrast', () => {
    const warnings: unknown[] = [];
    const original = console.warn;
    console.warn = (m: unknown) => warnings.push(m);
    try {
      themeStyle({ primaryColor: '#fafafa', buttonTextColor: '#ffffff' }, false);
      themeStyle({ primaryColor: '#fafafa', buttonTextColor: '#ffffff' }, false);
    } finally {
      console.warn = original;
    }
    expect(warnings).toHaveLength(1);
    expect(String(warnings[0])).toMatch(/below WCAG AA 4\.5:1.*#000000/);
  });
});
