import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Moves focus to what replaced the control the customer used. When the screen changes (`key`), focus goes
 * to the new screen's heading (`[data-pulse-focus]`); when only part of it changed and the focused control
 * went away (a copy button removed once the payment arrived, a button replaced by an error), focus goes to
 * the error when there is one, else to the heading, else to the dialog, rather than falling to the page. Focus the customer put
 * elsewhere (a backdrop click) is left alone, and the first screen keeps the dialog's own focus.
 */
export function useStepFocus(
  dialog: RefObject<HTMLElement | null>,
  key: string,
  /** Hears each element this hook moved the focus to. */
  onFocus?: (el: HTMLElement) => void,
): void {
  const lastKey = useRef<string | null>(null);
  const lastFocused = useRef<HTMLElement | null>(null);
  const waiting = useRef<MutationObserver | null>(null);
  const listening = useRef<{ root: HTMLElement; stop: () => void } | null>(null);
  // Every poll answer re-renders the checkout: listen once per dialog element, again only when it changes.
  useEffect(() => {
    const root = dialog.current;
    if (listening.current?.root === root) return;
    listening.current?.stop();
    listening.current = null;
    if (!root) return;
    const onFocusIn = (e: FocusEvent) => {
      lastFocused.current = e.target instanceof HTMLElement ? e.target : null;
    };
    root.addEventListener('focusin', onFocusIn);
    listening.current = { root, stop: () => root.removeEventListener('focusin', onFocusIn) };
  });
  useLayoutEffect(() => {
    const root = dialog.current;
    if (!root) return;
    const changed = lastKey.current !== null && lastKey.current !== key;
    lastKey.current = key;
    const lost = lastFocused.current !== null && !lastFocused.current.isConnected;
    if (!changed && !lost) return;
    waiting.current?.disconnect();
    const find = () =>
      (changed ? null : root.querySelector<HTMLElement>('.pulse-error')) ??
      root.querySelector<HTMLElement>('[data-pulse-focus]');
    // Only part of the screen changed and it has no heading of its own (the bank step's form after "Not mine"):
    // the dialog itself, so that focus stays in it and the next Tab reaches the form's first field.
    const target = find() ?? (changed ? null : root);
    lastFocused.current = target;
    const focus = (el: HTMLElement) => {
      el.focus();
      onFocus?.(el);
    };
    if (target) return focus(target);
    // A screen that loads lazily (the end screens) shows a skeleton first: focus its heading once it is in.
    const observer = new MutationObserver(() => {
      const late = find();
      if (!late) return;
      observer.disconnect();
      lastFocused.current = late;
      focus(late);
    });
    observer.observe(root, { childList: true, subtree: true });
    waiting.current = observer;
  });
  useEffect(
    () => () => {
      waiting.current?.disconnect();
      listening.current?.stop();
      listening.current = null;
    },
    [],
  );
}
