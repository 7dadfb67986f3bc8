/**
 * Telemetry batched to POST /v1/client/telemetry: at most 50 events a call, sent after a short delay and on
 * page hide. Failures are dropped; nothing waits on it. Only small non-personal facts go in `data`; the token
 * travels in the Authorization header of the API client, never in the body.
 */
import type { TelemetryEvent, TelemetryEventName } from '@pulse/core';

export interface Telemetry {
  track(name: TelemetryEventName, data?: TelemetryEvent['data']): void;
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
    track(name, data) {
      if (stopped) return;
      queue.push(
        data ? { name, at: new Date().toISOString(), data } : { name, at: new Date().toISOString() },
      );
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
