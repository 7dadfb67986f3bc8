import { describe, expect, it, vi } from 'vitest';
import { PulseError, isLoopbackHost, parseFrameOptions, serviceUrl } from '../src/internal.js';

const error = (run: () => unknown): PulseError => {
  try {
    run();
  } catch (e) {
    return e as PulseError;
  }
  throw new Error('expected a throw');
};

describe('parseFrameOptions', () => {
  it('fills the defaults and normalises what it keeps', () => {
    expect(parseFrameOptions({})).toEqual({ component: 'payment', flow: 'select', theme: {}, strings: {} });
    expect(
      parseFrameOptions({
        component: 'quote',
        flow: 'direct',
        networks: ['BASE', 'BASE', 'SOLANA'],
        assets: ['USDC'],
        theme: { primaryColor: ' #abc ' },
        strings: { title: 'Pay' },
        apiUrl: 'http://127.0.0.1:4010//',
      }),
    ).toEqual({
      component: 'quote',
      flow: 'direct',
      networks: ['BASE', 'SOLANA'],
      assets: ['USDC'],
      theme: { primaryColor: '#abc' },
      strings: { title: 'Pay' },
      apiUrl: 'http://127.0.0.1:4010',
    });
  });

  it.each([
    [null, /options must be an object/],
    [{ component: 'modal' }, /component must be one of payment, quote, status; got "modal"/],
    [{ flow: 'instant' }, /flow must be one of select, direct; got "instant"/],
    [{ networks: 'BASE' }, /networks must be a non-empty array of BASE, .*; got "BASE"/],
    [{ networks: [] }, /networks must be a non-empty array/],
    [{ networks: ['BASE', 'BITCOIN'] }, /networks .*"BITCOIN"/],
    [{ assets: ['DAI'] }, /assets must be a non-empty array of USDT, USDC; got \["DAI"\]/],
    [{ theme: 'dark' }, /theme must be an object/],
    [{ theme: { primaryColor: 'url(x)' } }, /theme\.primaryColor/],
    [{ strings: { title: 42 } }, /strings\.title/],
    // Key names are checked by the frame, which holds the catalogue; the shape is checked here.
    [{ strings: { yo: { title: 7 } } }, /strings\.yo\.title must be a string/],
    [{ strings: 'hi' }, /strings must be an object/],
    [{ locale: 'not a tag!' }, /locale must be a BCP 47 tag such as 'yo-NG', or 'auto'; got "not a tag!"/],
    [{ locale: 7 }, /locale must be/],
    [{ apiUrl: 'javascript:alert(1)' }, /apiUrl must be an https URL/],
    [{ apiUrl: 'http://api.example.com' }, /apiUrl must be an https URL \(http only for localhost\)/],
    [{ apiUrl: 'https://u:p@api.example.com' }, /apiUrl/],
    [{ apiUrl: 'https://api.example.com/?key=1' }, /apiUrl/],
    [{ apiUrl: 7 }, /apiUrl .*got 7/],
  ])('refuses %j with invalid_options naming the option', (input, message) => {
    const e = error(() => parseFrameOptions(input));
    expect(e).toBeInstanceOf(PulseError);
    expect(e.code).toBe('invalid_options');
    expect(e.message).toMatch(message);
  });
});

describe('service URLs', () => {
  it('take https anywhere and http only on this machine', () => {
    expect(serviceUrl('https://api.example.com/v')?.href).toBe('https://api.example.com/v');
    for (const host of ['localhost:4010', '127.0.0.1', 'shop.localhost', '[::1]:8080']) {
      expect(serviceUrl(`http://${host}/`)?.protocol).toBe('http:');
    }
    expect(isLoopbackHost('localhost.example.com')).toBe(false);
    expect(isLoopbackHost('127.0.0.1.example.com')).toBe(false);
    for (const bad of [
      'http://10.0.0.2/',
      'https://user:pw@api.example.com/',
      'https://api.example.com/?k=v',
      'ftp://api.example.com/',
      '/v1',
      42,
      undefined,
      new URL('https://api.example.com/'),
    ]) {
      expect(serviceUrl(bad)).toBeUndefined();
    }
    expect(() => parseFrameOptions({ apiUrl: 'http://10.0.0.2/' })).toThrow(
      /^apiUrl must be an https URL \(http only for localhost\) without credentials or query; got "http:\/\/10\.0\.0\.2\/"\.$/,
    );
  });
});

describe('contrast warning at mount', () => {
  it('warns in development, for each scheme an auto theme can show, when button text is unreadable', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      // #fbfbfa with white text fails in light and dark alike (auto shows both).
      parseFrameOptions({ theme: { primaryColor: '#fbfbfa', buttonTextColor: '#ffffff' } });
      const button = warn.mock.calls.map(String).filter((m) => m.includes('theme.buttonTextColor'));
      expect(button).toHaveLength(1);
      expect(button[0]).toMatch(/primaryColor #fbfbfa .*below WCAG AA.*#000000/);
      warn.mockClear();
      parseFrameOptions({ theme: { primaryColor: '#1e3a8a', mode: 'light' } });
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});
