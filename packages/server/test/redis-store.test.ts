// The shared store against a real redis-server, started here on a free loopback port with no persistence.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderTracker, createRedisStore } from '../src/index.js';
import { order } from './helpers.js';

const BINARY = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => existsSync(p));
const apiKey = 'sk_test_abcdefgh12345678';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

if (!BINARY) {
  describe('Redis store', () => {
    it('needs redis-server', (ctx) => {
      // CI installs redis-server, so its absence there is a broken setup, not a reason to pass.
      if (process.env.CI)
        throw new Error('redis-server is not installed; CI must install it (apt-get install redis-server).');
      ctx.skip(
        'redis-server is not installed here, so the Redis store was not tested: apt-get install redis-server',
      );
    });
  });
} else {
  let server: ChildProcess;
  let client: ReturnType<typeof createClient>;
  let port = 0;
  beforeAll(async () => {
    port = await freePort();
    server = spawn(
      BINARY,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    client = createClient({
      socket: { host: '127.0.0.1', port, reconnectStrategy: (n) => (n > 50 ? false : 50) },
    });
    client.on('error', () => {});
    await client.connect();
  });
  afterAll(async () => {
    await client?.quit().catch(() => {});
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
  });

  describe('Redis store', () => {
    it('connects a client function on the first command, not when made, and again after a failure', async () => {
      const made: number[] = [];
      const closed = await freePort();
      const opened: { quit(): Promise<unknown> }[] = [];
      const store = createRedisStore({
        prefix: `lazy:${Date.now()}:`,
        client: () => {
          // The first attempt finds no Redis (as a build would), the next one the running server.
          const target = made.length === 0 ? closed : port;
          made.push(target);
          const c = createClient({ socket: { host: '127.0.0.1', port: target, reconnectStrategy: false } });
          c.on('error', () => {}); // the listener the docs attach: without it an 'error' event crashes the process
          opened.push(c);
          return c.connect();
        },
      });
      expect(made).toEqual([]);
      await expect(store.get('a')).rejects.toThrow(/ECONNREFUSED/);
      await store.set('a', 'one', 60_000);
      expect(await store.get('a')).toBe('one');
      // One connection after the failed one, reused for every later command.
      expect(made).toEqual([closed, port]);
      await opened[1]!.quit();
    });

    it('keeps values with expiry, adds only once, and orders an index by score', async () => {
      const store = createRedisStore({ client, prefix: `t1:${Date.now()}:` });
      expect(await store.get('a')).toBeNull();
      await store.set('a', 'one', 60_000);
      expect(await store.get('a')).toBe('one');
      expect(await store.add('lock', 'x', 60_000)).toBe(true);
      expect(await store.add('lock', 'y', 60_000)).toBe(false);
      expect(await store.get('lock')).toBe('x');
      // A ttl of 0 removes the key at once: the next add takes it.
      await store.set('lock', '', 0);
      expect(await store.get('lock')).toBeNull();
      expect(await store.add('lock', 'z', 60_000)).toBe(true);
      await store.set('short', 'v', 30);
      await new Promise((r) => setTimeout(r, 80));
      expect(await store.get('short')).toBeNull();
      await store.indexAdd('open', 'b', 20);
      await store.indexAdd('open', 'a', 10);
      await store.indexAdd('open', 'c', 30);
      await store.indexRemove('open', 'c');
      expect(await store.indexList('open')).toEqual([
        { member: 'a', score: 10 },
        { member: 'b', score: 20 },
      ]);
    });

    it('lets two server instances share order state, owners and the sync lock', async () => {
      const prefix = `t2:${Date.now()}:`;
      const calls: string[] = [];
      const fetchImpl = async (url: string) => {
        calls.push(url);
        return new Response(JSON.stringify({ status: true, data: [] }), { status: 200 });
      };
      const make = () =>
        createOrderTracker({
          apiKey,
          baseUrl: 'https://svc.local',
          fetchImpl,
          store: createRedisStore({ client, prefix }),
        });
      const [a, b] = [make(), make()];
      const at = new Date().toISOString();
      await a.remember(order('o_1', 'awaiting_payment', at, { created_at: at }), 'u1');
      await a.read('o_1');
      const seen = await b.read('o_1');
      expect(seen?.owner).toBe('u1');
      expect(seen?.order.funding_account).toMatchObject({ bank_code: '058' });
      await a.settled();
      await b.settled();
      // Both instances were due to sync; the shared lock let one read the list.
      expect(calls).toHaveLength(1);
      const completed = {
        id: 'evt_9',
        type: 'order.completed',
        environment: 'test',
        created_at: at,
        data: order('o_1', 'completed', new Date(Date.now() + 1000).toISOString(), { created_at: at }),
      } as const;
      await b.ingest(completed);
      expect((await a.read('o_1'))?.order.status).toBe('completed');
      expect(await a.ingest(completed)).toBe('duplicate');
    });

    it('hands an event to one instance at a time: copies delivered to two at once are handled once', async () => {
      const prefix = `t3:${Date.now()}:`;
      const make = () =>
        createOrderTracker({
          apiKey,
          baseUrl: 'https://svc.local',
          fetchImpl: async () => new Response('{}', { status: 500 }),
          autoSync: false,
          store: createRedisStore({ client, prefix }),
        });
      const [a, b] = [make(), make()];
      const at = new Date().toISOString();
      const completed = {
        id: 'evt_race',
        type: 'order.completed',
        environment: 'test',
        created_at: at,
        data: order('o_2', 'completed', at, { created_at: at }),
      } as const;
      let credited = 0;
      // The merchant's crediting, slow enough for every copy to arrive while the first is in it.
      const credit = async () => {
        await new Promise((r) => setTimeout(r, 50));
        credited++;
      };
      const results = await Promise.all([a, b, a, b].map((t) => t.ingest(completed, credit)));
      expect(credited).toBe(1);
      expect(results.filter((r) => r === 'applied')).toHaveLength(1);
      expect(results.filter((r) => r === 'in_progress')).toHaveLength(3);
      // Once it is handled, a copy is a duplicate on either instance, and is not handled again.
      expect(await b.ingest(completed, credit)).toBe('duplicate');
      expect(await a.ingest(completed, credit)).toBe('duplicate');
      expect(credited).toBe(1);
    });
  });
}
