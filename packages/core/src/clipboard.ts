/**
 * What a copy did: `copied` (the text is on the clipboard), `selected` (copying failed, so the shown value's
 * text is selected for the customer to copy by hand) or `failed` (copying failed and nothing could be
 * selected). Only `copied` may be reported as copied.
 */
export type CopyOutcome = 'copied' | 'selected' | 'failed';

/** Options of `copyText`. */
export interface CopyTextOptions {
  /** The element showing the value: its text is selected when copying fails. */
  select?: Element | null | undefined;
}

/** The Clipboard API, when present and allowed here. */
async function viaClipboardApi(text: string): Promise<boolean> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  // Stryker disable next-line ConditionalExpression: without this check the call below throws inside the try, which answers false too
  if (!clipboard || typeof clipboard.writeText !== 'function') return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** A selected off-screen read-only textarea and execCommand('copy'); focus and selection are put back. */
function viaExecCommand(text: string): boolean {
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function' || !document.body) {
    return false;
  }
  const active = document.activeElement;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.tabIndex = -1;
  // Off screen but laid out (a display:none field cannot be selected); 16 px stops iOS zooming in.
  area.style.cssText = 'position:fixed;top:0;left:-9999px;opacity:0;font-size:16px;';
  document.body.append(area);
  // Stryker disable next-line BooleanLiteral: every path assigns ok before it is read (the try's last line or the catch)
  let ok = false;
  try {
    area.focus({ preventScroll: true });
    area.select();
    area.setSelectionRange(0, text.length);
    ok = document.execCommand('copy') === true;
  } catch {
    ok = false;
  } finally {
    area.remove();
    if (active instanceof HTMLElement) active.focus({ preventScroll: true });
  }
  return ok;
}

/** Selects the text of `el` so a long press (or Ctrl+C) copies it; false when nothing could be selected. */
function selectText(el: Element | null | undefined): boolean {
  if (!el || typeof window === 'undefined' || typeof window.getSelection !== 'function') return false;
  const selection = window.getSelection();
  // Stryker disable next-line ConditionalExpression: a null selection throws inside the try below, which answers false too
  if (!selection) return false;
  try {
    selection.removeAllRanges();
    const range = document.createRange();
    range.selectNodeContents(el);
    selection.addRange(range);
    return selection.toString().length > 0;
  } catch {
    return false;
  }
}

/**
 * Copies `text`: the Clipboard API, then a selection and `execCommand('copy')`, and when both fail selects
 * the shown value's text (`options.select`) so the customer can copy it themselves. Never throws; the
 * outcome says what happened, so a caller says "Copied" only when it was.
 */
export async function copyText(text: string, options: CopyTextOptions = {}): Promise<CopyOutcome> {
  if (await viaClipboardApi(text)) return 'copied';
  if (viaExecCommand(text)) return 'copied';
  return selectText(options.select) ? 'selected' : 'failed';
}
