// Mistakes an integrator can make with mount's options, refused at compile time (`pnpm typecheck` fails if
// an @ts-expect-error line compiles) and run as ordinary tests so the file is never dead.
import type { EmbedStatus, ErrorCode } from '@pulse/core';
import { describe, expectTypeOf, it } from 'vitest';
import type { MountOptions } from '../src/index.js';

const token = 'cs_test_abcdefgh12345678';

describe('mount options types', () => {
  it('take exactly one of sessionToken and auth', () => {
    const withToken: MountOptions = { sessionToken: token };
    const withGetter: MountOptions = { auth: () => token };
    // @ts-expect-error: both credentials
    const both: MountOptions = { sessionToken: token, auth: () => token };
    // @ts-expect-error: no credential
    const neither: MountOptions = { component: 'payment' };
    expectTypeOf([withToken, withGetter, both, neither]).toBeArray();
  });

  it('take the literal words of component, flow, networks and assets', () => {
    // @ts-expect-error: 'checkout' is not a component
    const component: MountOptions = { sessionToken: token, component: 'checkout' };
    // @ts-expect-error: 'pick' is not a flow
    const flow: MountOptions = { sessionToken: token, flow: 'pick' };
    // @ts-expect-error: networks are upper case
    const networks: MountOptions = { sessionToken: token, networks: ['base'] };
    // @ts-expect-error: DAI is not an asset of the service
    const assets: MountOptions = { sessionToken: token, assets: ['DAI'] };
    // @ts-expect-error: readyTimeoutMs is a number of milliseconds
    const timeout: MountOptions = { sessionToken: token, readyTimeoutMs: '15000' };
    expectTypeOf([component, flow, networks, assets, timeout]).toBeArray();
  });

  it('type the callbacks with the status and error unions', () => {
    const options: MountOptions = {
      sessionToken: token,
      onStatusChange: (status, orderId) => {
        expectTypeOf(status).toEqualTypeOf<EmbedStatus>();
        expectTypeOf(orderId).toEqualTypeOf<string | null>();
      },
      onError: (code) => expectTypeOf(code).toEqualTypeOf<ErrorCode>(),
      onQuoteRefreshed: (lockedUntil) => expectTypeOf(lockedUntil).toBeString(),
    };
    // @ts-expect-error: onSuccess receives the order id, not an object
    const wrong: MountOptions = { sessionToken: token, onSuccess: (order: { id: string }) => order };
    expectTypeOf([options, wrong]).toBeArray();
  });
});
