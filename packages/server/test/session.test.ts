import { describe, expect, it } from 'vitest';
import { createSession } from '../src/index.js';

describe('createSession', () => {
  it('posts the session request with the key and an Idempotency-Key and returns the session', async () => {
    const seen: { url: string; headers: Headers; body: unknown }[] = [];
    const session = {
      id: 'ses_1',
      token: 'cs_test_abcdefgh12345678',
      environment: 'test',
      reference: 'ref-1',
      flow: 'select',
      order_id: 'ord_1',
      expires_at: '2026-11-22T11:00:00.000Z',
      created_at: '2026-11-22T10:00:00.000Z',
    };
    const result = await createSession(
      {
        apiKey: 'sk_test_abcdefgh12345678',
        baseUrl: 'https://svc.local',
        fetchImpl: async (url, init) => {
          seen.push({ url, headers: new Headers(init.headers), body: JSON.parse(String(init.body)) });
          return new Response(JSON.stringify({ status: true, data: session }), { status: 201 });
        },
      },
      { reference: 'ref-1', amount: '20000', currency: 'NGN' },
    );
    expect(result).toEqual(session);
    expect(seen[0]?.url).toBe('https://svc.local/v1/collection-sessions');
    expect(seen[0]?.headers.get('x-api-key')).toBe('sk_test_abcdefgh12345678');
    expect(seen[0]?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[0]?.body).toEqual({ reference: 'ref-1', amount: '20000', currency: 'NGN' });
  });

  it('throws the service error as a PulseError', async () => {
    await expect(
      createSession(
        {
          apiKey: 'sk_test_abcdefgh12345678',
          baseUrl: 'https://svc.local',
          fetchImpl: async () =>
            new Response(JSON.stringify({ status: false, code: 'unauthorized', error: 'bad key' }), {
              status: 401,
            }),
        },
        { reference: 'ref-1', amount: '20000', currency: 'NGN' },
      ),
    ).rejects.toMatchObject({ code: 'unauthorized', status: 401 });
  });
});
