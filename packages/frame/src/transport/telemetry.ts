/**
 * Telemetry batched to POST /v1/client/telemetry: at most 50 events a call, sent after a short delay and on
 * page hide. Failures are dropped; nothing waits on it. It loads with the later chunk (later.ts); until then
 * startFrame keeps the events, with their times, and hands them over in order. Only small non-personal facts go in `data`; the token
 * travels in the Authorization header of the API client, never in the body.
 */
import { isAsset, isEmbedStatus, isNetwork, type TelemetryEvent, type TelemetryEventName } from '@pulse/core';

type Value = string | number | boolean;

// An error code as the SDK and service name them: lowercase words, never a token (`cs_…`, `sk_…`).
const isCode = (v: Value) =>
  typeof v === 'string' && /^[a-z][a-z0-9_]{0,63}$/.test(v) && !/^(cs|sk)_/.test(v);

/**
 * The keys each event may carry and what their values may be. Anything else is dropped before queueing, so a
 * deposit address, an amount or a token can never reach the body, whatever a caller passes.
 */
const ALLOWED: Partial<Record<TelemetryEventName, Record<string, (v: Value) => boolean>>> = {
  load: { ms: (v) => typeof v === 'number' && Number.isFinite(v) && v >= 0 },
  error: { code: isCode },
  status: { status: isEmbedStatus },
  select: { asset: isAsset, network: isNetwork },
  copy: { what: (v) => v === 'address' || v === 'amount' },
};

/** `data` cut to the allow-list of `name`; undefined when nothing is left. */
export function allowedData(
  name: TelemetryEventName,
  data: TelemetryEvent['data'],
): TelemetryEvent['data'] | undefined {
  const rules = ALLOWED[name] ?? {};
  const kept = Object.entries(data ?? {}).filter(([k, v]) => Object.hasOwn(rules, k) && rules[k]!(v));
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}

export interface Telemetry {
  /** `at`: when it happened, when that was before this call (events kept until this module loaded). */
  track(name: TelemetryEventName, data?: TelemetryEvent['data'], at?: string): void;
  flush(): void;
  stop(): void;
}

export interface TelemetryOptions {
  send(events: TelemetryEvent[]): Promise<unknown>;
  /** Delay between the first queued event and the send. @default 2000 */
  delayMs?: number;
  /** Events kept when sends keep failing; older ones are dropped. @default 200 */
  maxQueue?: number;
}

export function createTelemetry({ send, delayMs = 2000, maxQueue = 200 }: TelemetryOptions): Telemetry {
  let queue: TelemetryEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    while (queue.length > 0) {
      const batch = queue.slice(0, 50);
      queue = queue.slice(50);
      send(batch).catch(() => undefined);
    }
  };

  return {
    track(name, raw, at = new Date().toISOString()) {
      if (stopped) return;
      const data = allowedData(name, raw);
      queue.push(data ? { name, at, data } : { name, at });
      if (queue.length > maxQueue) queue = queue.slice(-maxQueue);
      timer ??= setTimeout(flush, delayMs);
    },
    flush,
    stop() {
      flush();
      stopped = true;
    },
  };
}
