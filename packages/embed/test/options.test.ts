import { ClientAuth, isPulseError, isSessionToken, serviceUrl } from '@pulse/core/internal';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount, type MountOptions } from '../src/index.js';
import * as lite from '../src/script-tag/validate.js';
import { EMBED, TOKEN } from './helpers.js';

/** Whether mount() takes this embedUrl (true), or refuses it with invalid_options (false). */
function mountTakes(embedUrl: string): boolean {
  try {
    mount(document.body, { embedUrl, sessionToken: TOKEN }).unmount();
    return true;
  } catch (e) {
    if (isPulseError(e) && e.code === 'invalid_options') return false;
    throw e;
  }
}

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

/** Mounts with `options` and returns the error it threw, checking that nothing was left behind. */
function refuse(options: Record<string, unknown>, target: Element | string = document.body): Error {
  const add = vi.spyOn(window, 'addEventListener');
  let error: unknown;
  try {
    mount(target, { embedUrl: EMBED, ...options } as MountOptions);
  } catch (e) {
    error = e;
  }
  expect(isPulseError(error)).toBe(true);
  expect((error as { code: string }).code).toBe('invalid_options');
  expect(document.querySelectorAll('iframe')).toHaveLength(0);
  expect(add).not.toHaveBeenCalledWith('message', expect.anything());
  return error as Error;
}

describe('mount options', () => {
  it('needs a session token', () => {
    expect(refuse({}).message).toMatch(/sessionToken/);
    expect(refuse({ sessionToken: '' }).message).toMatch(/sessionToken/);
  });

  it('refuses a secret key without echoing it', () => {
    const e = refuse({ sessionToken: 'sk_live_abcdefghijklmnop' });
    expect(e.message).toMatch(/sessionToken/);
    expect(e.message).not.toContain('sk_live_abcdefghijklmnop');
  });

  it("takes exactly the tokens core's isSessionToken takes", () => {
    const samples = [
      TOKEN,
      'cs_live_abcdefgh',
      'cs_test_abcdefg',
      `cs_test_${'a'.repeat(128)}`,
      `cs_test_${'a'.repeat(129)}`,
      'cs_prod_abcdefghij',
      'sk_test_abcdefghij',
      'cs_test_abcd-efghij',
      ' cs_test_abcdefghij',
      'cs_test_abcdefghij\n',
    ];
    for (const t of samples) {
      let accepted = true;
      try {
        mount(document.body, { embedUrl: EMBED, sessionToken: t }).unmount();
      } catch {
        accepted = false;
      }
      expect(accepted, t).toBe(isSessionToken(t));
    }
  });

  it("takes exactly the embedUrls core's serviceUrl takes (the frame's check of apiUrl)", () => {
    const urls = [
      'https://frame.example.test/embed/',
      'http://localhost:5173/',
      'http://127.0.0.1:4011/embed/',
      'http://[::1]:8080/',
      'http://app.localhost/',
      'http://frame.example.test/',
      'https://user@frame.example.test/',
      'https://:s3cret@frame.example.test/',
      'https://user:s3cret@frame.example.test/',
      'https://frame.example.test/?token=x',
      'https://frame.example.test/?',
      'https://frame.example.test/#fragment',
      'javascript:alert(1)',
      'ftp://frame.example.test/',
      '/embed/',
      '',
    ];
    for (const embedUrl of urls) expect(mountTakes(embedUrl), embedUrl).toBe(!!serviceUrl(embedUrl));
    expect(urls.filter((u) => serviceUrl(u)).length).toBe(6);
  });

  it('refuses both sessionToken and auth, and non-session auth', () => {
    expect(refuse({ sessionToken: TOKEN, auth: ClientAuth.session(TOKEN) }).message).toMatch(/auth/);
    expect(refuse({ auth: ClientAuth.apiKey('sk_test_abcdefghijkl') }).message).toMatch(/auth/);
    expect(refuse({ auth: ClientAuth.session('nope') }).message).toMatch(/auth/);
  });

  it('names a bad component, flow, network, asset, URL, timeout or callback', () => {
    expect(refuse({ sessionToken: TOKEN, component: 'modal' }).message).toMatch(
      /component must be one of payment, quote, status/,
    );
    expect(refuse({ sessionToken: TOKEN, flow: 'auto' }).message).toMatch(/flow/);
    expect(refuse({ sessionToken: TOKEN, networks: ['BASE', 'DOGE'] }).message).toMatch(/networks/);
    expect(refuse({ sessionToken: TOKEN, networks: [] }).message).toMatch(/networks/);
    expect(refuse({ sessionToken: TOKEN, assets: 'USDT' }).message).toMatch(/assets/);
    expect(refuse({ sessionToken: TOKEN, embedUrl: 'javascript:alert(1)' }).message).toMatch(/embedUrl/);
    expect(refuse({ sessionToken: TOKEN, embedUrl: `${EMBED}/?token=x` }).message).toMatch(/embedUrl/);
    // Credentials in either part of the URL's user info, checked as core checks apiUrl (serviceUrl).
    for (const embedUrl of ['https://user@frame.example.test/', 'https://:s3cret@frame.example.test/']) {
      expect(refuse({ sessionToken: TOKEN, embedUrl }).message).toMatch(/embedUrl .*no credentials/);
      expect(refuse({ sessionToken: TOKEN, embedUrl }).message).not.toContain('s3cret');
      expect(refuse({ sessionToken: TOKEN, apiUrl: embedUrl }).message).toMatch(/apiUrl/);
    }
    expect(refuse({ sessionToken: TOKEN, apiUrl: 'ftp://x' }).message).toMatch(/apiUrl/);
    // A session token crosses the network in clear text only to this machine.
    expect(refuse({ sessionToken: TOKEN, embedUrl: 'http://frame.example.test/' }).message).toMatch(
      /embedUrl must be an https URL \(http on localhost\)/,
    );
    expect(refuse({ sessionToken: TOKEN, apiUrl: 'http://api.example.test' }).message).toMatch(/apiUrl/);
    for (const readyTimeoutMs of [0, -1, NaN, Infinity, 600_001, '300']) {
      expect(refuse({ sessionToken: TOKEN, readyTimeoutMs }).message).toMatch(/readyTimeoutMs/);
    }
    expect(refuse({ sessionToken: TOKEN, onReady: 'yes' }).message).toMatch(/onReady must be a function/);
  });

  it('names the theme or strings key at fault', () => {
    expect(refuse({ sessionToken: TOKEN, theme: { primaryColor: 'red;background:url(x)' } }).message).toMatch(
      /theme\.primaryColor/,
    );
    expect(refuse({ sessionToken: TOKEN, theme: { wobble: 1 } }).message).toMatch(/theme\.wobble/);
    expect(refuse({ sessionToken: TOKEN, strings: { title: 5 } }).message).toMatch(/strings\.title/);
    expect(refuse({ sessionToken: TOKEN, strings: { yo: { title: 5 } } }).message).toMatch(
      /strings\.yo\.title/,
    );
    // Key names and placeholders are checked by the frame, which holds the catalogue (onError invalid_options).
  });

  it('names a target that matches nothing', () => {
    expect(refuse({ sessionToken: TOKEN }, '#missing').message).toMatch(/#missing/);
  });

  it('accepts a token, ClientAuth.session and a getter', () => {
    for (const o of [
      { sessionToken: TOKEN },
      { auth: ClientAuth.session(TOKEN) },
      { auth: async () => TOKEN },
    ]) {
      const h = mount(document.body, { embedUrl: EMBED, ...o });
      expect(h.iframe.isConnected).toBe(true);
      h.unmount();
    }
  });
});

describe('script-tag validators (script-tag/validate)', () => {
  it('pass values through for the frame to check, with defaults', () => {
    expect(lite.frameOptions({ sessionToken: TOKEN, networks: ['BASE'] })).toMatchObject({
      component: 'payment',
      flow: 'select',
      networks: ['BASE'],
      theme: {},
      strings: {},
    });
    const u = { theme: { primaryColor: '#fff' } };
    expect(lite.checkUpdate(u)).toBe(u);
  });

  it('throw invalid_options naming a component, flow, list or object of the wrong shape', () => {
    const bad: [string, unknown][] = [
      ['component', 'modal'],
      ['component', ['payment']],
      ['flow', 'auto'],
      ['networks', 'BASE'],
      ['assets', ['USDT', 1]],
      ['theme', []],
      ['theme', '{}'],
      ['strings', null],
      ['strings', new Date()],
    ];
    for (const [name, value] of bad) {
      let error: unknown;
      try {
        lite.frameOptions({ sessionToken: TOKEN, [name]: value } as MountOptions);
      } catch (e) {
        error = e;
      }
      expect(error, `${name}: ${String(value)}`).toMatchObject({ code: 'invalid_options' });
      expect((error as Error).message).toMatch(new RegExp(`^${name} must be `));
    }
    // Values inside a well-shaped option are the frame's to check.
    expect(
      lite.frameOptions({
        sessionToken: TOKEN,
        networks: ['DOGE'],
        theme: { wobble: 1 },
      } as unknown as MountOptions),
    ).toMatchObject({ networks: ['DOGE'], theme: { wobble: 1 } });
  });
});
