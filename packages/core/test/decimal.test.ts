// Exact decimals, fed with the amounts the sandbox really writes (asset places: "0.000000" for nothing).
import Big from 'big.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSandbox, type StartedSandbox } from '../../../apps/sandbox/src/index.js';
import { clientSession, mintSession, simulateDeposit } from '../../../apps/sandbox/test/client.js';
import {
  compare,
  formatNaira,
  groupDigits,
  isDecimal,
  isZero,
  less,
  multiply,
  scale,
  trimZeros,
} from '../src/decimal.js';
import type { ClientSession } from '../src/wire.js';

let sandbox: StartedSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ rateLimitPerMinute: false });
});
afterAll(() => sandbox.stop());

/** A direct USDT-on-Base session as its customer reads it, then after `deposit` arrived (if any). */
async function realSession(deposit?: (due: string) => string): Promise<ClientSession> {
  const created = await mintSession(sandbox, {
    reference: `dec-${Math.random().toString(36).slice(2)}`,
    flow: 'direct',
    asset: 'USDT',
    network: 'BASE',
  });
  const before = await clientSession(sandbox, created.token);
  if (!deposit) return before;
  await simulateDeposit(sandbox, {
    address: before.deposit_address!,
    asset: 'USDT',
    network: 'BASE',
    amount: deposit(before.due.amount!),
  });
  return clientSession(sandbox, created.token);
}

describe('decimals as the sandbox writes them', () => {
  it('reads nothing received ("0.000000") as zero, and any deposit as more', async () => {
    const fresh = await realSession();
    expect(fresh.received.amount).toMatch(/^0\.0+$/); // the service's own format, not "0"
    expect(isZero(fresh.received.amount)).toBe(true);
    expect(isZero(fresh.due.amount!)).toBe(false);
    const part = await realSession((due) => scale(due, 1n, 2n));
    expect(isZero(part.received.amount)).toBe(false);
    expect(less(part.received.amount, part.due.amount!)).toBe(true);
    expect(compare(part.received.amount, part.received.remaining)).toBeGreaterThanOrEqual(-1);
    // received + remaining is the amount due, whatever places each is written with.
    const [w1 = '', f1 = ''] = part.received.amount.split('.');
    const [w2 = '', f2 = ''] = part.received.remaining.split('.');
    expect(BigInt(w1 + f1) + BigInt(w2 + f2)).toBe(BigInt(part.due.amount!.replace('.', '')));
    expect(trimZeros(fresh.received.amount)).toBe('0');
    expect(formatNaira(fresh.due.fiat_amount!)).toBe('₦150,000.00');
  });

  it('prices the remaining amount in naira from the session rate, exactly', async () => {
    const s = await realSession();
    const naira = multiply(s.due.amount!, s.quote!.rate);
    // The same product from a decimal library, rounded half up to kobo.
    expect(naira).toBe(new Big(s.due.amount!).times(s.quote!.rate).round(2, Big.roundHalfUp).toFixed(2));
    expect(compare(naira, '0')).toBe(1);
  });
});

describe('compare', () => {
  it('ignores how many places each side is written with', () => {
    expect(compare('100.50', '100.5')).toBe(0);
    expect(compare('0.000000', '0')).toBe(0);
    expect(compare('1012.335678', '1012.34567')).toBe(-1);
    expect(compare('2', '10')).toBe(-1); // not as text
    expect(compare('10', '2')).toBe(1);
    expect(less('1', '1')).toBe(false);
    expect(less('0.999999', '1')).toBe(true);
  });

  it('agrees with BigInt on scaled integers for any pair', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 20n }),
        fc.bigInt({ min: 0n, max: 10n ** 20n }),
        (a, b) => {
          const text = (n: bigint) => `${n / 10n ** 6n}.${(n % 10n ** 6n).toString().padStart(6, '0')}`;
          expect(compare(text(a), text(b))).toBe(a < b ? -1 : a > b ? 1 : 0);
          expect(isZero(text(a))).toBe(a === 0n);
        },
      ),
    );
  });

  it('writes naira in en-NG exactly as Intl does, for any amount, without Intl', () => {
    const byIntl = (amount: string) =>
      new Intl.NumberFormat('en-NG', {
        style: 'currency',
        currency: 'NGN',
        maximumFractionDigits: 20,
      }).format(amount as unknown as number);
    const used = vi.spyOn(Intl, 'NumberFormat');
    const samples = ['0', '0.5', '007.10', '1000', '152075.50', '1523.456789', '1.2300', '999999999999.99'];
    const mine = samples.map((a) => formatNaira(a));
    expect(used).not.toHaveBeenCalled();
    used.mockRestore();
    expect(mine).toEqual(samples.map(byIntl));
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,16}(\.\d{1,20})?$/), (amount) => {
        expect(formatNaira(amount)).toBe(byIntl(amount));
      }),
    );
    // Another locale the runtime has data for is Intl's.
    expect(formatNaira('1500', 'en-US')).toBe(byIntl('1500').replace('₦', 'NGN\u00a0'));
  });

  it('refuses what is not a non-negative decimal, naming it', () => {
    for (const bad of ['', '-1', '1e3', '1.', '.5', ' 1', 'NaN', '1,000']) {
      expect(isDecimal(bad)).toBe(false);
      expect(() => compare(bad, '1')).toThrow(`Not a decimal amount: ${JSON.stringify(bad)}`);
      expect(() => isZero(bad)).toThrow(TypeError);
    }
  });
});

describe('multiply', () => {
  it('is exact and rounds half up to kobo', () => {
    expect(multiply('40.123456', '1518.88')).toBe('60942.71');
    expect(multiply('0.000001', '1500')).toBe('0.00');
    expect(multiply('0.000005', '1000')).toBe('0.01');
    expect(multiply('0.000004', '1000')).toBe('0.00');
    expect(multiply('3', '2', 0)).toBe('6');
    expect(multiply('1.5', '3', 3)).toBe('4.500');
    expect(multiply('123456789.123456', '1600.5')).toBe('197592590992.09');
    // Dividing by the shift, never multiplying: ₦75,000.00, not ₦7.50.
    expect(multiply('50.000000', '1500.00')).toBe('75000.00');
  });
});

describe('scale', () => {
  it('scales by a fraction, rounding down and keeping the places', () => {
    expect(scale('100.000001', 1n, 2n)).toBe('50.000000');
    expect(scale('100.000000', 3n, 2n)).toBe('150.000000');
    expect(scale('7', 1n, 2n)).toBe('3');
    expect(scale('0.000001', 1n, 2n)).toBe('0.000000');
  });
});

describe('display', () => {
  it('trims trailing zeros for prose and keeps what is asked', () => {
    expect(trimZeros('25.000000')).toBe('25');
    expect(trimZeros('25.500000')).toBe('25.5');
    expect(trimZeros('100.050000')).toBe('100.05');
    expect(trimZeros('100')).toBe('100');
    expect(trimZeros('150000', 2)).toBe('150000.00');
    expect(trimZeros('150000.5', 2)).toBe('150000.50');
    expect(trimZeros('10.000000', 2)).toBe('10.00');
    expect(trimZeros('0.000100')).toBe('0.0001');
  });

  it('groups digits in threes in one pass, keeping every decimal', () => {
    expect(groupDigits('1234567.000001')).toBe('1,234,567.000001');
    expect(groupDigits('1234567')).toBe('1,234,567');
    expect(groupDigits('999')).toBe('999');
    expect(groupDigits('1000')).toBe('1,000');
    expect(groupDigits('100000')).toBe('100,000');
    expect(groupDigits('0.5')).toBe('0.5');
    expect(groupDigits('1234', '\u00a0')).toBe('1\u00a0234');
    expect(groupDigits('not a number')).toBe('not a number');
    expect(formatNaira('152075.50')).toBe('₦152,075.50');
    // A rate keeps every place it has, and a whole amount still shows the kobo.
    expect(formatNaira('1523.456789')).toBe('₦1,523.456789');
    expect(formatNaira('1523')).toBe('₦1,523.00');
    // Linear on long input: a million digits group without a backtracking pattern.
    expect(groupDigits('1'.repeat(1_000_000)).length).toBe(1_000_000 + 333_333);
  });
});
