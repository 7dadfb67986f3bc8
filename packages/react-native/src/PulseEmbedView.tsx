import { useEffect, useRef, useState } from 'react';
import { Linking, Pressable, Text, View, useColorScheme } from 'react-native';
import { WebView, type WebViewMessageEvent } from 'react-native-webview';
import { credentialEnvironment } from '@pulse/core/internal/auth';
import { resolveLocale } from '@pulse/core/internal/locale';
import { message, type HostMessage } from '@pulse/core/internal/protocol';
import { checkNativeStrings, nativeMessages, splitStrings } from './native-messages.js';
import { noticeLook } from './notice-look.js';
import { checkUpdate, mountKey } from '@pulse/embed';
import { loadsInside, opensOutside } from './links.js';
import { resolveNativeOptions } from './options.js';
import { startSession, type NativeSession, type SessionDeps } from './session.js';
import type { PulseEmbedViewProps } from './types.js';

type Strings = NonNullable<PulseEmbedViewProps['strings']>;

const errorCode = (e: unknown) => {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'invalid_options';
};

const openOutside = (url: string) => {
  if (opensOutside(url)) Linking.openURL(url).catch(() => undefined);
};

interface Loaded {
  origin: string;
  url: string;
  script: string;
  /** Bumped when the web content process ends, to recreate the WebView (its page then handshakes again). */
  generation: number;
}

/**
 * The hosted embed in a React Native app: a WebView on the embed URL that receives the session token and
 * options before its page loads (never in a URL), speaks the host ↔ frame protocol through
 * `window.ReactNativeWebView`, and turns the frame's messages into the same callbacks as mount(), plus
 * onResize. Callbacks sit in a ref (a new callback identity never reloads), theme and strings changes reach
 * the frame without a reload, and bad options call `onError('invalid_options')` and render an empty view.
 */
export function PulseEmbedView(props: PulseEmbedViewProps) {
  const { autoHeight = true, style, testID } = props;
  const latest = useRef(props);
  const web = useRef<WebView>(null);
  const session = useRef<NativeSession | null>(null);
  const applied = useRef('');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [height, setHeight] = useState(0);
  // The page could not load (or no token came): the view says so natively, in the customer's language.
  const [failed, setFailed] = useState(false);
  const dark = useColorScheme() === 'dark';
  const [attempt, setAttempt] = useState(0);
  const loadedRef = useRef(false);
  useEffect(() => {
    latest.current = props;
  });
  const key = `${mountKey(props)}#${attempt}`;
  const look = JSON.stringify([props.theme ?? {}, props.strings ?? {}]);

  useEffect(() => {
    const p = latest.current;
    const call: SessionDeps['call'] = (name, ...args) =>
      (latest.current[name] as ((...a: unknown[]) => void) | undefined)?.(...args);
    let s: NativeSession | null = null;
    try {
      // A token getter goes through the ref too, so a new function identity needs no remount.
      const o = resolveNativeOptions(
        typeof p.auth === 'function'
          ? ({ ...p, auth: () => (latest.current.auth as () => string)() } as PulseEmbedViewProps)
          : p,
      );
      applied.current = JSON.stringify([p.theme ?? {}, p.strings ?? {}]);
      s = startSession(o, {
        call: (name, ...args) => {
          if (name === 'onResize') setHeight(args[0] as number);
          // A load failure carries its PulseError (4th argument); before the page loads, no token came.
          if (name === 'onError' && (args[2] !== undefined || !loadedRef.current)) setFailed(true);
          call(name, ...args);
        },
        load: (script) => {
          loadedRef.current = true;
          setLoaded({ origin: o.origin, url: o.url, script, generation: 0 });
        },
        inject: (script) => web.current?.injectJavaScript(script),
        openLink: async (uri) => {
          const own = latest.current.onOpenLink;
          if (own) return own(uri) !== false;
          return Linking.openURL(uri).then(
            () => true,
            () => false,
          );
        },
      });
    } catch (e) {
      call('onError', errorCode(e), (e as Error).message);
    }
    session.current = s;
    return () => {
      s?.stop();
      session.current = null;
      loadedRef.current = false;
      setLoaded(null);
      setFailed(false);
      setHeight(0);
    };
  }, [key]);

  useEffect(() => {
    const s = session.current;
    if (!s || applied.current === look) return;
    const { theme, strings } = latest.current;
    try {
      checkNativeStrings(strings);
      const update = checkUpdate({
        theme: theme ?? {},
        strings: (splitStrings(strings).frame ?? {}) as Strings,
      });
      s.post(message<HostMessage>({ type: 'update', ...update }));
      applied.current = look;
    } catch (e) {
      latest.current.onError?.(errorCode(e), (e as Error).message);
    }
  }, [look]);

  // A reloaded page gets the current token (a renewed one if the frame asked for it), not a new one.
  const restart = () =>
    setLoaded(
      (l) => l && { ...l, script: session.current?.script() ?? l.script, generation: l.generation + 1 },
    );
  // The page process ended: before ready it is a load failure, like an iframe removed on the web; after, a
  // fresh WebView loads the frame again, like a reloaded iframe.
  const gone = () => {
    if (!session.current?.loadFailed('iframe_removed', "The embed's page process ended before it was ready."))
      restart();
  };

  if (failed) {
    // In the merchant's words and colours, as the frame would have been: the theme resolved as the frame
    // resolves it (readable pairs), in the app's colour scheme.
    const t = nativeMessages(resolveLocale(props.locale), props.strings);
    const look = noticeLook(props.theme, dark);
    const test =
      typeof props.sessionToken === 'string' && credentialEnvironment(props.sessionToken) === 'test';
    return (
      <View
        style={[{ padding: 16, gap: 8, backgroundColor: look.background, borderRadius: look.radius }, style]}
        testID={testID}
        accessibilityRole="alert"
      >
        {test ? (
          <Text testID="pulse-test-mode" style={{ fontWeight: '600', color: look.muted }}>
            {`${t.testMode} · ${t.testModeNote}`}
          </Text>
        ) : null}
        <Text style={{ fontSize: 17, fontWeight: '600', color: look.ink }}>{t.nativeLoadFailedTitle}</Text>
        <Text style={{ color: look.ink }}>{t.nativeLoadFailedBody}</Text>
        <Pressable
          accessibilityRole="button"
          onPress={() => setAttempt((n) => n + 1)}
          style={{
            minHeight: 44,
            justifyContent: 'center',
            alignItems: 'center',
            paddingHorizontal: 16,
            backgroundColor: look.button,
            borderRadius: look.radius,
          }}
        >
          <Text style={{ fontWeight: '600', color: look.buttonText }}>{t.retry}</Text>
        </Pressable>
      </View>
    );
  }

  return (
    <View style={[autoHeight && { height }, style]} testID={testID}>
      {loaded && (
        <WebView
          key={loaded.generation}
          ref={web}
          source={{ uri: loaded.url }}
          // The name the web embed's iframe has, for screen readers.
          accessibilityLabel="Pulse payment"
          originWhitelist={[loaded.origin]}
          injectedJavaScriptBeforeContentLoaded={loaded.script}
          injectedJavaScriptBeforeContentLoadedForMainFrameOnly
          onMessage={(e: WebViewMessageEvent) =>
            session.current?.receive(e.nativeEvent.data, e.nativeEvent.url)
          }
          onShouldStartLoadWithRequest={({ url }) => {
            if (loadsInside(url, loaded.origin)) return true;
            openOutside(url);
            return false;
          }}
          onOpenWindow={({ nativeEvent }) => openOutside(nativeEvent.targetUrl)}
          // The load failures of mount(), from the WebView's own events.
          onError={({ nativeEvent }: { nativeEvent: { description: string } }) =>
            session.current?.loadFailed(
              'embed_unreachable',
              `The embed page at ${loaded.url} did not load (${nativeEvent.description}): check embedUrl and the network.`,
            )
          }
          onHttpError={({ nativeEvent }: { nativeEvent: { url: string; statusCode: number } }) =>
            session.current?.loadFailed(
              'embed_not_found',
              `${nativeEvent.url} answered ${nativeEvent.statusCode}: check embedUrl.`,
            )
          }
          onContentProcessDidTerminate={gone}
          onRenderProcessGone={gone}
          scrollEnabled={!autoHeight}
          thirdPartyCookiesEnabled={false}
          allowsLinkPreview={false}
          style={{ flex: 1, backgroundColor: 'transparent' }}
        />
      )}
    </View>
  );
}
