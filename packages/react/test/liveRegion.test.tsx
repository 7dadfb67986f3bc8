// The checkout's live region when the end screen's chunk does not arrive: the completion is still said, even
// though the payment-detected screen before it had a heading of the same words ("Payment received").
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkout as en } from '@pulse/core/locales/en/checkout';
import { fakeService, ok, onrampOrder, quote } from './fakeService.js';
import { renderCheckout } from './harness.js';

// The end screens' chunk never comes (a connection that dropped it, a download that stalls).
vi.mock('../src/checkout/ResultStep.js', () => new Promise(() => {}));

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  sessionStorage.clear();
});

describe('the live region, the end screen not downloaded', () => {
  it('says the completion, which no heading could say', async () => {
    let reads = 0;
    const service = fakeService((call) => {
      if (call.path === '/v1/quotes') return ok(quote(), 201);
      if (call.path === '/v1/onramp/orders') return ok(onrampOrder('awaiting_payment'), 201);
      if (call.path === '/v1/orders/ord_1') return ok(onrampOrder(++reads < 3 ? 'processing' : 'completed'));
      return undefined;
    });
    renderCheckout({ fetchImpl: service.fetchImpl });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and continue' }));
    const live = () => document.querySelector('[role=dialog] > [aria-live=polite]')?.textContent;
    // Payment detected: its heading takes the focus (the Copy button the customer might be on goes).
    await waitFor(() => expect(document.activeElement?.textContent).toBe(en.successTitle));
    expect(document.activeElement?.classList.contains('pulse-step-title')).toBe(true);
    // Completed, its screen still on its way: the same words as the heading that went, and said.
    await waitFor(() => expect(live()).toBe(en.successTitle));
    expect(document.activeElement?.classList.contains('pulse-step-title')).toBe(false);
  });
});
