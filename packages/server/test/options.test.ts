// The service's address from the key when none is given, and errors that name the environment variable.
import { describe, expect, it, vi } from 'vitest';
import { createCheckoutProxy, createSession, SERVICE_BASE_URLS } from '../src/index.js';
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
});
