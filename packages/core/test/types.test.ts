// Type tests: checked by `pnpm typecheck` (tsc), and run as ordinary tests so the file is never dead.
import { describe, expectTypeOf, it } from 'vitest';
import {
  isFrameMessage,
  message,
  type ClientSession,
  type EmbedStatus,
  type FrameMessage,
  type HostMessage,
  type Theme,
  type ThemeInput,
} from '../src/internal.js';

describe('types', () => {
  it('narrows frame messages by type', () => {
    const data: unknown = { v: 1, type: 'status', status: 'completed', orderId: 'co_1' };
    if (isFrameMessage(data) && data.type === 'status') {
      expectTypeOf(data.status).toEqualTypeOf<EmbedStatus>();
      expectTypeOf(data.orderId).toEqualTypeOf<string | null>();
    }
    expectTypeOf<Extract<FrameMessage, { type: 'success' }>>().toHaveProperty('orderId');
    expectTypeOf<Extract<HostMessage, { type: 'init' }>['token']>().toEqualTypeOf<string>();
  });

  it('rejects ill-typed messages and themes at compile time', () => {
    // @ts-expect-error: 'paid' is not an embed status
    message<FrameMessage>({ type: 'status', status: 'paid', orderId: null });
    // @ts-expect-error: success needs an orderId
    message<FrameMessage>({ type: 'success' });
    // @ts-expect-error: mode is a closed set of words
    const bad: ThemeInput = { mode: 'sepia' };
    expectTypeOf(bad).toEqualTypeOf<ThemeInput>();
    expectTypeOf<Theme['attribution']>().toEqualTypeOf<boolean>();
  });

  it('keeps money as strings on the wire', () => {
    expectTypeOf<ClientSession['due']['amount']>().toEqualTypeOf<string | null>();
    expectTypeOf<ClientSession['received']['remaining']>().toEqualTypeOf<string>();
  });
});
