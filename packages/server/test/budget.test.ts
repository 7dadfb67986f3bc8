// The key's request budget: a sliding minute, an essential reserve, a cap on previews, and exact waits.
import { describe, expect, it } from 'vitest';
import { createKeyBudget } from '../src/index.js';

const MINUTE = 60_000;

/** A budget on a clock the test moves. */
function budgetAt(options: Parameters<typeof createKeyBudget>[0] = {}) {
  const clock = { t: 1_800_000_000_000 };
  const budget = createKeyBudget({ ...options, now: () => clock.t });
  return { budget, clock, start: clock.t };
}

const takeAll = (take: () => boolean) => {
  let n = 0;
  while (take() && n < 1000) n++;
  return n;
};

describe('createKeyBudget', () => {
  it('spends 55 a minute by default, keeping 20 for essential calls and capping previews at 20', () => {
    const { budget } = budgetAt();
    expect(takeAll(() => budget.take('preview'))).toBe(20);
    expect(takeAll(() => budget.take('background'))).toBe(15);
    expect(budget.take('preview')).toBe(false);
    expect(takeAll(() => budget.take('essential'))).toBe(20);
    expect(budget.used()).toBe(55);
  });

  it('caps session minting at 10 a minute by default, which may use the reserve but leaves the rest', () => {
    const { budget, clock, start } = budgetAt();
    // Background spending first, to its share: sessions still pass, from the reserve a customer waits on.
    expect(takeAll(() => budget.take('background'))).toBe(35);
    expect(takeAll(() => budget.take('session'))).toBe(10);
    expect(budget.waitMs('session')).toBe(MINUTE);
    // The reserve's other 10 stay for quotes and orders however many sessions are asked for.
    expect(takeAll(() => budget.take('essential'))).toBe(10);
    clock.t = start + MINUTE;
    expect(budget.waitMs('session')).toBe(0);
    expect(budget.take('session')).toBe(true);
  });

  it('counts sessions against the reserve first: a flood of them first leaves order syncs and previews their share', () => {
    const { budget } = budgetAt();
    expect(takeAll(() => budget.take('session'))).toBe(10);
    expect(takeAll(() => budget.take('preview'))).toBe(20);
    expect(takeAll(() => budget.take('background'))).toBe(15);
    // Quotes and orders keep the other 10 of the reserve.
    expect(takeAll(() => budget.take('essential'))).toBe(10);
    // With two instances' share (25 a minute), syncs still get theirs.
    const two = budgetAt({ perMinute: 25 }).budget;
    expect(takeAll(() => two.take('session'))).toBe(10);
    expect(takeAll(() => two.take('background'))).toBe(5);
    expect(takeAll(() => two.take('essential'))).toBe(10);
  });

  it('counts the sessions a small reserve cannot hold against the shared share, and says when it frees', () => {
    const { budget, clock, start } = budgetAt({ perMinute: 20, reserve: 5, previews: 20, sessions: 10 });
    expect(takeAll(() => budget.take('session'))).toBe(10);
    clock.t = start + 1000;
    // 5 of the sessions are beyond the reserve: the shared 15 has 10 left.
    expect(takeAll(() => budget.take('background'))).toBe(10);
    expect(budget.take('essential')).toBe(false);
    // The first session to leave the minute frees a place in the shared share.
    expect(budget.waitMs('background')).toBe(MINUTE - 1000);
    clock.t = start + MINUTE;
    expect(budget.waitMs('background')).toBe(0);
    expect(budget.take('background')).toBe(true);
  });

  it('tells each kind its own wait: essential none while only the shared share is spent, a cap of 0 a minute', () => {
    const { budget } = budgetAt();
    expect(takeAll(() => budget.take('background'))).toBe(35);
    expect([budget.waitMs('essential'), budget.waitMs('session')]).toEqual([0, 0]);
    expect(budget.waitMs('background')).toBe(MINUTE);
    const none = budgetAt({ previews: 0, sessions: 0 }).budget;
    expect([none.take('preview'), none.take('session')]).toEqual([false, false]);
    expect([none.waitMs('preview'), none.waitMs('session'), none.waitMs('background')]).toEqual([
      MINUTE,
      MINUTE,
      0,
    ]);
  });

  it('takes a session cap of its own, and no session past the whole minute', () => {
    const { budget } = budgetAt({ perMinute: 5, reserve: 0, sessions: 3 });
    expect(takeAll(() => budget.take('session'))).toBe(3);
    expect(takeAll(() => budget.take('essential'))).toBe(2);
    const full = budgetAt({ perMinute: 2, reserve: 0, sessions: 3 }).budget;
    expect(takeAll(() => full.take('session'))).toBe(2);
  });

  it('lets a request age out exactly one minute after it was spent', () => {
    const { budget, clock, start } = budgetAt({ perMinute: 3, reserve: 0, previews: 3 });
    budget.take('essential');
    clock.t = start + 10_000;
    budget.take('essential');
    budget.take('essential');
    expect(budget.take('essential')).toBe(false);
    clock.t = start + MINUTE - 1;
    expect(budget.take('essential')).toBe(false);
    expect(budget.used()).toBe(3);
    clock.t = start + MINUTE;
    expect(budget.used()).toBe(2);
    expect(budget.take('essential')).toBe(true);
    expect(budget.take('essential')).toBe(false);
    // Long after, the whole minute is free again: spending never piles up until a restart.
    clock.t = start + 10 * MINUTE;
    expect(budget.used()).toBe(0);
    expect(takeAll(() => budget.take('essential'))).toBe(3);
  });

  it('lets a preview age out of the preview cap exactly one minute after it was spent', () => {
    const { budget, clock, start } = budgetAt({ perMinute: 10, reserve: 0, previews: 1 });
    expect(budget.take('preview')).toBe(true);
    clock.t = start + MINUTE - 1;
    expect(budget.take('preview')).toBe(false);
    expect(budget.waitMs('preview')).toBe(1);
    clock.t = start + MINUTE;
    expect(budget.waitMs('preview')).toBe(0);
    expect(budget.take('preview')).toBe(true);
    clock.t = start + 5 * MINUTE;
    expect(budget.take('preview')).toBe(true);
  });

  it('says how long until each kind may spend again, to the millisecond', () => {
    const { budget, clock, start } = budgetAt({ perMinute: 4, reserve: 2, previews: 1 });
    expect(budget.waitMs('essential')).toBe(0);
    expect(budget.waitMs('preview')).toBe(0);
    expect(budget.take('preview')).toBe(true);
    // The preview cap is reached; the shared (background) share is not.
    expect(budget.waitMs('preview')).toBe(MINUTE);
    expect(budget.waitMs('background')).toBe(0);
    clock.t = start + 5_000;
    expect(budget.take('background')).toBe(true);
    expect(budget.waitMs('background')).toBe(MINUTE - 5_000);
    expect(budget.waitMs('preview')).toBe(MINUTE - 5_000);
    expect(budget.waitMs('essential')).toBe(0);
    clock.t = start + 20_000;
    budget.take('essential');
    budget.take('essential');
    expect(budget.take('essential')).toBe(false);
    // The oldest of the four leaves first.
    expect(budget.waitMs('essential')).toBe(MINUTE - 20_000);
    clock.t = start + MINUTE;
    expect(budget.waitMs('essential')).toBe(0);
    // Three remain; background may hold 2, so it waits for the second oldest (at 20 s) to leave.
    expect(budget.waitMs('background')).toBe(20_000);
  });

  it('never lets the reserve or the preview cap exceed what they sit in', () => {
    const { budget } = budgetAt({ perMinute: 5, reserve: 9, previews: 9 });
    expect(budget.take('background')).toBe(false);
    expect(budget.take('preview')).toBe(false);
    expect(takeAll(() => budget.take('essential'))).toBe(5);
    const capped = budgetAt({ perMinute: 10, reserve: 4, previews: 50 }).budget;
    expect(takeAll(() => capped.take('preview'))).toBe(6);
  });

  it('tells a kind with no share to come back in a minute, never NaN', () => {
    // reserve equal to perMinute: background and previews have no share, even with nothing spent yet.
    const { budget } = budgetAt({ perMinute: 5, reserve: 5, previews: 5 });
    expect(budget.take('background')).toBe(false);
    expect(budget.waitMs('background')).toBe(MINUTE);
    expect(budget.waitMs('preview')).toBe(MINUTE);
    expect(budget.waitMs('essential')).toBe(0);
  });
});
