/** The Preact binding of the frame store: a selector hook that re-renders only when its slice changes. */
import { createContext } from 'preact';
import { useContext, useLayoutEffect, useReducer, useRef } from 'preact/hooks';
import type { FrameController } from '../session/controller.js';
import type { FrameState, FrameStore } from '../session/store.js';

export interface FrameContextValue {
  store: FrameStore;
  controller: FrameController;
}

export const FrameContext = createContext<FrameContextValue | null>(null);

export function useFrameContext(): FrameContextValue {
  const value = useContext(FrameContext);
  if (!value) throw new Error('useFrame needs a FrameContext provider.');
  return value;
}

export function useFrame<T>(selector: (state: FrameState) => T): T {
  const { store } = useFrameContext();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const selected = selector(store.getState());
  const latest = useRef({ selector, selected });
  latest.current = { selector, selected };
  useLayoutEffect(
    () =>
      store.subscribe((state) => {
        if (!Object.is(latest.current.selector(state), latest.current.selected)) rerender(0);
      }),
    [store],
  );
  return selected;
}

export const useController = (): FrameController => useFrameContext().controller;

/**
 * The `lang` of a sentence shown while the customer's language pack is still on its way (the document says
 * that language already): English, so a screen reader reads it with an English voice; then the document's
 * own (Preact leaves an empty `lang`, "unknown", where one is taken away).
 */
export const useEnglishMeanwhile = (): string | undefined =>
  useFrame((s) => s.packReady) ? document.documentElement.lang || undefined : 'en';
