// What a session asks the customer to send now, read from the sandbox's own answers at each status: the amount
// due while it awaits payment, the rest once part arrived, and nothing once it is paid or its price expired.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type StartedSandbox } from '../../../apps/sandbox/src/index.js';
import {
  advanceClock,
  clientSession,
  mintSession,
  simulateDeposit,
} from '../../../apps/sandbox/test/client.js';
import { amountToSend } from '../src/to-send.js';

let sandbox: StartedSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ rateLimitPerMinute: false });
});
afterAll(() => sandbox.stop());

/** A direct-flow session on USDT BASE and its deposit: the token and the session as the frame reads it. */
async function direct() {
  const { token } = await mintSession(sandbox, { flow: 'direct', asset: 'USDT', network: 'BASE' });
  const s = await clientSession(sandbox, token);
  const deposit = (amount: string) =>
    simulateDeposit(sandbox, { address: s.deposit_address!, asset: 'USDT', network: 'BASE', amount });
  return { token, s, deposit };
}

describe('amountToSend', () => {
  it('is the amount due while the session awaits payment', async () => {
    const { s } = await direct();
    expect(s.status).toBe('awaiting_payment');
    expect(amountToSend(s)).toBe(s.due.amount);
  });

  it('is the rest once part arrived, never the whole amount again', async () => {
    const { token, s, deposit } = await direct();
    await deposit('5');
    const part = await clientSession(sandbox, token);
    expect(part.status).toBe('underpaid');
    expect(amountToSend(part)).toBe(part.received.remaining);
    expect(amountToSend(part)).not.toBe(s.due.amount);
  });

  it('is nothing once the amount arrived', async () => {
    const { token, s, deposit } = await direct();
    await deposit(s.due.amount!);
    const paid = await clientSession(sandbox, token);
    expect(paid.status).toBe('deposit_detected');
    expect(amountToSend(paid)).toBeNull();
  });

  it('is nothing before a network is chosen (no amount yet)', async () => {
    const { token } = await mintSession(sandbox, { flow: 'select' });
    const s = await clientSession(sandbox, token);
    expect(s.status).toBe('awaiting_payment');
    expect(s.due.amount).toBeNull();
    expect(amountToSend(s)).toBeNull();
  });

  // Last: it moves the sandbox's clock on.
  it('is nothing once the price lock is over', async () => {
    const { token, s } = await direct();
    await advanceClock(sandbox, (Date.parse(s.quote!.locked_until) - Date.parse(s.server_time)) / 1000 + 1);
    const later = await clientSession(sandbox, token);
    expect(later.status).toBe('expired');
    expect(amountToSend(later)).toBeNull();
  });
});
