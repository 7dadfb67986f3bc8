import type { StateStore } from './store.js';

/**
 * The one method this store needs from a Redis client. node-redis (`createClient()` from the `redis`
 * package, v4 and later) has it as is; for ioredis pass `{ sendCommand: (args) => client.call(...args) }`.
 * Redis is not a dependency of this package: you install and connect the client, and close it.
 */
export interface RedisCommandClient {
  sendCommand(args: string[]): Promise<unknown>;
}

/** Where the store gets its client: the client itself, or a function that makes (and connects) it. */
export type RedisClientSource = RedisCommandClient | (() => RedisCommandClient | Promise<RedisCommandClient>);

/** Options of `createRedisStore`. */
export interface RedisStoreOptions {
  /**
   * A connected client, or a function that makes and connects one, called on the first command (not when
   * the module loads, so a build without Redis passes) and again after it fails.
   */
  client: RedisClientSource;
  /**
   * Prepended to every key, so one Redis can hold several merchants or environments.
   * @default 'pulse:'
   */
  prefix?: string | undefined;
}

/**
 * A store shared by every server instance that uses the same Redis and prefix. With a client function, the
 * connection is made on the first command; a failed connection fails that command and is tried again on the
 * next one.
 */
export function createRedisStore(options: RedisStoreOptions): StateStore {
  const source = options.client;
  const prefix = options.prefix ?? 'pulse:';
  let connecting: Promise<RedisCommandClient> | null = null;
  const client = (): RedisCommandClient | Promise<RedisCommandClient> => {
    if (typeof source !== 'function') return source;
    connecting ??= Promise.resolve()
      .then(source)
      .catch((e: unknown) => {
        connecting = null;
        throw e;
      });
    return connecting;
  };
  const run = async (...args: string[]) => (await client()).sendCommand(args);
  const ms = (ttlMs: number) => String(Math.max(1, Math.ceil(ttlMs)));
  return {
    async get(key) {
      const value = await run('GET', prefix + key);
      return typeof value === 'string' ? value : null;
    },
    async set(key, value, ttlMs) {
      // Expired at once (StateStore): removed, rather than left for the millisecond PX allows at the least.
      if (ttlMs <= 0) await run('DEL', prefix + key);
      else await run('SET', prefix + key, value, 'PX', ms(ttlMs));
    },
    async add(key, value, ttlMs) {
      return (await run('SET', prefix + key, value, 'PX', ms(ttlMs), 'NX')) === 'OK';
    },
    async indexAdd(index, member, score) {
      await run('ZADD', `${prefix}index:${index}`, String(score), member);
    },
    async indexRemove(index, member) {
      await run('ZREM', `${prefix}index:${index}`, member);
    },
    async indexList(index) {
      const flat = await run('ZRANGE', `${prefix}index:${index}`, '0', '-1', 'WITHSCORES');
      const out: { member: string; score: number }[] = [];
      if (!Array.isArray(flat)) return out;
      // RESP2 answers member, score, member, score…; RESP3 answers [member, score] pairs.
      const pairs = flat.every(Array.isArray)
        ? (flat as unknown[][])
        : flat.flatMap((_, i) => (i % 2 === 0 ? [[flat[i], flat[i + 1]]] : []));
      for (const [member, score] of pairs) out.push({ member: String(member), score: Number(score) });
      return out;
    },
  };
}
