import {
  EMBED_STATUSES,
  PulseError,
  checkFrameTheme,
  parseFrameShape,
  resolveMessages,
  type TelemetryEvent,
} from '@pulse/core/internal';
import { embed } from '@pulse/core/locales/en/embed';
import { embedEnd } from '@pulse/core/locales/en/embed-end';
import { embedLater } from '@pulse/core/locales/en/embed-later';
import { embedWallet } from '@pulse/core/locales/en/embed-wallet';

const english = { ...embed, ...embedLater, ...embedEnd, ...embedWallet };
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { themeStyle } from '@pulse/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_BASES, apiBase } from '../src/transport/api-base.js';
import { arrived } from '../src/session/arrived.js';
import { narrowChoices } from '../src/session/options.js';
import { startFrame } from '../src/start.js';
import { checkStrings } from '../src/view/later.js';
import { qrPath } from '../src/view/qr-lazy.js';
import { reportHeight } from '../src/transport/resize.js';
import { reasonSentence, statusCopy } from '../src/session/status-copy.js';
import { createTelemetry } from '../src/transport/telemetry.js';
import { options, session } from './fixtures.js';

afterEach(() => vi.useRealTimers());

describe('api base', () => {
  it('uses apiUrl when given, else the token environment', () => {
    expect(apiBase('cs_test_abcdefgh12', 'http://127.0.0.1:4010/')).toBe('http://127.0.0.1:4010');
    expect(apiBase('cs_test_abcdefgh12', undefined)).toBe(API_BASES.test);
    expect(apiBase('cs_live_abcdefgh12', undefined)).toBe(API_BASES.live);
  });
});

/**
 * Starts a frame on `options` as the host's `init` would, with the session read held in flight (no answer
 * is needed for what is checked here), and collects the messages the host hears; `post` speaks as the host.
 */
const API = 'http://127.0.0.1:4010';

function startWith(options: unknown) {
  vi.stubGlobal('fetch', () => new Promise<never>(() => undefined));
  const { port1, port2 } = new MessageChannel();
  const heard: { type: string; code?: string; message?: string }[] = [];
  port2.onmessage = (e: MessageEvent) => heard.push(e.data as (typeof heard)[number]);
  const root = document.createElement('div');
  document.body.append(root);
  const frame = startFrame(root, { token: 'cs_test_abcdefgh12', options, port: port1 });
  const errors = () => heard.filter((m) => m.type === 'error');
  return {
    errors,
    root,
    post: (m: Record<string, unknown>) => port2.postMessage({ v: 1, ...m }),
    stop() {
      frame.stop();
      root.remove();
      port2.close();
      vi.unstubAllGlobals();
    },
  };
}

describe('default look', () => {
  /** The declarations of the first `:root` block after `from` in the stylesheet, quotes made alike. */
  const rootBlock = (css: string, from: number) => {
    const body = /:root\s*\{([^}]*)\}/.exec(css.slice(from))?.[1] ?? '';
    return Object.fromEntries(
      body
        .split(';')
        .map((d) => d.trim())
        .filter(Boolean)
        .map((d) => [
          d.slice(0, d.indexOf(':')).trim(),
          d
            .slice(d.indexOf(':') + 1)
            .trim()
            .replace(/'/g, '"'),
        ]),
    );
  };

  it('is the empty theme of both schemes, so a frame without a theme needs no theme code', () => {
    const css = readFileSync(join(import.meta.dirname, '../src/view/styles.css'), 'utf8');
    const light = rootBlock(css, 0);
    const dark = { ...light, ...rootBlock(css, css.indexOf('@media (prefers-color-scheme: dark)')) };
    for (const [vars, prefersDark] of [
      [light, false],
      [dark, true],
    ] as const) {
      expect(vars).toEqual(themeStyle({}, prefersDark));
    }
    // The scheme is the body's, from --pulse-scheme: a root of another scheme than the iframe's gets an
    // opaque canvas (black corners around the card on a light page).
    expect(css).toMatch(/body \{\s*color-scheme: var\(--pulse-scheme\);/);
  });
});

describe('stylesheet', () => {
  it('sets every --pulse-* property it reads on :root, so none needs a fallback', () => {
    const css = readFileSync(join(import.meta.dirname, '../src/view/styles.css'), 'utf8');
    const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    const set = new Set([...root.matchAll(/(--pulse-[\w-]+)\s*:/g)].map((m) => m[1]));
    const read = [...css.matchAll(/var\((--pulse-[\w-]+)\s*([,)])/g)];
    expect(read.length).toBeGreaterThan(20);
    for (const [, name, next] of read) {
      expect(set.has(name!), name).toBe(true);
      expect(next, `${name} with a fallback`).toBe(')');
    }
  });
});

describe('frame options', () => {
  it('validates theme, strings and apiUrl again, naming the key', async () => {
    // The theme is checked by its own chunk, loaded only when a theme is given: the host hears the same
    // invalid_options naming the key once that chunk is in.
    const bad = startWith(options({ apiUrl: API, theme: { primaryColor: 'url(x)' } }));
    try {
      await vi.waitFor(() => expect(bad.errors()).toHaveLength(1));
      expect(bad.errors()[0]).toMatchObject({
        code: 'invalid_options',
        message: expect.stringMatching(/theme\.primaryColor/),
      });
    } finally {
      bad.stop();
    }
    // A bad theme in an update is answered the same way, and the frame carries on.
    const updated = startWith(options({ apiUrl: API }));
    try {
      updated.post({ type: 'update', theme: { borderRadius: 'red; }' } });
      await vi.waitFor(() => expect(updated.errors()).toHaveLength(1));
      expect(updated.errors()[0]).toMatchObject({
        code: 'invalid_options',
        message: expect.stringMatching(/theme\.borderRadius/),
      });
    } finally {
      updated.stop();
    }
    expect(() => checkFrameTheme({ primaryColor: 'url(x)' })).toThrow(/theme\.primaryColor/);
    expect(checkFrameTheme({ primaryColor: ' #abc ' })).toEqual({ primaryColor: '#abc' });
    // Keys and placeholders are checked against the whole catalogue by the later chunk's checkStrings.
    expect(() => checkStrings({ nope: 'x' })).toThrow(/strings\.nope is not a string key/);
    expect(() => checkStrings({ statusDetectedBody: 'We see it' })).toThrow(PulseError);
    expect(checkStrings({ yo: { stepDetected: 'A ti rí i' } })).toEqual({
      yo: { stepDetected: 'A ti rí i' },
    });
    expect(() => parseFrameShape(options({ apiUrl: 'javascript:x' }))).toThrow(PulseError);
    // The theme is handed back unchecked for that chunk; the rest is checked at once.
    expect(parseFrameShape(options({ theme: { primaryColor: ' #abc ' } })).theme).toEqual({
      primaryColor: ' #abc ',
    });
  });

  it('sends only a cs_ session token: another one is never sent, and a new one is asked of the host', async () => {
    const sent: (string | null)[] = [];
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      sent.push(new Headers(init.headers).get('authorization'));
      return new Promise<never>(() => undefined);
    });
    const { port1, port2 } = new MessageChannel();
    const heard: { type: string }[] = [];
    port2.onmessage = (e: MessageEvent) => heard.push(e.data as { type: string });
    const root = document.createElement('div');
    document.body.append(root);
    // The protocol's shape (cs_, at most 512 characters) lets this through; the bearer check must not.
    const frame = startFrame(root, {
      token: 'cs_test_x sk_live_abcdefgh12',
      options: options({ apiUrl: API }),
      port: port1,
    });
    try {
      await vi.waitFor(() => expect(heard.map((m) => m.type)).toContain('token_request'));
      expect(sent).toEqual([]);
      port2.postMessage({ v: 1, type: 'token', token: 'cs_test_abcdefgh12' });
      await vi.waitFor(() => expect(sent).toEqual(['Bearer cs_test_abcdefgh12']));
    } finally {
      frame.stop();
      root.remove();
      port2.close();
      vi.unstubAllGlobals();
    }
  });

  it('never widens the session choices', () => {
    const s = { assets: ['USDT'] as const, networks: ['BASE', 'POLYGON'] as const };
    const narrowed = narrowChoices(
      { assets: [...s.assets], networks: [...s.networks] },
      { assets: ['USDT', 'USDC'] },
    );
    expect(narrowed).toEqual({ assets: ['USDT'], networks: ['BASE', 'POLYGON'] });
    expect(() => narrowChoices({ assets: ['USDT'], networks: ['BASE'] }, { assets: ['USDC'] })).toThrow(
      /assets/,
    );
  });
});

describe('status copy', () => {
  it('gives every one of the 11 statuses a title, with the figures that matter', () => {
    const strings = resolveMessages(
      english,
      undefined,
      { successTitle: 'Paid!', expiredTitle: 'Too late' },
      'en',
    );
    for (const status of EMBED_STATUSES) {
      expect(statusCopy(status, strings, session({ status })).title, status).not.toBe('');
    }
    const under = statusCopy(
      'underpaid',
      strings,
      session({ received: { amount: '60', remaining: '40.123456', excess: '0', deposits: 1 } }),
    );
    expect(under.body).toContain('40.123456 USDT');
    const over = statusCopy(
      'overpaid',
      strings,
      session({ received: { amount: '120', remaining: '0', excess: '19.876544', deposits: 1 } }),
    );
    expect(over.body).toContain('19.876544 USDT');
    expect(statusCopy('wrong_chain', strings, session()).body).toMatch(/held/);
    expect(statusCopy('completed', strings, null).title).toBe('Paid!');
    expect(statusCopy('expired', strings, null)).toMatchObject({
      title: 'Too late',
      body: english.expiredSubtitle,
    });
  });
});

describe('failure reasons', () => {
  it('names the network as customers know it, never the raw code', () => {
    expect(reasonSentence(english, session({ status: 'failed', failure_reason: 'wrong_network' }))).toBe(
      'Your funds arrived on a different network than Base.',
    );
    expect(reasonSentence(english, null)).toBe('This payment cannot be completed.');
  });
});

describe('money arrived', () => {
  it('is true once anything was received, the service writing none with its places ("0.000000")', () => {
    expect(session().received.amount).toBe('0.000000');
    expect(arrived(session())).toBe(false);
    expect(arrived(session({ received: { amount: '0', remaining: '100', excess: '0', deposits: 0 } }))).toBe(
      false,
    );
    expect(
      arrived(session({ received: { amount: '0.000001', remaining: '0', excess: '0', deposits: 1 } })),
    ).toBe(true);
  });
});

describe('telemetry', () => {
  it('keeps the events before its chunk with their times, and sends them once the chunk is in', async () => {
    const posts: { events: TelemetryEvent[] }[] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      if (!url.endsWith('/v1/client/telemetry')) return new Promise<never>(() => undefined);
      posts.push(JSON.parse(String(init.body)) as { events: TelemetryEvent[] });
      return Promise.resolve(new Response(null, { status: 204 }));
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    const t0 = new Date('2030-01-01T00:00:00.000Z');
    vi.setSystemTime(t0);
    const { port1, port2 } = new MessageChannel();
    const root = document.createElement('div');
    document.body.append(root);
    // Options the frame refuses: the error screen, and an `error` event at once, before any chunk is in.
    const frame = startFrame(root, {
      token: 'cs_test_abcdefgh12',
      options: options({ apiUrl: API, flow: 'sideways' as never }),
      port: port1,
    });
    vi.setSystemTime(new Date(t0.getTime() + 60_000));
    try {
      expect(posts).toEqual([]);
      await vi.waitFor(() => expect(posts).toHaveLength(1), { timeout: 5000 });
      // The error, and the load it ended (the frame is ready with its error screen), at the time they came.
      expect(posts[0]!.events).toEqual([
        { name: 'error', at: t0.toISOString(), data: { code: 'invalid_options' } },
        { name: 'load', at: t0.toISOString(), data: { ms: expect.any(Number) } },
      ]);
    } finally {
      frame.stop();
      root.remove();
      port2.close();
      vi.unstubAllGlobals();
    }
  });

  it('batches at most 50 events a call after a delay, without blocking', async () => {
    vi.useFakeTimers();
    const batches: TelemetryEvent[][] = [];
    const t = createTelemetry({ send: async (e) => batches.push(e), delayMs: 1000 });
    for (let i = 0; i < 120; i++) t.track('copy', { what: 'address' });
    expect(batches).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(batches.map((b) => b.length)).toEqual([50, 50, 20]);
    expect(batches[0]?.[0]).toMatchObject({ name: 'copy', data: { what: 'address' } });
  });

  it('sends only the allowed keys of each event: never the address, an amount or the token', () => {
    const batches: TelemetryEvent[][] = [];
    const t = createTelemetry({ send: async (e) => batches.push(e) });
    const token = 'cs_test_abcdefghijklmnop';
    const s = session();
    const address = s.deposit_address!;
    const secrets = [token, address, s.due.amount!, s.due.fiat_amount!, '100.123456'];
    t.track('load', { ms: 42, token });
    t.track('select', { asset: 'USDT', network: 'BASE', address, amount: s.due.amount! });
    t.track('select', { asset: address, network: token });
    t.track('copy', { what: 'address', value: address });
    t.track('copy', { what: address });
    t.track('status', { status: 'underpaid', remaining: s.received.remaining, orderId: s.order_id });
    t.track('error', { code: 'network_error', message: `failed for ${token}` });
    t.track('error', { code: token });
    t.track('error', { code: '100.123456' });
    t.track('refresh', { amount: '100.123456' });
    t.flush();
    const sent = batches.flat();
    expect(sent.map((e) => [e.name, e.data])).toEqual([
      ['load', { ms: 42 }],
      ['select', { asset: 'USDT', network: 'BASE' }],
      ['select', undefined],
      ['copy', { what: 'address' }],
      ['copy', undefined],
      ['status', { status: 'underpaid' }],
      ['error', { code: 'network_error' }],
      ['error', undefined],
      ['error', undefined],
      ['refresh', undefined],
    ]);
    const body = JSON.stringify({ events: sent });
    for (const secret of secrets) expect(body).not.toContain(secret);
  });

  it('swallows send failures', async () => {
    const t = createTelemetry({ send: () => Promise.reject(new Error('down')), delayMs: 1 });
    t.track('load', { ms: 5 });
    expect(() => t.flush()).not.toThrow();
  });
});

describe('QR code', () => {
  it('encodes the address as one SVG path of dark modules', async () => {
    const qr = await qrPath('0x1111111111111111111111111111111111111111');
    expect(qr.size).toBeGreaterThan(20);
    expect(qr.d).toMatch(/^(M\d+ \d+h1v1h-1z)+$/);
  });
});

describe('reportHeight', () => {
  it('reports nothing while the stand-in shows, then the first screen once measured', () => {
    const el = document.createElement('div');
    let height = 204;
    el.getBoundingClientRect = () => ({ height }) as DOMRect;
    let shown = false;
    const sent: number[] = [];
    const r = reportHeight(
      el,
      (h) => sent.push(h),
      () => shown,
    );
    r.measure();
    expect(sent).toEqual([]);
    shown = true;
    height = 590.2;
    r.measure();
    r.measure(); // unchanged: not sent again
    expect(sent).toEqual([591]);
    r.stop();
  });
});
