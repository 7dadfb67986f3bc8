/** `startSandbox`: the app on a loopback port, for tests, the demo and the CLI. */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createSandboxApp, type SandboxAppOptions } from './app.js';
import type { TestClock } from './clock.js';
import { answerClientErrors } from './http/client-error.js';
import type { CorsOrigins } from './http/cors.js';
import type { DeliveryOptions } from './webhooks/delivery.js';
import type { SandboxHooks } from './store.js';

/** Options of `startSandbox`; every one is optional. */
export interface StartSandboxOptions {
  /** @default 0 (a free port) */
  port?: number;
  /** @default '127.0.0.1' */
  host?: string;
  /** Requests a minute per API key or session token; false lifts the limit. @default 60 */
  rateLimitPerMinute?: number | false;
  /** One line per request; false silences it. @default true for the CLI, false for startSandbox */
  log?: boolean | ((line: string) => void);
  /** The sandbox time at start. @default the real time */
  clockStart?: Date;
  /** Keep the clock still between advances, for exact timestamps in tests. @default false */
  frozenClock?: boolean;
  /** Test seams. @default {} */
  hooks?: SandboxHooks;
  /** The built hosted-embed frame served at /embed/; null serves none. @default the packaged build */
  embedDir?: string | null;
  /**
   * Origins allowed to frame /embed/ (CSP frame-ancestors): `*`, exact origins, or `:*` for any port; IPv6
   * origins cannot be named in CSP and are refused. @default `corsOrigins` without IPv6 origins, else
   * `http://localhost:*` and `http://127.0.0.1:*`
   */
  frameAncestors?: readonly string[];
  /** Webhook delivery: retries, timeout, and `forwardTo` (every test event to one URL). @default {} */
  webhooks?: DeliveryOptions;
  /**
   * Browser origins allowed to call secret-key routes with a test key.
   * @default ['http://localhost:*', 'http://127.0.0.1:*', 'http://[::1]:*']
   */
  corsOrigins?: CorsOrigins;
  /** A state directory keeping keys and set-up records across restarts. @default none (random keys) */
  dataDir?: string;
}

/** A seeded business and its credentials in each environment. */
export interface SandboxBusiness {
  /** e.g. `biz_lagos_threads` */
  id: string;
  name: string;
  /** The `sk_test_…` key and the secret test-environment webhooks are signed with. */
  test: { secretKey: string; webhookSecret: string };
  /** The `sk_live_…` key and the live-environment webhook secret. */
  live: { secretKey: string; webhookSecret: string };
}

/** A running sandbox, as `startSandbox` resolves it. */
export interface StartedSandbox {
  /** e.g. http://127.0.0.1:41234 (no trailing slash; routes are url + '/v1/...') */
  url: string;
  /** At least two seeded businesses. */
  businesses: SandboxBusiness[];
  /** The hosted embed served by this sandbox: pass it as mount's `embedUrl` (with `apiUrl: url`). */
  embedUrl: string;
  /** businesses[0]'s sk_test_… and sk_live_… keys. */
  keys: { test: string; live: string };
  /** The test clock every lifecycle reads. */
  clock: Pick<TestClock, 'now' | 'advance'>;
  /** Resolves once every webhook delivery (and its retries) has finished. */
  webhooksIdle(): Promise<void>;
  /** Stops delivering webhooks and closes the server; resolves once it is closed. */
  stop(): Promise<void>;
}

/** How often the lifecycle steps that came due run without a request (a real clock only). */
const TICK_MS = 1000;

function sinkOf(log: StartSandboxOptions['log']): SandboxAppOptions['log'] {
  if (typeof log === 'function') return log;
  return log ? (line) => process.stdout.write(`${line}\n`) : null;
}

/** Starts the sandbox on a loopback port (a free one by default) and resolves once it listens. */
export async function startSandbox(options: StartSandboxOptions = {}): Promise<StartedSandbox> {
  const host = options.host ?? '127.0.0.1';
  const sink = sinkOf(options.log ?? false);
  const { app, businesses, clock, webhooks, runDue } = createSandboxApp({
    rateLimitPerMinute: options.rateLimitPerMinute,
    log: sink,
    clockStart: options.clockStart,
    frozenClock: options.frozenClock,
    hooks: options.hooks,
    embedDir: options.embedDir,
    frameAncestors: options.frameAncestors,
    webhooks: options.webhooks,
    corsOrigins: options.corsOrigins,
    dataDir: options.dataDir,
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: host }, () => resolve(s));
    s.once('error', reject);
  });
  answerClientErrors(server as Server, sink ?? null);
  // Lifecycle steps also run as their time comes, not only when a request arrives: an order completes and its
  // webhook goes out while nobody polls (a backend that credits from webhooks and waits). Each step still sees
  // its own due time as now. A frozen clock moves only when advanced, which runs them itself.
  const ticker = options.frozenClock
    ? undefined
    : setInterval(() => {
        try {
          runDue();
        } catch (e) {
          sink?.(`error a lifecycle step failed: ${(e as Error).stack ?? String(e)}`);
        }
      }, TICK_MS);
  ticker?.unref();
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  let stopped: Promise<void> | undefined;
  const url = `http://${urlHost}:${port}`;
  return {
    url,
    embedUrl: `${url}/embed/`,
    businesses: businesses.map(({ id, name, test, live }) => ({
      id,
      name,
      test: { ...test },
      live: { ...live },
    })),
    keys: { test: businesses[0]!.test.secretKey, live: businesses[0]!.live.secretKey },
    clock: { now: () => clock.now(), advance: (ms) => clock.advance(ms) },
    webhooksIdle: () => webhooks.idle(),
    stop() {
      clearInterval(ticker);
      webhooks.stop();
      stopped ??= new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => resolve());
      });
      return stopped;
    },
  };
}
