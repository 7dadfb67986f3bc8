/**
 * The key's request budget, shared by every helper that spends it. The service allows a key 60 requests a
 * minute (spec 8); the budget keeps a reserve of that minute for what a paying customer needs (quotes, order
 * creation, sessions), which page traffic (rates, order polls, bank lists) may not use.
 */
export type SpendKind = 'essential' | 'background';

export interface KeyBudget {
  /** Spends one request if the kind may; false means do not call the service now. */
  take(kind: SpendKind): boolean;
  /** Milliseconds until a request of this kind could be taken again (0 when it can now). */
  waitMs(kind: SpendKind): number;
  /** Requests spent in the last minute (for logs and benchmarks). */
  used(): number;
}

export interface KeyBudgetOptions {
  /**
   * Requests a minute this server may spend. Below the service's 60 so clock skew between this server's
   * minute and the service's never tips it over.
   * @default 55
   */
  perMinute?: number | undefined;
  /**
   * Requests of each minute that only essential spending may use.
   * @default 20
   */
  reserve?: number | undefined;
  /** @default Date.now */
  now?: (() => number) | undefined;
}

const MINUTE = 60_000;

/** A sliding one-minute window over this process's spending. Several instances each need their share. */
export function createKeyBudget(options: KeyBudgetOptions = {}): KeyBudget {
  const perMinute = options.perMinute ?? 55;
  const reserve = Math.min(options.reserve ?? 20, perMinute);
  const now = options.now ?? Date.now;
  const spent: number[] = [];
  const prune = (at: number) => {
    while (spent.length > 0 && spent[0]! <= at - MINUTE) spent.shift();
  };
  const limit = (kind: SpendKind) => (kind === 'essential' ? perMinute : perMinute - reserve);
  return {
    take(kind) {
      const at = now();
      prune(at);
      if (spent.length >= limit(kind)) return false;
      spent.push(at);
      return true;
    },
    waitMs(kind) {
      const at = now();
      prune(at);
      const over = spent.length - limit(kind);
      if (over < 0) return 0;
      return Math.max(0, spent[over]! + MINUTE - at);
    },
    used() {
      prune(now());
      return spent.length;
    },
  };
}
