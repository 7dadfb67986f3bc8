// @vitest-environment happy-dom
// copyText's fallbacks in detail: the hidden field it copies from, where focus goes, and what counts as a
// selection the customer can copy by hand.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from '../src/clipboard.js';

const AMOUNT = '152075.50';

function setClipboard(value: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
}
function setExecCommand(fn: ((command: string) => boolean) | undefined) {
  Object.defineProperty(document, 'execCommand', { value: fn, configurable: true, writable: true });
}

afterEach(() => {
  if (!document.body) document.documentElement.append(document.createElement('body'));
  document.body.innerHTML = '';
  window.getSelection()?.removeAllRanges();
  vi.restoreAllMocks();
});

describe('copyText’s hidden field', () => {
  it('is read-only, hidden from screen readers, out of the tab order, off screen at 16 px, focused without scrolling', async () => {
    setClipboard(undefined);
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    let field: HTMLTextAreaElement | undefined;
    setExecCommand(() => {
      field = document.activeElement as HTMLTextAreaElement;
      return true;
    });
    expect(await copyText(AMOUNT)).toBe('copied');
    expect(field?.tagName).toBe('TEXTAREA');
    expect(field?.value).toBe(AMOUNT);
    expect(field?.readOnly).toBe(true);
    expect(field?.getAttribute('aria-hidden')).toBe('true');
    expect(field?.tabIndex).toBe(-1);
    expect(field?.style.position).toBe('fixed');
    expect(field?.style.left).toBe('-9999px');
    expect(field?.style.opacity).toBe('0');
    expect(field?.style.fontSize).toBe('16px');
    // The field first, then the element that had focus (the body here), neither scrolled to.
    expect(focus.mock.instances[0]).toBe(field);
    expect(focus.mock.calls).toEqual([[{ preventScroll: true }], [{ preventScroll: true }]]);
  });

  it('gives focus back to the element that had it, without scrolling to it', async () => {
    setClipboard(undefined);
    setExecCommand(() => true);
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    expect(await copyText(AMOUNT)).toBe('copied');
    expect(document.activeElement).toBe(button);
    const back = focus.mock.instances.findIndex((el) => el === button);
    expect(back).toBeGreaterThan(-1);
    expect(focus.mock.calls[back]).toEqual([{ preventScroll: true }]);
  });

  it('a page without a body copies nothing and selects nothing', async () => {
    setClipboard(undefined);
    const exec = vi.fn(() => true);
    setExecCommand(exec);
    document.body.remove();
    expect(document.body).toBeNull();
    expect(await copyText(AMOUNT)).toBe('failed');
    expect(exec).not.toHaveBeenCalled();
  });
});

describe('copyText’s selection for a copy by hand', () => {
  it('is not reported when the shown element has no text', async () => {
    setClipboard(undefined);
    setExecCommand(() => false);
    const empty = document.createElement('span');
    document.body.append(empty);
    expect(await copyText(AMOUNT, { select: empty })).toBe('failed');
  });

  it('is not tried where the page cannot select', async () => {
    setClipboard(undefined);
    setExecCommand(() => false);
    const shown = document.createElement('span');
    shown.textContent = AMOUNT;
    document.body.append(shown);
    const own = Object.getOwnPropertyDescriptor(window, 'getSelection');
    Object.defineProperty(window, 'getSelection', { value: undefined, configurable: true });
    try {
      expect(await copyText(AMOUNT, { select: shown })).toBe('failed');
    } finally {
      if (own) Object.defineProperty(window, 'getSelection', own);
      else delete (window as { getSelection?: unknown }).getSelection;
    }
  });

  it('is not reported when the page has no selection to give, or the value cannot be selected', async () => {
    setClipboard(undefined);
    setExecCommand(() => false);
    const shown = document.createElement('span');
    shown.textContent = AMOUNT;
    document.body.append(shown);
    vi.spyOn(window, 'getSelection').mockReturnValue(null);
    expect(await copyText(AMOUNT, { select: shown })).toBe('failed');
    vi.restoreAllMocks();
    vi.spyOn(document, 'createRange').mockImplementation(() => {
      throw new DOMException('not here', 'InvalidStateError');
    });
    expect(await copyText(AMOUNT, { select: shown })).toBe('failed');
  });
});
