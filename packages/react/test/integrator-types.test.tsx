// Mistakes an integrator can make with the React components' props, refused at compile time (`pnpm
// typecheck` fails if an @ts-expect-error line compiles) and run as ordinary tests.
import type { ComponentProps } from 'react';
import { describe, expectTypeOf, it } from 'vitest';
import type { ErrorCode } from '@pulse/core';
import type { Checkout, ClientAuth, Embed, CheckoutRequest, EmbedProps, OrderStatus } from '../src/index.js';

describe('component prop types', () => {
  it('Embed takes a token that may still be undefined, or auth, but not both', () => {
    const loading: EmbedProps = { sessionToken: undefined };
    const ready: EmbedProps = { sessionToken: 'cs_test_abcdefgh12345678', className: 'pay' };
    const getter: EmbedProps = { auth: () => 'cs_test_abcdefgh12345678' };
    // @ts-expect-error: both credentials
    const both: EmbedProps = { sessionToken: 'cs_test_abcdefgh12345678', auth: () => 'x' };
    // @ts-expect-error: no credential at all
    const none: EmbedProps = { component: 'status' };
    expectTypeOf([loading, ready, getter, both, none]).toBeArray();
    expectTypeOf<ComponentProps<typeof Embed>>().toEqualTypeOf<EmbedProps>();
  });

  it('a checkout request is a union on type, with a quote that fixes one amount', () => {
    const onramp: CheckoutRequest = {
      type: 'onramp',
      reference: 'r1',
      quote: {
        source_currency: 'NGN',
        destination_currency: 'USDT',
        network: 'BASE',
        source_amount: '50000',
      },
      payer: { name: 'Ada', email: 'ada@example.com' },
      destination: { address: '0x1111111111111111111111111111111111111111' },
    };
    const offrampWithoutBank: CheckoutRequest = {
      type: 'offramp',
      reference: 'r2',
      // @ts-expect-error: both amounts
      quote: {
        source_currency: 'USDT',
        destination_currency: 'NGN',
        network: 'BASE',
        source_amount: '10',
        destination_amount: '15000',
      },
      beneficiary: { name: 'Ada', email: 'ada@example.com' },
    };
    // @ts-expect-error: an onramp order needs its destination address
    const noDestination: CheckoutRequest = { ...onramp, destination: undefined };
    expectTypeOf([onramp, offrampWithoutBank, noDestination]).toBeArray();
    expectTypeOf<ComponentProps<typeof Checkout>['auth']>().toEqualTypeOf<ClientAuth>();
  });
});

describe('checkout callbacks', () => {
  it('are typed with the order status and error code unions', () => {
    type Props = ComponentProps<typeof Checkout>;
    expectTypeOf<Parameters<NonNullable<Props['onStatusChange']>>[0]>().toEqualTypeOf<OrderStatus>();
    expectTypeOf<Parameters<NonNullable<Props['onError']>>[0]>().toEqualTypeOf<ErrorCode>();
  });
});
