// The frame's first draw: when the boot script's session read is answered before the app starts (the usual
// case once the read leaves before the app's chunk arrives), the first screen is drawn without the skeleton
// first; while the read is still in flight, the first draw waits for it a moment, and the skeleton stands in
// only when the answer is slower than that. The answer is a real sandbox's,
// run as its command does (this file's DOM replaces the globals an in-process server would answer with).
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sendEarlyRead, type EarlyRead } from '../src/session/early.js';
import { startFrame, type FrameInstance } from '../src/start.js';
import type { Init } from '../src/transport/handshake.js';

const BIN = join(import.meta.dirname, '../../../apps/sandbox/bin/pulse-sandbox.mjs');
let sandbox: { url: string; key: string; child: ChildProcess };
beforeAll(async () => {
  const child = spawn(process.execPath, [BIN, '--port', '0', '--rate-limit', 'off'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  sandbox = await new Promise((resolve, reject) => {
    let out = '';
    child.once('exit', (code) => reject(new Error(`pulse-sandbox exited ${code}`)));
    child.stdout!.on('data', (b) => {
      out += b;
      const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
      const key = /test secret key\s+(sk_test_\S+)/.exec(out)?.[1];
      if (url && key) resolve({ url, key, child });
    });
  });
}, 30_000);
afterAll(async () => {
  // A stopped frame still sends its telemetry: let it arrive before the sandbox goes.
  await new Promise((r) => setTimeout(r, 300));
  sandbox?.child.kill();
});

/** A collection session as a merchant's server creates it; its `cs_` token. */
async function mintToken(): Promise<string> {
  const res = await fetch(`${sandbox.url}/v1/collection-sessions`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${sandbox.key}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': crypto.randomUUID(),
    },
    body: JSON.stringify({ reference: `first_draw_${Date.now()}`, amount: '150000', currency: 'NGN' }),
  });
  const body = (await res.json()) as { data: { token: string } };
  return body.data.token;
}

let frame: FrameInstance | undefined;
let root: HTMLElement;
afterEach(() => {
  frame?.stop();
  root?.remove();
  vi.unstubAllGlobals();
});

/** Starts the frame with `early`, and records every time the skeleton was put in the page. */
function start(init: Init, early: EarlyRead | undefined, firstDrawWaitMs?: number) {
  root = document.createElement('main');
  document.body.append(root);
  const skeletons: number[] = [];
  new MutationObserver(() => {
    if (root.querySelector('[data-testid=skeleton]')) skeletons.push(Date.now());
  }).observe(root, { childList: true, subtree: true });
  frame = startFrame(root, init, early, firstDrawWaitMs);
  return { skeletons, shown: () => root.querySelector('[data-testid=skeleton]') !== null };
}

async function initFor() {
  const token = await mintToken();
  const { port1 } = new MessageChannel();
  // A frame served from the embed's own host (not this machine), reading the sandbox as its API.
  vi.stubGlobal('location', new URL('https://embed.pulse.example/'));
  return { token, options: { apiUrl: sandbox.url, flow: 'select' }, port: port1 } satisfies Init;
}

/** A server that takes the session read and answers it only when `release` is called (a slow API). */
async function slowApi() {
  const { createServer } = await import('node:http');
  const held: (() => void)[] = [];
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'authorization, accept, content-type, idempotency-key',
  };
  const server = createServer((req, res) => {
    // Only the session read is held; anything else (a preflight, telemetry) is answered at once.
    if (req.method !== 'GET') return void res.writeHead(204, cors).end();
    held.push(() => {
      // Passed on to the sandbox as it came, so the answer is the service's own.
      fetch(`${sandbox.url}${req.url}`, { headers: { authorization: req.headers.authorization! } }).then(
        async (r) => {
          res.writeHead(r.status, { ...cors, 'content-type': 'application/json' });
          res.end(await r.text());
        },
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    held: () => held.length,
    release: () => held.splice(0).forEach((go) => go()),
    close: () => new Promise((r) => (server.close(r), server.closeAllConnections())),
  };
}

describe('the first draw', () => {
  it('is the first screen, with no skeleton before it, when the read is answered already', async () => {
    const init = await initFor();
    const early = sendEarlyRead(init)!;
    await early.response;
    const s = start(init, early);
    expect(s.shown()).toBe(false);
    await vi.waitFor(() => expect(root.querySelector('fieldset')).not.toBeNull());
    expect(s.skeletons).toEqual([]);
  });

  /**
   * Starts the frame with its early read held by a slow API (the read sent, no answer yet), runs `check`, and
   * stops the frame and the API after.
   */
  async function withHeldRead(
    check: (s: ReturnType<typeof start>, release: () => void) => Promise<void>,
    firstDrawWaitMs?: number,
  ) {
    const api = await slowApi();
    try {
      const init = { ...(await initFor()), options: { apiUrl: api.url, flow: 'select' } };
      const early = sendEarlyRead(init)!;
      await vi.waitFor(() => expect(api.held()).toBe(1));
      await check(start(init, early, firstDrawWaitMs), api.release);
    } finally {
      frame?.stop();
      frame = undefined;
      // A stopped frame still sends its telemetry: let it arrive before the server goes.
      await new Promise((r) => setTimeout(r, 300));
      await api.close();
    }
  }

  it('waits for a read in flight, and is the first screen when its answer comes meanwhile', () =>
    withHeldRead(async (s, release) => {
      // Nothing yet: neither the skeleton nor a screen while the answer is on its way.
      expect(s.shown()).toBe(false);
      expect(root.firstChild).toBeNull();
      release();
      await vi.waitFor(() => expect(root.querySelector('input[name=asset]')).not.toBeNull(), 5000);
      expect(s.skeletons).toEqual([]);
      // A wait long enough for the answer to come through another process on a busy machine.
    }, 5000));

  it('does not wait for a read that failed: the skeleton at once, long before the wait is over', async () => {
    // An API that is not there: the read's connection is refused.
    const { createServer } = await import('node:http');
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const { port } = closed.address() as { port: number };
    await new Promise((r) => closed.close(r));
    const init = { ...(await initFor()), options: { apiUrl: `http://127.0.0.1:${port}`, flow: 'select' } };
    const early = sendEarlyRead(init)!;
    // A wait of a minute: only the failed read can bring the skeleton within the test's time.
    const s = start(init, early, 60_000);
    await vi.waitFor(() => expect(s.shown()).toBe(true), 4000);
    await expect(early.response).rejects.toThrow();
  });

  it('does not wait for a read the client asks again (a server error): the skeleton at once', async () => {
    const { createServer } = await import('node:http');
    let reads = 0;
    // An API that answers every session read with a server error, as the service's does when it is down.
    const api = createServer((req, res) => {
      const cors = {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': 'authorization, accept',
      };
      if (req.method !== 'GET') return void res.writeHead(204, cors).end();
      reads++;
      res.writeHead(503, { ...cors, 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: false, error: 'Unavailable', code: 'service_unavailable' }));
    });
    await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
    try {
      const { port } = api.address() as { port: number };
      const init = { ...(await initFor()), options: { apiUrl: `http://127.0.0.1:${port}`, flow: 'select' } };
      const early = sendEarlyRead(init)!;
      expect((await early.response).status).toBe(503);
      const s = start(init, early, 60_000);
      await vi.waitFor(() => expect(s.shown()).toBe(true), 4000);
      expect(reads).toBeGreaterThan(0);
    } finally {
      frame?.stop();
      frame = undefined;
      await new Promise((r) => (api.close(r), api.closeAllConnections()));
    }
  });

  it('is the skeleton when the read is slower than the wait, then the first screen', () =>
    withHeldRead(async (s, release) => {
      await vi.waitFor(() => expect(s.shown()).toBe(true));
      // The skeleton stands while the read is held, and the real screen has not come.
      expect(root.querySelector('input[name=asset]')).toBeNull();
      release();
      await vi.waitFor(() => expect(root.querySelector('input[name=asset]')).not.toBeNull());
      expect(s.skeletons.length).toBeGreaterThan(0);
    }));
});
