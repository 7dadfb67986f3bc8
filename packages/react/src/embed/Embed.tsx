'use client';
import { useEffect, useLayoutEffect, useRef, type CSSProperties } from 'react';
import {
  mount,
  mountKey,
  type EmbedCallbacks,
  type EmbedHandle,
  type MountAuth,
  type MountOptions,
  type MountOptionsBase,
} from '@pulse/embed';

/**
 * Mount's options as props. `sessionToken` may be undefined while your page fetches it (like Checkout's
 * `request`): the element renders and the embed mounts once the token arrives. Exactly one of
 * `sessionToken` and `auth`.
 */
export type EmbedProps = MountOptionsBase & {
  /** Added to the element the iframe is mounted in. */
  className?: string | undefined;
  /** Style of the element the iframe is mounted in. */
  style?: CSSProperties | undefined;
} & (
    | {
        /** A single-order session token (`cs_test_…`/`cs_live_…`) from your server; undefined until it is. */
        sessionToken: string | undefined;
        auth?: never;
      }
    | {
        /** A session ClientAuth, or a getter of fresh tokens. */
        auth: Exclude<MountAuth['auth'], undefined>;
        sessionToken?: never;
      }
  );

type Callbacks = Required<EmbedCallbacks>;

// Layout effects do nothing on the server, where React 18 warns about them.
const useBeforeRemoval = typeof document === 'undefined' ? useEffect : useLayoutEffect;
const CALLBACKS = [
  'onReady',
  'onStatusChange',
  'onSuccess',
  'onQuoteExpired',
  'onQuoteRefreshed',
  'onError',
] as const satisfies readonly (keyof Callbacks)[];

/**
 * The hosted embed as a React component: mounts once per session and options, keeps callbacks in a ref (a
 * new callback identity never remounts), applies theme and strings changes with update() (no reload), and
 * renders only an empty element on the server. onError receives mount's load failures with their reason
 * (`error.reason`), with a message that says what to change.
 */
export function Embed(props: EmbedProps) {
  const { className, style } = props;
  const host = useRef<HTMLDivElement>(null);
  const handle = useRef<EmbedHandle | null>(null);
  const latest = useRef(props);
  const applied = useRef('');
  useEffect(() => {
    latest.current = props;
  });
  const key = mountKey(props);
  const look = JSON.stringify([props.theme ?? {}, props.strings ?? {}]);

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    let cancelled = false;
    // Deferred a microtask: StrictMode's immediate unmount cancels the first, so one iframe is made.
    queueMicrotask(() => {
      if (cancelled) return;
      const p = latest.current;
      const callbacks = Object.fromEntries(
        CALLBACKS.map((name) => [
          name,
          (...args: unknown[]) =>
            (latest.current[name] as ((...a: unknown[]) => void) | undefined)?.(...args),
        ]),
      ) as unknown as Callbacks;
      const { className: _className, style: _style, auth, sessionToken, ...rest } = p;
      // No credential yet (the page is still fetching the token): nothing to mount.
      if (sessionToken === undefined && auth === undefined) return;
      const options = { ...rest, ...callbacks } as MountOptions;
      if (sessionToken !== undefined) options.sessionToken = sessionToken;
      // A token getter goes through the ref too, so a new function identity needs no remount.
      else if (typeof auth === 'function')
        options.auth = () => (latest.current.auth as () => string | Promise<string>)();
      else if (auth !== undefined) options.auth = auth;
      try {
        handle.current = mount(el, options);
        applied.current = JSON.stringify([p.theme ?? {}, p.strings ?? {}]);
      } catch (e) {
        const code = (e as { code?: unknown }).code;
        latest.current.onError?.(typeof code === 'string' ? code : 'invalid_options', (e as Error).message);
      }
    });
    return () => {
      cancelled = true;
      handle.current?.unmount();
      handle.current = null;
    };
  }, [key]);

  // Unmounts before React removes the element: an iframe removed under a live mount is reported as
  // `iframe_removed`, and effects (the one above) are cleaned up only after the removal.
  useBeforeRemoval(
    () => () => {
      handle.current?.unmount();
      handle.current = null;
    },
    [],
  );

  useEffect(() => {
    const h = handle.current;
    if (!h || applied.current === look) return;
    const { theme, strings } = latest.current;
    try {
      h.update({ theme: theme ?? {}, strings: strings ?? {} });
      applied.current = look;
    } catch (e) {
      const code = (e as { code?: unknown }).code;
      latest.current.onError?.(typeof code === 'string' ? code : 'invalid_options', (e as Error).message);
    }
  }, [look]);

  return <div ref={host} className={className} style={style} />;
}
