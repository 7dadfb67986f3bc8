/**
 * What a request to the service is for. `essential`: what a paying customer waits on (quotes, order creation,
 * refreshes, bank-name resolution). `background`: keeping pages current (order-list syncs, the bank list).
 * `preview`: rate previews for anyone looking at prices, capped inside the background share so they can
 * never take what order syncs need. `session`: minting an embed session (`createSession`), which a customer
 * waits on like essential spending but which a route open to every visitor may be asked for by anyone, so
 * capped too: a flood of session requests can never take the whole minute.
 */
export type SpendKind = 'essential' | 'background' | 'preview' | 'session';

/**
 * The key's request budget, shared by every helper that spends it. The service allows a key 60 requests a
 * minute; the budget keeps a reserve of that minute for what a paying customer needs, which page traffic may
 * not use, caps previews within the rest, and caps session minting.
 */
export interface KeyBudget {
  /** Spends one request if the kind may; false means do not call the service now. */
  take(kind: SpendKind): boolean;
  /** Milliseconds until a request of this kind could be taken again (0 when it can now). */
  waitMs(kind: SpendKind): number;
  /** Requests spent in the last minute (for logs and benchmarks). */
  used(): number;
}

/** Options of `createKeyBudget`: the minute's requests, the essential reserve, the previews' and the sessions' caps. */
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
  /**
   * Most requests of each minute session minting may use (`createSession` given this budget). Sessions may
   * use the reserve, as a customer opening the embed waits on one, but never more than this, so the rest of
   * the minute stays for quotes, orders and syncs however many session requests arrive.
   * @default 10
   */
  sessions?: number | undefined;
  /** @default Date.now */
  now?: (() => number) | undefined;
}

const MINUTE = 60_000;

/** A sliding one-minute window over this process's spending. Several instances each need their share. */
export function createKeyBudget(options: KeyBudgetOptions = {}): KeyBudget {
  const perMinute = options.perMinute ?? 55;
  const reserve = Math.min(options.reserve ?? 20, perMinute);
  const previews = options.previews ?? 20;
  const sessions = options.sessions ?? 10;
  const now = options.now ?? Date.now;
  // The last minute's spending: every request, those that were not sessions, previews, sessions.
  const spent: number[] = [];
  const others: number[] = [];
  const previewTimes: number[] = [];
  const sessionTimes: number[] = [];
  const prune = (at: number) => {
    // An empty list's first entry counts as never leaving.
    for (const list of [spent, others, previewTimes, sessionTimes])
      while ((list[0] ?? Infinity) <= at - MINUTE) list.shift();
  };
  // Background and preview spending may use what the reserve does not keep. Sessions are counted against the
  // reserve first, so only the other requests count against that share: a flood of sessions takes from quotes
  // and orders at most `sessions`, and nothing from the order syncs' and previews' share. (Sessions beyond
  // what the reserve holds would count against the share too; by then the whole minute is spent, which the
  // total already says.)
  const sharedLimit = perMinute - reserve;
  /** Milliseconds until `list` holds fewer than `max` entries of the last minute. */
  const wait = (list: number[], max: number, at: number) => {
    // A kind with no share at all (reserve equal to perMinute, a cap of 0) never passes: come back in a minute.
    if (max <= 0) return MINUTE;
    const over = list.length - max;
    return over < 0 ? 0 : Math.max(0, list[over]! + MINUTE - at);
  };
  return {
    take(kind) {
      const at = now();
      prune(at);
      if (spent.length >= perMinute) return false;
      if (kind === 'session' && sessionTimes.length >= sessions) return false;
      if (kind === 'preview' && previewTimes.length >= previews) return false;
      if ((kind === 'background' || kind === 'preview') && others.length >= sharedLimit) return false;
      spent.push(at);
      (kind === 'session' ? sessionTimes : others).push(at);
      if (kind === 'preview') previewTimes.push(at);
      return true;
    },
    waitMs(kind) {
      const at = now();
      prune(at);
      const total = wait(spent, perMinute, at);
      if (kind === 'essential') return total;
      if (kind === 'session') return Math.max(total, wait(sessionTimes, sessions, at));
      const background = Math.max(total, wait(others, sharedLimit, at));
      return kind === 'preview' ? Math.max(background, wait(previewTimes, previews, at)) : background;
    },
    used() {
      prune(now());
      return spent.length;
    },
  };
}
