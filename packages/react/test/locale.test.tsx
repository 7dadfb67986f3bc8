/** The checkout and useRate in the customer's language: packs, overrides checked like the embed's, formatting. */
import { cleanup, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientAuth } from '@pulse/core';
import { checkout as en } from '@pulse/core/locales/en/checkout';
import { checkoutErrors as enErrors } from '@pulse/core/locales/en/checkout-errors';
import { checkoutPay as enPay } from '@pulse/core/locales/en/checkout-pay';
import { checkout as yo } from '@pulse/core/locales/yo/checkout';
import { checkoutErrors as yoErrors } from '@pulse/core/locales/yo/checkout-errors';
import { checkoutPay as yoPay } from '@pulse/core/locales/yo/checkout-pay';
import { checkout as ha } from '@pulse/core/locales/ha/checkout';
import { useRate } from '../src/index.js';
import { fakeService, ok, onrampOrder, quote } from './fakeService.js';
import { auth, base, renderCheckout } from './harness.js';
import { onramp } from './request.js';
import { Checkout } from '../src/index.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  sessionStorage.clear();
});

const service = () =>
  fakeService((call) => {
    if (call.path === '/v1/quotes') return ok(quote(), 201);
    if (call.path === '/v1/onramp/orders') return ok(onrampOrder('awaiting_payment'), 201);
    if (call.path === '/v1/orders/ord_1') return ok(onrampOrder('awaiting_payment'));
    return undefined;
  });

/** Every English sentence of the given files, as a customer would read it (placeholders left out). */
const englishFragments = (...files: Record<string, string>[]) =>
  files
    .flatMap((f) => Object.values(f))
    .flatMap((text) => text.split(/\{\w+\}/))
    .map((part) => part.trim())
    .filter((part) => part.length >= 8);

describe('<Checkout locale>', () => {
  it('speaks Yorùbá from the first screen, with lang on its root and naira written with Intl', async () => {
    const s = service();
    renderCheckout({ fetchImpl: s.fetchImpl, locale: 'yo-NG' });
    // The first test of the file downloads the modal's chunk and the pack: given time on a busy machine.
    const dialog = await screen.findByRole('dialog', { name: 'Ra USDT' }, { timeout: 5000 });
    await within(dialog).findByText(yo.reviewTitle);
    expect(dialog.closest('[lang]')?.getAttribute('lang')).toBe('yo');
    expect(within(dialog).getByText(yo.confirm)).toBeTruthy();
    expect(dialog.textContent).toContain('₦20,000.00');
    expect(dialog.textContent).toContain(yo.poweredBy);
    for (const english of englishFragments(en)) expect(dialog.textContent).not.toContain(english);
  });

  it('never shows English while the pack loads: bones only, then Hausa', async () => {
    const s = service();
    renderCheckout({ fetchImpl: s.fetchImpl, locale: 'ha' });
    const first = document.querySelector('.pulse-dialog');
    expect(first?.textContent).toBe('');
    await screen.findByText(ha.reviewTitle);
  });

  it('a language changed while paying keeps the instructions and the focus until its words are here', async () => {
    const s = service();
    const view = renderCheckout({ fetchImpl: s.fetchImpl, locale: 'en' });
    (await screen.findByRole('button', { name: en.confirm })).click();
    const copy = await screen.findByRole('button', { name: 'Copy Account number' });
    copy.focus();
    view.rerender(
      <Checkout
        auth={auth}
        baseUrl={base}
        pollMs={100}
        request={onramp}
        fetchImpl={s.fetchImpl}
        locale="yo"
      />,
    );
    // At once: still the English instructions, the account number and the focus on its Copy.
    expect(screen.getByText('9012345678')).toBeTruthy();
    expect(screen.getByRole('dialog').textContent).toContain(enPay.payInto);
    expect(document.activeElement).toBe(copy);
    // Then Yorùbá, in place.
    await screen.findByText(yoPay.payInto);
    expect(screen.getByText('9012345678')).toBeTruthy();
  });

  it('reaches the funding step in Yorùbá, and picks the first shipped browser language for auto', async () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'yo-NG', 'en']);
    const s = service();
    renderCheckout({ fetchImpl: s.fetchImpl, locale: 'auto' });
    (await screen.findByRole('button', { name: yo.confirm })).click();
    await screen.findByText(yoPay.payInto);
    const dialog = screen.getByRole('dialog');
    for (const english of englishFragments(en, enPay)) expect(dialog.textContent).not.toContain(english);
    languages.mockRestore();
  });

  it('refuses a locale that is not a language tag, naming it in onError', async () => {
    const onError = vi.fn();
    renderCheckout({ fetchImpl: service().fetchImpl, locale: 'Yoruba!', onError });
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect(onError.mock.calls[0]?.[0]).toBe('invalid_options');
    expect(onError.mock.calls[0]?.[1]).toMatch(/locale must be a BCP 47 language tag.*"Yoruba!"/);
    expect(await screen.findByText(enErrors.errSetup)).toBeTruthy();
  });
});

describe('a resumed order in the customer’s language', () => {
  it('says its end screen’s title where the focus could not reach the heading', async () => {
    // A reload after the payment: this tab remembers the order, which is now complete.
    sessionStorage.setItem('pulse-checkout:ref-1', JSON.stringify({ id: 'ord_1', attempt: 1 }));
    const paid = fakeService((call) =>
      call.path === '/v1/orders/ord_1' ? ok(onrampOrder('completed')) : undefined,
    );
    renderCheckout({ fetchImpl: paid.fetchImpl, locale: 'yo' });
    await screen.findByTestId('receipt');
    const live = () => document.querySelector('[role=dialog] > [aria-live=polite]')?.textContent;
    // Heard exactly once: from the receipt's heading where the focus reached it, else from the live region
    // (which of the two depends on whether the receipt's screen or the language's sentences came first; before,
    // when the focus stayed on the dialog, it was heard nowhere).
    await waitFor(() =>
      expect(document.activeElement?.textContent === yo.successTitle ? '' : yo.successTitle).toBe(live()),
    );
  });
});

describe('<Checkout strings>', () => {
  it('takes any key, for every locale or one, as text', async () => {
    renderCheckout({
      fetchImpl: service().fetchImpl,
      locale: 'yo',
      strings: { confirm: '<b>Go</b>', yo: { reviewTitle: 'Ṣàyẹ̀wò' }, ha: { reviewTitle: 'Not this' } },
    });
    expect(await screen.findByText('Ṣàyẹ̀wò')).toBeTruthy();
    expect(screen.getByRole('button', { name: '<b>Go</b>' })).toBeTruthy();
  });

  it('checks a key of a later screen against the catalogue before anything shows', async () => {
    const onError = vi.fn();
    renderCheckout({
      fetchImpl: service().fetchImpl,
      strings: { payInto: 'Send it to this account' },
      onError,
    });
    (await screen.findByRole('button', { name: en.confirm })).click();
    expect(await screen.findByText('Send it to this account')).toBeTruthy();
    expect(onError).not.toHaveBeenCalled();
  });

  for (const [strings, message] of [
    [{ reviewTitel: 'x' }, /strings\.reviewTitel is not a string key/],
    [{ yo: { payIntoo: 'x' } }, /strings\.yo\.payIntoo is not a string key/],
    [{ titleBuy: 'Buy now' }, /strings\.titleBuy must use the placeholders \{asset\} exactly/],
    [
      { orderExtraConverted: 'Extra {extra}' },
      /strings\.orderExtraConverted must use the placeholders \{due\} \{extra\}/,
    ],
    [{ confirm: 7 }, /strings\.confirm must be a string/],
  ] as const) {
    it(`refuses ${JSON.stringify(strings)} with invalid_strings naming the key`, async () => {
      const onError = vi.fn();
      const s = service();
      renderCheckout({ fetchImpl: s.fetchImpl, strings: strings as never, onError });
      await waitFor(() => expect(onError).toHaveBeenCalled());
      expect(onError.mock.calls[0]?.[0]).toBe('invalid_strings');
      expect(onError.mock.calls[0]?.[1]).toMatch(message);
      expect(await screen.findByText(enErrors.errSetup)).toBeTruthy();
    });
  }
});

describe('<Checkout> test mode', () => {
  it('marks every screen of a test-key order, in the locale', async () => {
    const s = service();
    renderCheckout({
      fetchImpl: s.fetchImpl,
      auth: ClientAuth.apiKey('sk_test_abcdefgh12345678'),
      locale: 'yo',
    });
    const marker = await screen.findByTestId('test-mode');
    expect(marker.textContent).toBe(`${yo.testMode} · ${yo.testModeNote}`);
    (await screen.findByRole('button', { name: yo.confirm })).click();
    await screen.findByText(yoPay.payInto);
    expect(screen.getByTestId('test-mode')).toBeTruthy();
  });

  it('shows no marker where nothing says test (a proxy that adds no environment), and one where the order does', async () => {
    const plain = service();
    renderCheckout({ fetchImpl: plain.fetchImpl });
    (await screen.findByRole('button', { name: en.confirm })).click();
    await screen.findByText(enPay.payInto);
    expect(screen.queryByTestId('test-mode')).toBeNull();
    cleanup();
    document.body.innerHTML = '';
    sessionStorage.clear();

    const tagged = fakeService((call) => {
      if (call.path === '/v1/quotes') return ok(quote(), 201);
      const order = { ...onrampOrder('awaiting_payment'), environment: 'test' };
      if (call.path === '/v1/onramp/orders') return ok(order, 201);
      if (call.path === '/v1/orders/ord_1') return ok(order);
      return undefined;
    });
    renderCheckout({ fetchImpl: tagged.fetchImpl });
    (await screen.findByRole('button', { name: en.confirm })).click();
    await screen.findByText(enPay.payInto);
    expect(screen.getByTestId('test-mode').textContent).toBe(`${en.testMode} · ${en.testModeNote}`);
  });
});

describe('useRate locale', () => {
  const failing = (code: string, status: number) => async () =>
    new Response(JSON.stringify({ status: false, code, error: `${code} happened` }), { status });

  it('gives the error as a sentence in the locale, the code for the merchant', async () => {
    const { result } = renderHook(() =>
      useRate(
        { from: 'NGN', to: 'USDT', amount: '5', network: 'BASE' },
        { fetcher: failing('invalid_amount', 400), locale: 'yo' },
      ),
    );
    await waitFor(() => expect(result.current.message).toBe(yoErrors.errAmountOutOfRange));
    expect(result.current.error?.code).toBe('invalid_amount');
  });

  it('in English by default; a visitor who asked too often reads too many attempts, rates being refreshed read no price', async () => {
    const { result } = renderHook(() =>
      useRate({ from: 'NGN', to: 'USDT', amount: '5000' }, { fetcher: failing('rate_busy', 429) }),
    );
    await waitFor(() => expect(result.current.message).toBe(enErrors.errRateLimited));
    const refreshing = renderHook(() =>
      useRate({ from: 'NGN', to: 'USDT', amount: '5000' }, { fetcher: failing('rate_busy', 503) }),
    );
    await waitFor(() => expect(refreshing.result.current.message).toBe(enErrors.errQuote));
  });
});
