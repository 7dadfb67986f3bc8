import { describe, expect, it } from 'vitest';
import { createKeyBudget, createSession } from '../src/index.js';

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
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      created_at: new Date().toISOString(),
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

  it("spends the budget's session share, and past it throws service_busy without calling the service", async () => {
    let calls = 0;
    const options = {
      apiKey: 'sk_test_abcdefgh12345678',
      baseUrl: 'https://svc.local',
      fetchImpl: async () => {
        calls++;
        return new Response(JSON.stringify({ status: true, data: { token: 'cs_test_abcdefgh12345678' } }), {
          status: 201,
        });
      },
    };
    const clock = { t: 1_800_000_000_000 };
    const budget = createKeyBudget({ sessions: 2, now: () => clock.t });
    const request = { reference: 'ref-1', amount: '20000', currency: 'NGN' } as const;
    await createSession(options, request, { budget });
    await createSession(options, request, { budget });
    expect(budget.used()).toBe(2);
    const third = createSession(options, request, { budget });
    await expect(third).rejects.toMatchObject({ code: 'service_busy', status: 503 });
    await expect(third).rejects.toThrow('try again in 60 s');
    expect(calls).toBe(2);
    clock.t += 60_000;
    await createSession(options, request, { budget });
    expect(calls).toBe(3);
  });

  it('is not retried when spent from a budget (a retry spends again), and is retried twice without one', async () => {
    let calls = 0;
    const options = {
      apiKey: 'sk_test_abcdefgh12345678',
      baseUrl: 'https://svc.local',
      fetchImpl: async () => {
        calls++;
        return new Response(JSON.stringify({ status: false, code: 'internal', error: 'down' }), {
          status: 500,
        });
      },
    };
    const request = { reference: 'ref-1', amount: '20000', currency: 'NGN' } as const;
    const budget = createKeyBudget();
    await expect(createSession(options, request, { budget })).rejects.toMatchObject({ status: 500 });
    expect([calls, budget.used()]).toEqual([1, 1]);
    calls = 0;
    await expect(createSession(options, request)).rejects.toMatchObject({ status: 500 });
    expect(calls).toBe(3);
  }, 15_000);

  it('throws session_expired naming the reference when the reference returns an existing session that has ended', async () => {
    const ended = {
      id: 'ses_1',
      token: 'cs_test_abcdefgh12345678',
      environment: 'test',
      reference: 'cart-1',
      flow: 'select',
      order_id: 'ord_1',
      expires_at: new Date(Date.now() - 1000).toISOString(),
      created_at: new Date(Date.now() - 3_601_000).toISOString(),
    };
    const answer = (status: number) =>
      createSession(
        {
          apiKey: 'sk_test_abcdefgh12345678',
          baseUrl: 'https://svc.local',
          fetchImpl: async () => new Response(JSON.stringify({ status: true, data: ended }), { status }),
        },
        { reference: 'cart-1', amount: '20000', currency: 'NGN' },
      );
    // A session made now (201) is never refused, whatever this server's clock says against the service's.
    await expect(answer(201)).resolves.toEqual(ended);
    const error = await answer(200).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'session_expired', status: 409 });
    expect((error as Error).message).toContain(
      `the session of reference "cart-1" ended at ${ended.expires_at}`,
    );
    expect((error as Error).message).toContain('new reference');
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
