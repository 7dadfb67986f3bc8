// Credentials: which strings are session tokens or secret keys, where a live key may go, and the headers each
// kind of client auth sends.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ClientAuth,
  assertKeyAllowedHere,
  authHeaders,
  credentialEnvironment,
  inBrowser,
  isSecretKey,
  isSessionToken,
} from '../src/auth.js';
import { isPulseError } from '../src/errors.js';

const liveKey = 'sk_live_AbCdEf123456';
const testKey = 'sk_test_AbCdEf123456';
const session = 'cs_test_AbCdEf123456';

/** Runs `fn` with `window` and/or `document` defined, as in a browser page (or half of one). */
async function asPage<T>(globals: { window?: boolean; document?: boolean }, fn: () => T): Promise<T> {
  if (globals.window) vi.stubGlobal('window', {});
  if (globals.document) vi.stubGlobal('document', {});
  try {
    return await fn();
  } finally {
    vi.unstubAllGlobals();
  }
}

afterEach(() => vi.unstubAllGlobals());

/** The error `fn` throws (or its promise rejects with), as a PulseError's code and message. */
async function failure(fn: () => unknown): Promise<{ code: string; message: string }> {
  try {
    await fn();
  } catch (error) {
    if (!isPulseError(error)) throw new Error(`not a PulseError: ${String(error)}`, { cause: error });
    return { code: error.code, message: error.message };
  }
  throw new Error('did not throw');
}

describe('credential shapes', () => {
  it('tells session tokens from secret keys by prefix, environment and body', () => {
    expect(isSessionToken(session)).toBe(true);
    expect(isSessionToken('cs_live_AbCdEf123456')).toBe(true);
    expect(isSecretKey(liveKey)).toBe(true);
    expect(isSecretKey(testKey)).toBe(true);
    expect(isSessionToken(liveKey)).toBe(false);
    expect(isSecretKey(session)).toBe(false);
    for (const x of [undefined, null, 42, {}, ['cs_test_AbCdEf123456']]) {
      expect(isSessionToken(x)).toBe(false);
      expect(isSecretKey(x)).toBe(false);
    }
  });

  it('takes a body of 8 to 128 letters and digits, and nothing before or after it', () => {
    expect(isSessionToken(`cs_test_${'a'.repeat(8)}`)).toBe(true);
    expect(isSessionToken(`cs_test_${'a'.repeat(7)}`)).toBe(false);
    expect(isSecretKey(`sk_test_${'Z9'.repeat(64)}`)).toBe(true);
    expect(isSecretKey(`sk_test_${'Z9'.repeat(64)}0`)).toBe(false);
    expect(isSessionToken('cs_test_AbCdEf12345!')).toBe(false);
    expect(isSessionToken('cs_test_AbCd-ef123456')).toBe(false);
    expect(isSessionToken(`x${session}`)).toBe(false);
    expect(isSessionToken(`${session} `)).toBe(false);
    expect(isSecretKey('sk_prod_AbCdEf123456')).toBe(false);
    expect(isSecretKey('pk_test_AbCdEf123456')).toBe(false);
  });

  it('reads the environment from the prefix, and none from anything else', () => {
    expect(credentialEnvironment(session)).toBe('test');
    expect(credentialEnvironment(liveKey)).toBe('live');
    expect(credentialEnvironment(testKey)).toBe('test');
    expect(credentialEnvironment('sk_live_short')).toBeNull();
    expect(credentialEnvironment('Bearer sk_live_AbCdEf123456')).toBeNull();
  });
});

describe('where a live secret key may go', () => {
  it('counts a page as a browser only with both window and document', async () => {
    expect(inBrowser()).toBe(false);
    expect(await asPage({ window: true }, inBrowser)).toBe(false);
    expect(await asPage({ document: true }, inBrowser)).toBe(false);
    expect(await asPage({ window: true, document: true }, inBrowser)).toBe(true);
  });

  it('accepts a live key on a server, and a test key anywhere', async () => {
    // Every server counted as a browser would refuse every live key.
    expect(() => assertKeyAllowedHere(liveKey)).not.toThrow();
    await asPage({ window: true }, () => expect(() => assertKeyAllowedHere(liveKey)).not.toThrow());
    await asPage({ window: true, document: true }, () =>
      expect(() => assertKeyAllowedHere(testKey)).not.toThrow(),
    );
  });

  it('refuses a live key in a browser, saying what to do instead', async () => {
    const err = await asPage({ window: true, document: true }, () =>
      failure(() => assertKeyAllowedHere(liveKey)),
    );
    expect(err.code).toBe('api_key_in_browser');
    expect(err.message).toContain('must never reach a browser');
    expect(err.message).toContain('createCheckoutProxy');
  });
});

describe('authHeaders', () => {
  it('sends nothing without auth', async () => {
    expect(await authHeaders(undefined)).toEqual({});
  });

  it('sends a session token as a bearer, from a string or a (sync or async) getter', async () => {
    const expected = { Authorization: `Bearer ${session}` };
    expect(await authHeaders(ClientAuth.session(session))).toEqual(expected);
    expect(await authHeaders(ClientAuth.session(() => session))).toEqual(expected);
    expect(await authHeaders(ClientAuth.session(async () => session))).toEqual(expected);
  });

  it('refuses a getter that gives no token with a typed error, not a TypeError', async () => {
    const getter = (async () => undefined) as unknown as () => Promise<string>;
    const err = await failure(() => authHeaders(ClientAuth.session(getter)));
    expect(err.code).toBe('invalid_options');
    expect(err.message).toContain('ClientAuth.session takes a cs_ session token');
    // In a page too, where a string token would also be checked for being a live key.
    const page = await asPage({ window: true, document: true }, () =>
      failure(() => authHeaders(ClientAuth.session(getter))),
    );
    expect(page.code).toBe('invalid_options');
  });

  it('never sends a secret key as a session token', async () => {
    const server = await failure(() => authHeaders(ClientAuth.session(testKey)));
    expect(server.code).toBe('invalid_options');
    const liveOnServer = await failure(() => authHeaders(ClientAuth.session(liveKey)));
    expect(liveOnServer.code).toBe('invalid_options');
    // In a browser a live key is the worse mistake, and named as such.
    const page = await asPage({ window: true, document: true }, () =>
      failure(() => authHeaders(ClientAuth.session(liveKey))),
    );
    expect(page.code).toBe('api_key_in_browser');
  });

  it('knows a secret key after spaces or a word, which would still go out as the key', async () => {
    for (const wrapped of [` ${testKey}`, `\t${testKey} `, `Bearer ${testKey}`]) {
      expect((await failure(() => authHeaders(ClientAuth.session(wrapped)))).code, wrapped).toBe(
        'invalid_options',
      );
    }
    expect(await authHeaders(ClientAuth.session(session))).toEqual({ Authorization: `Bearer ${session}` });
    for (const wrapped of [` ${liveKey}`, `Bearer ${liveKey}`, `${liveKey}\n`]) {
      const asKey = await asPage({ window: true, document: true }, () =>
        failure(() => authHeaders(ClientAuth.apiKey(wrapped))),
      );
      expect(asKey.code, wrapped).toBe('api_key_in_browser');
      const asSession = await asPage({ window: true, document: true }, () =>
        failure(() => authHeaders(ClientAuth.session(wrapped))),
      );
      expect(asSession.code, wrapped).toBe('api_key_in_browser');
    }
  });

  it('sends a secret key both ways on a server, and refuses a live one in a browser', async () => {
    expect(await authHeaders(ClientAuth.apiKey(liveKey))).toEqual({
      'X-API-Key': liveKey,
      Authorization: `Bearer ${liveKey}`,
    });
    const page = await asPage({ window: true, document: true }, () =>
      failure(() => authHeaders(ClientAuth.apiKey(liveKey))),
    );
    expect(page.code).toBe('api_key_in_browser');
  });

  it('sends only the proxy headers given, as a copy', async () => {
    expect(ClientAuth.proxy()).toEqual({ kind: 'proxy' });
    expect('headers' in ClientAuth.proxy()).toBe(false);
    const headers = { 'X-Csrf': 'abc' };
    expect(ClientAuth.proxy(headers)).toEqual({ kind: 'proxy', headers });
    expect(await authHeaders(ClientAuth.proxy())).toEqual({});
    const sent = await authHeaders(ClientAuth.proxy(headers));
    expect(sent).toEqual({ 'X-Csrf': 'abc' });
    expect(sent).not.toBe(headers);
  });

  it('refuses a live secret key among the proxy headers in a browser, as it does given as a key', async () => {
    for (const value of [liveKey, `Bearer ${liveKey}`]) {
      const page = await asPage({ window: true, document: true }, () =>
        failure(() => authHeaders(ClientAuth.proxy({ 'X-API-Key': value }))),
      );
      expect(page.code, value).toBe('api_key_in_browser');
    }
    // On a server it is the caller's own request to its own route.
    expect(await authHeaders(ClientAuth.proxy({ 'X-API-Key': liveKey }))).toEqual({ 'X-API-Key': liveKey });
  });

  it('builds each kind with its own fields', () => {
    expect(ClientAuth.session(session)).toEqual({ kind: 'session', token: session });
    expect(ClientAuth.apiKey(testKey)).toEqual({ kind: 'api_key', key: testKey });
  });
});
