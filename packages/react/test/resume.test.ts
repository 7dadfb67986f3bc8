// The order a reference already made in this tab, kept in sessionStorage so a reopened checkout resumes it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetOrder, recallOrder, rememberOrder, requestPrint } from '../src/checkout/resume.js';
import { offramp, onramp } from './request.js';
import type { OnrampCheckoutRequest } from '../src/index.js';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('resuming an order', () => {
  it('remembers the order id and attempt per reference, and forgets it', () => {
    expect(recallOrder('inv-1')).toBeNull();
    rememberOrder('inv-1', 'ord_123', 2);
    rememberOrder('inv-2', 'ord_456', 0);
    expect(recallOrder('inv-1')).toEqual({ id: 'ord_123', attempt: 2 });
    expect(recallOrder('inv-2')).toEqual({ id: 'ord_456', attempt: 0 });
    // Only the id and the attempt, under a key of its own.
    expect(JSON.parse(sessionStorage.getItem('pulse-checkout:inv-1')!)).toEqual({
      id: 'ord_123',
      attempt: 2,
    });
    // With its request's print, read back as written.
    rememberOrder('inv-3', 'ord_789', 1, 'k3j2');
    expect(recallOrder('inv-3')).toEqual({ id: 'ord_789', attempt: 1, print: 'k3j2' });
    forgetOrder('inv-1');
    expect(recallOrder('inv-1')).toBeNull();
    expect(sessionStorage.getItem('pulse-checkout:inv-1')).toBeNull();
    expect(recallOrder('inv-2')).toEqual({ id: 'ord_456', attempt: 0 });
  });

  it('prints a request by what its order does not carry: the wallet (any letter case of an EVM one), the bank account', () => {
    const print = requestPrint(onramp);
    // Written differently, the same cart: amounts with other places, keys in another order, the network left
    // out, the payer, an EVM address in capitals.
    for (const same of [
      {
        ...onramp,
        quote: {
          network: 'BASE',
          source_amount: '20000.00',
          destination_currency: 'USDT',
          source_currency: 'NGN',
        },
      },
      { ...onramp, quote: { source_currency: 'NGN', destination_currency: 'USDT', source_amount: '20000' } },
      { ...onramp, payer: { name: 'Someone else', email: 'x@example.com' } },
      { ...onramp, destination: { address: onramp.destination.address.toUpperCase().replace('0X', '0x') } },
    ] as OnrampCheckoutRequest[])
      expect(requestPrint(same)).toBe(print);
    const account = (bank_code: string, account_number: string) => ({
      ...offramp,
      beneficiary: { ...offramp.beneficiary, bank_account: { account_number, bank_code } },
    });
    const changed = [
      requestPrint({ ...onramp, destination: { address: '0x2222222222222222222222222222222222222222' } }),
      requestPrint(offramp),
      requestPrint(account('058', '0123456789')),
      requestPrint(account('058', '0123456780')),
    ];
    expect(new Set([print, ...changed]).size).toBe(5);
    // A print kept before an upgrade of the SDK must match the same request after it: the hash is fixed, the
    // 32-bit FNV-1a of "w:" and the address (an EVM one lower-cased), or of "b:", the bank code, ":" and the
    // account number, in base 36 (these values computed apart from this code).
    expect(print).toBe('1oqkwlg');
    expect(requestPrint(offramp)).toBe('15y0sgd');
    expect(requestPrint(account('058', '0123456789'))).toBe('7c9sn7');
    // A Solana address keeps its case: two that differ only by case are two wallets.
    const sol = (address: string) => requestPrint({ ...onramp, destination: { address } });
    expect(sol('7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU')).not.toBe(
      sol('7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsu'),
    );
  });

  it('ignores a value it did not write', () => {
    const bad = [
      'not json',
      'null',
      '"ord_1"',
      '{}',
      '{"id":7,"attempt":1}',
      '{"id":"ord_1"}',
      '{"id":"ord_1","attempt":1.5}',
      '{"id":"ord_1","attempt":"1"}',
    ];
    for (const raw of bad) {
      sessionStorage.setItem('pulse-checkout:inv-9', raw);
      expect(recallOrder('inv-9'), raw).toBeNull();
    }
  });

  it('works without storage: blocked, missing or full', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    vi.stubGlobal('sessionStorage', blocked);
    expect(() => rememberOrder('inv-1', 'ord_1', 1)).not.toThrow();
    expect(recallOrder('inv-1')).toBeNull();
    expect(() => forgetOrder('inv-1')).not.toThrow();
    vi.stubGlobal('sessionStorage', undefined);
    expect(() => rememberOrder('inv-1', 'ord_1', 1)).not.toThrow();
    expect(recallOrder('inv-1')).toBeNull();
    expect(() => forgetOrder('inv-1')).not.toThrow();
  });
});
