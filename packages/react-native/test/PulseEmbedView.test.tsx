import { act, type ReactElement } from 'react';
import { create, type ReactTestInstance, type ReactTestRenderer } from 'react-test-renderer';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PulseEmbedView, type PulseEmbedViewProps } from '../src/index.js';
import { Linking } from './doubles/react-native.js';
import { injected } from './doubles/react-native-webview.js';

const EMBED = 'https://embed.example/pay/';
const ORIGIN = 'https://embed.example';
const TOKEN = 'cs_test_abcdefgh12345678';
const PAGE = `${EMBED}`;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // react-test-renderer 19 warns on every create() that it is deprecated; every other console.error stays.
  const error = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('react-test-renderer is deprecated')) error(...args);
  });
});
beforeEach(() => {
  injected.length = 0;
  Linking.opened.length = 0;
});
afterEach(() => vi.useRealTimers());

/** Every callback as a spy, so a test can check that none fired. */
function spies() {
  return {
    onReady: vi.fn(),
    onStatusChange: vi.fn(),
    onSuccess: vi.fn(),
    onQuoteExpired: vi.fn(),
    onQuoteRefreshed: vi.fn(),
    onError: vi.fn(),
    onResize: vi.fn(),
  };
}

async function render(el: ReactElement): Promise<ReactTestRenderer> {
  let r: ReactTestRenderer | undefined;
  await act(async () => {
    r = create(el);
  });
  return r!;
}

const webView = (r: ReactTestRenderer): ReactTestInstance => r.root.findByType('WebView' as never);
const hasWebView = (r: ReactTestRenderer) => r.root.findAllByType('WebView' as never).length > 0;

/** Delivers one onMessage event, as the WebView would. */
async function send(r: ReactTestRenderer, data: unknown, url: unknown = PAGE) {
  await act(async () => {
    (webView(r).props.onMessage as (e: object) => void)({ nativeEvent: { data, url } });
  });
}
const json = (m: object) => JSON.stringify({ v: 1, ...m });

/** Runs an injected script against a window double on `origin` and returns that window. */
function runIn(script: string, origin: string, win: Record<string, unknown> = {}) {
  new Function('window', 'location', script)(win, { origin });
  return win;
}

describe('PulseEmbedView: the WebView it renders', () => {
  it('opens the embed URL with no token in it, on the embed origin only, with the init injected before load', async () => {
    const r = await render(
      <PulseEmbedView
        sessionToken={TOKEN}
        embedUrl={`${EMBED}#stale`}
        apiUrl="https://api.example"
        component="status"
        flow="direct"
        networks={['BASE', 'SOLANA']}
        theme={{ primaryColor: '#0f766e' }}
        strings={{ title: 'Pay' }}
      />,
    );
    const p = webView(r).props;
    expect(p.source).toEqual({ uri: EMBED });
    expect(JSON.stringify(p.source)).not.toContain(TOKEN);
    expect(p.originWhitelist).toEqual([ORIGIN]);
    expect(p.accessibilityLabel).toBe('Pulse payment');
    expect(p.injectedJavaScriptBeforeContentLoadedForMainFrameOnly).toBe(true);
    expect(typeof p.onMessage).toBe('function');

    const init = runIn(p.injectedJavaScriptBeforeContentLoaded as string, ORIGIN).__pulseInit;
    expect(init).toEqual({
      v: 1,
      type: 'init',
      channel: expect.stringMatching(/^[0-9a-f]{32}$/),
      token: TOKEN,
      options: {
        component: 'status',
        flow: 'direct',
        networks: ['BASE', 'SOLANA'],
        theme: { primaryColor: '#0f766e' },
        strings: { title: 'Pay' },
        apiUrl: 'https://api.example',
        openLinks: true,
      },
    });
    // A page whose scripts ran first is handed the init instead.
    const start = vi.fn();
    const late = runIn(p.injectedJavaScriptBeforeContentLoaded as string, ORIGIN, { __pulseStart: start });
    expect(start).toHaveBeenCalledWith(init);
    expect('__pulseInit' in late).toBe(false);
    // Any other page the WebView might show gets nothing, a look-alike origin included.
    for (const other of ['https://evil.example', 'https://embed.example.evil.com', 'http://embed.example']) {
      expect(runIn(p.injectedJavaScriptBeforeContentLoaded as string, other)).toEqual({});
    }
  });

  it('accepts http for a loopback embed URL, as mount does', async () => {
    const r = await render(<PulseEmbedView sessionToken={TOKEN} embedUrl="http://127.0.0.1:5173" />);
    expect(webView(r).props.source).toEqual({ uri: 'http://127.0.0.1:5173/' });
    expect(webView(r).props.originWhitelist).toEqual(['http://127.0.0.1:5173']);
  });

  it('waits for a token getter before loading the page, and uses its token', async () => {
    let give: (t: string) => void = () => undefined;
    const auth = vi.fn(() => new Promise<string>((resolve) => (give = resolve)));
    const r = await render(<PulseEmbedView auth={auth} embedUrl={EMBED} />);
    expect(hasWebView(r)).toBe(false);
    await act(async () => give(TOKEN));
    const script = webView(r).props.injectedJavaScriptBeforeContentLoaded as string;
    expect((runIn(script, ORIGIN).__pulseInit as { token: string }).token).toBe(TOKEN);
    expect(auth).toHaveBeenCalledTimes(1);
  });

  it('keeps other sites out of the WebView and hands them to the system, never a script URL', async () => {
    const r = await render(<PulseEmbedView sessionToken={TOKEN} embedUrl={EMBED} />);
    const go = webView(r).props.onShouldStartLoadWithRequest as (e: { url: string }) => boolean;
    expect(go({ url: `${ORIGIN}/pay/?again` })).toBe(true);
    expect(go({ url: 'https://embed.example.evil.com/' })).toBe(false);
    expect(go({ url: 'tronlinkoutside://pull.activity?param=x' })).toBe(false);
    expect(go({ url: 'javascript:alert(1)' })).toBe(false);
    expect(go({ url: 'file:///etc/passwd' })).toBe(false);
    (webView(r).props.onOpenWindow as (e: object) => void)({
      nativeEvent: { targetUrl: 'https://help.example/' },
    });
    expect(Linking.opened).toEqual([
      'https://embed.example.evil.com/',
      'tronlinkoutside://pull.activity?param=x',
      'https://help.example/',
    ]);
  });

  it('reports bad options once as invalid_options and renders no WebView', async () => {
    const cases: Partial<PulseEmbedViewProps>[] = [
      { sessionToken: 'sk_test_abcdefgh12345678' },
      { sessionToken: TOKEN, embedUrl: 'https://embed.example/?token=x' },
      { sessionToken: TOKEN, embedUrl: 'http://embed.example/' },
      { sessionToken: TOKEN, embedUrl: 'https://user:secret@embed.example/' },
      { sessionToken: TOKEN, embedUrl: 'embed.example' },
      { sessionToken: TOKEN, theme: { primaryColor: 'red' } },
      { sessionToken: TOKEN, readyTimeoutMs: 0 },
      { sessionToken: TOKEN, onResize: 'no' as never },
    ];
    for (const c of cases) {
      const cb = spies();
      const r = await render(<PulseEmbedView {...cb} {...c} />);
      expect(cb.onError).toHaveBeenCalledTimes(1);
      expect(cb.onError.mock.calls[0]?.[0]).toBe('invalid_options');
      expect(String(cb.onError.mock.calls[0]?.[1])).not.toContain('sk_test_');
      expect(hasWebView(r)).toBe(false);
      await act(async () => r.unmount());
    }
  });
});

describe('PulseEmbedView: messages from the frame', () => {
  it('turns valid messages into callbacks, ready and success once, and sizes the view', async () => {
    const cb = spies();
    const r = await render(<PulseEmbedView {...cb} sessionToken={TOKEN} embedUrl={EMBED} />);
    await send(r, json({ type: 'hello', channel: 'c'.repeat(32) }));
    await send(r, json({ type: 'ready' }));
    await send(r, json({ type: 'ready' }));
    await send(r, json({ type: 'resize', height: 412.4 }));
    await send(r, json({ type: 'status', status: 'awaiting_payment', orderId: 'ord_1' }));
    await send(r, json({ type: 'quote_expired' }));
    await send(r, json({ type: 'quote_refreshed', lockedUntil: '2026-11-23T17:00:00Z' }));
    await send(r, json({ type: 'error', code: 'network_error', message: 'offline' }));
    await send(r, json({ type: 'success', orderId: 'ord_1' }));
    await send(r, json({ type: 'success', orderId: 'ord_1' }));
    expect(cb.onReady).toHaveBeenCalledTimes(1);
    expect(cb.onResize.mock.calls).toEqual([[412.4]]);
    expect(cb.onStatusChange.mock.calls).toEqual([['awaiting_payment', 'ord_1']]);
    expect(cb.onQuoteExpired).toHaveBeenCalledTimes(1);
    expect(cb.onQuoteRefreshed.mock.calls).toEqual([['2026-11-23T17:00:00Z']]);
    expect(cb.onError.mock.calls).toEqual([['network_error', 'offline']]);
    expect(cb.onSuccess.mock.calls).toEqual([['ord_1']]);
    expect(r.root.findByType('View' as never).props.style).toContainEqual({ height: 412.4 });
  });

  it('never calls back for malformed messages or ones from another origin', async () => {
    const cb = spies();
    const r = await render(<PulseEmbedView {...cb} sessionToken={TOKEN} embedUrl={EMBED} />);
    const status = json({ type: 'status', status: 'completed', orderId: 'ord_1' });
    const bad: [unknown, unknown][] = [
      ['not json', PAGE],
      [JSON.stringify({ v: 2, type: 'ready' }), PAGE],
      [JSON.stringify({ type: 'ready' }), PAGE],
      [json({ type: 'status', status: 'paid', orderId: 'ord_1' }), PAGE],
      [json({ type: 'resize', height: -1 }), PAGE],
      [json({ type: 'resize', height: '10' }), PAGE],
      [json({ type: 'success', orderId: '' }), PAGE],
      [json({ type: 'error', code: 'x' }), PAGE],
      [json({ type: 'init', channel: 'c'.repeat(32), token: TOKEN, options: {} }), PAGE],
      [{ v: 1, type: 'ready' }, PAGE],
      [`${status}${' '.repeat(20_000)}`, PAGE],
      [status, 'https://evil.example/'],
      [status, 'https://embed.example.evil.com/pay/'],
      [status, 'http://embed.example/pay/'],
      [status, 'about:blank'],
      [status, ''],
      [status, null],
      [json({ type: 'ready' }), 'https://evil.example/'],
    ];
    for (const [data, url] of bad) await send(r, data, url);
    for (const fn of Object.values(cb)) expect(fn).not.toHaveBeenCalled();
    // The same message from the embed origin does count (a port in the URL that is the default one too).
    await send(r, status, 'https://embed.example:443/pay/');
    expect(cb.onStatusChange).toHaveBeenCalledTimes(1);
  });

  it('answers token_request from the getter, and with null for a fixed token', async () => {
    const getter = vi.fn().mockResolvedValueOnce(TOKEN).mockResolvedValueOnce('cs_test_renewed12345678');
    const renewable = await render(<PulseEmbedView auth={getter} embedUrl={EMBED} />);
    await send(renewable, json({ type: 'token_request' }));
    expect(getter).toHaveBeenCalledTimes(2);
    expect(injected).toHaveLength(1);
    const got = vi.fn();
    runIn(injected[0]!, ORIGIN, { __pulseReceive: got });
    expect(got).toHaveBeenCalledWith({ v: 1, type: 'token', token: 'cs_test_renewed12345678' });
    // The answer reaches no page of another origin.
    const other = vi.fn();
    runIn(injected[0]!, 'https://evil.example', { __pulseReceive: other });
    expect(other).not.toHaveBeenCalled();

    injected.length = 0;
    const fixed = await render(<PulseEmbedView sessionToken={TOKEN} embedUrl={EMBED} />);
    await send(fixed, json({ type: 'token_request' }));
    runIn(injected[0]!, ORIGIN, { __pulseReceive: got });
    expect(got).toHaveBeenLastCalledWith({ v: 1, type: 'token', token: null });
  });

  it('sends theme and strings changes to the frame without a new WebView, validated first', async () => {
    const cb = spies();
    const el = (theme: object) => (
      <PulseEmbedView {...cb} sessionToken={TOKEN} embedUrl={EMBED} theme={theme} />
    );
    const r = await render(el({ primaryColor: '#111111' }));
    const first = webView(r);
    await act(async () => r.update(el({ primaryColor: '#222222' })));
    expect(webView(r)).toBe(first);
    const got = vi.fn();
    runIn(injected[0]!, ORIGIN, { __pulseReceive: got });
    expect(got).toHaveBeenCalledWith({
      v: 1,
      type: 'update',
      theme: { primaryColor: '#222222' },
      strings: {},
    });
    await act(async () => r.update(el({ primaryColor: 'not a colour' })));
    expect(injected).toHaveLength(1);
    expect(cb.onError.mock.calls[0]?.[0]).toBe('invalid_options');
    // A page loaded again starts from the injected init: after its hello (on this mount's channel) it gets
    // the last update again.
    await send(r, json({ type: 'hello', channel: 'c'.repeat(32) }));
    expect(injected).toHaveLength(1);
    const channel = (
      runIn(first.props.injectedJavaScriptBeforeContentLoaded as string, ORIGIN).__pulseInit as {
        channel: string;
      }
    ).channel;
    await send(r, json({ type: 'hello', channel }));
    expect(injected).toHaveLength(2);
    expect(injected[1]).toBe(injected[0]);
  });

  it("keeps the view's own sentences out of a strings change sent to the frame", async () => {
    const el = (strings: object) => (
      <PulseEmbedView sessionToken={TOKEN} embedUrl={EMBED} strings={strings} />
    );
    const r = await render(el({}));
    await act(async () =>
      r.update(el({ nativeLoadFailedTitle: 'Our checkout did not open', pcm: { retry: 'Try am again' } })),
    );
    const got = vi.fn();
    runIn(injected[0]!, ORIGIN, { __pulseReceive: got });
    expect(got).toHaveBeenCalledWith({
      v: 1,
      type: 'update',
      theme: {},
      strings: { pcm: { retry: 'Try am again' } },
    });
  });
});

describe('PulseEmbedView: Open in wallet', () => {
  // What the frame sends for its "Open in wallet" button: the transfer it shows, never a URL.
  const BASE_TEST_USDC = {
    contract: '0x036CbD53842c5426634e7929541eC2318f3dCF7e',
    decimals: 6,
    chain_id: 84532,
  };
  const TO = `0x${'ab'.repeat(20)}`;
  const ask = (extra: object = {}) =>
    json({
      type: 'open_wallet',
      id: 7,
      to: TO,
      amount: '25.5',
      network: 'BASE',
      token: BASE_TEST_USDC,
      ...extra,
    });
  /** The frame's answer the view injected last, as the page's receiver gets it. */
  const answer = () => {
    const got = vi.fn();
    runIn(injected.at(-1)!, ORIGIN, { __pulseReceive: got });
    return got.mock.calls[0]?.[0] as { type: string; id: number; outcome: string } | undefined;
  };

  it('opens the transfer of a test session with Linking, on the test network, and answers opened', async () => {
    const r = await render(<PulseEmbedView sessionToken={TOKEN} embedUrl={EMBED} />);
    await send(r, ask());
    expect(Linking.opened).toEqual([
      `ethereum:${BASE_TEST_USDC.contract}@84532/transfer?address=${TO}&uint256=25500000`,
    ]);
    expect(answer()).toEqual({ v: 1, type: 'open_result', id: 7, outcome: 'opened' });
  });

  it('refuses a mainnet token in a test session, and anything not a transfer it can build', async () => {
    const r = await render(<PulseEmbedView sessionToken={TOKEN} embedUrl={EMBED} />);
    const mainnet = { contract: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', decimals: 6, chain_id: 8453 };
    await send(r, ask({ token: mainnet }));
    expect(answer()).toEqual({ v: 1, type: 'open_result', id: 7, outcome: 'refused' });
    await send(r, ask({ to: 'javascript:alert(1)' }));
    expect(answer()?.outcome).toBe('refused');
    expect(Linking.opened).toEqual([]);
  });

  it('with openLinks false tells the frame to offer none, and refuses a request anyway', async () => {
    const r = await render(<PulseEmbedView sessionToken={TOKEN} embedUrl={EMBED} openLinks={false} />);
    const init = runIn(webView(r).props.injectedJavaScriptBeforeContentLoaded as string, ORIGIN)
      .__pulseInit as {
      options: { openLinks?: boolean };
    };
    expect(init.options.openLinks).toBe(false);
    await send(r, ask());
    expect(answer()?.outcome).toBe('refused');
    expect(Linking.opened).toEqual([]);
  });

  it('hands the link to onOpenLink instead, which may refuse it', async () => {
    const onOpenLink = vi.fn().mockReturnValueOnce(undefined).mockReturnValueOnce(false);
    const r = await render(<PulseEmbedView sessionToken={TOKEN} embedUrl={EMBED} onOpenLink={onOpenLink} />);
    await send(r, ask());
    expect(onOpenLink).toHaveBeenCalledWith(
      `ethereum:${BASE_TEST_USDC.contract}@84532/transfer?address=${TO}&uint256=25500000`,
    );
    expect(answer()?.outcome).toBe('opened');
    await send(r, ask());
    expect(answer()?.outcome).toBe('refused');
    expect(Linking.opened).toEqual([]);
  });
});

describe('PulseEmbedView: the view and its WebView', () => {
  it('loads a fresh WebView with the same init when the content process ends; ready still fires once', async () => {
    const cb = spies();
    const r = await render(<PulseEmbedView {...cb} sessionToken={TOKEN} embedUrl={EMBED} />);
    const first = webView(r);
    const script = first.props.injectedJavaScriptBeforeContentLoaded as string;
    await send(r, json({ type: 'ready' }));
    await act(async () => (first.props.onRenderProcessGone as (e: object) => void)({ nativeEvent: {} }));
    const second = webView(r);
    expect(second).not.toBe(first);
    expect(second.props.injectedJavaScriptBeforeContentLoaded).toBe(script);
    await send(r, json({ type: 'ready' }));
    await act(async () =>
      (second.props.onContentProcessDidTerminate as (e: object) => void)({ nativeEvent: {} }),
    );
    expect(webView(r)).not.toBe(second);
    expect(cb.onReady).toHaveBeenCalledTimes(1);
  });

  it('takes no height and lets the page scroll when autoHeight is off', async () => {
    const cb = spies();
    const r = await render(
      <PulseEmbedView {...cb} sessionToken={TOKEN} embedUrl={EMBED} autoHeight={false} style={{ flex: 1 }} />,
    );
    await send(r, json({ type: 'resize', height: 500 }));
    expect(cb.onResize).toHaveBeenCalledWith(500);
    expect(r.root.findByType('View' as never).props.style).toEqual([false, { flex: 1 }]);
    expect(webView(r).props.scrollEnabled).toBe(true);
  });
});

describe('PulseEmbedView: the ready timeout', () => {
  it('fires onError(embed_load_timeout) once when no ready comes', async () => {
    vi.useFakeTimers();
    const cb = spies();
    await render(<PulseEmbedView {...cb} sessionToken={TOKEN} embedUrl={EMBED} readyTimeoutMs={300} />);
    await act(async () => vi.advanceTimersByTime(299));
    expect(cb.onError).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(cb.onError).toHaveBeenCalledTimes(1);
    expect(cb.onError.mock.calls[0]?.[0]).toBe('embed_load_timeout');
  });

  it('does not fire after ready, nor after unmount, and nothing calls back after unmount', async () => {
    vi.useFakeTimers();
    const cb = spies();
    const ready = await render(
      <PulseEmbedView {...cb} sessionToken={TOKEN} embedUrl={EMBED} readyTimeoutMs={300} />,
    );
    await send(ready, json({ type: 'ready' }));
    await act(async () => vi.advanceTimersByTime(1000));
    expect(cb.onError).not.toHaveBeenCalled();

    const gone = await render(
      <PulseEmbedView {...cb} sessionToken={TOKEN} embedUrl={EMBED} readyTimeoutMs={300} />,
    );
    const onMessage = webView(gone).props.onMessage as (e: object) => void;
    await act(async () => gone.unmount());
    await act(async () => vi.advanceTimersByTime(1000));
    onMessage({ nativeEvent: { data: json({ type: 'success', orderId: 'ord_2' }), url: PAGE } });
    expect(cb.onError).not.toHaveBeenCalled();
    expect(cb.onSuccess).not.toHaveBeenCalled();
  });
});
