// The read loop the frame's controller and the checkout's flow share, on fake timers: spacing, backoff,
// hidden pages, reads asked for while one is in flight, and answers that arrive after a stop.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPoller, type PollOutcome } from '../src/poller.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A read whose answers the test gives one by one; `calls` records the failures count each read was given. */
function scripted() {
  const calls: number[] = [];
  const pending: ((o: PollOutcome) => void)[] = [];
  const read = (failures: number) =>
    new Promise<PollOutcome>((resolve) => {
      calls.push(failures);
      pending.push(resolve);
    });
  /** Answers the oldest read still waiting, and lets the loop act on it. */
  const answer = async (o: PollOutcome) => {
    pending.shift()?.(o);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { calls, read, answer, waiting: () => pending.length };
}

const backoff = (n: number) => 100 * 2 ** n;

describe('createPoller', () => {
  it('reads at once on now(), then every `every` ms while reads go well, until one says stop', async () => {
    const s = scripted();
    const p = createPoller(s.read, { every: 1000, backoff });
    p.now();
    expect(s.calls).toHaveLength(1);
    await s.answer('next');
    await vi.advanceTimersByTimeAsync(999);
    expect(s.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.calls).toHaveLength(2);
    await s.answer('stop');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(s.calls).toHaveLength(2);
  });

  it('backs off after failures, counting them for the read, and starts over after a good read', async () => {
    const s = scripted();
    // The whole backoff: the jitter's random part at 0.
    const p = createPoller(s.read, { every: 1000, backoff, random: () => 0 });
    p.now();
    await s.answer('retry');
    await vi.advanceTimersByTimeAsync(199);
    expect(s.calls).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.calls).toEqual([0, 1]);
    await s.answer('retry');
    await vi.advanceTimersByTimeAsync(400);
    expect(s.calls).toEqual([0, 1, 2]);
    await s.answer('next');
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.calls).toEqual([0, 1, 2, 0]);
  });

  it('waits a random part of each backoff, from half of it to all of it', async () => {
    for (const [random, first, second] of [
      [0, 200, 400],
      [0.5, 150, 300],
      [0.999, 100, 200],
    ] as const) {
      const s = scripted();
      const p = createPoller(s.read, { every: 1000, backoff, random: () => random });
      p.now();
      await s.answer('retry');
      await vi.advanceTimersByTimeAsync(first - 1);
      expect(s.calls, `random ${random}`).toEqual([0]);
      await vi.advanceTimersByTimeAsync(1);
      expect(s.calls, `random ${random}`).toEqual([0, 1]);
      await s.answer('retry');
      await vi.advanceTimersByTimeAsync(second - 1);
      expect(s.calls, `random ${random}`).toEqual([0, 1]);
      await vi.advanceTimersByTimeAsync(1);
      expect(s.calls, `random ${random}`).toEqual([0, 1, 2]);
      p.stop();
    }
  });

  it('counts a read that throws as a failure', async () => {
    let n = 0;
    const seen: number[] = [];
    const p = createPoller(
      async (failures) => {
        seen.push(failures);
        if (n++ === 0) throw new Error('network');
        return 'stop';
      },
      { every: 1000, backoff },
    );
    p.now();
    await vi.advanceTimersByTimeAsync(200);
    expect(seen).toEqual([0, 1]);
  });

  it('reads again at once on `again`, and reset() forgets the failures', async () => {
    const s = scripted();
    const p = createPoller(s.read, { every: 1000, backoff });
    p.now();
    await s.answer('retry');
    p.reset();
    await vi.advanceTimersByTimeAsync(200);
    expect(s.calls).toEqual([0, 0]);
    await s.answer('again');
    expect(s.calls).toEqual([0, 0, 0]);
  });

  it('reads once more right after the read in flight when now() is asked meanwhile, not twice at once', async () => {
    const s = scripted();
    const p = createPoller(s.read, { every: 1000, backoff });
    p.now();
    p.now();
    p.now();
    expect(s.waiting()).toBe(1);
    await s.answer('next');
    expect(s.calls).toHaveLength(2);
    expect(s.waiting()).toBe(1);
  });

  it('starts no read while hidden, and now() reads once shown', async () => {
    let hidden = true;
    const s = scripted();
    const p = createPoller(s.read, { every: 1000, backoff, hidden: () => hidden });
    p.now();
    p.later();
    await vi.advanceTimersByTimeAsync(5000);
    expect(s.calls).toHaveLength(0);
    hidden = false;
    p.now();
    expect(s.calls).toHaveLength(1);
  });

  it('later(ms) waits the time given', async () => {
    const s = scripted();
    const p = createPoller(s.read, { every: 1000, backoff });
    p.later(0);
    expect(s.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(s.calls).toHaveLength(1);
  });

  it('later() waits `every` ms, restarting the wait', async () => {
    const s = scripted();
    const p = createPoller(s.read, { every: 1000, backoff });
    p.later();
    await vi.advanceTimersByTimeAsync(600);
    p.later();
    await vi.advanceTimersByTimeAsync(600);
    expect(s.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(400);
    expect(s.calls).toHaveLength(1);
  });

  it('ignores the answer of a read that was in flight at stop(), and serves a start that waited on it', async () => {
    const s = scripted();
    const p = createPoller(s.read, { every: 1000, backoff });
    p.now();
    p.stop();
    await s.answer('again');
    await vi.advanceTimersByTimeAsync(5000);
    expect(s.calls).toHaveLength(1);

    // Stopped and started again while the old read is still out: one new read once it settles, no more.
    p.now();
    expect(s.calls).toHaveLength(2);
    p.stop();
    p.now();
    expect(s.calls).toHaveLength(2);
    await s.answer('next');
    expect(s.calls).toHaveLength(3);
    await s.answer('next');
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.calls).toHaveLength(4);
  });

  it('counts nothing from a stale answer: a failure that arrives after a stop does not back the new loop off', async () => {
    const s = scripted();
    const p = createPoller(s.read, { every: 1000, backoff });
    p.now();
    p.stop();
    p.now();
    await s.answer('retry');
    // The start that waited on the stale read reads at once, with no failure counted.
    expect(s.calls).toEqual([0, 0]);
    await s.answer('retry');
    await vi.advanceTimersByTimeAsync(200);
    expect(s.calls).toEqual([0, 0, 1]);
  });

  it('a stop() leaves no timer behind', async () => {
    const s = scripted();
    const p = createPoller(s.read, { every: 1000, backoff });
    p.later();
    p.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(s.calls).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
