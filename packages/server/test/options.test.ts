// The service's address from the key when none is given, and errors that name the environment variable.
import type { PulseError } from '@pulse/core';
import { describe, expect, it, vi } from 'vitest';
import { createCheckoutProxy, createSession, SERVICE_BASE_URLS } from '../src/index.js';
import { checkServerOptions } from '../src/options.js';
import { fakeService, json, loggedText, MISCONFIGURED } from './helpers.js';

describe('server options', () => {
  it('derives baseUrl from the key prefix when it is absent or an unset variable (empty)', async () => {
    for (const [apiKey, base] of [
      ['sk_test_abcdefgh12345678', SERVICE_BASE_URLS.test],
      ['sk_live_abcdefgh12345678', SERVICE_BASE_URLS.live],
    ] as const) {
      for (const baseUrl of [undefined, '']) {
        const s = fakeService(() => json(201, { status: true, data: { token: 'cs_test_x' } }));
        await createSession(
          { apiKey, baseUrl, fetchImpl: s.fetchImpl },
          {
            reference: 'r',
            amount: '25000',
            currency: 'NGN',
          },
        );
        expect(s.calls[0]!.url).toBe(`${base}/v1/collection-sessions`);
      }
    }
    expect(SERVICE_BASE_URLS).toEqual({
      test: 'https://api.sandbox.pulse.dev',
      live: 'https://api.pulse.dev',
    });
  });

  it('names the environment variable when the key or the base URL is wrong', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const missing = createCheckoutProxy({ apiKey: process.env.PULSE_TEST_UNSET_KEY ?? '' });
    const res = await missing(new Request('https://shop.example/api/pulse/checkout/v1/banks'));
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual(MISCONFIGURED);
    expect(loggedText(error)).toMatch(/PULSE_SECRET_KEY/);
    await expect(
      createSession(
        { apiKey: 'sk_test_abcdefgh12345678', baseUrl: 'http://example.com' },
        {
          reference: 'r',
          amount: '25000',
          currency: 'NGN',
        },
      ),
    ).rejects.toThrow(/PULSE_BASE_URL/);
    error.mockRestore();
  });

  it('says what is wrong with a key read with its line break, its quotes or cut short, naming no character of it', async () => {
    const session = (apiKey: string, baseUrl?: string) =>
      createSession(
        { apiKey, ...(baseUrl ? { baseUrl } : {}) },
        { reference: 'r', amount: '25000', currency: 'NGN' },
      ).then(
        () => {
          throw new Error('expected invalid_options');
        },
        (e: unknown) => e as PulseError,
      );
    const key = 'sk_test_abcdefgh12345678';
    for (const [given, said] of [
      [`${key}\r`, 'it has whitespace around it (a line break from a .env file?): trim it where it is read.'],
      [` ${key}`, 'it has whitespace around it'],
      [`"${key}"`, 'it is wrapped in quotes: remove them from the variable.'],
      [
        'sk_test_abc',
        'it has 3 characters after its prefix, and a key has 8 to 128 letters and digits there',
      ],
      ['sk_prod_abcdefgh12345678', 'it starts "sk_"…'],
    ] as const) {
      const e = await session(given);
      expect(e).toMatchObject({ code: 'invalid_options' });
      expect(e.message).toContain(said);
      expect(e.message).not.toContain('abcdefgh');
    }
    // The helpers add /v1: a base URL with it would ask for /v1/v1/… and read 404s.
    for (const baseUrl of ['http://127.0.0.1:4010/v1', 'https://api.example/v1/']) {
      const e = await session(key, baseUrl);
      expect(e).toMatchObject({ code: 'invalid_options' });
      expect(e.message).toContain('must stop before /v1');
    }
  });

  it('never writes a base URL into its message: a swapped variable may hold the live key, a URL its credentials', async () => {
    const live = 'sk_live_Q9x7Lm2Vb8Tr4Ws6Yp1Zk3Hn5Jd0Fc';
    const made = (baseUrl: string) => {
      try {
        checkServerOptions({ apiKey: 'sk_test_abcdefgh12345678', baseUrl }, 'createRateHandler');
      } catch (e) {
        return e as PulseError;
      }
      throw new Error(`expected invalid_options for ${baseUrl}`);
    };
    for (const [baseUrl, said] of [
      [live, 'is not an absolute URL; it starts "sk_live_"…: is it a key, set in the wrong variable?'],
      [` "${live}"`, 'it starts "\\"sk_live_"…'],
      ['not a url Q9x7', 'is not an absolute URL; it has 14 characters.'],
      [
        `https://api.example/${live}/v1`,
        'must stop before /v1: the helpers add /v1 to every path, as in "https://api.example"',
      ],
      [
        `https://user:${live}@api.example`,
        'must carry no credentials, query string or fragment (https://api.example)',
      ],
      [`https://:${live}@api.example`, 'must carry no credentials'],
      [`https://api.example/?key=${live}`, 'must carry no credentials, query string or fragment'],
      ['https://api.example/?', 'must carry no credentials, query string or fragment (https://api.example)'],
      [`https://api.example/#${live}`, 'must carry no credentials, query string or fragment'],
      [`ftp://api.example/${live}`, 'must be an http(s) URL; got ftp:.'],
    ] as const) {
      const e = made(baseUrl);
      expect(e, baseUrl).toMatchObject({ code: 'invalid_options' });
      expect(e.message, baseUrl).toContain(said);
      expect(e.message, baseUrl).not.toContain('Q9x7');
    }
  });
});
