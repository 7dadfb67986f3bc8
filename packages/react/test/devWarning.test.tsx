// The development warning follows core's DEV flag (which reads process.env.NODE_ENV in a form bundlers
// replace), not a check of its own on `process`, which browser builds would never pass.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { ClientAuth } from '@pulse/core';
import type * as Core from '@pulse/core/internal';
import { Checkout } from '../src/index.js';
import { fakeService, ok, quote } from './fakeService.js';
import { onramp } from './request.js';

vi.mock('@pulse/core/internal', async (original) => ({
  ...(await original<typeof Core>()),
  DEV: false,
}));

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

it('prints no test-key warning when core says this is a production build', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const service = fakeService((call) => (call.path === '/v1/quotes' ? ok(quote(), 201) : undefined));
  render(
    <Checkout
      auth={ClientAuth.apiKey('sk_test_abcdefgh12345678')}
      baseUrl="http://shop.test/api/pulse/checkout"
      request={onramp}
      fetchImpl={service.fetchImpl}
    />,
  );
  // The checkout's modal is a chunk of its own, loaded on first render: give it time on a busy machine.
  await screen.findByText('₦20,000.00', undefined, { timeout: 5000 });
  // The key was still used: only the warning depends on the build.
  expect(service.calls[0]?.headers.get('x-api-key')).toBe('sk_test_abcdefgh12345678');
  expect(warn.mock.calls.some((args) => String(args[0]).includes('test secret key'))).toBe(false);
  warn.mockRestore();
});
