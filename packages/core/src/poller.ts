/**
 * One read loop for what a customer watches (the embed's session, the checkout's order): a read every `every`
 * ms while it goes well, backing off after failures, paused while the page is hidden, read at once when asked
 * (shown again, back online, after an action) or right after the read in flight, and an answer that arrives
 * after `stop()` ignored. Each read says what comes next; the loop holds the timer and the "is this answer
 * still current" check that the frame's controller and the checkout's flow would otherwise each keep.
 */

/**
 * What a read says comes next: `next` (it went well: read again after `every`), `retry` (it failed: read again
 * after the backoff), `again` (read again at once, e.g. with a renewed token) or `stop` (nothing more to read).
 */
export type PollOutcome = 'next' | 'retry' | 'again' | 'stop';

export interface PollerOptions {
  /** Milliseconds between reads that went well. */
  every: number;
  /**
   * Milliseconds before the read after `failures` failed ones in a row (1 after the first failure). The loop
   * waits a random part of it, from half to all of it ("equal jitter"), so that the pages of every customer
   * who lost the service at one moment do not all read again at the same one when it comes back.
   */
  backoff: (failures: number) => number;
  /** A number in [0, 1) that picks the part of a backoff waited: 0 waits all of it. @default Math.random */
  random?: () => number;
  /** While true, no read starts; `now()` when it turns false reads at once. @default never hidden */
  hidden?: (() => boolean) | undefined;
}

export interface Poller {
  /** Reads after `ms` (the timer starts again); starts the loop after `stop()`. @default `every` */
  later(ms?: number): void;
  /** Reads at once, or right after the read in flight; starts the loop after `stop()`. */
  now(): void;
  /** Ends the loop: no read starts, and the answer of the one in flight is ignored. */
  stop(): void;
  /** Forgets the failures counted, so the next failure backs off from the start. */
  reset(): void;
}

/**
 * `read` gets the number of failed reads in a row before it (0 after a good one); a read that throws counts as
 * `retry`.
 */
export function createPoller(
  read: (failures: number) => Promise<PollOutcome>,
  options: PollerOptions,
): Poller {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let active = false;
  let inFlight = false;
  let again = false;
  let failures = 0;
  /** Moves on every stop(): a read started before it is no longer current. */
  let run = 0;

  const schedule = (ms: number) => {
    clearTimeout(timer);
    timer = active ? setTimeout(tick, ms) : undefined;
  };

  async function tick(): Promise<void> {
    timer = undefined;
    if (!active) return;
    if (inFlight) {
      again = true;
      return;
    }
    if (options.hidden?.()) return;
    inFlight = true;
    again = false;
    const mine = run;
    let outcome: PollOutcome;
    try {
      outcome = await read(failures);
    } catch {
      outcome = 'retry';
    }
    inFlight = false;
    if (mine !== run || outcome === 'stop') {
      // Stopped meanwhile (and maybe started again, waiting on this read): only that wait is served.
      if (mine !== run && again && active) void tick();
      else if (outcome === 'stop' && mine === run) active = false;
      return;
    }
    if (outcome === 'retry') failures += 1;
    else if (outcome === 'next') failures = 0;
    if (outcome === 'again' || again) schedule(0);
    else if (outcome === 'retry') {
      const ms = options.backoff(failures);
      schedule(ms - (options.random ?? Math.random)() * (ms / 2));
    } else schedule(options.every);
  }

  return {
    later(ms = options.every) {
      active = true;
      schedule(ms);
    },
    now() {
      active = true;
      clearTimeout(timer);
      void tick();
    },
    stop() {
      active = false;
      run += 1;
      again = false;
      clearTimeout(timer);
      timer = undefined;
    },
    reset() {
      failures = 0;
    },
  };
}
