/**
 * The one clock every lifecycle reads. It follows real time (so a demo's quotes expire on their own) plus
 * an offset that `advance` grows, so tests can jump minutes ahead instantly. A frozen clock stands still
 * except when advanced, for tests that compare exact timestamps.
 */
export interface TestClock {
  /** The sandbox time now. */
  now(): Date;
  /** Moves the clock `ms` forward; every lifecycle step due by then runs at once, in order. */
  advance(ms: number): void;
}

export interface ClockOptions {
  /** The sandbox time at start. @default the real time */
  start?: Date | undefined;
  /** Stand still between advances. @default false */
  frozen?: boolean | undefined;
}

export function createClock(options: ClockOptions = {}, onAdvance?: () => void): TestClock {
  const realStart = Date.now();
  const start = options.start?.getTime() ?? realStart;
  let offset = 0;
  return {
    now: () => new Date(start + offset + (options.frozen ? 0 : Date.now() - realStart)),
    advance(ms: number) {
      if (!Number.isFinite(ms) || ms < 0)
        throw new RangeError(`advance(ms) needs a finite ms >= 0, got ${ms}`);
      offset += ms;
      onAdvance?.();
    },
  };
}
