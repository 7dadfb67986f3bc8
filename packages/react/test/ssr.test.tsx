// @vitest-environment node
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ClientAuth } from '@pulse/core';

describe('server rendering', () => {
  it('imports and renders with no browser globals', async () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const { Checkout, Embed, useRate } = await import('../src/index.js');
    expect(renderToString(createElement(Checkout, { auth: ClientAuth.proxy(), request: null }))).toBe('');
    expect(
      renderToString(
        createElement(Checkout, {
          auth: ClientAuth.proxy(),
          request: {
            type: 'onramp',
            reference: 'r',
            quote: {
              source_currency: 'NGN',
              destination_currency: 'USDT',
              network: 'BASE',
              source_amount: '20000',
            },
            payer: { name: 'A', email: 'a@example.com' },
            destination: { address: '0x1' },
          },
        }),
      ),
    ).toBe('');
    expect(
      renderToString(createElement(Embed, { sessionToken: 'cs_test_abcdefgh12345678', className: 'pay' })),
    ).toBe('<div class="pay"></div>');
    function Price() {
      const { data, loading } = useRate({ from: 'NGN', to: 'USDT', amount: '20000', network: 'BASE' });
      return createElement('p', null, loading ? 'loading' : (data?.rate ?? 'none'));
    }
    expect(renderToString(createElement(Price))).toBe('<p>loading</p>');
  });
});
