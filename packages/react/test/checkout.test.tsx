import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientAuth } from '@pulse/core';
import { Checkout } from '../src/index.js';
import {
  fail,
  fakeService,
  offrampOrder,
  ok,
  onrampOrder,
  quote,
  stalled,
  type Call,
} from './fakeService.js';
import { auth, base, fakeTime, renderCheckout, wholeValue } from './harness.js';
import { offramp, onramp } from './request.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  sessionStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function onrampService(statuses: string[] = ['awaiting_payment', 'processing', 'completed']) {
  let reads = 0;
  return fakeService((call) => {
    if (call.path === '/v1/quotes') return ok(quote(), 201);
    if (call.path === '/v1/onramp/orders') return ok(onrampOrder('awaiting_payment'), 201);
    if (call.path === '/v1/orders/ord_1') {
      const status = statuses[Math.min(++reads, statuses.length - 1)] ?? 'completed';
      return ok(onrampOrder(status));
    }
    return undefined;
  });
}

/**
 * A service whose first order is refused as re-priced (409 quote_changed, the refresh priced anew); the second
 * try is answered by `second`, and the order's reads by `read` (otherwise unknown routes answer nothing).
 */
function repricing(second: () => Response, read: (path: string) => Response | undefined) {
  let creates = 0;
  return fakeService((call) => {
    if (call.path === '/v1/quotes') return ok(quote(), 201);
    if (call.path === '/v1/quotes/q_1/refresh')
      return ok(quote({ rate: '1620.00', destination_amount: '12.34' }));
    if (call.path === '/v1/onramp/orders') return ++creates === 1 ? fail(409, 'quote_changed') : second();
    return read(call.path);
  });
}

/** The dialog's own live region (the quote step has one of its own for its countdown). */
const live = () => document.querySelector('[role=dialog] > [aria-live=polite]')?.textContent;

describe('<Checkout> onramp', () => {
  it('renders nothing without a request and an accessible dialog with one', async () => {
    const service = onrampService();
    const view = renderCheckout({ fetchImpl: service.fetchImpl, request: null });
    expect(screen.queryByRole('dialog')).toBeNull();
    view.rerender(<Checkout auth={auth} baseUrl={base} request={onramp} fetchImpl={service.fetchImpl} />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
    // The title says what the customer does (a buy), not "Pay with crypto".
    expect(title?.textContent).toBe('Buy USDT');
    expect(document.activeElement).toBe(dialog);
  });

  it('quotes, creates the order, shows the virtual account and polls to completed with callbacks in order', async () => {
    const advance = fakeTime();
    const service = onrampService();
    const events: string[] = [];
    renderCheckout({
      fetchImpl: service.fetchImpl,
      onStatusChange: (status, id) => events.push(`status:${status}:${id}`),
      onSuccess: (id) => events.push(`success:${id}`),
      onError: (code) => events.push(`error:${code}`),
    });
    expect(await screen.findByText('₦20,000.00')).toBeTruthy();
    expect(screen.getByText('12.50 USDT')).toBeTruthy();
    expect(screen.getByText('1 USDT = ₦1,600.00')).toBeTruthy();
    expect(screen.getByTestId('quote-countdown').textContent).toMatch(/Price held for [12]:\d\d/);
    // The funding step's chunk is fetched after the first screen; a customer confirms long after it is in.
    // Waiting for it here keeps a loaded machine from polling past the account before it can show.
    await import('../src/checkout/FundingStep.js');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    expect(await screen.findByText('9012345678')).toBeTruthy();
    expect(screen.getByText('Sandbox Bank')).toBeTruthy();
    expect(screen.getByText('Pulse / Ada')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy Account number' })).toBeTruthy();
    // The payment detected (its step is titled as the tracker names it), then the receipt.
    await screen.findByTestId('receipt');
    expect(screen.getByText('Payment received', { selector: '.pulse-step-title' })).toBeTruthy();
    // The end screen's heading takes the focus, where a screen reader reads it; the polite live region does
    // not say it a second time.
    await waitFor(() => expect(document.activeElement?.classList.contains('pulse-step-title')).toBe(true));
    expect(document.activeElement?.textContent).toBe('Payment received');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(events).toEqual([
      'status:awaiting_payment:ord_1',
      'status:processing:ord_1',
      'status:completed:ord_1',
      'success:ord_1',
    ]);
    const create = service.calls.find((c) => c.path === '/v1/onramp/orders');
    expect(create?.body).toEqual({
      reference: 'ref-1',
      quote_id: 'q_1',
      payer: onramp.payer,
      destination: onramp.destination,
    });
    expect(create?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    // Polling stopped at the final status.
    const reads = service.calls.length;
    await advance(1000);
    expect(service.calls.length).toBe(reads);
    // No key ever left the page: the proxy adds it.
    for (const call of service.calls) {
      expect(call.headers.get('x-api-key')).toBeNull();
      expect(call.headers.get('authorization')).toBeNull();
    }
  });

  it('asks for the quote once under StrictMode', async () => {
    const advance = fakeTime();
    const service = onrampService();
    render(
      <StrictMode>
        <Checkout auth={auth} baseUrl={base} request={onramp} fetchImpl={service.fetchImpl} />
      </StrictMode>,
    );
    await screen.findByText('₦20,000.00');
    await advance(1000);
    expect(service.paths().filter((p) => p === 'POST /v1/quotes')).toHaveLength(1);
  });

  it('on 409 quote_changed shows the re-priced quote and asks again, with a new Idempotency-Key', async () => {
    const service = repricing(
      () => ok(onrampOrder('awaiting_payment'), 201),
      (path) => (path === '/v1/orders/ord_1' ? ok(onrampOrder('awaiting_payment')) : undefined),
    );
    const errors: string[] = [];
    renderCheckout({ fetchImpl: service.fetchImpl, onError: (code) => errors.push(code) });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and continue' }));
    expect((await screen.findByTestId('quote-notice')).textContent).toMatch(/price changed/);
    expect(screen.getByText('12.34 USDT')).toBeTruthy();
    expect(screen.getByText(/was 12\.50 USDT/)).toBeTruthy();
    expect(screen.getByText(/was 1 USDT = ₦1,600\.00/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    await screen.findByText('9012345678');
    const keys = service.calls
      .filter((c) => c.path === '/v1/onramp/orders')
      .map((c) => c.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
    expect(errors).toEqual([]);
  });

  it('a changed price is not said again over the receipt of the order it made', async () => {
    const service = repricing(
      () => ok(onrampOrder('awaiting_payment'), 201),
      (path) => (path === '/v1/orders/ord_1' ? ok(onrampOrder('completed')) : undefined),
    );
    renderCheckout({ fetchImpl: service.fetchImpl });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and continue' }));
    await screen.findByTestId('quote-notice');
    expect(live()).toBe('The price changed. Check the new amounts and confirm again.');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    await screen.findByTestId('receipt');
    // The receipt's heading has the focus, where a screen reader reads it; the live region says nothing else.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Payment received'));
    expect(live()).toBe('');
  });

  it('a changed price is not said over the error screen that follows it', async () => {
    // Re-priced, then another tab's order for another amount under the same reference: a final error.
    const service = repricing(
      () => fail(409, 'duplicate_reference', 'An order with reference "ref-1" already exists.'),
      (path) =>
        path === '/v1/orders'
          ? ok([{ id: 'ord_1', status: 'awaiting_payment' }])
          : path === '/v1/orders/ord_1'
            ? ok(onrampOrder('awaiting_payment', { source: { currency: 'NGN', amount: '80000.00' } }))
            : undefined,
    );
    renderCheckout({ fetchImpl: service.fetchImpl });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and continue' }));
    await screen.findByTestId('quote-notice');
    expect(live()).toBe('The price changed. Check the new amounts and confirm again.');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    await screen.findByText('This checkout cannot start right now. Please contact the merchant.');
    expect(live()).toBe('');
  });

  it('re-sends the same Idempotency-Key when order creation loses its connection, and on the retry button', async () => {
    const advance = fakeTime();
    let creates = 0;
    const service = fakeService((call) => {
      if (call.path === '/v1/quotes') return ok(quote(), 201);
      if (call.path === '/v1/onramp/orders') {
        if (++creates <= 2) throw new TypeError('Failed to fetch');
        return ok(onrampOrder('awaiting_payment'), 201);
      }
      if (call.path === '/v1/orders/ord_1') return ok(onrampOrder('awaiting_payment'));
      return undefined;
    });
    const errors: string[] = [];
    renderCheckout({ fetchImpl: service.fetchImpl, onError: (code) => errors.push(code) });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and continue' }));
    // The client's own retry, after back-off.
    await advance(2000);
    const alert = screen.getByRole('alert');
    expect(creates).toBe(2);
    expect(errors).toEqual(['network_error']);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByText('9012345678');
    const keys = new Set(
      service.calls
        .filter((c) => c.path === '/v1/onramp/orders')
        .map((c) => c.headers.get('idempotency-key')),
    );
    expect(creates).toBe(3);
    expect(keys.size).toBe(1);
  });

  it('says the service is slow after 5 s of waiting for the order, and the answer ends it', async () => {
    const advance = fakeTime();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    let creates = 0;
    const service = fakeService((call) => {
      if (call.path === '/v1/quotes') return ok(quote(), 201);
      // The first attempt stalls until the client gives it up (10 s); its retry is answered.
      if (call.path === '/v1/onramp/orders')
        return ++creates === 1 ? stalled(call) : ok(onrampOrder('awaiting_payment'), 201);
      if (call.path === '/v1/orders/ord_1') return ok(onrampOrder('awaiting_payment'));
      return undefined;
    });
    renderCheckout({ fetchImpl: service.fetchImpl });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and continue' }));
    await advance(4_900);
    expect(screen.queryByTestId('slow')).toBeNull();
    await advance(100);
    const slow = screen.getByTestId('slow');
    expect(slow.getAttribute('role')).toBe('status');
    expect(slow.textContent).toBe(
      'The payment service is slow to answer. Keep this page open: we are still waiting.',
    );
    // Busy, and still focusable: aria-disabled, not disabled, which would drop a keyboard's focus to the page.
    const creating = screen.getByRole('button', { name: 'Creating your order…' }) as HTMLButtonElement;
    expect([creating.disabled, creating.getAttribute('aria-disabled')]).toEqual([false, 'true']);
    await advance(5_100);
    await screen.findByText('9012345678');
    expect(creates).toBe(2);
    expect(screen.queryByTestId('slow')).toBeNull();
    vi.restoreAllMocks();
  });

  it('shows the expired quote with a refresh that makes the change visible', async () => {
    const advance = fakeTime();
    const service = fakeService((call) => {
      // The real two-minute lifetime, on the fake clock.
      if (call.path === '/v1/quotes') return ok(quote(), 201);
      if (call.path === '/v1/quotes/q_1/refresh')
        return ok(quote({ rate: '1610.00', destination_amount: '12.42' }));
      return undefined;
    });
    renderCheckout({ fetchImpl: service.fetchImpl });
    await screen.findByRole('button', { name: 'Confirm and continue' });
    await advance(119_000);
    expect(screen.queryByRole('button', { name: 'Refresh quote' })).toBeNull();
    await advance(2000);
    const refresh = screen.getByRole('button', { name: 'Refresh quote' });
    expect(screen.getByText('Quote expired')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm and continue' })).toBeNull();
    fireEvent.click(refresh);
    expect((await screen.findByTestId('quote-notice')).textContent).toBe('Price refreshed.');
    expect(screen.getByText('12.42 USDT')).toBeTruthy();
    expect(screen.getByText(/was 12\.50 USDT/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm and continue' })).toBeTruthy();
  });

  it('shows the expired order screen with a way to start again', async () => {
    const service = fakeService((call) => {
      if (call.path === '/v1/quotes') return ok(quote(), 201);
      if (call.path === '/v1/onramp/orders') return ok(onrampOrder('awaiting_payment'), 201);
      if (call.path === '/v1/orders/ord_1') return ok(onrampOrder('expired'));
      return undefined;
    });
    renderCheckout({ fetchImpl: service.fetchImpl });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and continue' }));
    await screen.findByText('Time to pay has run out', { selector: '.pulse-step-title' });
    // The quote's "Refresh to get a new one" copy would promise what an expired order cannot do.
    expect(screen.queryByText(/Quote expired/)).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Start again' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and continue' }));
    await screen.findByText('9012345678');
    expect(service.paths().filter((p) => p === 'POST /v1/quotes')).toHaveLength(2);
    // The service refuses a reference twice, so the second order's reference is suffixed.
    const references = service.calls
      .filter((c) => c.path === '/v1/onramp/orders')
      .map((c) => (c.body as { reference: string }).reference);
    expect(references).toEqual(['ref-1', 'ref-1-2']);
  });

  it('shows the pair and network from the request when the service leaves them out of the quote', async () => {
    const bare = quote();
    delete bare.source_currency;
    delete bare.destination_currency;
    delete bare.network;
    const service = fakeService((call) => (call.path === '/v1/quotes' ? ok(bare, 201) : undefined));
    renderCheckout({ fetchImpl: service.fetchImpl });
    await screen.findByRole('button', { name: 'Confirm and continue' });
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('₦20,000.00');
    expect(dialog.textContent).toContain('1 USDT = ₦1,600.00');
    expect(dialog.textContent).toContain('NetworkBase');
    expect(dialog.textContent).not.toContain('undefined');
  });

  it('pauses polling while the tab is hidden', async () => {
    const advance = fakeTime();
    const service = fakeService((call) => {
      if (call.path === '/v1/quotes') return ok(quote(), 201);
      if (call.path === '/v1/onramp/orders') return ok(onrampOrder('awaiting_payment'), 201);
      if (call.path === '/v1/orders/ord_1') return ok(onrampOrder('awaiting_payment'));
      return undefined;
    });
    renderCheckout({ fetchImpl: service.fetchImpl });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and continue' }));
    const reads = () => service.calls.filter((c: Call) => c.path === '/v1/orders/ord_1').length;
    await waitFor(() => expect(reads()).toBeGreaterThan(0));
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await advance(150);
    const whileHidden = reads();
    await advance(1000);
    expect(reads()).toBe(whileHidden);
    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(reads()).toBeGreaterThan(whileHidden));
    visibility.mockRestore();
  });
});

describe('<Checkout> order polling', () => {
  it('keeps one status read in flight while the service is slower than several poll periods', async () => {
    const advance = fakeTime();
    const releases: (() => void)[] = [];
    const service = fakeService((call) => {
      if (call.path === '/v1/quotes') return ok(quote(), 201);
      if (call.path === '/v1/onramp/orders') return ok(onrampOrder('awaiting_payment'), 201);
      if (call.path === '/v1/orders/ord_1')
        return new Promise<Response>((resolve) =>
          releases.push(() => resolve(ok(onrampOrder('awaiting_payment')))),
        );
      return undefined;
    });
    renderCheckout({ fetchImpl: service.fetchImpl, pollMs: 100 });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and continue' }));
    await screen.findByText('9012345678');
    const reads = () => service.calls.filter((c) => c.path === '/v1/orders/ord_1').length;
    await advance(100);
    expect(reads()).toBe(1);
    // Ten poll periods pass, and the tab comes back into view (which polls at once), while the read hangs.
    await advance(1000);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    visibility.mockRestore();
    await advance(500);
    expect(reads()).toBe(1);
    // Once it answers, the next read follows a period later.
    await act(async () => releases[0]?.());
    await advance(100);
    expect(reads()).toBe(2);
  });

  it('a read of the order that gets no answer for 8 s tells the customer and the merchant, and the next answer clears it', async () => {
    const advance = fakeTime();
    let stalling = true;
    const service = fakeService((call) => {
      if (call.path === '/v1/quotes') return ok(quote(), 201);
      if (call.path === '/v1/onramp/orders') return ok(onrampOrder('awaiting_payment'), 201);
      if (call.path === '/v1/orders/ord_1') return stalling ? stalled(call) : ok(onrampOrder('processing'));
      return undefined;
    });
    const errors: string[] = [];
    renderCheckout({ fetchImpl: service.fetchImpl, onError: (code) => errors.push(code) });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and continue' }));
    await screen.findByText('9012345678');
    // The customer pays and waits; the network stalls on the first read, made as the instructions show.
    await advance(7_900);
    expect(screen.queryByRole('alert')).toBeNull();
    await advance(200);
    expect(screen.getByRole('alert').textContent).toMatch(
      /If you have paid, your money is safe: we keep trying/,
    );
    expect(errors).toEqual(['timeout']);
    stalling = false;
    await advance(25_000);
    await screen.findByTestId('payment-detected');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the notice after two failed polls and keeps reading under it, backing off, until an answer', async () => {
    const advance = fakeTime();
    let down = true;
    const service = fakeService((call) => {
      if (call.path === '/v1/quotes') return ok(quote(), 201);
      if (call.path === '/v1/onramp/orders') return ok(onrampOrder('awaiting_payment'), 201);
      if (call.path === '/v1/orders/ord_1') {
        if (down) throw new TypeError('Failed to fetch');
        return ok(onrampOrder('processing'));
      }
      return undefined;
    });
    const errors: string[] = [];
    renderCheckout({ fetchImpl: service.fetchImpl, pollMs: 100, onError: (code) => errors.push(code) });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and continue' }));
    await screen.findByText('9012345678');
    const reads = () => service.calls.filter((c) => c.path === '/v1/orders/ord_1').length;
    // Each poll is one request (no retries of the client's own: the poller backs off and reads again); one
    // failed read is not told, the second is (no jitter here: the read after a failure waits half of
    // 2 × pollMs).
    vi.spyOn(Math, 'random').mockReturnValue(0);
    await advance(150);
    expect(reads()).toBe(1);
    expect(screen.queryByRole('alert')).toBeNull();
    await advance(5000);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toMatch(/If you have paid, your money is safe: we keep trying/);
    expect(reads()).toBeGreaterThanOrEqual(2);
    const shown = reads();
    await advance(5000);
    const later = reads();
    // Still reading under the notice, and less often than the 100 ms interval (backoff).
    expect(later).toBeGreaterThan(shown);
    expect(later - shown).toBeLessThan(3 * (5000 / 100));
    // One report to the merchant for the outage, not one per read.
    expect(errors).toEqual(['network_error']);
    down = false;
    await advance(25_000);
    await screen.findByTestId('payment-detected');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Check now reads at once, and so does coming back online after the offline notice', async () => {
    const advance = fakeTime();
    // No jitter in the client's own retries: each failed read ends within the same tick.
    vi.spyOn(Math, 'random').mockReturnValue(0);
    let down = true;
    const service = fakeService((call) => {
      if (call.path === '/v1/quotes') return ok(quote(), 201);
      if (call.path === '/v1/onramp/orders') return ok(onrampOrder('awaiting_payment'), 201);
      if (call.path === '/v1/orders/ord_1') {
        if (down) throw new TypeError('Failed to fetch');
        return ok(onrampOrder('processing'));
      }
      return undefined;
    });
    renderCheckout({ fetchImpl: service.fetchImpl, pollMs: 100 });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and continue' }));
    await screen.findByText('9012345678');
    const reads = () => service.calls.filter((c) => c.path === '/v1/orders/ord_1').length;
    await advance(5000);
    const before = reads();
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Check now' }));
    await advance(50);
    // A read at once, failing.
    expect(reads()).toBeGreaterThanOrEqual(before + 1);
    await advance(5000);

    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByTestId('offline').textContent).toBe(
      "You're offline. If you've already paid, your payment is safe; this page updates when you're back online.",
    );
    expect(screen.queryByTestId('watching')).toBeNull();
    await advance(5000);
    down = false;
    online.mockReturnValue(true);
    const atReturn = reads();
    act(() => void window.dispatchEvent(new Event('online')));
    await advance(50);
    expect(reads()).toBeGreaterThan(atReturn);
    await screen.findByTestId('payment-detected');
    expect(screen.queryByTestId('offline')).toBeNull();
    online.mockRestore();
    vi.restoreAllMocks();
  });
});

describe('<Checkout> auth and props', () => {
  it('refuses a live secret key in the browser without calling anything', async () => {
    const service = onrampService();
    const errors: [string, string][] = [];
    renderCheckout({
      auth: ClientAuth.apiKey('sk_live_abcdefgh12345678'),
      fetchImpl: service.fetchImpl,
      onError: (code, message) => errors.push([code, message]),
    });
    // The customer reads a sentence; the code and the developer's message go to onError.
    expect((await screen.findByRole('alert')).textContent).toMatch(/contact the merchant/);
    expect(screen.getByRole('alert').textContent).not.toMatch(/sk_|key|api_key/i);
    await waitFor(() => expect(errors.map((e) => e[0])).toEqual(['api_key_in_browser']));
    expect(errors[0]?.[1]).toMatch(/live secret key/);
    expect(service.calls).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('refuses a session token with invalid_options: sessions are for <Embed>', async () => {
    const service = onrampService();
    const errors: string[] = [];
    renderCheckout({
      auth: ClientAuth.session('cs_test_abcdefgh12345678'),
      fetchImpl: service.fetchImpl,
      onError: (code) => errors.push(code),
    });
    expect((await screen.findByRole('alert')).textContent).toMatch(/contact the merchant/);
    await waitFor(() => expect(errors).toEqual(['invalid_options']));
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(service.calls).toEqual([]);
  });

  it('sends a test secret key directly, with a development warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const service = onrampService();
    renderCheckout({ auth: ClientAuth.apiKey('sk_test_abcdefgh12345678'), fetchImpl: service.fetchImpl });
    await screen.findByText('₦20,000.00');
    expect(service.calls[0]?.headers.get('x-api-key')).toBe('sk_test_abcdefgh12345678');
    expect(warn.mock.calls.some((args) => String(args[0]).includes('test secret key'))).toBe(true);
    warn.mockRestore();
  });

  it('names the bad field of an invalid request to onError', async () => {
    const service = onrampService();
    const errors: string[] = [];
    const messages: string[] = [];
    renderCheckout({
      fetchImpl: service.fetchImpl,
      request: {
        ...onramp,
        quote: {
          source_currency: 'NGN',
          destination_currency: 'USDT',
          network: 'BASE',
          source_amount: '1,000',
        },
      },
      onError: (code, message) => {
        errors.push(code);
        messages.push(message);
      },
    });
    expect((await screen.findByRole('alert')).textContent).not.toMatch(/request\.quote/);
    await waitFor(() => expect(errors).toEqual(['invalid_options']));
    expect(messages[0]).toMatch(/^request\.quote\.source_amount "1,000" must be a positive decimal string/);
    expect(service.calls).toEqual([]);
  });

  it('refuses an invalid theme, naming the key to onError', async () => {
    const service = onrampService();
    const messages: string[] = [];
    renderCheckout({
      fetchImpl: service.fetchImpl,
      theme: { primaryColor: 'red;}body{display:none' },
      onError: (_code, message) => messages.push(message),
    });
    expect((await screen.findByRole('alert')).textContent).toMatch(/contact the merchant/);
    await waitFor(() => expect(messages[0]).toMatch(/theme\.primaryColor/));
  });

  it('applies the theme as --pulse-* variables and string overrides as text', async () => {
    const service = onrampService();
    renderCheckout({
      fetchImpl: service.fetchImpl,
      theme: { primaryColor: '#0a7d33', borderRadius: '4px', mode: 'light' },
      strings: { title: '<b>Buy USDT</b>' },
    });
    const dialog = await screen.findByRole('dialog');
    const root = dialog.parentElement as HTMLElement;
    expect(root.style.getPropertyValue('--pulse-primary')).toBe('#0a7d33');
    expect(root.style.getPropertyValue('--pulse-radius')).toBe('4px');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('<b>Buy USDT</b>');
    expect(dialog.querySelector('b')).toBeNull();
  });
});

describe('<Checkout> keyboard and focus', () => {
  it('closes on Escape and the close button only when onClose is given', async () => {
    const service = onrampService();
    const onClose = vi.fn();
    const view = renderCheckout({ fetchImpl: service.fetchImpl });
    const dialog = await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    view.rerender(
      <Checkout
        auth={auth}
        baseUrl={base}
        request={onramp}
        fetchImpl={service.fetchImpl}
        onClose={onClose}
      />,
    );
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('hears Escape and Tab on the document when focus has left the dialog (a backdrop click)', async () => {
    const service = onrampService();
    const onClose = vi.fn();
    renderCheckout({ fetchImpl: service.fetchImpl, onClose });
    const dialog = await screen.findByRole('dialog');
    await screen.findByRole('button', { name: 'Confirm and continue' });
    const backdrop = dialog.parentElement as HTMLElement;
    fireEvent.mouseDown(backdrop);
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    // jsdom has no native Tab movement, so focus is still outside after the key: the trap brings it in.
    fireEvent.keyDown(document.body, { key: 'Tab' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' })));
    (document.activeElement as HTMLElement).blur();
    fireEvent.keyDown(document.body, { key: 'Tab', shiftKey: true });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirm and continue' })),
    );
    (document.activeElement as HTMLElement).blur();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does nothing on Escape from outside the dialog without onClose', async () => {
    const service = onrampService();
    renderCheckout({ fetchImpl: service.fetchImpl });
    await screen.findByRole('button', { name: 'Confirm and continue' });
    (document.activeElement as HTMLElement).blur();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    // Tab still comes back in: the only control is Confirm.
    fireEvent.keyDown(document.body, { key: 'Tab' });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirm and continue' })),
    );
  });

  it('traps Tab, makes the page inert, locks scroll, and restores focus on close', async () => {
    const service = onrampService();
    const outside = document.createElement('button');
    outside.textContent = 'Buy';
    document.body.append(outside);
    outside.focus();
    const { container } = render(<div />);
    const view = render(
      <Checkout
        auth={auth}
        baseUrl={base}
        request={onramp}
        fetchImpl={service.fetchImpl}
        onClose={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    await screen.findByRole('button', { name: 'Confirm and continue' });
    expect(outside.inert).toBe(true);
    expect((container as HTMLElement).inert).toBe(true);
    expect(document.documentElement.style.overflow).toBe('hidden');
    const close = screen.getByRole('button', { name: 'Close' });
    const confirm = screen.getByRole('button', { name: 'Confirm and continue' });
    confirm.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);
    view.rerender(<Checkout auth={auth} baseUrl={base} request={null} fetchImpl={service.fetchImpl} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(outside.inert).toBe(false);
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.activeElement).toBe(outside);
  });
});

describe('<Checkout> offramp', () => {
  const banks = [
    { name: 'Access Bank', code: '044' },
    { name: 'Guaranty Trust Bank', code: '058' },
    { name: 'Sandbox Microfinance Bank', code: '999' },
  ];

  function offrampService() {
    return fakeService((call) => {
      if (call.path === '/v1/banks') return ok(banks);
      if (call.path === '/v1/banks/resolve')
        return ok({
          account_number: '0123456789',
          account_name: 'ADA LOVELACE',
          bank_code: '058',
          bank_name: 'Guaranty Trust Bank',
        });
      if (call.path === '/v1/quotes')
        return ok(
          quote({
            id: 'q_2',
            source_currency: 'USDT',
            destination_currency: 'NGN',
            source_amount: '25',
            destination_amount: '39750',
            rate: '1590.00',
          }),
          201,
        );
      if (call.path === '/v1/offramp/orders') return ok(offrampOrder('awaiting_payment'), 201);
      if (call.path === '/v1/orders/ord_2') return ok(offrampOrder('awaiting_payment'));
      return undefined;
    });
  }

  it('picks a bank by keyboard, resolves the account, has the name confirmed, then quotes and shows the deposit', async () => {
    const service = offrampService();
    renderCheckout({ fetchImpl: service.fetchImpl, request: offramp });
    const picker = await screen.findByRole('combobox', { name: 'Bank' });
    fireEvent.change(picker, { target: { value: 'trust' } });
    expect(picker.getAttribute('aria-expanded')).toBe('true');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Guaranty Trust Bank']);
    fireEvent.keyDown(picker, { key: 'Enter' });
    expect((picker as HTMLInputElement).value).toBe('Guaranty Trust Bank');
    expect(picker.getAttribute('aria-expanded')).toBe('false');
    const verify = screen.getByRole('button', { name: 'Verify account' }) as HTMLButtonElement;
    expect(verify.disabled).toBe(true);
    const number = screen.getByLabelText('Account number (10 digits)') as HTMLInputElement;
    // Pasted with a bank app's spaces: the ten digits. An eleventh typed into the full number is refused, as
    // a maxLength would refuse it, rather than pushing the last digit out.
    fireEvent.change(number, { target: { value: '0123 456 789' } });
    expect(number.value).toBe('0123456789');
    fireEvent.change(number, { target: { value: '01234556789' } });
    expect(number.value).toBe('0123456789');
    fireEvent.change(number, { target: { value: '01234567' } });
    fireEvent.change(number, { target: { value: '01234567-89' } });
    expect(number.value).toBe('0123456789');
    fireEvent.click(verify);
    expect((await screen.findByTestId('resolved-name')).textContent).toBe('ADA LOVELACE');
    expect(service.paths()).not.toContain('POST /v1/quotes');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, this is my account' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and continue' }));
    expect(await screen.findByText(wholeValue('0xabc0000000000000000000000000000000000def'))).toBeTruthy();
    expect(
      screen.getByText(
        'Send only USDT on the Base network. Funds sent on any other network may not reach this order and can be lost.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('25 USDT')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code of the Base deposit address' })).toBeTruthy();
    const create = service.calls.find((c) => c.path === '/v1/offramp/orders');
    expect(create?.body).toEqual({
      reference: 'ref-2',
      quote_id: 'q_2',
      beneficiary: {
        name: 'Ada',
        email: 'ada@example.com',
        bank_account: { bank_code: '058', account_number: '0123456789' },
      },
    });
  });

  it('says where the customer pays what they receive and how long that price holds, then that a later payment is credited at the rate then', async () => {
    const advance = fakeTime();
    const service = offrampService();
    // Reads every 20 s, not every 100 ms: the two minutes jumped over below are six reads, not 1,200 (each a
    // render), which on a loaded machine took longer than the test may.
    renderCheckout({ fetchImpl: service.fetchImpl, request: offramp, pollMs: 20_000 });
    const picker = await screen.findByRole('combobox', { name: 'Bank' });
    fireEvent.change(picker, { target: { value: 'trust' } });
    fireEvent.keyDown(picker, { key: 'Enter' });
    fireEvent.change(screen.getByLabelText('Account number (10 digits)'), {
      target: { value: '0123456789' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Verify account' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, this is my account' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and continue' }));
    const held = await screen.findByTestId('held');
    expect(held.textContent).toMatch(/^You receive ₦39,750\.00 · Price held for (2:00|1:5\d)$/);
    expect(screen.queryByTestId('late-credit')).toBeNull();
    await advance(120_000);
    expect(screen.queryByTestId('held')).toBeNull();
    expect(screen.getByTestId('late-credit').textContent).toBe(
      'A payment that arrives after the price hold but before time runs out is still credited, at the rate when it arrives.',
    );
  });

  it('moves through options with the arrow keys and closes the list (not the dialog) on Escape', async () => {
    const service = offrampService();
    const onClose = vi.fn();
    renderCheckout({ fetchImpl: service.fetchImpl, request: offramp, onClose });
    const picker = await screen.findByRole('combobox', { name: 'Bank' });
    fireEvent.focus(picker);
    fireEvent.keyDown(picker, { key: 'ArrowDown' });
    const shown = () =>
      document.getElementById(picker.getAttribute('aria-activedescendant') ?? '')?.textContent;
    // Popular banks first (GTBank, then Access), then the rest by name.
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Guaranty Trust Bank',
      'Access Bank',
      'Sandbox Microfinance Bank',
    ]);
    expect(shown()).toBe('Access Bank');
    fireEvent.keyDown(picker, { key: 'ArrowUp' });
    expect(shown()).toBe('Guaranty Trust Bank');
    fireEvent.keyDown(picker, { key: 'ArrowUp' });
    expect(shown()).toBe('Sandbox Microfinance Bank');
    fireEvent.keyDown(picker, { key: 'Escape' });
    expect(picker.getAttribute('aria-expanded')).toBe('false');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a refused account without a retry, and retries a bank that did not answer', async () => {
    const advance = fakeTime();
    let answers = 0;
    const service = fakeService((call) => {
      if (call.path === '/v1/banks') return ok(banks);
      if (call.path === '/v1/banks/resolve') {
        answers += 1;
        if (answers === 1)
          return fail(400, 'account_not_found', 'No account 0000000000 at Guaranty Trust Bank.');
        if (answers <= 3) return fail(503, 'bank_unavailable', 'The bank did not answer.');
        return ok({
          account_number: '0123456789',
          account_name: 'ADA LOVELACE',
          bank_code: '058',
          bank_name: 'Guaranty Trust Bank',
        });
      }
      return undefined;
    });
    const errors: string[] = [];
    renderCheckout({ fetchImpl: service.fetchImpl, request: offramp, onError: (code) => errors.push(code) });
    const picker = await screen.findByRole('combobox', { name: 'Bank' });
    fireEvent.change(picker, { target: { value: 'trust' } });
    fireEvent.keyDown(picker, { key: 'Enter' });
    const number = screen.getByLabelText('Account number (10 digits)');
    fireEvent.change(number, { target: { value: '0000000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify account' }));
    // A refused number is the field's own error, tied to it and announced with it.
    await waitFor(() => expect(number.getAttribute('aria-invalid')).toBe('true'));
    const note = document.getElementById(number.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe(
      'The bank found no account with this number. Check the number and the bank.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    fireEvent.change(number, { target: { value: '0123456789' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify account' }));
    // The client retries a 503 once by itself, then offers the button.
    await advance(2000);
    expect(answers).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('resolved-name')).textContent).toBe('ADA LOVELACE');
    expect(errors).toEqual(['account_not_found', 'bank_unavailable']);
  });

  it('lets the customer reject the resolved name and change the account', async () => {
    const service = offrampService();
    renderCheckout({
      fetchImpl: service.fetchImpl,
      request: {
        ...offramp,
        beneficiary: {
          ...offramp.beneficiary,
          bank_account: { bank_code: '058', account_number: '0123456789' },
        },
      },
    });
    expect((await screen.findByTestId('resolved-name')).textContent).toBe('ADA LOVELACE');
    fireEvent.click(screen.getByRole('button', { name: 'Change account' }));
    expect(((await screen.findByRole('combobox', { name: 'Bank' })) as HTMLInputElement).value).toBe(
      'Guaranty Trust Bank',
    );
    expect((screen.getByLabelText('Account number (10 digits)') as HTMLInputElement).value).toBe(
      '0123456789',
    );
  });
});
