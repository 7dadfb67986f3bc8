import { describe, expect, it, vi } from 'vitest';
import {
  createKeyBudget,
  createOrderTracker,
  createOrderWebhookHandler,
  mergeOrder,
  type WebhookEvent,
} from '../src/index.js';
import { delivery, fakeService, json, loggedText, MISCONFIGURED, order } from './helpers.js';

const apiKey = 'sk_test_abcdefgh12345678';
const secret = 'whsec_test_secret_0123456789';
const event = (id: string, type: string, data: unknown) => ({
  id,
  type,
  environment: 'test',
  created_at: '2026-11-23T10:00:00.000Z',
  data,
});

describe('order state', () => {
  it('merges versions: newer wins, fields add up, a final status never goes back', () => {
    const created = order('o_1', 'awaiting_payment', '2026-11-23T10:00:00.000Z');
    const {
      funding_account: _omitted,
      party: _p,
      ...summary
    } = order('o_1', 'processing', '2026-11-23T10:05:00.000Z');
    const processing = mergeOrder(created, summary);
    expect(processing.status).toBe('processing');
    expect(processing.funding_account).toEqual(created.funding_account);
    expect(mergeOrder(processing, created).status).toBe('processing');
    const done = mergeOrder(processing, order('o_1', 'completed', '2026-11-23T10:06:00.000Z'));
    // A late, out-of-order event with a newer clock still cannot reopen a completed order.
    expect(mergeOrder(done, order('o_1', 'processing', '2026-11-23T10:09:00.000Z')).status).toBe('completed');
  });

  it('is made without a key (as a build loads the module), takes events, and says once what is missing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const tracker = createOrderTracker({ apiKey: '', baseUrl: '' });
    const hook = createOrderWebhookHandler({ secret, tracker });
    const created = event(
      'evt_7',
      'order.awaiting_payment',
      order('o_7', 'awaiting_payment', '2026-11-23T10:00:00.000Z'),
    );
    expect((await hook(delivery(created, secret))).status).toBe(200);
    expect(await tracker.sync()).toBe(0);
    expect(await tracker.sync()).toBe(0);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]?.[0])).toMatch(/createOrderTracker: apiKey/);
    logged.mockRestore();
  });

  it('a delivery whose onEvent fails is not marked seen, so the retry is handled', async () => {
    const tracker = createOrderTracker({
      apiKey,
      baseUrl: 'https://svc.local',
      fetchImpl: fakeService(() => json(500, {})).fetchImpl,
      autoSync: false,
    });
    let failNext = true;
    const credited: string[] = [];
    const hook = createOrderWebhookHandler({
      secret,
      tracker,
      onEvent: (e) => {
        if (failNext) {
          failNext = false;
          throw new Error('the ledger is down');
        }
        credited.push(e.id);
      },
    });
    const completed = event(
      'evt_9',
      'order.completed',
      order('o_9', 'completed', '2026-11-23T10:07:00.000Z'),
    );
    await expect(hook(delivery(completed, secret))).rejects.toThrow('the ledger is down');
    const retry = await hook(delivery(completed, secret));
    expect(((await retry.json()) as { data: { result: string } }).data.result).toBe('applied');
    expect(credited).toEqual(['evt_9']);
    const again = await hook(delivery(completed, secret));
    expect(((await again.json()) as { data: { result: string } }).data.result).toBe('duplicate');
    expect(credited).toEqual(['evt_9']);
  });

  it('hands copies of one delivery that arrive together to onEvent once; the others are told to come again', async () => {
    const tracker = createOrderTracker({
      apiKey,
      baseUrl: 'https://svc.local',
      fetchImpl: fakeService(() => json(500, {})).fetchImpl,
      autoSync: false,
    });
    let credited = 0;
    let failNext = true;
    const hook = createOrderWebhookHandler({
      secret,
      tracker,
      // The merchant's crediting takes a while: the service's retry after a slow answer, or a replay, lands
      // while it runs.
      onEvent: async () => {
        await new Promise((r) => setTimeout(r, 20));
        if (failNext) {
          failNext = false;
          throw new Error('the ledger is down');
        }
        credited++;
      },
    });
    const completed = event(
      'evt_5',
      'order.completed',
      order('o_5', 'completed', '2026-11-23T10:07:00.000Z'),
    );
    // The first handling fails while four copies arrive: none of them is handled beside it.
    const first = await Promise.allSettled(
      Array.from({ length: 5 }, () => hook(delivery(completed, secret))),
    );
    expect(first.filter((r) => r.status === 'rejected')).toHaveLength(1);
    const refused = first.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(refused.map((r) => r.status)).toEqual([409, 409, 409, 409]);
    expect(await refused[0]!.json()).toMatchObject({ status: false, code: 'event_in_progress' });
    expect(credited).toBe(0);
    // The failure let go of the event, so the next delivery handles it at once, and only that one.
    const again = await Promise.all(Array.from({ length: 5 }, () => hook(delivery(completed, secret))));
    expect(again.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(credited).toBe(1);
    const later = await hook(delivery(completed, secret));
    expect(((await later.json()) as { data: { result: string } }).data.result).toBe('duplicate');
    expect(credited).toBe(1);
    // Different events arriving together are each handled: the claim is per event.
    const others = ['evt_6', 'evt_7', 'evt_8'].map((id, i) =>
      event(id, 'order.completed', order(`o_${6 + i}`, 'completed', '2026-11-23T10:07:00.000Z')),
    );
    const answers = await Promise.all(others.map((e) => hook(delivery(e, secret))));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(credited).toBe(4);
  });

  it("keeps a live handler's claim however long it runs, and lets a dead process's claim go within 15 s", async () => {
    vi.useFakeTimers();
    try {
      const tracker = createOrderTracker({
        apiKey,
        baseUrl: 'https://svc.local',
        fetchImpl: fakeService(() => json(500, {})).fetchImpl,
        autoSync: false,
      });
      const paid = event(
        'evt_9',
        'order.completed',
        order('o_9', 'completed', '2026-11-23T10:07:00.000Z'),
      ) as WebhookEvent;
      // A slow crediting (a minute): the copies the service sends meanwhile are refused as in progress.
      let finish: () => void = () => undefined;
      const slow = tracker.ingest(paid, () => new Promise<void>((r) => (finish = r)));
      for (let t = 0; t < 4; t++) {
        await vi.advanceTimersByTimeAsync(15_000);
        expect(await tracker.ingest(paid, () => undefined)).toBe('in_progress');
      }
      finish();
      expect(await slow).toBe('applied');
      expect(await tracker.ingest(paid, () => undefined)).toBe('duplicate');
      // An instance that claimed an event and died inside its handler renews nothing: its claim lapses 15 s
      // after, and the retry then (the sandbox's fourth is 1 + 2 + 4 + 8 s after the first) is handled by
      // another instance sharing the store.
      const other = event(
        'evt_10',
        'order.completed',
        order('o_10', 'completed', '2026-11-23T10:08:00.000Z'),
      ) as WebhookEvent;
      const shared = tracker.store;
      // The first instance's view of the shared store: once its process is gone, it sends nothing more.
      let gone = false;
      const through = new Proxy(shared, {
        get: (target, key) => {
          const value = Reflect.get(target, key) as unknown;
          return typeof value === 'function'
            ? (...args: unknown[]) =>
                gone
                  ? new Promise<never>(() => undefined)
                  : (value as (...a: unknown[]) => unknown).apply(target, args)
            : value;
        },
      });
      const instance = (store: typeof shared) =>
        createOrderTracker({
          apiKey,
          baseUrl: 'https://svc.local',
          fetchImpl: fakeService(() => json(500, {})).fetchImpl,
          autoSync: false,
          store,
        });
      const first = instance(through);
      const second = instance(shared);
      void first.ingest(other, () => new Promise<void>(() => undefined));
      await vi.advanceTimersByTimeAsync(0);
      expect(await second.ingest(other, () => undefined)).toBe('in_progress');
      gone = true;
      await vi.advanceTimersByTimeAsync(14_999);
      expect(await second.ingest(other, () => undefined)).toBe('in_progress');
      await vi.advanceTimersByTimeAsync(1);
      const handled: string[] = [];
      expect(await second.ingest(other, (e) => void handled.push(e.id))).toBe('applied');
      expect(handled).toEqual(['evt_10']);
      // A handler that never settles keeps its event for 5 minutes at the most, then a retry is handled.
      const stuck = event(
        'evt_11',
        'order.completed',
        order('o_11', 'completed', '2026-11-23T10:09:00.000Z'),
      ) as WebhookEvent;
      void tracker.ingest(stuck, () => new Promise<void>(() => undefined));
      await vi.advanceTimersByTimeAsync(4 * 60_000);
      expect(await second.ingest(stuck, () => undefined)).toBe('in_progress');
      await vi.advanceTimersByTimeAsync(60_000 + 15_000);
      expect(await second.ingest(stuck, () => undefined)).toBe('applied');
    } finally {
      vi.useRealTimers();
    }
  });

  it('ingests signed webhooks once each and refuses unsigned or altered ones', async () => {
    const s = fakeService(() => json(500, {}));
    const tracker = createOrderTracker({
      apiKey,
      baseUrl: 'https://svc.local',
      fetchImpl: s.fetchImpl,
      autoSync: false,
    });
    const seen: string[] = [];
    const hook = createOrderWebhookHandler({ secret, tracker, onEvent: (e) => void seen.push(e.id) });
    const created = event(
      'evt_1',
      'order.awaiting_payment',
      order('o_1', 'awaiting_payment', '2026-11-23T10:00:00.000Z'),
    );
    expect((await hook(delivery(created, secret))).status).toBe(200);
    const completed = event(
      'evt_2',
      'order.completed',
      order('o_1', 'completed', '2026-11-23T10:07:00.000Z'),
    );
    expect((await hook(delivery(completed, secret))).status).toBe(200);
    // A retry of the first event is acknowledged but changes nothing and is not passed on again.
    const retry = await hook(delivery(created, secret));
    expect(((await retry.json()) as { data: { result: string } }).data.result).toBe('duplicate');
    expect(seen).toEqual(['evt_1', 'evt_2']);
    expect((await tracker.read('o_1'))?.order.status).toBe('completed');

    const forged = event(
      'evt_3',
      'order.awaiting_payment',
      order('o_1', 'awaiting_payment', '2026-11-23T11:00:00.000Z'),
    );
    const wrongKey = await hook(delivery(forged, 'whsec_someone_else'));
    expect(wrongKey.status).toBe(400);
    expect(((await wrongKey.json()) as { code: string }).code).toBe('webhook_signature_mismatch');
    const unsigned = new Request('https://shop.example/hook', {
      method: 'POST',
      body: JSON.stringify(forged),
    });
    expect(((await (await hook(unsigned)).json()) as { code: string }).code).toBe(
      'webhook_signature_missing',
    );
    expect((await tracker.read('o_1'))?.order.status).toBe('completed');
    expect(s.calls).toEqual([]);

    // Its own misconfiguration is not the sender's fault: a clock in milliseconds throws (the runtime answers
    // 500 and logs it, and the service delivers again) rather than answering every delivery 400.
    const inMs = createOrderWebhookHandler({ secret, tracker, now: () => Date.now() });
    await expect(inMs(delivery(forged, secret))).rejects.toThrow(
      'now must be unix seconds, not milliseconds (Date.now() / 1000)',
    );
  });

  it('syncs open orders with one paged list read per interval, inside the background budget', async () => {
    let clock = Date.parse('2026-11-23T10:10:00.000Z');
    const now = () => clock;
    const pages: string[] = [];
    const s = fakeService((seen) => {
      const url = new URL(seen.url);
      pages.push(url.search);
      const cursor = url.searchParams.get('cursor');
      if (!cursor)
        return json(200, {
          status: true,
          data: [order('o_2', 'processing', '2026-11-23T10:09:00.000Z')],
          meta: { next_cursor: 'c2' },
        });
      return json(200, { status: true, data: [order('o_1', 'completed', '2026-11-23T10:08:00.000Z')] });
    });
    const budget = createKeyBudget({ now, perMinute: 10, reserve: 8 });
    const tracker = createOrderTracker({
      apiKey,
      baseUrl: 'https://svc.local',
      fetchImpl: s.fetchImpl,
      budget,
      now,
      syncIntervalMs: 15_000,
      pagesPerSync: 1,
    });
    await tracker.remember(order('o_1', 'awaiting_payment', '2026-11-23T10:00:00.000Z'), 'u1');
    await tracker.remember(
      order('o_2', 'awaiting_payment', '2026-11-23T10:01:00.000Z', {
        created_at: '2026-11-23T10:01:00.000Z',
      }),
      'u2',
    );
    // A thousand polls in one interval start one sync.
    for (let i = 0; i < 1000; i++) await tracker.read(i % 2 ? 'o_1' : 'o_2');
    await tracker.settled();
    expect(pages).toEqual(['?from=2026-11-23T10%3A00%3A00.000Z&per_page=100']);
    expect((await tracker.read('o_2'))?.order.status).toBe('processing');
    expect((await tracker.read('o_2'))?.owner).toBe('u2');
    clock += 15_000;
    await tracker.read('o_1');
    await tracker.settled();
    // The second page continues the sweep where the first stopped.
    expect(pages[1]).toContain('cursor=c2');
    expect((await tracker.read('o_1'))?.order.status).toBe('completed');
    // The background share is 2 a minute here: a third sync in the same minute reads nothing.
    clock += 15_000;
    await tracker.read('o_2');
    await tracker.settled();
    expect(pages).toHaveLength(2);
    expect(budget.used()).toBe(2);
    // Essential spending still has its reserve.
    expect(budget.take('essential')).toBe(true);
  });
});

describe('createOrderWebhookHandler options', () => {
  it('is made without the secret and answers a delivery 500 invalid_options naming it, logged once', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const tracker = createOrderTracker({ apiKey, baseUrl: 'https://svc.local', autoSync: false });
    const hook = createOrderWebhookHandler({ secret: '', tracker });
    const created = event(
      'evt_8',
      'order.awaiting_payment',
      order('o_8', 'awaiting_payment', '2026-11-23T10:00:00.000Z'),
    );
    for (let i = 0; i < 2; i++) {
      const res = await hook(delivery(created, secret));
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual(MISCONFIGURED);
    }
    expect(logged).toHaveBeenCalledTimes(1);
    expect(loggedText(logged)).toMatch(/webhook signing secret/);
    logged.mockRestore();
  });
});
