// @vitest-environment happy-dom
// A file that failed to download is asked for again: when the browser is back online, or after a growing wait.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepTrying, loadOnce, retryLater } from '../src/retry-later.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('retryLater', () => {
  it('runs again after 2 s, 4 s, 8 s … for each failure, and never waits more than 30 s', () => {
    vi.useFakeTimers();
    for (const [attempt, ms] of [
      [0, 2_000],
      [1, 4_000],
      [2, 8_000],
      [3, 16_000],
      [4, 30_000],
      [9, 30_000],
    ] as const) {
      const run = vi.fn();
      retryLater(run, attempt);
      vi.advanceTimersByTime(ms - 1);
      expect(run, `attempt ${attempt}`).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(run, `attempt ${attempt}`).toHaveBeenCalledTimes(1);
    }
  });

  it('runs at once when the browser is back online, once, and not again at the timer', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    retryLater(run, 3);
    dispatchEvent(new Event('online'));
    dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(60_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const stop = retryLater(run, 0);
    stop();
    dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(60_000);
    expect(run).not.toHaveBeenCalled();
  });
});

describe('loadOnce', () => {
  it('keeps what loaded, shares a load in flight, and asks again after a failure', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('connection reset'))
      .mockResolvedValue('chunk');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('connection reset');
    const [a, b] = [get(), get()];
    expect(await a).toBe('chunk');
    expect(await b).toBe('chunk');
    expect(await get()).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('keepTrying', () => {
  it('tries again after each failure until it loads, tells each failure, and stops for good', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('reset'))
      .mockRejectedValueOnce(new Error('reset'))
      .mockResolvedValue('chunk');
    const loaded = vi.fn();
    const failed = vi.fn();
    keepTrying(load, loaded, failed);
    await vi.advanceTimersByTimeAsync(0);
    expect(failed).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(failed).toHaveBeenCalledTimes(2);
    // The second failure waits 4 s, or less with the Try again it was handed.
    failed.mock.calls[1]![0]();
    await vi.advanceTimersByTimeAsync(0);
    expect(loaded).toHaveBeenCalledWith('chunk');
    expect(load).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('runs no callback once stopped', async () => {
    vi.useFakeTimers();
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(new Error('reset'));
    const failed = vi.fn();
    const stop = keepTrying(load, vi.fn(), failed);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(failed).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
