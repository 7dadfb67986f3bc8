/**
 * What a request to the service is for. `essential`: what a paying customer waits on (quotes, order creation,
 * refreshes, bank-name resolution). `background`: keeping pages current (order-list syncs, the bank list).
 * `preview`: rate previews for anyone looking at prices, capped inside the background share so they can
 * never take what order syncs need.
 */
export type SpendKind = 'essential' | 'background' | 'preview';

/**
 * The key's request budget, shared by every helper that spends it. The service allows a key 60 requests a
 * minute; the budget keeps a reserve of that minute for what a paying customer needs, which page traffic may
 * not use, and caps previews within the rest.
 */
export interface KeyBudget {
  /** Spends one request if the kind may; false means do not call the service now. */
  take(kind: SpendKind): boolean;
  /** Milliseconds until a request of this kind could be taken again (0 when it can now). */
  waitMs(kind: SpendKind): number;
  /** Requests spent in the last minute (for logs and benchmarks). */
  used(): number;
}

/** Options of `createKeyBudget`: the minute's requests, the essential reserve and the previews' cap. */
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
  /**
   * Most requests of each minute rate previews may use, within the background share (`perMinute - reserve`),
   * so order syncs and the bank list always keep the rest of it.
   * @default 20 (of the default 35: 15 always left for syncs)
   */
  previews?: number | undefined;
  /** @default Date.now */
  now?: (() => number) | undefined;
}

const MINUTE = 60_000;

/** A sliding one-minute window over this process's spending. Several instances each need their share. */
export function createKeyBudget(options: KeyBudgetOptions = {}): KeyBudget {
  const perMinute = options.perMinute ?? 55;
  const reserve = Math.min(options.reserve ?? 20, perMinute);
  // Previews spend from the background share too, so a cap above it is that share.
  const previews = options.previews ?? 20;
  const now = options.now ?? Date.now;
  const spent: number[] = [];
  const previewTimes: number[] = [];
  const prune = (at: number) => {
    // An empty list's first entry counts as never leaving.
    while ((spent[0] ?? Infinity) <= at - MINUTE) spent.shift();
    while ((previewTimes[0] ?? Infinity) <= at - MINUTE) previewTimes.shift();
  };
  const limit = (kind: SpendKind) => (kind === 'essential' ? perMinute : perMinute - reserve);
  /** Milliseconds until `list` holds fewer than `max` entries of the last minute. */
  const wait = (list: number[], max: number, at: number) => {
    // A kind with no share at all (reserve equal to perMinute) never passes: come back in a minute.
    if (max <= 0) return MINUTE;
    const over = list.length - max;
    return over < 0 ? 0 : Math.max(0, list[over]! + MINUTE - at);
  };
  return {
    take(kind) {
      const at = now();
      prune(at);
      if (spent.length >= limit(kind)) return false;
      if (kind === 'preview' && previewTimes.length >= previews) return false;
      spent.push(at);
      if (kind === 'preview') previewTimes.push(at);
      return true;
    },
    waitMs(kind) {
      const at = now();
      prune(at);
      const shared = wait(spent, limit(kind), at);
      return kind === 'preview' ? Math.max(shared, wait(previewTimes, previews, at)) : shared;
    },
    used() {
      prune(now());
      return spent.length;
    },
  };
}
