import { describe, expect, it } from 'vitest';
import { harness, START } from './harness.js';

describe('RFC 3339 time filters', () => {
  // RFC 3339 §5.6 allows `t` and `z` in lower case.
  const iso = START.toISOString();
  const forms = [iso, iso.toLowerCase(), iso.replace('Z', '+00:00').toLowerCase(), iso.replace('T', 't')];

  it('accepts lower-case t and z on every list route that filters by time, with the same result', async () => {
    const h = harness();
    await h.onrampOrder();
    await h.session();
    const made = [
      await h.as(h.keys.test).post('/v1/recipients', {
        type: 'bank_account',
        is_default: true,
        bank_account: { bank_code: '058', account_number: '0123456789' },
      }),
      await h
        .as(h.keys.test)
        .post('/v1/collections', { reference: 'c-1', customer: { name: 'A', email: 'a@example.com' } }),
    ];
    expect(made.map((r) => r.status)).toEqual([201, 201]);
    const routes = [
      ['/v1/orders', 'from', 'to'],
      ['/v1/recipients', 'from', 'to'],
      ['/v1/collections', 'from', 'to'],
      ['/v1/collection-orders', 'created_after', 'created_before'],
    ] as const;
    for (const [path, after, before] of routes) {
      const found: number[] = [];
      for (const t of forms) {
        const r = await h
          .as(h.keys.test)
          .get(`${path}?${after}=${encodeURIComponent(t)}&${before}=${encodeURIComponent(t)}`);
        expect([r.status, r.body.code], `${path} ${t}`).toEqual([200, undefined]);
        found.push(r.body.data.length);
      }
      expect(found, path).toEqual([1, 1, 1, 1]);
    }
    for (const bad of ['2026-11-22 10:00:00Z', '2026-11-22T10:00:00', 'yesterday', '2026-13-01T00:00:00z']) {
      const r = await h.as(h.keys.test).get(`/v1/orders?from=${encodeURIComponent(bad)}`);
      expect([r.status, r.body.code], bad).toEqual([400, 'invalid_request']);
    }
    h.webhooks.stop();
  });
});
