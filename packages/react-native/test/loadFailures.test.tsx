import { act, type ReactElement } from 'react';
import { create, type ReactTestInstance, type ReactTestRenderer } from 'react-test-renderer';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PulseEmbedView } from '../src/index.js';
import { Appearance } from './doubles/react-native.js';
import { injected } from './doubles/react-native-webview.js';

const EMBED = 'https://embed.example/pay/';
const ORIGIN = 'https://embed.example';
const TOKEN = 'cs_test_abcdefgh12345678';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const error = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('react-test-renderer is deprecated')) error(...args);
  });
});
beforeEach(() => {
  injected.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
  Appearance.scheme = 'light';
});

async function render(el: ReactElement): Promise<ReactTestRenderer> {
  let r: ReactTestRenderer | undefined;
  await act(async () => {
    r = create(el);
  });
  return r!;
}
const webView = (r: ReactTestRenderer): ReactTestInstance => r.root.findByType('WebView' as never);
const fire = (r: ReactTestRenderer, name: string, nativeEvent: object) =>
  act(async () => (webView(r).props[name] as (e: object) => void)({ nativeEvent }));
const send = (r: ReactTestRenderer, m: object) =>
  fire(r, 'onMessage', { data: JSON.stringify({ v: 1, ...m }), url: EMBED });
const initOf = (script: string) => {
  const win: Record<string, unknown> = {};
  new Function('window', 'location', script)(win, { origin: ORIGIN });
  return win.__pulseInit as { token: string; options: { strings: Record<string, unknown> } };
};

describe('PulseEmbedView: load failures, with the reasons of the web embed', () => {
  it('an HTTP error of the page is embed_not_found, once, with no timeout after it', async () => {
    vi.useFakeTimers();
    const onError = vi.fn();
    const r = await render(
      <PulseEmbedView sessionToken={TOKEN} embedUrl={EMBED} readyTimeoutMs={1000} onError={onError} />,
    );
    // The WebView's handler, kept: after the first failure the view shows its native notice instead.
    const onHttpError = webView(r).props.onHttpError as (e: object) => void;
    const nativeEvent = { url: EMBED, statusCode: 404, description: 'Not Found' };
    await act(async () => onHttpError({ nativeEvent }));
    await act(async () => onHttpError({ nativeEvent }));
    await act(async () => vi.advanceTimersByTime(5000));
    expect(onError).toHaveBeenCalledTimes(1);
    const [code, message, error] = onError.mock.calls[0] as [string, string, Record<string, unknown>];
    expect(code).toBe('embed_not_found');
    expect(message).toContain('404');
    expect(error).toMatchObject({ name: 'PulseError', code, reason: code, message });
    expect(typeof error.elapsedMs).toBe('number');
  });

  it('a page that cannot load at all is embed_unreachable', async () => {
    const onError = vi.fn();
    const r = await render(<PulseEmbedView sessionToken={TOKEN} embedUrl={EMBED} onError={onError} />);
    await fire(r, 'onError', { url: EMBED, code: -2, description: 'net::ERR_NAME_NOT_RESOLVED' });
    expect(onError.mock.calls.map((c) => c[0])).toEqual(['embed_unreachable']);
    expect(onError.mock.calls[0]?.[1]).toContain('ERR_NAME_NOT_RESOLVED');
  });

  it('the page process ending before ready is iframe_removed; after ready it only reloads', async () => {
    const onError = vi.fn();
    const early = await render(<PulseEmbedView sessionToken={TOKEN} embedUrl={EMBED} onError={onError} />);
    await fire(early, 'onRenderProcessGone', { didCrash: true });
    expect(onError.mock.calls.map((c) => c[0])).toEqual(['iframe_removed']);
    // Not reloaded behind the customer's back: the native notice offers to try again.
    expect(early.root.findAllByType('WebView' as never)).toHaveLength(0);
    expect(early.root.findAllByType('Pressable' as never)).toHaveLength(1);

    const late = await render(<PulseEmbedView sessionToken={TOKEN} embedUrl={EMBED} onError={onError} />);
    const before = webView(late);
    await send(late, { type: 'ready' });
    await fire(late, 'onContentProcessDidTerminate', {});
    expect(webView(late)).not.toBe(before);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('errors after ready are not load failures', async () => {
    const onError = vi.fn();
    const r = await render(<PulseEmbedView sessionToken={TOKEN} embedUrl={EMBED} onError={onError} />);
    await send(r, { type: 'ready' });
    await fire(r, 'onHttpError', { url: EMBED, statusCode: 500, description: '' });
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('PulseEmbedView: a reloaded page', () => {
  it('gets the current token, a renewed one included, and the getter runs at most 5 times per mount', async () => {
    let n = 0;
    const getter = vi.fn(async () => `cs_test_fresh${String(++n).padStart(8, '0')}`);
    const r = await render(<PulseEmbedView auth={getter} embedUrl={EMBED} />);
    expect(initOf(webView(r).props.injectedJavaScriptBeforeContentLoaded as string).token).toBe(
      'cs_test_fresh00000001',
    );
    await send(r, { type: 'ready' });
    // Reclaimed page processes: each fresh WebView gets the token the frame had, with no getter call.
    for (let i = 0; i < 8; i++) await fire(r, 'onRenderProcessGone', {});
    expect(getter).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 6; i++) await send(r, { type: 'token_request' });
    expect(getter).toHaveBeenCalledTimes(5);
    await fire(r, 'onRenderProcessGone', {});
    expect(initOf(webView(r).props.injectedJavaScriptBeforeContentLoaded as string).token).toBe(
      'cs_test_fresh00000005',
    );
  });
});

describe('PulseEmbedView: the native notice when the page cannot load', () => {
  const texts = (r: ReactTestRenderer) =>
    r.root.findAllByType('Text' as never).map((t) => [t.props.children].flat().join(''));

  it('says so in the locale asked for, with the test-mode marker of a test token, and tries again', async () => {
    const onError = vi.fn();
    const r = await render(
      <PulseEmbedView sessionToken={TOKEN} embedUrl={EMBED} locale="yo-NG" onError={onError} />,
    );
    await fire(r, 'onError', { url: EMBED, code: -2, description: 'net::ERR_INTERNET_DISCONNECTED' });
    expect(onError.mock.calls.map((c) => c[0])).toEqual(['embed_unreachable']);
    expect(r.root.findAllByType('WebView' as never)).toHaveLength(0);
    const { native: yo } = await import('@pulse/core/locales/yo/native');
    expect(texts(r)).toEqual([
      `${yo.testMode} · ${yo.testModeNote}`,
      yo.nativeLoadFailedTitle,
      yo.nativeLoadFailedBody,
      yo.retry,
    ]);
    await act(async () => (r.root.findByType('Pressable' as never).props.onPress as () => void)());
    expect(r.root.findAllByType('WebView' as never)).toHaveLength(1);
  });

  it('speaks English for a language that does not ship, and shows no marker for a live token', async () => {
    const r = await render(
      <PulseEmbedView sessionToken="cs_live_abcdefgh12345678" embedUrl={EMBED} locale="fr" />,
    );
    await fire(r, 'onHttpError', { url: EMBED, statusCode: 404, description: 'Not Found' });
    const { native: en } = await import('@pulse/core/locales/en/native');
    expect(texts(r)).toEqual([en.nativeLoadFailedTitle, en.nativeLoadFailedBody, en.retry]);
  });

  /** The notice's pieces: the box, the title, the body and the button with its label. */
  const notice = (r: ReactTestRenderer) => {
    const [title, body] = r.root
      .findAllByType('Text' as never)
      .filter((t) => t.props.testID !== 'pulse-test-mode' && t.parent?.type !== ('Pressable' as never));
    const button = r.root.findByType('Pressable' as never);
    const flat = (x: ReactTestInstance) => Object.assign({}, ...[x.props.style].flat());
    return {
      box: flat(r.root.findByProps({ accessibilityRole: 'alert' })),
      title: flat(title!),
      body: flat(body!),
      button: flat(button),
      label: flat(button.findByType('Text' as never)),
    };
  };

  it("takes the merchant's theme, its colours in a form every React Native reads and made readable", async () => {
    const theme = {
      backgroundColor: 'rgb(11 16 32)',
      inkColor: 'hsl(0 0% 94%)',
      primaryColor: '#F59E0B',
      borderRadius: '0.5rem',
    };
    const r = await render(<PulseEmbedView sessionToken={TOKEN} embedUrl={EMBED} theme={theme} />);
    await fire(r, 'onError', { url: EMBED, code: -2, description: 'net::ERR_INTERNET_DISCONNECTED' });
    const n = notice(r);
    expect(n.box).toMatchObject({ backgroundColor: '#0b1020', borderRadius: 8 });
    expect(n.title.color).toBe('#f0f0f0');
    expect(n.body.color).toBe('#f0f0f0');
    // The marker's muted ink is the dark scheme's (the dark card decides it), and the label reads on amber.
    expect(Object.assign({}, r.root.findByProps({ testID: 'pulse-test-mode' }).props.style).color).toBe(
      '#9ca3af',
    );
    expect(n.button).toMatchObject({ backgroundColor: '#f59e0b', borderRadius: 8, minHeight: 44 });
    expect(n.label.color).toBe('#000000');
  });

  it("follows the app's dark scheme without a theme, and the light one with it", async () => {
    Appearance.scheme = 'dark';
    const r = await render(<PulseEmbedView sessionToken={TOKEN} embedUrl={EMBED} />);
    await fire(r, 'onHttpError', { url: EMBED, statusCode: 503, description: 'Unavailable' });
    expect(notice(r).box.backgroundColor).toBe('#111827');
    expect(notice(r).title.color).toBe('#f3f4f6');
    const light = await render(
      <PulseEmbedView sessionToken={TOKEN} embedUrl={EMBED} theme={{ mode: 'light' }} />,
    );
    await fire(light, 'onHttpError', { url: EMBED, statusCode: 503, description: 'Unavailable' });
    expect(notice(light).box.backgroundColor).toBe('#ffffff');
    expect(notice(light).title.color).toBe('#111827');
  });

  it("takes the merchant's words, flat or under the language, and hands the frame only its own keys", async () => {
    const strings = {
      nativeLoadFailedTitle: 'Our checkout did not open',
      yo: { retry: 'Gbìyànjú lẹ́ẹ̀kan síi', nativeLoadFailedBody: 'Ẹ ṣàyẹ̀wò ìsopọ̀ yín.' },
      copyButton: 'Copy it',
    };
    const r = await render(
      <PulseEmbedView sessionToken={TOKEN} embedUrl={EMBED} locale="yo" strings={strings} />,
    );
    // The frame gets the rest: its own keys, flat and under the language, never the view's.
    expect(initOf(webView(r).props.injectedJavaScriptBeforeContentLoaded as string).options.strings).toEqual({
      yo: { retry: 'Gbìyànjú lẹ́ẹ̀kan síi' },
      copyButton: 'Copy it',
    });
    await fire(r, 'onError', { url: EMBED, code: -2, description: 'net::ERR_INTERNET_DISCONNECTED' });
    const { native: yo } = await import('@pulse/core/locales/yo/native');
    expect(texts(r)).toEqual([
      `${yo.testMode} · ${yo.testModeNote}`,
      'Our checkout did not open',
      'Ẹ ṣàyẹ̀wò ìsopọ̀ yín.',
      'Gbìyànjú lẹ́ẹ̀kan síi',
    ]);
  });

  it('refuses a bad sentence of its own at mount, naming it', async () => {
    const onError = vi.fn();
    await render(
      <PulseEmbedView
        sessionToken={TOKEN}
        embedUrl={EMBED}
        strings={{ nativeLoadFailedTitle: 'x'.repeat(281) }}
        onError={onError}
      />,
    );
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toBe('invalid_options');
    expect(onError.mock.calls[0]?.[1]).toContain('strings.nativeLoadFailedTitle');
  });
});
