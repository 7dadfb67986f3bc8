/** What the paying customer sees on each screen: instructions, receipts, leaving, resuming, copy, banks. */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_TOKENS, type Order } from '@pulse/core/internal';
import { indexBanks, searchBanks } from '../src/checkout/bankSearch.js';
import { requestPrint } from '../src/checkout/resume.js';
import { Checkout } from '../src/index.js';
import { fail, fakeService, offrampOrder, ok, onrampOrder, quote } from './fakeService.js';
import { auth, base, fakeTime, renderCheckout, wholeValue } from './harness.js';
import { offramp, onramp } from './request.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  sessionStorage.clear();
  vi.useRealTimers();
});

/** An onramp service whose order reads return `status()` at the time of the read. */
function onrampService(status: () => string) {
  return fakeService((call) => {
    if (call.path === '/v1/quotes') return ok(quote(), 201);
    if (call.path === '/v1/onramp/orders') return ok(onrampOrder('awaiting_payment'), 201);
    if (call.path === '/v1/orders/ord_1') return ok(onrampOrder(status()));
    return undefined;
  });
}

/**
 * An offramp service whose bank resolves the pre-filled account to `accountName` and whose order is `order`,
 * with the request that pre-fills that account.
 */
function offrampService(order: Order, accountName: string, network: Order['source']['network'] = 'BASE') {
  const service = fakeService((call) => {
    if (call.path === '/v1/banks') return ok([{ name: 'Guaranty Trust Bank', code: '058' }]);
    if (call.path === '/v1/banks/resolve')
      return ok({
        account_number: '0123456789',
        account_name: accountName,
        bank_code: '058',
        bank_name: 'Guaranty Trust Bank',
      });
    if (call.path === '/v1/quotes')
      return ok(
        quote({ source_currency: 'USDT', destination_currency: 'NGN', source_amount: '25', network }),
        201,
      );
    if (call.path === '/v1/offramp/orders') return ok(order, 201);
    if (call.path === '/v1/orders/ord_2') return ok(order);
    return undefined;
  });
  const request = {
    ...offramp,
    beneficiary: {
      ...offramp.beneficiary,
      bank_account: { bank_code: '058', account_number: '0123456789' },
    },
  };
  return { service, request };
}

describe('funding screen', () => {
  it('drops the instructions, copy buttons and countdown once the payment is detected, keeping focus in the dialog', async () => {
    const advance = fakeTime();
    let status = 'awaiting_payment';
    const service = onrampService(() => status);
    renderCheckout({ fetchImpl: service.fetchImpl });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and continue' }));
    await screen.findByText('9012345678');
    expect(screen.getByText('Transfer exactly this amount to the account below')).toBeTruthy();
    expect(screen.getByTestId('fund-countdown').textContent).toMatch(/Pay within \d+:\d\d/);
    expect(screen.getByTestId('watching').textContent).toMatch(/Watching for your payment/);
    const copy = screen.getByRole('button', { name: 'Copy Account number' });
    copy.focus();
    status = 'processing';
    await advance(300);
    await screen.findByTestId('payment-detected');
    expect(screen.queryByText(/Transfer exactly/)).toBeNull();
    expect(screen.queryByText('9012345678')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy Account number' })).toBeNull();
    expect(screen.queryByTestId('fund-countdown')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Status: Payment received, processing');
    // The focused copy button went away: focus is on the screen that replaced it, not on the page.
    expect(document.activeElement?.textContent).toBe('Payment received');
    const tracker = screen.getByRole('list', { name: 'Status' });
    expect(
      within(tracker)
        .getByText(/Payment received$/)
        .getAttribute('aria-current'),
    ).toBe('step');
    // Finished steps in the past tense; the step to come is not named as if it had happened.
    expect([...tracker.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '✓ Order created',
      '✓ Payment received',
      'Completion',
    ]);
  });

  it('shows the offramp deposit with human network names, the fee warning, and no danger tone', async () => {
    const { service, request } = offrampService(offrampOrder('awaiting_payment'), 'ADA LOVELACE');
    renderCheckout({ fetchImpl: service.fetchImpl, request });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Sell USDT');
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, this is my account' }));
    // The review names the receiving account.
    const review = await screen.findByTestId('review-destination');
    expect(review.textContent).toContain('ADA LOVELACE');
    expect(review.textContent).toContain('Guaranty Trust Bank0123456789');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    await screen.findByText(wholeValue('0xabc0000000000000000000000000000000000def'));
    expect(screen.getByText(/withdrawal fee must not come off the amount/)).toBeTruthy();
    for (const warning of document.querySelectorAll('.pulse-warning')) {
      expect(warning.classList.contains('pulse-error')).toBe(false);
    }
    expect(screen.getByText('Base')).toBeTruthy();
  });

  it('names a network one way on every screen: with the label exchanges list it by ("Polygon (PoS)")', async () => {
    const polygon = offrampOrder('awaiting_payment');
    polygon.source.network = 'POLYGON';
    if (polygon.type === 'offramp') polygon.funding_account.network = 'POLYGON';
    const { service, request } = offrampService(polygon, 'ADA LOVELACE', 'POLYGON');
    renderCheckout({
      fetchImpl: service.fetchImpl,
      request: { ...request, quote: { ...request.quote, network: 'POLYGON' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, this is my account' }));
    await screen.findByTestId('review-destination');
    const mentions = () =>
      (screen.getByRole('dialog').textContent ?? '').match(/Polygon(?: \(PoS\))?/g) ?? [];
    expect(mentions()).toEqual(['Polygon (PoS)']);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    await screen.findByText(wholeValue('0xabc0000000000000000000000000000000000def'));
    // The warning, the address's label and the network row; and the QR's name for screen readers.
    expect(mentions()).toEqual(['Polygon (PoS)', 'Polygon (PoS)', 'Polygon (PoS)']);
    for (const qr of document.querySelectorAll('[data-testid="deposit-qr"] [aria-label]')) {
      expect(qr.getAttribute('aria-label')).not.toMatch(/Polygon(?! \(PoS\))/);
    }
  });
});

describe('review and receipt', () => {
  it('reviews the destination wallet, then ends on a receipt with a Done button even without onClose', async () => {
    const advance = fakeTime();
    let status = 'awaiting_payment';
    const service = onrampService(() => status);
    renderCheckout({ fetchImpl: service.fetchImpl });
    const review = await screen.findByTestId('review-destination');
    expect(review.textContent).toContain(onramp.destination.address);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    await screen.findByText('9012345678');
    status = 'completed';
    await advance(300);
    const receipt = await screen.findByTestId('receipt');
    expect(receipt.textContent).toContain('You paid₦20,000.00');
    expect(receipt.textContent).toContain('Delivered12.5 USDT');
    expect(receipt.textContent).toContain('NetworkBase');
    expect(receipt.textContent).toContain('Order numberord_1');
    expect(within(receipt).getByRole('button', { name: 'Copy Order number' })).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Payment received');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows an order number in its own dash-separated groups, as the embed does', async () => {
    const id = '6400d9d5-cd99-4c0d-8db6-e59f4c2a7b10';
    const service = fakeService((call) => {
      if (call.path === '/v1/quotes') return ok(quote(), 201);
      if (call.path === '/v1/onramp/orders') return ok(onrampOrder('awaiting_payment', { id }), 201);
      if (call.path === `/v1/orders/${id}`) return ok(onrampOrder('completed', { id }));
      return undefined;
    });
    renderCheckout({ fetchImpl: service.fetchImpl });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and continue' }));
    const receipt = await screen.findByTestId('receipt');
    const shown = within(receipt).getByText(wholeValue(id));
    expect([...shown.querySelectorAll('.pulse-group')].map((g) => g.textContent)).toEqual([
      '6400d9d5-',
      'cd99-',
      '4c0d-',
      '8db6-',
      'e59f4c2a7b10',
    ]);
  });

  it('on an expired order keeps the account and order id for money already sent', async () => {
    const service = onrampService(() => 'expired');
    renderCheckout({ fetchImpl: service.fetchImpl });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and continue' }));
    await screen.findByText('Time to pay has run out', { selector: 'h3' });
    // No refund promised for an order's account (the service promises none): the merchant, with the number.
    expect(screen.getByTestId('expired-sent').textContent).toBe(
      'Already sent money? A payment that arrives after the order expired does not complete it. Contact the merchant with the order number below to get it back.',
    );
    expect(screen.getByRole('button', { name: 'Copy Order number' })).toBeTruthy();
    expect(screen.getByText('9012345678')).toBeTruthy();
    // The account only to read back where money went: no Copy that would invite paying into an ended order.
    expect(
      screen.getAllByRole('button', { name: /^Copy / }).map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Copy Order number']);
  });
});

describe('a failed order', () => {
  it('shows the order number its sentence asks the customer to quote', async () => {
    const service = onrampService(() => 'failed');
    renderCheckout({ fetchImpl: service.fetchImpl });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and continue' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('contact the merchant with the order number to get it back');
    const field = await screen.findByTestId('failed-order');
    expect(within(field).getByRole('button', { name: 'Copy Order number' })).toBeTruthy();
    expect(field.querySelector('.pulse-value')!.textContent).toBe('ord_1');
  });
});

describe('closing and reopening', () => {
  it('asks before closing while the customer may be paying; Keep paying stays, Leave closes', async () => {
    const service = onrampService(() => 'awaiting_payment');
    const onClose = vi.fn();
    renderCheckout({ fetchImpl: service.fetchImpl, onClose });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and continue' }));
    await screen.findByText('9012345678');
    fireEvent.keyDown(document, { key: 'Escape' });
    const confirm = await screen.findByTestId('leave-confirm');
    expect(onClose).not.toHaveBeenCalled();
    expect(confirm.textContent).toContain('ord_1');
    expect(document.activeElement?.textContent).toBe('Leave checkout?');
    fireEvent.click(screen.getByRole('button', { name: 'Keep paying' }));
    expect(await screen.findByText('9012345678')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a payment that lands while "Leave checkout?" is up shows its receipt, not the question', async () => {
    let status = 'awaiting_payment';
    const service = onrampService(() => status);
    const onClose = vi.fn();
    const onSuccess = vi.fn();
    renderCheckout({ fetchImpl: service.fetchImpl, onClose, onSuccess });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and continue' }));
    await screen.findByText('9012345678');
    fireEvent.keyDown(document, { key: 'Escape' });
    await screen.findByTestId('leave-confirm');
    status = 'completed';
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByTestId('leave-confirm')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Keep paying' })).toBeNull();
    // Closing now closes: there is nothing left to pay.
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('"Leave checkout?" asked before an order expired does not come back over the next order', async () => {
    let status = 'awaiting_payment';
    const service = onrampService(() => status);
    renderCheckout({ fetchImpl: service.fetchImpl, onClose: vi.fn() });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and continue' }));
    await screen.findByText('9012345678');
    fireEvent.keyDown(document, { key: 'Escape' });
    await screen.findByTestId('leave-confirm');
    status = 'expired';
    fireEvent.click(await screen.findByRole('button', { name: 'Start again' }, { timeout: 3000 }));
    status = 'awaiting_payment';
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and continue' }));
    await screen.findByText('9012345678');
    expect(screen.queryByTestId('leave-confirm')).toBeNull();
  });

  it('onSuccess is called once per order, also when a reopened checkout shows it completed again', async () => {
    let status = 'awaiting_payment';
    const service = onrampService(() => status);
    const onSuccess = vi.fn();
    const view = renderCheckout({ fetchImpl: service.fetchImpl, onSuccess });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and continue' }));
    await screen.findByText('9012345678');
    status = 'completed';
    await screen.findByTestId('receipt');
    expect(onSuccess.mock.calls).toEqual([['ord_1']]);
    for (let i = 0; i < 2; i++) {
      view.rerender(<Checkout auth={auth} baseUrl={base} request={null} fetchImpl={service.fetchImpl} />);
      view.rerender(
        <Checkout
          auth={auth}
          baseUrl={base}
          request={onramp}
          fetchImpl={service.fetchImpl}
          onSuccess={onSuccess}
        />,
      );
      await screen.findByTestId('receipt');
    }
    expect(onSuccess.mock.calls).toEqual([['ord_1']]);
  });

  it('reopening the same request shows the order it already made, without a new quote or order', async () => {
    const service = onrampService(() => 'awaiting_payment');
    const view = renderCheckout({ fetchImpl: service.fetchImpl });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and continue' }));
    await screen.findByText('9012345678');
    view.rerender(<Checkout auth={auth} baseUrl={base} request={null} fetchImpl={service.fetchImpl} />);
    const before = service.calls.length;
    view.rerender(<Checkout auth={auth} baseUrl={base} request={onramp} fetchImpl={service.fetchImpl} />);
    expect(await screen.findByText('9012345678')).toBeTruthy();
    expect(screen.getByTestId('resumed')).toBeTruthy();
    expect(service.paths().slice(before)).toEqual(['GET /v1/orders/ord_1']);
  });

  it('on 409 duplicate_reference an order for another amount (another tab, a changed cart) is refused, not resumed', async () => {
    const service = fakeService((call) => {
      if (call.path === '/v1/quotes') return ok(quote(), 201);
      if (call.path === '/v1/onramp/orders')
        return fail(409, 'duplicate_reference', 'An order with reference "ref-1" already exists.');
      if (call.path === '/v1/orders') return ok([{ id: 'ord_1', status: 'awaiting_payment' }]);
      if (call.path === '/v1/orders/ord_1')
        return ok(onrampOrder('awaiting_payment', { source: { currency: 'NGN', amount: '80000.00' } }));
      return undefined;
    });
    const errors: string[] = [];
    renderCheckout({
      fetchImpl: service.fetchImpl,
      onError: (code, message) => errors.push(`${code}: ${message}`),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and continue' }));
    await screen.findByText('This checkout cannot start right now. Please contact the merchant.');
    expect(errors).toEqual([
      'invalid_options: request.reference "ref-1" has order ord_1 with another amount: give a changed cart a new reference.',
    ]);
    expect(screen.queryByTestId('resumed')).toBeNull();
    expect(screen.queryByText('9012345678')).toBeNull();
    // The same amount written with other places is the same cart.
    cleanup();
    const same = fakeService((call) => {
      if (call.path === '/v1/quotes') return ok(quote(), 201);
      if (call.path === '/v1/onramp/orders') return fail(409, 'duplicate_reference');
      if (call.path === '/v1/orders') return ok([{ id: 'ord_1', status: 'awaiting_payment' }]);
      if (call.path === '/v1/orders/ord_1')
        return ok(onrampOrder('awaiting_payment', { source: { currency: 'NGN', amount: '20000.00' } }));
      return undefined;
    });
    renderCheckout({ fetchImpl: same.fetchImpl });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and continue' }));
    expect(await screen.findByTestId('resumed')).toBeTruthy();
  });

  it('a paid order whose figures changed at payment, and a cart written differently, are resumed, never refused', async () => {
    // Remembered by this tab for the cart as first written.
    sessionStorage.setItem(
      'pulse-checkout:ref-1',
      JSON.stringify({ id: 'ord_1', attempt: 1, print: requestPrint(onramp) }),
    );
    // Overpaid: the order's figures are what was paid, not what the cart fixed.
    const service = fakeService((call) =>
      call.path === '/v1/orders/ord_1'
        ? ok(onrampOrder('completed', { source: { currency: 'NGN', amount: '25000.00' } }))
        : undefined,
    );
    const errors: string[] = [];
    // The same cart, its amount written with places and its keys in another order.
    const request = {
      ...onramp,
      quote: {
        network: 'BASE',
        source_amount: '20000.00',
        destination_currency: 'USDT',
        source_currency: 'NGN',
      },
    } as typeof onramp;
    renderCheckout({ fetchImpl: service.fetchImpl, request, onError: (code) => errors.push(code) });
    await screen.findByTestId('receipt');
    expect(errors).toEqual([]);
    expect(service.paths()).toEqual(['GET /v1/orders/ord_1']);
  });

  it('on 409 duplicate_reference finds the order by reference and resumes it', async () => {
    const service = fakeService((call) => {
      if (call.path === '/v1/quotes') return ok(quote(), 201);
      if (call.path === '/v1/onramp/orders')
        return fail(409, 'duplicate_reference', 'An order with reference "ref-1" already exists.');
      if (call.path === '/v1/orders') return ok([{ id: 'ord_1', status: 'awaiting_payment' }]);
      if (call.path === '/v1/orders/ord_1') return ok(onrampOrder('awaiting_payment'));
      return undefined;
    });
    const errors: string[] = [];
    renderCheckout({ fetchImpl: service.fetchImpl, onError: (code) => errors.push(code) });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and continue' }));
    expect(await screen.findByText('9012345678')).toBeTruthy();
    expect(screen.getByTestId('resumed')).toBeTruthy();
    expect(errors).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
    // The order was made elsewhere, from another quote: this tab's quote (at the same rate here) holds no
    // price for it; a later payment is credited at the rate then.
    expect(screen.queryByTestId('held')).toBeNull();
    expect(screen.getByTestId('late-credit')).toBeTruthy();
    // A customer who sent part already is told to send only the rest.
    expect(screen.getByTestId('part-sent').textContent).toBe(
      'Sent part of it already? Send only the rest (change the amount your app fills in): what arrives here before the time runs out counts toward this order.',
    );
  });
});

describe('resuming an expired order', () => {
  it('a remembered order that expired is shown ended on reopen; starting again takes the next reference suffix', async () => {
    sessionStorage.setItem('pulse-checkout:ref-1', JSON.stringify({ id: 'ord_1', attempt: 1 }));
    const service = fakeService((call) => {
      if (call.path === '/v1/orders/ord_1') return ok(onrampOrder('expired'));
      if (call.path === '/v1/quotes') return ok(quote(), 201);
      if (call.path === '/v1/onramp/orders') return ok(onrampOrder('awaiting_payment', { id: 'ord_9' }), 201);
      if (call.path === '/v1/orders/ord_9') return ok(onrampOrder('awaiting_payment', { id: 'ord_9' }));
      return undefined;
    });
    renderCheckout({ fetchImpl: service.fetchImpl });
    // The customer who paid late learns the order ended, and what happens to money sent to it.
    await screen.findByRole('heading', { name: 'Time to pay has run out' });
    expect(screen.getByTestId('expired-sent')).toBeTruthy();
    expect(service.calls.some((c) => c.path === '/v1/quotes')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Start again' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and continue' }));
    await screen.findByText('9012345678');
    const create = service.calls.find((c) => c.path === '/v1/onramp/orders');
    expect((create?.body as { reference: string }).reference).toBe('ref-1-2');
    // A new order of its own: not "You already started this order", and its quote's price hold is shown.
    expect(screen.queryByTestId('resumed')).toBeNull();
    expect(screen.getByTestId('held')).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem('pulse-checkout:ref-1') ?? '{}')).toEqual({
      id: 'ord_9',
      attempt: 2,
      print: requestPrint(onramp),
    });
  });

  it('a remembered order of a later attempt is reopened with its attempt kept', async () => {
    sessionStorage.setItem('pulse-checkout:ref-1', JSON.stringify({ id: 'ord_1', attempt: 2 }));
    const service = fakeService((call) => {
      if (call.path === '/v1/orders/ord_1') return ok(onrampOrder('awaiting_payment'));
      return undefined;
    });
    renderCheckout({ fetchImpl: service.fetchImpl });
    await screen.findByText('9012345678');
    expect(JSON.parse(sessionStorage.getItem('pulse-checkout:ref-1') ?? '{}')).toEqual({
      id: 'ord_1',
      attempt: 2,
      print: requestPrint(onramp),
    });
  });

  it('on 409 duplicate_reference for an expired order, makes the order with the next suffix', async () => {
    const service = fakeService((call) => {
      if (call.path === '/v1/quotes') return ok(quote(), 201);
      if (call.path === '/v1/onramp/orders') {
        const ref = (call.body as { reference: string }).reference;
        if (ref === 'ref-1') return fail(409, 'duplicate_reference');
        return ok(onrampOrder('awaiting_payment', { id: 'ord_3', reference: ref }), 201);
      }
      if (call.path === '/v1/orders') return ok([{ id: 'ord_old', status: 'expired' }]);
      if (call.path === '/v1/orders/ord_3') return ok(onrampOrder('awaiting_payment', { id: 'ord_3' }));
      return undefined;
    });
    renderCheckout({ fetchImpl: service.fetchImpl });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and continue' }));
    await screen.findByText('9012345678');
    const refs = service.calls
      .filter((c) => c.path === '/v1/onramp/orders')
      .map((c) => (c.body as { reference: string }).reference);
    expect(refs).toEqual(['ref-1', 'ref-1-2']);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('an order whose answer was lost', () => {
  it('a later refusal of its quote, whatever its code, finds the order by reference and shows it', async () => {
    const advance = fakeTime();
    const service = fakeService((call) => {
      if (call.path === '/v1/quotes') return ok(quote(), 201);
      if (call.path === '/v1/onramp/orders') {
        // The first request and the client's two tries make the order and lose its answer; Try again is
        // refused with a code the service's spec does not name (a consumed quote).
        if (service.calls.filter((c) => c.path === '/v1/onramp/orders').length <= 3)
          return Promise.reject(new TypeError('Failed to fetch'));
        return fail(409, 'quote_used', 'This quote was used by an order.');
      }
      if (call.path === '/v1/orders') return ok([{ id: 'ord_1', status: 'awaiting_payment' }]);
      if (call.path === '/v1/orders/ord_1') return ok(onrampOrder('awaiting_payment'));
      return undefined;
    });
    renderCheckout({ fetchImpl: service.fetchImpl });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and continue' }));
    await advance(10_000);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('9012345678')).toBeTruthy();
    expect(screen.getByTestId('resumed')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(service.paths()).toContain('GET /v1/orders');
  });
});

describe('customer copy', () => {
  it('never shows a code, URL or exception text; a recoverable failure is a warning with a retry', async () => {
    const advance = fakeTime();
    const service = fakeService(() => fail(429, 'rate_limited', 'Too many requests: POST /v1/quotes'));
    const errors: [string, string][] = [];
    renderCheckout({
      fetchImpl: service.fetchImpl,
      onError: (code, message) => errors.push([code, message]),
    });
    await advance(10_000);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/Too many attempts in a short time/);
    expect(alert.textContent).not.toMatch(/rate_limited|\/v1|POST|TypeError|http/);
    expect(alert.classList.contains('pulse-recoverable')).toBe(true);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(errors[0]?.[0]).toBe('rate_limited');
  });

  it('turns a dropped connection into a sentence', async () => {
    const advance = fakeTime();
    const service = fakeService(() => {
      throw new TypeError('Failed to fetch');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderCheckout({ fetchImpl: service.fetchImpl });
    await advance(10_000);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/could not reach the payment service/);
    expect(alert.textContent).not.toMatch(/TypeError|fetch|http/);
  });
});

describe('bank search', () => {
  const banks = indexBanks([
    { name: 'Access Bank', code: '044' },
    { name: 'Citibank Nigeria', code: '023' },
    { name: 'First Bank of Nigeria', code: '011' },
    { name: 'First City Monument Bank', code: '214' },
    { name: 'Guaranty Trust Bank', code: '058' },
    { name: 'United Bank for Africa', code: '033' },
    { name: 'Union Bank of Nigeria', code: '032' },
    { name: 'Zenith Bank', code: '057' },
  ]);
  const first = (q: string) => searchBanks(banks, q)[0]?.name;

  it('knows the short names customers type', () => {
    expect(first('GTBank')).toBe('Guaranty Trust Bank');
    expect(first('gtb')).toBe('Guaranty Trust Bank');
    expect(first('UBA')).toBe('United Bank for Africa');
    expect(first('fcmb')).toBe('First City Monument Bank');
    expect(first('FirstBank')).toBe('First Bank of Nigeria');
    expect(first('First Bank')).toBe('First Bank of Nigeria');
    expect(first('zen')).toBe('Zenith Bank');
    expect(searchBanks(banks, 'nothing like it')).toEqual([]);
  });

  it('lists popular banks first, then the rest by name', () => {
    expect(searchBanks(banks, '').map((b) => b.name)).toEqual([
      'Guaranty Trust Bank',
      'Access Bank',
      'Zenith Bank',
      'United Bank for Africa',
      'First Bank of Nigeria',
      'First City Monument Bank',
      'Union Bank of Nigeria',
      'Citibank Nigeria',
    ]);
  });

  it('announces no match and ties it to the field', async () => {
    const service = fakeService((call) =>
      call.path === '/v1/banks' ? ok([{ name: 'Zenith Bank', code: '057' }]) : undefined,
    );
    renderCheckout({ fetchImpl: service.fetchImpl, request: offramp });
    const picker = await screen.findByRole('combobox', { name: 'Bank' });
    fireEvent.change(picker, { target: { value: 'qqq' } });
    await waitFor(() => expect(picker.getAttribute('aria-invalid')).toBe('true'));
    const note = document.getElementById(picker.getAttribute('aria-describedby') ?? '');
    expect(note?.getAttribute('role')).toBe('status');
    expect(note?.textContent).toMatch(/No bank matches "qqq"/);
  });
});

describe('wallet payment links', () => {
  const evm = '0xabc0000000000000000000000000000000000def';
  // The checkout does not know the environment behind a proxy, so it counts as test: a link names only a
  // public test network's token, never a mainnet one.
  const usdcOnBaseSepolia = TEST_TOKENS['USDC:BASE'];
  const usdtOnBase = { contract: '0xfde4C96c8593536E31F229EA8f37b2ADa2699bb2', decimals: 6, chain_id: 8453 };

  it('offers no link naming a mainnet token when the environment is not known to be live', async () => {
    const withToken = { ...offrampOrder('awaiting_payment') } as Order;
    (withToken.funding_account as unknown as Record<string, unknown>).token = usdtOnBase;
    const { service, request } = offrampService(withToken, 'ADA');
    renderCheckout({ fetchImpl: service.fetchImpl, request });
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, this is my account' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and continue' }));
    expect(await screen.findByRole('img', { name: 'QR code of the Base deposit address' })).toBeTruthy();
    expect(screen.queryByTestId('wallet-link')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Wallet app' })).toBeNull();
  });

  it('offers the wallet QR and link beside the plain address QR only when the order gives the token', async () => {
    const withToken = { ...offrampOrder('awaiting_payment') } as Order;
    (withToken.funding_account as unknown as Record<string, unknown>).token = usdcOnBaseSepolia;
    const { service, request } = offrampService(withToken, 'ADA');
    renderCheckout({ fetchImpl: service.fetchImpl, request });
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, this is my account' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and continue' }));
    const link = await screen.findByTestId('wallet-link');
    expect(link.getAttribute('href')).toBe(
      `ethereum:${usdcOnBaseSepolia.contract}@84532/transfer?address=${evm}&uint256=25000000`,
    );
    // The plain address QR comes first; the wallet QR on request.
    expect(screen.getByRole('img', { name: 'QR code of the Base deposit address' })).toBeTruthy();
    // Which QR: a segmented control with aria-pressed, not styled like the Copy buttons.
    const kind = screen.getByRole('group', { name: 'QR code for' });
    expect(kind.className).toBe('pulse-segmented');
    const [exchange, wallet] = within(kind).getAllByRole('button');
    expect([exchange?.className, wallet?.className]).toEqual(['pulse-segment', 'pulse-segment']);
    expect([exchange?.getAttribute('aria-pressed'), wallet?.getAttribute('aria-pressed')]).toEqual([
      'true',
      'false',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Wallet app' }));
    expect(wallet?.getAttribute('aria-pressed')).toBe('true');
    expect(
      screen.getByRole('img', { name: 'QR code to pay 25 USDT on Base from a wallet app' }),
    ).toBeTruthy();
  });
});
