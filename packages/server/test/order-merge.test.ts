// mergeOrder at each boundary, and the tracker's event handling: which events change an order, once each.
import { describe, expect, it } from 'vitest';
import { createMemoryStore, createOrderTracker, mergeOrder } from '../src/index.js';
import { order } from './helpers.js';

const at = (minute: number) => `2026-11-23T10:${String(minute).padStart(2, '0')}:00.000Z`;

describe('mergeOrder', () => {
  it('takes the first version as it is', () => {
    const first = order('o_1', 'awaiting_payment', at(0));
    expect(mergeOrder(null, first)).toBe(first);
  });

  it('between open versions, the newer wins and an equal time counts as newer', () => {
    const a = order('o_1', 'awaiting_payment', at(5), { rate: '1600' });
    expect(mergeOrder(a, order('o_1', 'processing', at(4))).status).toBe('awaiting_payment');
    expect(mergeOrder(a, order('o_1', 'processing', at(5))).status).toBe('processing');
    expect(mergeOrder(a, order('o_1', 'processing', at(6))).status).toBe('processing');
  });

  it('lets a final status in whatever its time, and never lets one go', () => {
    const open = order('o_1', 'processing', at(9));
    // A completion stamped earlier than the last open version still completes it.
    expect(mergeOrder(open, order('o_1', 'completed', at(8))).status).toBe('completed');
    expect(mergeOrder(open, order('o_1', 'expired', at(1))).status).toBe('expired');
    const done = order('o_1', 'completed', at(9));
    expect(mergeOrder(done, order('o_1', 'processing', at(30))).status).toBe('completed');
    expect(mergeOrder(done, order('o_1', 'awaiting_payment', at(30)))).toBe(done);
    // Between two final versions the time decides again.
    expect(mergeOrder(done, order('o_1', 'expired', at(8))).status).toBe('completed');
    expect(mergeOrder(done, order('o_1', 'expired', at(10))).status).toBe('expired');
  });

  it('treats a status it does not know as open', () => {
    const done = order('o_1', 'completed', at(9));
    expect(mergeOrder(done, order('o_1', 'refunding', at(30))).status).toBe('completed');
    const odd = order('o_1', 'refunding', at(9));
    expect(mergeOrder(odd, order('o_1', 'processing', at(8))).status).toBe('refunding');
  });

  it('adds fields up: a summary without the funding account keeps the known one', () => {
    const full = order('o_1', 'awaiting_payment', at(0));
    const { funding_account: _f, ...summary } = order('o_1', 'processing', at(1));
    const merged = mergeOrder(full, summary);
    expect(merged.funding_account).toEqual(full.funding_account);
    expect(merged.status).toBe('processing');
    expect(merged.updated_at).toBe(at(1));
  });
});

describe('createOrderTracker events', () => {
  const tracker = () => {
    let t = Date.UTC(2026, 10, 23, 10);
    const store = createMemoryStore({ now: () => t });
    const tr = createOrderTracker({
      apiKey: 'sk_test_abcdefgh12345678',
      store,
      autoSync: false,
      now: () => t,
    });
    return { tr, store, advance: (ms: number) => (t += ms) };
  };
  const event = (id: string, type: string, data: unknown) => ({
    id,
    type,
    environment: 'test',
    created_at: at(0),
    data,
  });

  it('applies order events once each, ignores others, and keeps the order and its open index', async () => {
    const { tr, store } = tracker();
    const handled: string[] = [];
    const handle = async (e: { id: string }) => void handled.push(e.id);
    const first = event('evt_1', 'order.awaiting_payment', order('o_1', 'awaiting_payment', at(0)));
    expect(await tr.ingest(first as never, handle)).toBe('applied');
    expect(await tr.ingest(first as never, handle)).toBe('duplicate');
    expect(await tr.ingest(event('evt_2', 'collection.created', { id: 'col_1' }) as never, handle)).toBe(
      'ignored',
    );
    expect(await tr.ingest(event('evt_3', 'order.processing', { id: 'bad id!' }) as never, handle)).toBe(
      'ignored',
    );
    expect(handled).toEqual(['evt_1', 'evt_2', 'evt_3']);
    expect((await tr.read('o_1'))?.order.status).toBe('awaiting_payment');
    expect((await store.indexList('open')).map((e) => e.member)).toEqual(['o_1']);
    expect(
      await tr.ingest(event('evt_4', 'order.completed', order('o_1', 'completed', at(5))) as never),
    ).toBe('applied');
    expect((await tr.read('o_1'))?.order.status).toBe('completed');
    expect(await store.indexList('open')).toEqual([]);
    expect(await tr.read('o_missing')).toBeNull();
  });

  it('takes only an order-shaped event of an order type', async () => {
    const { tr } = tracker();
    const good = order('o_5', 'processing', at(1));
    const notOrders: [string, unknown][] = [
      ['collection.updated', good],
      ['order', good],
      ['order.processing', null],
      ['order.processing', 'o_5'],
      ['order.processing', { ...good, id: 'o 5' }],
      ['order.processing', { ...good, id: `x${'a'.repeat(128)}` }],
      ['order.processing', { ...good, id: 5 }],
      ['order.processing', { ...good, status: 5 }],
      ['order.processing', { ...good, updated_at: undefined }],
      ['order.processing', { ...good, created_at: 'yesterday' }],
      ['order.processing', { ...good, created_at: undefined }],
    ];
    let n = 0;
    for (const [type, data] of notOrders) {
      expect(await tr.ingest(event(`evt_n${n++}`, type, data) as never), type).toBe('ignored');
    }
    expect(await tr.read('o_5')).toBeNull();
    expect(
      await tr.ingest(
        event('evt_ok', 'order.processing', { ...good, id: 'A-z_0'.padEnd(128, '9') }) as never,
      ),
    ).toBe('applied');
  });

  it('remembers who owns an order, keeps it across updates, and changes the tag only when the order does', async () => {
    const { tr } = tracker();
    const a = await tr.remember(order('o_2', 'awaiting_payment', at(0)), 'visitor-1');
    expect(a.owner).toBe('visitor-1');
    expect(a.etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    const same = await tr.remember(order('o_2', 'awaiting_payment', at(0)));
    expect(same).toEqual(a);
    const b = await tr.remember(order('o_2', 'processing', at(1)));
    expect(b.owner).toBe('visitor-1');
    expect(b.etag).not.toBe(a.etag);
  });
});
