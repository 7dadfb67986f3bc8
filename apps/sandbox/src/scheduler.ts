/**
 * Lifecycle steps due at a sandbox time (quote locks ending, funding windows closing, confirmations). They
 * run in time order whenever a request arrives, the clock is advanced or (startSandbox) a second passes,
 * each seeing its own due time as "now", so the outcome does not depend on when anyone looked.
 */
export type Job = (at: Date) => void;

export interface Scheduler {
  at(time: Date, job: Job): void;
  /** Runs every job due at or before `now`, including jobs those jobs schedule. */
  runDue(now: Date): void;
  readonly size: number;
}

interface Entry {
  time: number;
  seq: number;
  job: Job;
}

const before = (a: Entry, b: Entry) => a.time < b.time || (a.time === b.time && a.seq < b.seq);

export function createScheduler(): Scheduler {
  // Kept sorted by (time, seq) so a request only looks at the head.
  const jobs: Entry[] = [];
  let seq = 0;
  let running = false;
  return {
    at(time, job) {
      const entry = { time: time.getTime(), seq: seq++, job };
      let lo = 0;
      let hi = jobs.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (before(jobs[mid]!, entry)) lo = mid + 1;
        else hi = mid;
      }
      jobs.splice(lo, 0, entry);
    },
    runDue(now) {
      if (running) return;
      running = true;
      try {
        const limit = now.getTime();
        while (jobs.length > 0 && jobs[0]!.time <= limit) {
          const due = jobs.shift()!;
          due.job(new Date(due.time));
        }
      } finally {
        running = false;
      }
    },
    get size() {
      return jobs.length;
    },
  };
}
