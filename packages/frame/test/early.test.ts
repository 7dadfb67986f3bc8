// @vitest-environment node
// The first session read that the startup chunk sends before the app is in (early.ts), against a real
// sandbox: it is the request core's client would send, the client takes its answer instead of fetching, and
// nothing leaves that the client would not have sent.
import { ClientAuth, createApiClient, type ClientSession } from '@pulse/core/internal';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSandbox, type StartedSandbox } from '../../../apps/sandbox/src/index.js';
import { mintSession } from '../../../apps/sandbox/test/client.js';
import { API_BASES, apiBase } from '../src/transport/api-base.js';
import { SESSION, handOver, sendEarlyRead } from '../src/session/early.js';

let sandbox: StartedSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ rateLimitPerMinute: false });
});
afterAll(() => sandbox.stop());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const { port1: port } = new MessageChannel();
port.close();

/** The frame served from `page` (its location), as in the browser. */
const servedFrom = (page: string) => vi.stubGlobal('location', new URL(page));

/** The client as startFrame makes it, with the early read handed over. */
const clientFor = (token: string, apiUrl: string | undefined, fetchImpl: ReturnType<typeof handOver>) =>
  createApiClient({
    baseUrl: apiBase(token, apiUrl),
    auth: ClientAuth.session(() => token),
    retries: 1,
    timeoutMs: 10_000,
    fetchImpl: fetchImpl.fetch,
  });

describe('early session read', () => {
  it('is the request the client sends; the client takes its answer and fetches again only after', async () => {
    servedFrom('https://embed.pulse.example/');
    const { token, order_id } = await mintSession(sandbox);
    const fetched = vi.spyOn(globalThis, 'fetch');
    const early = sendEarlyRead({ token, options: { apiUrl: `${sandbox.url}/` }, port });
    expect(early).toBeDefined();
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(fetched.mock.calls[0]![0]).toBe(`${sandbox.url}${SESSION}`);

    const api = clientFor(token, sandbox.url, handOver(early));
    const first = await api.get<ClientSession>(SESSION);
    expect(first.data.order_id).toBe(order_id);
    expect(fetched).toHaveBeenCalledTimes(1);
    // The next read is the client's own.
    const second = await api.get<ClientSession>(SESSION);
    expect(second.data.order_id).toBe(order_id);
    expect(fetched).toHaveBeenCalledTimes(2);
  });

  it("answers a refused token as the client's own read would: the same error", async () => {
    servedFrom('https://embed.pulse.example/');
    const token = 'cs_test_doesnotexist0000000000';
    const early = sendEarlyRead({ token, options: { apiUrl: sandbox.url }, port });
    expect(early).toBeDefined();
    const viaEarly = await clientFor(token, sandbox.url, handOver(early))
      .get(SESSION)
      .catch((e: unknown) => e);
    const own = await clientFor(token, sandbox.url, handOver(undefined))
      .get(SESSION)
      .catch((e: unknown) => e);
    expect(viaEarly).toMatchObject({ name: 'PulseError', status: 401 });
    expect(viaEarly).toMatchObject({
      code: (own as { code: string }).code,
      status: (own as { status: number }).status,
    });
  });

  it('sends nothing the client would not send: another kind of token, a refused apiUrl, no options', () => {
    servedFrom('https://embed.pulse.example/');
    const fetched = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetched);
    const token = 'cs_test_abcdefgh12';
    for (const [t, options] of [
      ['sk_test_abcdefgh12', { apiUrl: sandbox.url }],
      [token, { apiUrl: 'http://api.example.com' }],
      [token, { apiUrl: 'https://user:pw@api.example.com' }],
      [token, { apiUrl: 'https://api.example.com/?a=1' }],
      [token, { apiUrl: 42 }],
      [token, null],
      [token, 'options'],
    ] as const) {
      expect(sendEarlyRead({ token: t, options, port }), JSON.stringify([t, options])).toBeUndefined();
    }
    // Served from this machine without apiUrl: the frame names the missing option rather than reading.
    servedFrom('http://localhost:5173/');
    expect(sendEarlyRead({ token, options: {}, port })).toBeUndefined();
    expect(fetched).not.toHaveBeenCalled();
    // Elsewhere, without apiUrl: the base of the token's environment.
    servedFrom('https://embed.pulse.example/');
    expect(sendEarlyRead({ token, options: {}, port })?.url).toBe(`${API_BASES.test}${SESSION}`);
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('is aborted when the client asks for another request, when dropped, or with the client’s own abort', async () => {
    servedFrom('https://embed.pulse.example/');
    const signals: AbortSignal[] = [];
    // A fetch that answers nothing and fails when aborted, as a browser's does.
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      signals.push(init.signal!);
      return new Promise<Response>((_, reject) =>
        init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    });
    const token = 'cs_test_abcdefgh12';
    const send = () => sendEarlyRead({ token, options: { apiUrl: sandbox.url }, port })!;

    // Another path: the early read is aborted and the client fetches its own.
    const other = handOver(send());
    void clientFor(token, sandbox.url, other).get('/v1/client/session/other');
    expect(signals).toHaveLength(2);
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);

    // Dropped (the options were refused, or the frame stopped) before the client asked.
    const dropped = handOver(send());
    dropped.drop();
    expect(signals[2]!.aborted).toBe(true);

    // Taken by the client, then aborted by the client's caller.
    const taken = handOver(send());
    const stop = new AbortController();
    const read = clientFor(token, sandbox.url, taken).get(SESSION, { signal: stop.signal });
    expect(signals).toHaveLength(4);
    expect(signals[3]!.aborted).toBe(false);
    stop.abort();
    expect(signals[3]!.aborted).toBe(true);
    await expect(read).rejects.toMatchObject({ code: 'aborted' });
  });
});
