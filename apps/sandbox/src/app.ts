/**
 * The sandbox as a Hono app, without a listening socket: `startSandbox` serves it, and tests can call
 * `app.request()` on it directly.
 */
import { Hono } from 'hono';
import { createClock, type TestClock } from './clock.js';
import { ApiError } from './errors.js';
import { authenticate } from './http/auth.js';
import { readRawBody } from './http/body.js';
import { cors, type CorsOrigins } from './http/cors.js';
import {
  DEFAULT_FRAME_ANCESTORS,
  embedAssets,
  findEmbedDir,
  frameAncestorSources,
} from './http/embed-assets.js';
import type { SandboxEnv } from './http/env.js';
import { idempotency, type IdempotencyRecords } from './http/idempotency.js';
import { onError, requestLog, type LogSink } from './http/log.js';
import { observe } from './http/observe.js';
import { openApiDocument } from './openapi.js';
import { rateLimit } from './http/rate-limit.js';
import { testWallet } from './http/test-wallet.js';
import { failure, ok } from './http/respond.js';
import { banks } from './routes/banks.js';
import { client } from './routes/client.js';
import { collectionAccounts } from './routes/collection-accounts.js';
import { collectionSessions } from './routes/collection-sessions.js';
import { collections } from './routes/collections.js';
import { orders } from './routes/orders.js';
import { payments } from './routes/payments.js';
import { quotes } from './routes/quotes.js';
import { rates } from './routes/rates.js';
import { recipients } from './routes/recipients.js';
import { sandbox } from './routes/sandbox.js';
import { webhooks } from './routes/webhooks.js';
import { loadState, saveState, writeState } from './state.js';
import { createDispatcher, type DeliveryOptions } from './webhooks/delivery.js';
import { createScheduler } from './scheduler.js';
import { seedBusinesses, type BusinessRecord } from './seed.js';
import { createStore, type SandboxHooks, type Store } from './store.js';

/** Options of `createSandboxApp`; every one is optional. */
export interface SandboxAppOptions {
  /** Requests a minute per API key or session token; false lifts the limit. @default 60 */
  rateLimitPerMinute?: number | false | undefined;
  /** Where request lines go; null silences them. @default null */
  log?: LogSink | undefined;
  /** The sandbox time at start. @default the real time */
  clockStart?: Date | undefined;
  /** Keep the clock still between advances, for exact timestamps in tests. @default false */
  frozenClock?: boolean | undefined;
  /** Test seams. @default {} */
  hooks?: SandboxHooks | undefined;
  /** The built hosted-embed frame served at /embed/; null serves none. @default the packaged build */
  embedDir?: string | null | undefined;
  /**
   * Origins allowed to frame /embed/ (CSP frame-ancestors): `*`, exact origins, or `:*` for any port; IPv6
   * origins cannot be named in CSP and are refused. @default `corsOrigins` without IPv6 origins, else
   * `http://localhost:*` and `http://127.0.0.1:*`
   */
  frameAncestors?: readonly string[] | undefined;
  /** Webhook delivery: retries, timeout, and a URL every test event is forwarded to. @default {} */
  webhooks?: DeliveryOptions | undefined;
  /**
   * Browser origins that may call secret-key routes with a test key (`*` matches any port, e.g.
   * `http://localhost:*`). Session-token routes answer any origin.
   * @default ['http://localhost:*', 'http://127.0.0.1:*', 'http://[::1]:*']
   */
  corsOrigins?: CorsOrigins | undefined;
  /**
   * A state directory: keys, webhook endpoints, payout accounts, collection accounts and collections are
   * kept there (written atomically) and reloaded on start. @default none (random keys, memory only)
   */
  dataDir?: string | null | undefined;
}

/** A sandbox without a socket: its Hono app and what tests read alongside it. */
export interface SandboxApp {
  /** Call `app.request(path, init)` or serve `app.fetch`. */
  app: Hono<SandboxEnv>;
  /** The sandbox's records (internal; for tests of the sandbox itself). */
  store: Store;
  /** The seeded businesses with their keys and webhook secrets. */
  businesses: BusinessRecord[];
  /** The test clock every lifecycle reads. */
  clock: TestClock;
  /** Webhook delivery: `idle()` resolves once every delivery and retry has finished; `stop()` cancels them. */
  webhooks: { idle(): Promise<void>; stop(): void };
  /** Runs every lifecycle step due by the clock's now (what each request does first). */
  runDue(): void;
}

/** Builds the sandbox as a Hono app, without a listening socket (`startSandbox` serves one). */
export function createSandboxApp(options: SandboxAppOptions = {}): SandboxApp {
  const scheduler = createScheduler();
  const clock: TestClock = createClock({ start: options.clockStart, frozen: options.frozenClock }, () =>
    scheduler.runDue(clock.now()),
  );
  const saved = options.dataDir ? loadState(options.dataDir) : null;
  const businesses = seedBusinesses(saved?.credentials);
  const store = createStore(businesses, clock, scheduler, options.hooks);
  const sink = options.log ?? null;
  const dispatcher = createDispatcher(options.webhooks);
  // Saving is the routes' part, after a change to a kept record: most events concern orders, never kept.
  store.onEvent = (ledger, event, resourceId) => dispatcher.deliver(ledger, event, resourceId);
  store.webhookHostAllowed = dispatcher.hostAllowed;
  store.webhookNow = dispatcher.now;
  store.redeliver = dispatcher.redeliver;
  const records: IdempotencyRecords = {
    kept: new Map(saved?.idempotency ?? []),
    begin() {},
    end() {},
  };
  if (options.dataDir) {
    const dir = options.dataDir;
    if (saved) saved.restore(store);
    // While a keyed request runs, its changes wait for its answer: both are written in one atomic write
    // before the answer goes out, so a crash leaves either neither or both, and a retry never acts twice.
    let running = 0;
    store.onChange = () => {
      if (running === 0) saveState(dir, store, records.kept);
    };
    records.begin = () => void running++;
    records.end = () => {
      if (--running === 0) writeState(dir, store, records.kept);
    };
    saveState(dir, store, records.kept);
  }

  const app = new Hono<SandboxEnv>();
  app.use('*', observe);
  app.use('*', requestLog(sink));
  app.use('*', cors(options.corsOrigins));
  app.use('*', async (c, next) => {
    c.set('store', store);
    // Every lifecycle step that fell due since the last request runs before this one is answered.
    scheduler.runDue(clock.now());
    await next();
    // The service's clock, which its times (expires_at, server_time) are on: the sandbox's, moved on by
    // /v1/sandbox/clock/advance, not the machine's (the clients measure the device's clock against it).
    c.header('Date', clock.now().toUTCString());
  });
  app.get('/health', (c) => ok(c, { ok: true, now: clock.now().toISOString() }));
  app.get('/openapi.json', (c) => c.json(openApiDocument()));
  const embedDir = options.embedDir === undefined ? findEmbedDir() : options.embedDir;
  // The pages that may frame the embed: those named, else the origins that may use test keys.
  const frameAncestors = options.frameAncestors
    ? frameAncestorSources(options.frameAncestors, 'option')
    : options.corsOrigins
      ? frameAncestorSources(options.corsOrigins, 'cors')
      : DEFAULT_FRAME_ANCESTORS;
  app.route('/', embedAssets(embedDir, frameAncestors));
  // The mock browser wallet pays through the simulate route, as the owning business's test key.
  app.route(
    '/',
    testWallet(async (key, body) =>
      app.request('/v1/collections/deposits/simulate', {
        method: 'POST',
        headers: {
          'x-api-key': key,
          'content-type': 'application/json',
          'idempotency-key': crypto.randomUUID(),
        },
        body: JSON.stringify(body),
      }),
    ),
  );
  app.use(
    '/v1/*',
    readRawBody,
    authenticate,
    rateLimit(options.rateLimitPerMinute ?? 60),
    idempotency(() => clock.now().getTime(), records),
  );
  for (const routes of [
    quotes,
    rates,
    orders,
    banks,
    collectionSessions,
    client,
    sandbox,
    payments,
    recipients,
    collectionAccounts,
    collections,
    webhooks,
  ])
    app.route('/', routes);
  app.notFound((c) => failure(c, new ApiError('not_found', `No route ${c.req.method} ${c.req.path}.`)));
  app.onError(onError(sink));
  return { app, store, businesses, clock, webhooks: dispatcher, runDue: () => scheduler.runDue(clock.now()) };
}
