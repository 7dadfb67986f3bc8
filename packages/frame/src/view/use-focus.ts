/**
 * Focus after a customer's action. When Continue or Refresh leaves the screen, the browser drops focus to
 * the body and a keyboard or screen-reader user is lost. Elements that head a screen take a ref from this
 * hook: after each render, if an action is pending and focus fell to the body while this document has it,
 * the first such element focuses itself. Nothing moves focus on the first load or while the customer is on
 * the host page, and a control that is still on screen keeps its focus.
 */
import type { RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { useFrameContext } from './use-frame.js';

export function useFocusAfterAction<T extends HTMLElement>(): RefObject<T> {
  const { store } = useFrameContext();
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    if (!store.getState().focusPending) return;
    const el = ref.current;
    const doc = el?.ownerDocument;
    if (!el || !doc) return;
    const lost = !doc.activeElement || doc.activeElement === doc.body;
    const moves = lost && doc.hasFocus();
    // What the screen reader hears from the focus, which the live region then leaves out (Announcer.tsx).
    store.setState({ focusPending: false, focusSpoke: moves && el.textContent });
    if (moves) el.focus();
  });
  return ref;
}
