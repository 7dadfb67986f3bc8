/**
 * Starts one frame instance once the host's `init` has arrived: store, API client, controller, theme,
 * height reports and rendering. Everything hangs off this instance; nothing lives at module level.
 */
import {
  bearerHeaders,
  credentialEnvironment,
  createBareClient,
  isSessionToken,
  PulseError,
  isLoopbackHost,
  checkMessages,
  parseFrameShape,
  resolveMessages,
  type EmbedMessages,
  type EmbedStringKey,
  type EmbedStrings,
  type FrameOptions,
  type TelemetryEvent,
} from '@pulse/core/internal';
import { render } from 'preact';
import { apiBase } from './transport/api-base.js';
import { createBridge } from './transport/bridge.js';
import { App } from './view/App.js';
import { createController, type FrameController } from './session/controller.js';
import { handOver, type EarlyRead } from './session/early.js';
import type { Init } from './transport/handshake.js';
import type * as Look from './view/apply-theme.js';
import { reportHeight } from './transport/resize.js';
import { createFrameStore } from './session/store.js';
import { loadPack } from './session/packs.js';
import { embed as english } from '@pulse/core/locales/en/embed';
import type { LaterMessages } from './view/later.js';
import { preloadLater, type Later } from './view/lazy.js';
import { keepTrying } from '@pulse/core/internal';
import type { Telemetry } from './transport/telemetry.js';
import { FrameContext } from './view/use-frame.js';

/**
 * How long the first screen waits for a file it would rather show with (the customer's language, the
 * merchant's theme, a language's later sentences) before showing without it: English or the default look
 * meanwhile, then the file's words or colours once it is here. On a mobile network that stalls, a screen in
 * English beats a skeleton (or an iframe of height 0) for as long as the stall lasts.
 */
const SLOW_FILE_MS = 3_000;

/**
 * How long the first draw waits for the boot script's session read before the skeleton stands in: about a
 * round trip of a slow mobile network, by which the answer is usually in when the app's chunk arrived first.
 */
const FIRST_DRAW_WAIT_MS = 150;

export interface FrameInstance {
  controller: FrameController;
  stop(): void;
}

/**
 * `early`: the first session read, when the boot script (boot.ts) sent it before this code had arrived
 * (early.ts). `firstDrawWaitMs`: how long the first draw waits for it (FIRST_DRAW_WAIT_MS; tests lengthen it).
 */
export function startFrame(
  root: HTMLElement,
  init: Init,
  early?: EarlyRead,
  firstDrawWaitMs = FIRST_DRAW_WAIT_MS,
): FrameInstance {
  // The first draw's wait runs from here, the app's start, whatever comes before it (the theme's chunk).
  const startedAt = performance.now();
  let token = init.token;
  let problem: Error | undefined;
  let options: FrameOptions;
  // Checked once the theme's chunk is in; see `look` below.
  let givenTheme: unknown;
  try {
    ({ options, theme: givenTheme } = parseFrameShape(init.options));
  } catch (e) {
    problem = e as Error;
    // Render the error screen with the defaults; the host hears `invalid_options` naming the bad option.
    options = { component: 'payment', flow: 'select', theme: {}, strings: {} };
  }
  // A frame served from this machine is the sandbox's: without apiUrl it would call the hosted API with a
  // sandbox token and fail far from the cause, so the missing option is named instead.
  if (!problem && !options.apiUrl && isLoopbackHost(location.hostname)) {
    problem = new Error(
      `apiUrl is missing: this embed is served from ${location.origin} (a local sandbox), so pass the sandbox's address as apiUrl too; pulse-sandbox prints both.`,
    );
  }
  const store = createFrameStore(options, credentialEnvironment(token));
  // The theme's validation and colour maths (apply-theme.ts) load only when the merchant passes a theme, at
  // mount or in an update; without one the stylesheet's defaults for both schemes apply.
  let stopped = false;
  let look: Promise<typeof Look> | undefined;
  const loadLook = () => (look ??= import('./view/apply-theme.js'));
  let theme: { apply(): void; stop(): void } | undefined;
  const paint = (m: typeof Look) => {
    if (stopped) return;
    if (theme) theme.apply();
    else theme = m.followTheme(document.documentElement, () => store.getState().theme);
  };
  // Updates apply in the order they came, each once the theme's chunk is in when it carries a theme.
  let updates = Promise.resolve();
  const bridge = createBridge(init.port, {
    onUpdate(update) {
      updates = updates.then(async () => {
        // A chunk that cannot load leaves the theme as it is, rather than an error the merchant cannot fix.
        const m = update.theme ? await loadLook().catch(() => undefined) : undefined;
        if (stopped) return;
        try {
          // An update replaces the theme or strings given at mount, like a changed prop.
          const next = m && m.validateTheme(update.theme);
          if (update.strings) overrides = check ? check(update.strings) : checkMessages(update.strings);
          if (next) store.setState({ theme: next });
          if (update.strings) speak();
          if (m) paint(m);
        } catch (e) {
          bridge.send({ type: 'error', code: 'invalid_options', message: (e as Error).message });
        }
      });
    },
  });
  // The client's first fetch is the early read when it asks for that very request; else it fetches.
  const first = handOver(early);
  if (problem) first.drop();
  // The token goes out only as a cs_ session token (the host checks it too): anything else fails the read as
  // session_invalid, which asks the host for a new one, and is never sent.
  const api = createBareClient(
    {
      baseUrl: apiBase(token, options.apiUrl),
      retries: 1,
      timeoutMs: 10_000,
      fetchImpl: first.fetch,
    },
    () => {
      if (!isSessionToken(token))
        throw new PulseError('session_invalid', 'The session token is not a cs_ token.');
      return bearerHeaders(token);
    },
  );
  // Telemetry's allow-list and batching come with the later chunk (below); the events before it, with their
  // times, wait here and go to it in order. A chunk that cannot load sends none, as a failed send would.
  let sink: Telemetry | undefined;
  let kept: Parameters<Telemetry['track']>[] = [];
  const telemetry: Telemetry = {
    track: (name, data, at = new Date().toISOString()) =>
      sink ? sink.track(name, data, at) : void kept.push([name, data, at]),
    flush: () => sink?.flush(),
    stop: () => {
      kept = [];
      sink?.stop();
    },
  };
  const controller = createController({
    store,
    bridge,
    api,
    telemetry,
    setToken: (next) => {
      token = next;
    },
  });
  // The session read starts the moment the token is here, before the language pack, the theme and the first
  // render: its round trip is the longest step of the load, and the skeleton is drawn while it is in flight.
  // In the page, the boot script sent it already, while this code was downloading: the client takes that answer.
  if (!problem) controller.start();
  // The customer's language: the document says it (screen readers switch voice), and a pack other than
  // English loads beside the session read while the skeleton stands in, so English never flashes first.
  const { locale } = store.getState();
  // The document's language is the one its words are in: English (en-NG) while the pack is not here.
  const speakIn = (tag: string) => (document.documentElement.lang = tag === 'en' ? 'en-NG' : tag);
  speakIn(locale);
  if (init.webView) {
    for (const el of [document.documentElement, document.body]) el.style.setProperty('overflow', 'auto');
  }
  let pack: EmbedMessages | undefined;
  // The pack on screen: held back while later screens stand in English waiting for their own sentences, so
  // that a pack that arrives late never puts two languages on one screen.
  let shown: EmbedMessages | undefined;
  let englishLater: LaterMessages | undefined;
  let packLater: Partial<LaterMessages> | undefined;
  let check: ((input: unknown) => FrameOptions['strings']) | undefined;
  let overrides = options.strings;
  const speak = () =>
    store.setState({
      strings: resolveMessages<EmbedStringKey>(
        { ...english, ...englishLater } as EmbedStrings,
        { ...shown, ...packLater },
        overrides,
        // The language's own overrides only with its words: while English stands in, English's.
        shown ? locale : 'en',
      ),
    });
  // A pack that cannot load leaves English meanwhile, rather than no payment screen at all, and is asked for
  // again (back online, or after 2 s, 4 s …) until it comes: then the screen turns to the customer's language.
  // One slower than SLOW_FILE_MS shows English until it is in. The later sentences (below) are asked for only
  // once this pack is here, so no screen is half in one language and half in another.
  const inEnglish = () => {
    if (pack) return;
    speakIn('en');
    store.setState({ packReady: true });
  };
  const inLocale = () => {
    shown = pack;
    speakIn(locale);
    speak();
  };
  // Settles once the pack arrived or its first try failed; `packHere` once it arrived.
  let packTried: Promise<void> = Promise.resolve();
  let packIn = () => {};
  const packHere = new Promise<void>((r) => (packIn = r));
  let unpack = () => {};
  let unlaterPack = () => {};
  if (locale !== 'en') {
    const slow = setTimeout(inEnglish, SLOW_FILE_MS);
    packTried = new Promise<void>((tried) => {
      unpack = keepTrying(
        () => loadPack(locale),
        (p) => {
          clearTimeout(slow);
          pack = p;
          if (!englishLater) inLocale();
          store.setState({ packReady: true });
          tried();
          packIn();
        },
        () => {
          clearTimeout(slow);
          inEnglish();
          tried();
        },
      );
    });
  }
  // Heights go to the host from the first draw on (drawFirst may wait for the session: an empty root's 0 is
  // no screen's height). The skeleton has the first screen's layout, so the iframe takes about that height
  // before the session arrives.
  const height = reportHeight(
    root,
    (h) => bridge.send({ type: 'resize', height: h }),
    () => root.firstChild !== null,
  );
  const draw = () => {
    if (stopped) return;
    render(
      <FrameContext.Provider value={{ store, controller }}>
        <App />
      </FrameContext.Provider>,
      root,
    );
    // Measured now, not left to the resize observer alone: a frame the browser does not render (scrolled out
    // of view, say) delivers no observations until it is shown, and the host would keep the iframe's first
    // height meanwhile.
    height.measure();
  };
  // While the boot script's read is in flight or being read (the usual case: it left about a round trip before
  // this code arrived), the first screen waits for its answer up to FIRST_DRAW_WAIT_MS from the app's start
  // (a theme's chunk that took longer leaves no wait) before the skeleton
  // stands in: drawing and laying out a screen that is replaced a moment later is main-thread work on the
  // way to ready (about 60 to 100 ms of a cold mount at CPU ×4 on the serving bench), and on a page whose
  // main thread the frame shares, the ready message waits behind it too. An answer slower than that gets the
  // skeleton, so the iframe never stays empty for long (`known`: the session, or an error, is in).
  const known = (s: ReturnType<typeof store.getState>) => s.status !== 'loading' || !!s.fatal;
  let drawing = false;
  const drawFirst = () => {
    if (drawing) return;
    drawing = true;
    const wait = firstDrawWaitMs - (performance.now() - startedAt);
    if (!early || wait <= 0 || known(store.getState())) return draw();
    let waiting = true;
    const go = () => waiting && ((waiting = false), unwait(), clearTimeout(timer), draw());
    const unwait = store.subscribe((s) => known(s) && go());
    const timer = setTimeout(go, wait);
    // A read that failed (no connection), or one the client asks again (a server error, too many requests)
    // or renews the token for (refused), leaves nothing to wait for: that takes another round trip at least,
    // under the skeleton.
    early.response.then((r) => (r.status >= 500 || r.status === 429 || r.status === 401) && go(), go);
  };
  // A merchant's theme (anything but none or `{}`: a bad value is reported, not skipped) is checked and
  // applied before the first render, so the skeleton never shows the default colours first; its chunk loads
  // beside the session read. A bad theme is the same `invalid_options` naming the key, a moment later.
  const themed =
    !problem &&
    givenTheme != null &&
    (typeof givenTheme !== 'object' || Array.isArray(givenTheme) || Object.keys(givenTheme).length > 0);
  if (themed) {
    // Drawn with the default look after SLOW_FILE_MS if the theme's chunk is not in by then (the colours
    // change when it arrives): an iframe of height 0 would be worse.
    const slow = setTimeout(drawFirst, SLOW_FILE_MS);
    loadLook()
      .then((m) => {
        if (stopped) return;
        try {
          store.setState({ theme: m.checkFrameTheme(givenTheme) });
          paint(m);
        } catch (e) {
          controller.fail('invalid_options', (e as Error).message);
        }
      })
      // A chunk that cannot load leaves the default look, rather than no payment screen at all.
      .catch(() => undefined)
      .finally(() => {
        clearTimeout(slow);
        drawFirst();
      });
  } else {
    drawFirst();
  }
  // The later screens' chunk (receipt, price expired, final error) loads once the first screen is drawn, off
  // the critical path of the session read.
  // Its sentences join the store, and the merchant's strings are checked against the whole catalogue then.
  const setUpLater = async (m: Later) => {
    if (stopped) return;
    try {
      sink = m.createTelemetry({
        send: (events: TelemetryEvent[]) =>
          api.post('/v1/client/telemetry', { events }, { timeoutMs: 5000, keepalive: true }),
      });
      for (const event of kept) sink.track(...event);
      kept = [];
      m.listenWallets(init.port, store, !init.webView);
      englishLater = m.englishLater;
      check = m.checkStrings;
      try {
        overrides = check(overrides);
      } catch (e) {
        overrides = {};
        controller.fail('invalid_options', (e as Error).message);
      }
      // The language's later sentences: the later screens wait for them at most SLOW_FILE_MS (English
      // meanwhile), and not at all while the first screen's pack is missing (they are asked for once it comes).
      if (locale !== 'en') {
        const got = m.followLaterPack(locale, packHere, (p) => {
          packLater = p;
          if (!stopped) inLocale();
        });
        unlaterPack = got.stop;
        await Promise.race([
          packTried.then(() => (pack ? got.arrived : undefined)),
          new Promise((r) => setTimeout(r, SLOW_FILE_MS)),
        ]);
      }
      speak();
    } finally {
      store.setState({ laterReady: true, laterRetry: null });
    }
  };
  // A chunk that cannot be downloaded (a mobile network that drops) is asked for again when the browser is
  // back online, after a while, or at once with the "Try again" the screens that need it show meanwhile. The
  // host hears each failed download as onError('network_error'), as the React checkout reports its own.
  let unretry = () => {};
  const unlater = store.subscribe((s) => {
    if (s.status === 'loading' && !s.fatal) return;
    unlater();
    unretry = keepTrying(preloadLater, setUpLater, (again) => {
      store.setState({ laterRetry: again });
      // Informational, like a failed action's report: the payment goes on, and every status still reaches the host.
      bridge.send({
        type: 'error',
        code: 'network_error',
        message: `Could not download the later screens from ${location.origin}; trying again.`,
      });
    });
  });
  // Measured again after every change of the store, once it has rendered (Preact batches): the resize
  // observer alone may hold its observations back for a frame the browser is not rendering (below the fold),
  // and the host would keep a stale height meanwhile, such as the skeleton's after a language's longer words.
  const unmeasure = store.subscribe(() => {
    setTimeout(height.measure);
  });
  const onHide = () => telemetry.flush();
  addEventListener('pagehide', onHide);
  if (problem) controller.fail('invalid_options', problem.message);
  return {
    controller,
    stop() {
      stopped = true;
      first.drop();
      controller.stop();
      telemetry.stop();
      unmeasure();
      height.stop();
      unlater();
      unretry();
      unpack();
      unlaterPack();
      theme?.stop();
      removeEventListener('pagehide', onHide);
      bridge.close();
      render(null, root);
    },
  };
}
