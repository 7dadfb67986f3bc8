import { act, cleanup, render, renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRate, type RateParams, type UseRateOptions } from '../src/index.js';

interface Pending {
  url: string;
  init: RequestInit;
  resolve: (rate: string) => void;
  reject: (status: number, code: string) => void;
}

/** A rate route whose answers the test releases one by one. */
function route() {
  const pending: Pending[] = [];
  const fetcher = vi.fn(
    (url: string, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        const amount = new URL(url, 'http://x').searchParams.get('amount') ?? '';
        pending.push({
          url,
          init,
          resolve: (rate) =>
            resolve(
              new Response(
                JSON.stringify({
                  status: true,
                  data: {
                    rate,
                    youSend: amount,
                    youReceive: '1.00',
                    expiresAt: '2026-11-22T10:02:00Z',
                    quoteId: 'q',
                  },
                }),
              ),
            ),
          reject: (status, code) =>
            resolve(
              new Response(JSON.stringify({ status: false, code, error: `${code} happened` }), { status }),
            ),
        });
      }),
  );
  return { pending, fetcher, urls: () => pending.map((p) => p.url) };
}

const flush = () => act(async () => void (await vi.advanceTimersByTimeAsync(0)));
const wait = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

function hook(initial: RateParams, options: UseRateOptions) {
  return renderHook((p: RateParams) => useRate(p, options), { initialProps: initial });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const params = (amount: string): RateParams => ({ from: 'NGN', to: 'USDT', amount, network: 'BASE' });

describe('useRate', () => {
  it('asks the endpoint with the query and no key, and returns the preview', async () => {
    const r = route();
    const { result } = hook(params('20000'), { fetcher: r.fetcher });
    expect(result.current.loading).toBe(true);
    await flush();
    expect(r.urls()).toEqual(['/api/pulse/rate?from=NGN&to=USDT&amount=20000&network=BASE']);
    const headers = new Headers(r.pending[0]?.init.headers);
    expect(headers.get('authorization')).toBeNull();
    expect(headers.get('x-api-key')).toBeNull();
    await act(async () => r.pending[0]?.resolve('1600'));
    expect(result.current.loading).toBe(false);
    expect(result.current.data).toEqual({
      rate: '1600',
      youSend: '20000',
      youReceive: '1.00',
      expiresAt: '2026-11-22T10:02:00Z',
      quoteId: 'q',
    });
  });

  it('debounces typing into one request for the last amount', async () => {
    const r = route();
    const { rerender } = hook(params('2'), { fetcher: r.fetcher, endpoint: '/rate' });
    await flush();
    rerender(params('20'));
    await wait(100);
    rerender(params('200'));
    await wait(100);
    rerender(params('2000'));
    await wait(299);
    expect(r.urls()).toHaveLength(1);
    await wait(1);
    expect(r.urls()).toEqual([
      '/rate?from=NGN&to=USDT&amount=2&network=BASE',
      '/rate?from=NGN&to=USDT&amount=2000&network=BASE',
    ]);
  });

  it('typing into an empty field waits for a pause from the first key, and a refusal goes when the amount changes', async () => {
    const r = route();
    const { result, rerender } = hook(params(''), { fetcher: r.fetcher });
    await flush();
    rerender(params('5'));
    await wait(100);
    // The first digit is not asked for at once: it would lock a quote for ₦5 and be refused.
    expect(r.urls()).toEqual([]);
    await wait(200);
    expect(r.urls()).toHaveLength(1);
    await act(async () => r.pending[0]?.reject(400, 'invalid_amount'));
    expect(result.current.error?.code).toBe('invalid_amount');
    expect(result.current.message).not.toBeNull();
    // Typing on: the refusal was about ₦5, not what is in the field now.
    rerender(params('50'));
    await flush();
    expect(result.current.error).toBeNull();
    expect(result.current.message).toBeNull();
    expect(result.current.loading).toBe(true);
    // The same amount again keeps its refusal: it is still the answer for what is in the field.
    rerender(params('5'));
    await wait(300);
    await act(async () => r.pending[1]?.reject(400, 'invalid_amount'));
    rerender(params('5'));
    await flush();
    expect(result.current.error?.code).toBe('invalid_amount');
  });

  it('an amount it cannot read is never loading, and a locale it cannot speak asks for nothing', async () => {
    const r = route();
    const unreadable = hook(params('₦50000'), { fetcher: r.fetcher });
    expect(unreadable.result.current.loading).toBe(false);
    await wait(300);
    expect(unreadable.result.current.error?.code).toBe('invalid_amount');
    const badLocale = hook(params('50000'), { fetcher: r.fetcher, locale: 'not a language' });
    await wait(300);
    expect(r.urls()).toEqual([]);
    expect(badLocale.result.current).toMatchObject({ data: null, loading: false });
    expect(badLocale.result.current.error?.code).toBe('invalid_options');
  });

  it('aborts the stale request and keeps the previous figures visible while the new one loads', async () => {
    const r = route();
    const { result, rerender } = hook(params('20000'), { fetcher: r.fetcher });
    await flush();
    await act(async () => r.pending[0]?.resolve('1600'));
    rerender(params('30000'));
    await wait(300);
    expect(result.current.loading).toBe(true);
    expect(result.current.data?.youSend).toBe('20000');
    rerender(params('40000'));
    expect(r.pending[1]?.init.signal?.aborted).toBe(true);
    await wait(300);
    await act(async () => r.pending[2]?.resolve('1601'));
    expect(result.current.data?.youSend).toBe('40000');
    expect(result.current.loading).toBe(false);
  });

  it('drops the figures and any error when the amount is cleared, and prices afresh when typed again', async () => {
    const r = route();
    const { result, rerender } = hook(params('20000'), { fetcher: r.fetcher });
    await flush();
    await act(async () => r.pending[0]?.resolve('1600'));
    expect(result.current.data?.youSend).toBe('20000');
    rerender(params(''));
    // Null on the very render the input empties: no stale price beside an empty box.
    expect(result.current.data).toBeNull();
    await wait(1000);
    expect(result.current).toMatchObject({ data: null, loading: false, error: null });
    rerender(params('100'));
    await wait(300);
    await act(async () => r.pending[1]?.reject(400, 'invalid_amount'));
    expect(result.current.error?.code).toBe('invalid_amount');
    rerender(params(''));
    expect(result.current.error).toBeNull();
    await wait(1000);
    expect(result.current).toMatchObject({ data: null, loading: false, error: null });
    expect(r.fetcher).toHaveBeenCalledTimes(2);
  });

  it('keeps the figures while paused with enabled: false', async () => {
    const r = route();
    const { result, rerender } = renderHook(
      (enabled: boolean) => useRate(params('20000'), { fetcher: r.fetcher, enabled }),
      {
        initialProps: true,
      },
    );
    await flush();
    await act(async () => r.pending[0]?.resolve('1600'));
    rerender(false);
    await wait(1000);
    expect(result.current.data?.youSend).toBe('20000');
    expect(result.current.loading).toBe(false);
  });

  it('shares one in-flight request between components asking the same thing', async () => {
    const r = route();
    const seen: (string | undefined)[] = [];
    function Price({ id }: { id: string }) {
      const { data } = useRate(params('20000'), { fetcher: r.fetcher });
      seen.push(`${id}:${data?.rate}`);
      return null;
    }
    render(
      <>
        <Price id="a" />
        <Price id="b" />
      </>,
    );
    await flush();
    expect(r.fetcher).toHaveBeenCalledTimes(1);
    await act(async () => r.pending[0]?.resolve('1600'));
    expect(seen).toContain('a:1600');
    expect(seen).toContain('b:1600');
  });

  it('aborts a shared request only when the last component leaves', async () => {
    const r = route();
    const a = hook(params('20000'), { fetcher: r.fetcher });
    const b = hook(params('20000'), { fetcher: r.fetcher });
    await flush();
    expect(r.fetcher).toHaveBeenCalledTimes(1);
    a.unmount();
    expect(r.pending[0]?.init.signal?.aborted).toBe(false);
    b.unmount();
    expect(r.pending[0]?.init.signal?.aborted).toBe(true);
  });

  it('asks once under StrictMode', async () => {
    const r = route();
    renderHook(() => useRate(params('20000'), { fetcher: r.fetcher }), { wrapper: StrictMode });
    await flush();
    expect(r.fetcher).toHaveBeenCalledTimes(1);
  });

  it('does nothing for an empty amount or enabled: false', async () => {
    const r = route();
    const { result, rerender } = hook(params(''), { fetcher: r.fetcher });
    await wait(1000);
    expect(result.current.loading).toBe(false);
    rerender(params('  '));
    await wait(1000);
    renderHook(() => useRate(params('20000'), { fetcher: r.fetcher, enabled: false }));
    await wait(1000);
    expect(r.fetcher).not.toHaveBeenCalled();
  });

  it('reports the route error with its code, keeping the figures only when they priced that amount', async () => {
    const r = route();
    const { result, rerender } = hook(params('20000'), { fetcher: r.fetcher });
    await flush();
    await act(async () => r.pending[0]?.resolve('1600'));
    // A refresh of the same amount that fails: the last good price of that amount stays beside the error.
    act(() => result.current.refresh());
    await flush();
    await act(async () => r.pending[1]?.reject(503, 'rate_unavailable'));
    expect(result.current.error?.code).toBe('rate_unavailable');
    expect(result.current.data?.youSend).toBe('20000');
    // Another amount refused: 20000's price would read as its price, so none is shown.
    rerender(params('10'));
    await wait(300);
    await act(async () => r.pending[2]?.reject(400, 'invalid_amount'));
    expect(result.current.error?.code).toBe('invalid_amount');
    expect(result.current.error?.message).toBe('invalid_amount happened');
    expect(result.current.data).toBeNull();
    // That amount priced at last: its figures, and no error.
    act(() => result.current.refresh());
    await flush();
    await act(async () => r.pending[3]?.resolve('1601'));
    expect([result.current.data?.youSend, result.current.error]).toEqual(['10', null]);
  });

  it('sends an amount written with grouping ("50,000", "50 000") without it, "25." as 25 and ".5" as 0.5', async () => {
    for (const [typed, sent] of [
      ['50,000', '50000'],
      ['1,250,000.50', '1250000.50'],
      [' 50 000 ', '50000'],
      ['25.', '25'],
      ['.5', '0.5'],
      ['0', '0'],
    ]) {
      const r = route();
      hook(params(typed!), { fetcher: r.fetcher });
      await flush();
      expect(new URL(r.urls()[0]!, 'http://x').searchParams.get('amount'), typed).toBe(sent);
      cleanup();
    }
  });

  it('refuses an amount it cannot read without a request, once the typing pauses, with its own sentence', async () => {
    // Not grouped in threes throughout, or not digits: never read as another amount.
    for (const typed of [
      '1,5',
      '50,00',
      '50000,000',
      ',500',
      '0.500,000',
      '50, 000',
      '₦50000',
      '1.2.3',
      '.',
      '1e5',
    ]) {
      const r = route();
      const { result } = hook(params(typed), { fetcher: r.fetcher });
      await flush();
      expect(r.fetcher, typed).not.toHaveBeenCalled();
      expect(result.current.error?.code, typed).toBe('invalid_amount');
      expect(result.current.error?.status).toBe(0);
      expect(result.current.error?.message).toContain(`amount ${JSON.stringify(typed)} is not a number`);
      expect(result.current.message).toBe('Enter the amount in numbers only, such as 50000 or 25.50.');
      expect(result.current.data).toBeNull();
      // Asked again (a refresh tick, back online): still not asked for, and never "loading".
      act(() => result.current.refresh());
      expect(result.current.loading).toBe(false);
      await flush();
      expect([result.current.loading, r.fetcher.mock.calls.length]).toEqual([false, 0]);
      cleanup();
    }
    // Typing "1,500" passes through "1,", "1,5" and "1,50": no sentence before the pause, and the grouped
    // amount is priced once it is whole; the route's refusal of a readable amount keeps its own sentence.
    const r = route();
    const { result, rerender } = hook(params('1'), { fetcher: r.fetcher });
    await flush();
    for (const typed of ['1,', '1,5', '1,50']) {
      rerender(params(typed));
      await wait(100);
      expect(result.current.error, typed).toBeNull();
    }
    rerender(params('1,500'));
    await wait(300);
    expect(r.urls().map((u) => new URL(u, 'http://x').searchParams.get('amount'))).toEqual(['1', '1500']);
    await act(async () => r.pending[1]?.reject(400, 'invalid_amount'));
    expect(result.current.message).toBe(
      'This amount is below the minimum or above the maximum. Enter another amount.',
    );
  });

  it('a route that cannot be reached is network_error naming it, and across origins says CORS is the likely cause', async () => {
    const refuse = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const across = hook(params('20000'), { fetcher: refuse, endpoint: 'https://prices.example/rate' });
    await flush();
    expect(across.result.current.error?.code).toBe('network_error');
    expect(across.result.current.error?.message).toMatch(
      /^Could not reach the rate route https:\/\/prices\.example\/rate\?from=NGN.*Failed to fetch.*https:\/\/prices\.example is another origin than this page .*likely cause is CORS/,
    );
    // One request: the hook asks again on its own schedule (refreshMs, refresh(), online), nothing retries it.
    expect(refuse).toHaveBeenCalledTimes(1);
    across.unmount();
    const same = hook(params('20000'), { fetcher: refuse, endpoint: '/api/pulse/rate' });
    await flush();
    expect(same.result.current.error?.code).toBe('network_error');
    expect(same.result.current.error?.message).not.toMatch(/CORS/);
  });

  it('a route that never answers ends as timeout after 10 s, with the customer’s sentence; back online asks again', async () => {
    const r = route();
    const { result } = hook(params('20000'), { fetcher: r.fetcher });
    await flush();
    await wait(9_999);
    expect(result.current.loading).toBe(true);
    expect(result.current.error).toBeNull();
    await wait(1);
    expect(result.current.loading).toBe(false);
    expect(result.current.error?.code).toBe('timeout');
    expect(result.current.error?.message).toMatch(
      /No answer from the rate route .*\/api\/pulse\/rate\?.* within 10000 ms/,
    );
    expect(result.current.message).toBe(
      'The payment service is taking too long to answer. Try again in a moment.',
    );
    // The request was given up, not left open.
    expect(r.pending[0]?.init.signal?.aborted).toBe(true);
    act(() => void dispatchEvent(new Event('online')));
    await flush();
    expect(r.pending).toHaveLength(2);
    await act(async () => r.pending[1]?.resolve('1600'));
    expect(result.current.error).toBeNull();
    expect(result.current.data?.rate).toBe('1600');
  });

  it('refresh() asks again at once, and refreshMs re-asks on a timer, pausing while hidden', async () => {
    const r = route();
    const { result } = hook(params('20000'), { fetcher: r.fetcher, refreshMs: 10_000 });
    await flush();
    await act(async () => r.pending[0]?.resolve('1600'));
    act(() => result.current.refresh());
    await flush();
    expect(r.fetcher).toHaveBeenCalledTimes(2);
    await act(async () => r.pending[1]?.resolve('1601'));
    await wait(10_000);
    await flush();
    expect(r.fetcher).toHaveBeenCalledTimes(3);
    await act(async () => r.pending[2]?.resolve('1602'));
    expect(result.current.data?.rate).toBe('1602');
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await wait(30_000);
    expect(r.fetcher).toHaveBeenCalledTimes(3);
    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await flush();
    expect(r.fetcher).toHaveBeenCalledTimes(4);
    visibility.mockRestore();
  });

  it('refuses an endpoint carrying a secret key', async () => {
    const r = route();
    const { result } = hook(params('20000'), {
      fetcher: r.fetcher,
      endpoint: '/rate?key=sk_live_abcdefgh1234',
    });
    await flush();
    expect(result.current.error?.code).toBe('invalid_options');
    expect(r.fetcher).not.toHaveBeenCalled();
  });
});
