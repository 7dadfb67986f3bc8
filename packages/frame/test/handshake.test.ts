import { afterEach, describe, expect, it, vi } from 'vitest';
import { awaitInit } from '../src/transport/handshake.js';
import { options } from './fixtures.js';

const HOST = 'https://shop.example';
const CHANNEL = 'a'.repeat(32);
const TOKEN = 'cs_test_abcdefghijkl';

afterEach(() => vi.restoreAllMocks());

/** A window double whose parent is another object, so source checks mean something. */
function fakeWindow() {
  const target = new EventTarget();
  const parent = { postMessage: vi.fn() };
  const win = Object.assign(target, { parent }) as unknown as Window;
  const deliver = (data: unknown, source: unknown, origin: string, ports: MessagePort[] = []) =>
    target.dispatchEvent(Object.assign(new Event('message'), { data, source, origin, ports }));
  return { win, parent, deliver };
}

const init = (over: object = {}) => ({
  v: 1,
  type: 'init',
  channel: CHANNEL,
  token: TOKEN,
  options: options(),
  ...over,
});

describe('frame handshake', () => {
  it('says hello to the declared host origin only', () => {
    const { win, parent } = fakeWindow();
    awaitInit(win, { channel: CHANNEL, origin: HOST }, () => undefined);
    expect(parent.postMessage).toHaveBeenCalledWith({ v: 1, type: 'hello', channel: CHANNEL }, HOST);
  });

  it('accepts one init from the parent, the host origin, our channel, with a port', () => {
    const { win, parent, deliver } = fakeWindow();
    const got = vi.fn();
    awaitInit(win, { channel: CHANNEL, origin: HOST }, got);
    const { port1 } = new MessageChannel();
    deliver(init(), {}, HOST, [port1]); // another window
    deliver(init(), parent, 'https://evil.example', [port1]); // another origin
    deliver(init({ channel: 'b'.repeat(32) }), parent, HOST, [port1]); // another channel
    deliver(init(), parent, HOST, []); // no port
    deliver(init({ token: 'sk_test_abcdefghijkl' }), parent, HOST, [port1]); // not a session token
    deliver({ type: 'init' }, parent, HOST, [port1]); // malformed
    expect(got).not.toHaveBeenCalled();
    deliver(init(), parent, HOST, [port1]);
    deliver(init(), parent, HOST, [port1]);
    expect(got).toHaveBeenCalledTimes(1);
    expect(got.mock.calls[0]?.[0]).toMatchObject({ token: TOKEN, port: port1 });
    port1.close();
  });
});
