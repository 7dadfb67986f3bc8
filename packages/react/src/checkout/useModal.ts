import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/**
 * While open: focus moves into the dialog, everything else on the page is inert (no focus, no clicks, hidden
 * from assistive technology), the page does not scroll, and on close focus returns where it was. Escape and
 * Tab are heard on the document, not the dialog, because a click on the backdrop leaves focus on the body:
 * Escape still closes (with onClose) and Tab brings focus back into the dialog.
 */
export function useModal(
  container: HTMLElement | null,
  dialog: RefObject<HTMLElement | null>,
  onClose: (() => void) | undefined,
): void {
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  useEffect(() => {
    if (!container) return;
    // Bubble phase: a control inside that handled the key (the bank list's Escape) has stopped or marked it.
    const onKeyDown = (event: KeyboardEvent) => onModalKeyDown(event, dialog.current, closeRef.current);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [container, dialog]);
  useEffect(() => {
    if (!container) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const changed: { el: HTMLElement; inert: boolean }[] = [];
    for (const el of Array.from(document.body.children)) {
      if (el === container || !(el instanceof HTMLElement)) continue;
      changed.push({ el, inert: el.inert });
      el.inert = true;
    }
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    dialog.current?.focus();
    return () => {
      for (const { el, inert } of changed) el.inert = inert;
      root.style.overflow = overflow;
      if (previous?.isConnected) previous.focus();
    };
  }, [container, dialog]);
}

/** Keeps Tab inside the dialog and lets Escape close it only when there is an onClose. */
export function onModalKeyDown(
  event: KeyboardEvent,
  dialog: HTMLElement | null,
  onClose: (() => void) | undefined,
): void {
  if (!dialog) return;
  if (event.key === 'Escape') {
    if (onClose && !event.defaultPrevented) {
      event.preventDefault();
      onClose();
    }
    return;
  }
  if (event.key !== 'Tab') return;
  const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[hidden]'),
  );
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
    return;
  }
  const active = document.activeElement;
  if (!(active instanceof Node) || !dialog.contains(active)) {
    // Focus is on the body: after a backdrop click, or when the focused control went away. The browser's own
    // Tab usually lands on the right control from there (the rest of the page is inert), so let it move
    // first; only if focus is still outside afterwards (it left for the browser's toolbar, or the browser
    // has no starting point) bring it back in, at the start for Tab and at the end for Shift+Tab.
    const target = event.shiftKey ? last : first;
    setTimeout(() => {
      const now = document.activeElement;
      if (target.isConnected && !(now instanceof Node && dialog.contains(now))) target.focus();
    }, 0);
    return;
  }
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
