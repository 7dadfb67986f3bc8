import { useEffect, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/**
 * While open: focus moves into the dialog, everything else on the page is inert (no focus, no clicks, hidden
 * from assistive technology), the page does not scroll, and on close focus returns where it was.
 */
export function useModal(container: HTMLElement | null, dialog: RefObject<HTMLElement | null>): void {
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
  event: KeyboardEvent<HTMLElement>,
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
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
