/**
 * Webhook delivery: at least once, each event POSTed to every registered endpoint of its environment (and
 * to the --forward-to target for the test environment), signed over the exact body sent. A non-2xx answer,
 * a network error or a timeout is retried with exponential backoff, up to `maxAttempts`. Events of one
 * resource reach one endpoint in the order they were emitted: the next waits for the previous to be
 * delivered or given up. Retries run on real timers, short and configurable so tests stay fast.
 *
 * Webhooks run on real time, not the test clock: signature timestamps (which a receiver checks against its
 * own clock), retry times, and the overlap of a rotated secret. Advancing the test clock to move a payment
 * along never ends an overlap early, so a receiver still on the old secret keeps verifying.
 */
import type { WebhookEvent } from '@pulse/core';
import { newId } from '../ids.js';
import type { DeliveryRecord, Ledger } from '../store.js';
import { webhookHostCheck } from './hosts.js';
import { signatureHeader } from './sign.js';

export interface DeliveryOptions {
  /** Attempts per event and endpoint, the first included. @default 6 */
  maxAttempts?: number | undefined;
  /** Delay before the first retry, doubled for each further one. @default 1000 */
  retryBaseMs?: number | undefined;
  /** How long an endpoint has to answer one attempt. @default 10000 */
  timeoutMs?: number | undefined;
  /** A URL every test-environment event is also delivered to, signed with the business's test secret. */
  forwardTo?: string | null | undefined;
  /**
   * Hosts other than loopback that endpoints may use; `*` allows any. Checked at registration and again
   * before each attempt (an endpoint kept in a state directory may predate the setting). `forwardTo` is
   * the operator's own choice and is not checked. @default [] (loopback only)
   */
  allowHosts?: readonly string[] | undefined;
  /** Attempts in flight at once per endpoint; more wait their turn. @default 4 */
  maxConcurrentPerEndpoint?: number | undefined;
  /** The real time webhooks run on, in ms since the epoch (a test seam). @default Date.now */
  now?: (() => number) | undefined;
}

/** Delivery log entries kept per ledger. */
export const MAX_DELIVERY_LOG = 1000;

interface Target {
  id: string;
  /** Which endpoint, across businesses and environments: the key of its concurrency limit. */
  slot: string;
  url: string;
  /** Checked before each attempt. */
  checked: boolean;
  secrets: () => string[];
}

export interface Dispatcher {
  deliver(ledger: Ledger, event: WebhookEvent, resourceId: string): void;
  /** Whether endpoints may use this URL's host. */
  hostAllowed(url: string): boolean;
  /** The real time deliveries and secret overlaps run on. */
  now(): number;
  /** Sends an event to one of the ledger's targets again, after its queue; false when there is none. */
  redeliver(ledger: Ledger, event: WebhookEvent, targetId: string): boolean;
  /** Resolves once nothing is queued or waiting for a retry. */
  idle(): Promise<void>;
  /** Cancels pending retries and in-flight attempts. */
  stop(): void;
}

function checkCount(name: string, value: number, min: number): number {
  if (!Number.isInteger(value) || value < min) {
    throw new RangeError(`webhooks.${name} must be a whole number >= ${min}, got ${value}`);
  }
  return value;
}

export function createDispatcher(options: DeliveryOptions = {}): Dispatcher {
  const realNow = options.now ?? Date.now;
  const maxAttempts = checkCount('maxAttempts', options.maxAttempts ?? 6, 1);
  const retryBaseMs = checkCount('retryBaseMs', options.retryBaseMs ?? 1000, 0);
  const timeoutMs = checkCount('timeoutMs', options.timeoutMs ?? 10_000, 1);
  const forwardTo = options.forwardTo ?? null;
  const hostAllowed = webhookHostCheck(options.allowHosts);
  const perEndpoint = checkCount('maxConcurrentPerEndpoint', options.maxConcurrentPerEndpoint ?? 4, 1);
  /** Attempts in flight per endpoint, and those waiting for a turn. */
  const lanes = new Map<string, { active: number; waiting: (() => void)[] }>();
  const tails = new Map<string, Promise<void>>();
  const timers = new Map<ReturnType<typeof setTimeout>, () => void>();
  const controllers = new Set<AbortController>();
  let seq = 0;
  let stopped = false;

  const targetsOf = (ledger: Ledger): Target[] => {
    const targets: Target[] = ledger.webhookEndpoints.map((e) => ({
      id: e.id,
      slot: `${ledger.business.id}:${ledger.env}:${e.id}`,
      url: e.url,
      checked: true,
      secrets: () => {
        const now = realNow();
        return e.secrets
          .filter((s) => s.expiresAt === null || s.expiresAt.getTime() > now)
          .map((s) => s.secret);
      },
    }));
    if (forwardTo && ledger.env === 'test') {
      targets.push({
        id: 'forward',
        slot: 'forward',
        url: forwardTo,
        checked: false,
        secrets: () => [ledger.business.test.webhookSecret],
      });
    }
    return targets;
  };

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.set(timer, resolve);
    });

  const log = (ledger: Ledger, entry: Omit<DeliveryRecord, 'id' | 'seq'>) => {
    ledger.deliveries.push({ id: newId('dlv'), seq: ++seq, ...entry });
    if (ledger.deliveries.length > MAX_DELIVERY_LOG) ledger.deliveries.shift();
  };

  async function turn(slot: string): Promise<() => void> {
    let lane = lanes.get(slot);
    if (!lane) lanes.set(slot, (lane = { active: 0, waiting: [] }));
    if (lane.active >= perEndpoint) await new Promise<void>((resolve) => lane.waiting.push(resolve));
    lane.active++;
    return () => {
      lane.active--;
      const next = lane.waiting.shift();
      if (next) next();
      else if (lane.active === 0) lanes.delete(slot);
    };
  }

  async function attempt(
    target: Target,
    body: string,
  ): Promise<{ status: number | null; error: string | null }> {
    if (target.checked && !hostAllowed(target.url)) {
      return { status: null, error: 'host not allowed: the sandbox delivers to loopback only by default' };
    }
    const done = await turn(target.slot);
    try {
      return await send(target, body);
    } finally {
      done();
    }
  }

  async function send(
    target: Target,
    body: string,
  ): Promise<{ status: number | null; error: string | null }> {
    if (stopped) return { status: null, error: 'stopped' };
    const controller = new AbortController();
    controllers.add(controller);
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const t = Math.floor(realNow() / 1000);
      const res = await fetch(target.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Service-Signature': signatureHeader(body, target.secrets(), t),
          'User-Agent': 'pulse-sandbox-webhooks',
        },
        body,
        signal: controller.signal,
        redirect: 'manual',
      });
      await res.body?.cancel().catch(() => undefined);
      return { status: res.status, error: res.ok ? null : `answered ${res.status}` };
    } catch (e) {
      const timedOut = controller.signal.aborted && !stopped;
      return {
        status: null,
        error: timedOut ? `no answer within ${timeoutMs} ms` : String((e as Error).message),
      };
    } finally {
      clearTimeout(timer);
      controllers.delete(controller);
    }
  }

  async function deliverWithRetries(ledger: Ledger, target: Target, event: WebhookEvent): Promise<void> {
    const body = JSON.stringify(event);
    for (let n = 1; n <= maxAttempts && !stopped; n++) {
      const result = await attempt(target, body);
      if (stopped) return;
      const succeeded = result.error === null;
      const last = n === maxAttempts;
      const delay = retryBaseMs * 2 ** (n - 1);
      log(ledger, {
        event_id: event.id,
        event_type: event.type,
        endpoint_id: target.id,
        url: target.url,
        attempt: n,
        outcome: succeeded ? 'succeeded' : last ? 'failed' : 'retrying',
        response_status: result.status,
        error: result.error,
        attempted_at: new Date(realNow()).toISOString(),
        next_attempt_at: succeeded || last ? null : new Date(realNow() + delay).toISOString(),
      });
      if (succeeded || last) return;
      await sleep(delay);
    }
  }

  function enqueue(ledger: Ledger, target: Target, event: WebhookEvent, resourceId: string) {
    const key = `${ledger.business.id}:${ledger.env}:${target.id}:${resourceId}`;
    const next = (tails.get(key) ?? Promise.resolve()).then(() => deliverWithRetries(ledger, target, event));
    tails.set(key, next);
    void next.then(() => {
      if (tails.get(key) === next) tails.delete(key);
    });
  }

  return {
    hostAllowed,
    now: realNow,
    deliver(ledger, event, resourceId) {
      if (stopped) return;
      for (const target of targetsOf(ledger)) enqueue(ledger, target, event, resourceId);
    },
    redeliver(ledger, event, targetId) {
      const target = targetsOf(ledger).find((t) => t.id === targetId);
      if (!target || stopped) return false;
      enqueue(ledger, target, event, `replay:${event.id}`);
      return true;
    },
    async idle() {
      while (tails.size > 0) await Promise.all([...tails.values()]);
    },
    stop() {
      stopped = true;
      for (const [timer, resolve] of timers) {
        clearTimeout(timer);
        resolve();
      }
      timers.clear();
      for (const c of controllers) c.abort();
      for (const lane of lanes.values()) for (const next of lane.waiting.splice(0)) next();
    },
  };
}
