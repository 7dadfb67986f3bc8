// The rate route's pure parts: the query's checks (each message), price buckets at their edges, the best
// indicative rate chosen from the sandbox's own /v1/rates answer, and the per-visitor limit's window and bound.
import { NETWORKS } from '@pulse/core';
import Big from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type StartedSandbox } from '../../../apps/sandbox/src/index.js';
import { bestIndicativeRate, parseRateQuery, priceBucket } from '../src/rate/index.js';
import { createVisitorLimit, visitorKey } from '../src/rate/visitors.js';

let sandbox: StartedSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ rateLimitPerMinute: false });
});
afterAll(async () => {
  await sandbox?.stop();
});

const parse = (query: string) => parseRateQuery(new URLSearchParams(query));

describe('parseRateQuery', () => {
  it('reads a buy or a sell, with or without a network', () => {
    expect(parse('from=NGN&to=USDT&amount=15000')).toEqual({ from: 'NGN', to: 'USDT', amount: '15000' });
    expect(parse('from=USDC&to=NGN&amount=12.5&network=')).toEqual({
      from: 'USDC',
      to: 'NGN',
      amount: '12.5',
    });
    expect(parse('from=NGN&to=USDC&amount=15000.5&network=SOLANA')).toEqual({
      from: 'NGN',
      to: 'USDC',
      amount: '15000.5',
      network: 'SOLANA',
    });
    expect(parse(`from=USDT&to=NGN&amount=${'9'.repeat(15)}.${'1'.repeat(6)}`)).not.toBeTypeOf('string');
    expect(parse('from=NGN&to=USDT&amount=50000.12')).not.toBeTypeOf('string');
  });

  it('names what is wrong, quoting what came', () => {
    expect(parse('from=NGN&to=NGN&amount=1')).toBe(
      'from and to must be NGN and USDT or USDC, one each (got from="NGN", to="NGN").',
    );
    expect(parse('to=USDT&amount=1')).toBe(
      'from and to must be NGN and USDT or USDC, one each (got from="", to="USDT").',
    );
    expect(parse('from=USDT&amount=1')).toMatch(/^from and to must be/);
    for (const amount of ['', '0', '0.0', '-1', '1e3', '1.', `${'1'.repeat(16)}`, `1.${'1'.repeat(19)}`]) {
      expect(parse(`from=NGN&to=USDT&amount=${amount}`), amount).toBe(
        `amount must be a positive decimal string such as "15000" or "25.5" (got ${JSON.stringify(amount)}).`,
      );
    }
    // More places than the service takes for the currency: priced as what could be paid, rounded down.
    expect(parse('from=NGN&to=USDT&amount=50000.129&network=BASE')).toEqual({
      from: 'NGN',
      to: 'USDT',
      amount: '50000.12',
      network: 'BASE',
    });
    expect(parse('from=USDC&to=NGN&amount=25.1234567')).toEqual({
      from: 'USDC',
      to: 'NGN',
      amount: '25.123456',
    });
    expect(parse('from=NGN&to=USDT&amount=15000.001')).toEqual({
      from: 'NGN',
      to: 'USDT',
      amount: '15000.00',
    });
    expect(parse('from=NGN&to=USDT&amount=0.001')).toBe(
      'amount has at most 2 decimal places in NGN, and is 0 there (got "0.001").',
    );
    expect(parse('from=NGN&to=USDT&amount=15000.001&network=base')).toMatch(/^network must be one of/);
    expect(parse('from=NGN&to=USDT&amount=15000&network=base')).toBe(
      `network must be one of ${NETWORKS.join(', ')} (got "base").`,
    );
  });
});

describe('visitorKey', () => {
  it('reads an IPv6 address as its /64, an IPv4-mapped one as IPv4, and leaves any other id alone', () => {
    for (const [id, key] of [
      ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
      ['2001:0DB8:0001:0002:0000:0000:0000:0009', '2001:db8:1:2::/64'],
      ['::1', '0:0:0:0::/64'],
      ['::', '0:0:0:0::/64'],
      ['2001:db8::', '2001:db8:0:0::/64'],
      ['fe80::1%eth0', 'fe80:0:0:0::/64'],
      ['1:2:3:4:5:6:7::', '1:2:3:4::/64'],
      ['::ffff:198.51.100.7', '198.51.100.7'],
      ['::FFFF:10.0.0.1', '10.0.0.1'],
      ['::ffff:c633:6407', '198.51.100.7'],
      ['0:0:0:0:0:ffff:0a00:0001', '10.0.0.1'],
      ['64:ff9b::c633:6407', '198.51.100.7'],
      ['64:ff9b::1:c633:6407', '64:ff9b:0:0::/64'],
      ['::fffe:c633:6407', '0:0:0:0::/64'],
      ['198.51.100.7', '198.51.100.7'],
      ['user-42', 'user-42'],
      ['cafe', 'cafe'],
      ['1:2:3:4:5:6:7:8:9', '1:2:3:4:5:6:7:8:9'],
      ['1:2:3:4:5:6:7', '1:2:3:4:5:6:7'],
      ['1::2::3', '1::2::3'],
      ['1:2:3:4:5:6:7:8::', '1:2:3:4:5:6:7:8::'],
      ['1:2:3:4::5:6:7:8::9', '1:2:3:4::5:6:7:8::9'],
      ['2001:db8::1:2', '2001:db8:0:0::/64'],
      ['a::ffff:198.51.100.7', 'a::ffff:198.51.100.7'],
      ['::ffff:198.51.100.7x', '::ffff:198.51.100.7x'],
      ['2001:db8:1:2::g', '2001:db8:1:2::g'],
      ['2001:db8:1:2::1 ', '2001:db8:1:2::1 '],
      ['12345::1', '12345::1'],
      ['', ''],
    ] as const) {
      expect(visitorKey(id), id).toBe(key);
    }
  });
});

describe('priceBucket', () => {
  it('rounds down to 1, 2 or 5 times a power of ten, never below the minimum', () => {
    const ngn = [
      '1',
      '15000',
      '15000.01',
      '19999.99',
      '20000',
      '49999.99',
      '50000',
      '99999',
      '100000',
      '1999999',
    ];
    expect(ngn.map((a) => priceBucket(a, 'NGN'))).toEqual([
      '15000',
      '15000',
      '15000',
      '15000',
      '20000',
      '20000',
      '50000',
      '50000',
      '100000',
      '1000000',
    ]);
    const usdt = ['0.5', '10', '12.5', '19.999999', '20', '49.5', '50', '100.123456', '250', '5000'];
    expect(usdt.map((a) => priceBucket(a, 'USDT'))).toEqual([
      '10',
      '10',
      '10',
      '10',
      '20',
      '20',
      '50',
      '100',
      '200',
      '5000',
    ]);
    expect(priceBucket('12.5', 'USDC')).toBe('10');
  });
});

describe('bestIndicativeRate on the sandbox rates', () => {
  async function rates(query: Record<string, string>) {
    const res = await fetch(`${sandbox.url}/v1/rates?${new URLSearchParams(query)}`, {
      headers: { 'x-api-key': sandbox.keys.test },
    });
    const body = (await res.json()) as {
      data: { rates: { asset: string; network: string; buy: string; sell: string }[] };
    };
    expect(res.status).toBe(200);
    return body.data.rates;
  }
  const T0 = Date.UTC(2026, 10, 25, 12);

  it('buys where naira buys the most, and sells where crypto fetches the most', async () => {
    const buyRates = await rates({ asset: 'USDT', fiat_amount: '150000' });
    expect(buyRates.length).toBeGreaterThan(1);
    const cheapest = [...buyRates].sort((a, b) => new Big(a.buy).cmp(b.buy))[0]!;
    const buy = bestIndicativeRate({ from: 'NGN', to: 'USDT', amount: '150000' }, buyRates as never, T0);
    expect(buy).toEqual({
      rate: cheapest.buy,
      youSend: '150000.00',
      youReceive: new Big('150000').div(cheapest.buy).round(6, Big.roundDown).toFixed(6),
      expiresAt: new Date(T0 + 60_000).toISOString(),
      network: cheapest.network,
    });
    const sellRates = await rates({ asset: 'USDT', crypto_amount: '100.123456' });
    const dearest = [...sellRates].sort((a, b) => new Big(b.sell).cmp(a.sell))[0]!;
    const sell = bestIndicativeRate(
      { from: 'USDT', to: 'NGN', amount: '100.123456' },
      sellRates as never,
      T0,
    );
    expect(sell).toMatchObject({
      rate: dearest.sell,
      youReceive: new Big('100.123456').times(dearest.sell).round(2, Big.roundDown).toFixed(2),
      network: dearest.network,
    });
  });

  it('skips entries of another asset, an unknown network, a malformed or zero rate', async () => {
    const real = (await rates({ asset: 'USDT', fiat_amount: '150000' }))[0]!;
    const noise = [
      { ...real, asset: 'USDC', buy: '1.00' },
      { ...real, network: 'DOGE', buy: '1.00' },
      { ...real, buy: '1e3' },
      { ...real, buy: '0.00' },
      { ...real, buy: 7 },
    ];
    const q = { from: 'NGN', to: 'USDT', amount: '150000' } as const;
    expect(bestIndicativeRate(q, noise as never, T0)).toBeNull();
    expect(bestIndicativeRate(q, [...noise, real] as never, T0)).toMatchObject({
      rate: real.buy,
      network: real.network,
    });
    // A price that leaves nothing to receive is no price.
    expect(
      bestIndicativeRate({ from: 'NGN', to: 'USDT', amount: '0.000001' }, [real] as never, T0),
    ).toBeNull();
  });
});

describe('per-visitor limit', () => {
  it('admits perClient requests a minute per visitor, each visitor apart, and again once the minute has passed', () => {
    let now = 1_000_000;
    const admit = createVisitorLimit(2, () => now);
    expect([admit('a'), admit('a'), admit('a'), admit('b')]).toEqual([true, true, false, true]);
    now += 59_999;
    expect(admit('a')).toBe(false);
    now += 1;
    expect(admit('a')).toBe(true);
  });

  it('remembers 10,000 visitors: the 10,000th other visitor makes it forget the one seen longest ago', () => {
    const admit = createVisitorLimit(1, () => 1_000_000);
    expect([admit('first'), admit('first')]).toEqual([true, false]);
    for (let i = 0; i < 9_999; i++) admit(`v${i}`);
    // 10,000 remembered: still refused (a refusal does not make it newer).
    expect(admit('first')).toBe(false);
    admit('v9999');
    // The oldest was forgotten to make room, so it starts afresh.
    expect(admit('first')).toBe(true);
    // The others are still remembered and refused.
    expect(admit('v1')).toBe(false);
  });
});
