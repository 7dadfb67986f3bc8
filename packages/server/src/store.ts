/**
 * Where the server keeps what it learns about orders, quotes and delivered events. In memory by default (one
 * process); `createRedisStore` shares it between several instances behind one key.
 */
export interface StateStore {
  get(key: string): Promise<string | null>;
  /** Sets the key for `ttlMs` milliseconds; a `ttlMs` of 0 (or less) removes it. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Sets the key only when it is absent; true when this call set it (event de-duplication, locks). */
  add(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Adds a member to a named set, with a score (a time in milliseconds) for ordering. */
  indexAdd(index: string, member: string, score: number): Promise<void>;
  indexRemove(index: string, member: string): Promise<void>;
  /** Members of the set with their scores, lowest score first. */
  indexList(index: string): Promise<{ member: string; score: number }[]>;
}

/** Options of `createMemoryStore`. */
export interface MemoryStoreOptions {
  /** @default Date.now */
  now?: (() => number) | undefined;
  /**
   * Most keys kept; past it the entries closest to expiry go first, so a flood of ids cannot grow the heap.
   * @default 100000
   */
  maxKeys?: number | undefined;
}

/** One process's store. Lost on restart; use a shared store when several instances serve one key. */
export function createMemoryStore(options: MemoryStoreOptions = {}): StateStore {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 100_000;
  const values = new Map<string, { value: string; until: number }>();
  const indexes = new Map<string, Map<string, number>>();
  const live = (key: string) => {
    const hit = values.get(key);
    if (!hit) return null;
    if (hit.until <= now()) {
      values.delete(key);
      return null;
    }
    return hit.value;
  };
  const put = (key: string, value: string, ttlMs: number) => {
    values.delete(key);
    if (values.size >= maxKeys) {
      for (const [k, v] of values) if (v.until <= now()) values.delete(k);
      // Insertion order is close to expiry order for entries of one kind.
      while (values.size >= maxKeys) values.delete(values.keys().next().value as string);
    }
    values.set(key, { value, until: now() + ttlMs });
  };
  return {
    get: async (key) => live(key),
    set: async (key, value, ttlMs) => put(key, value, ttlMs),
    add: async (key, value, ttlMs) => {
      if (live(key) !== null) return false;
      put(key, value, ttlMs);
      return true;
    },
    indexAdd: async (index, member, score) => {
      const set = indexes.get(index) ?? new Map<string, number>();
      indexes.set(index, set);
      if (set.size < maxKeys || set.has(member)) set.set(member, score);
    },
    indexRemove: async (index, member) => {
      indexes.get(index)?.delete(member);
    },
    indexList: async (index) =>
      [...(indexes.get(index) ?? new Map<string, number>())]
        .map(([member, score]) => ({ member, score }))
        .sort((a, b) => a.score - b.score),
  };
}
