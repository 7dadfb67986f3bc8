// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from '../src/index.js';

const ADDRESS = '0x8ba1f109551bd432803012645ac136ddd64dba72';

function setClipboard(value: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
}

function setExecCommand(fn: ((command: string) => boolean) | undefined) {
  Object.defineProperty(document, 'execCommand', { value: fn, configurable: true, writable: true });
}

function shown(text: string): HTMLElement {
  const el = document.createElement('span');
  el.textContent = text;
  document.body.append(el);
  return el;
}

afterEach(() => {
  document.body.innerHTML = '';
  window.getSelection()?.removeAllRanges();
  vi.restoreAllMocks();
});

describe('copyText', () => {
  it('uses the Clipboard API first, with the value unchanged', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    setClipboard({ writeText });
    const exec = vi.fn(() => true);
    setExecCommand(exec);
    expect(await copyText(ADDRESS, { select: shown(ADDRESS) })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(ADDRESS);
    expect(exec).not.toHaveBeenCalled();
  });

  it('falls back to a selection and execCommand when the API is missing, and puts focus back', async () => {
    setClipboard(undefined);
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    let selected = '';
    const exec = vi.fn((command: string) => {
      const area = document.activeElement as HTMLTextAreaElement;
      selected = area.value.slice(area.selectionStart ?? 0, area.selectionEnd ?? 0);
      return command === 'copy';
    });
    setExecCommand(exec);
    expect(await copyText(ADDRESS)).toBe('copied');
    expect(exec).toHaveBeenCalledWith('copy');
    expect(selected).toBe(ADDRESS);
    expect(document.querySelector('textarea')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('falls back to execCommand when the API rejects', async () => {
    setClipboard({ writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) });
    setExecCommand(() => true);
    expect(await copyText(ADDRESS)).toBe('copied');
  });

  it('selects the shown value and reports it when both fail', async () => {
    setClipboard({ writeText: () => Promise.reject(new Error('denied')) });
    setExecCommand(() => false);
    const el = shown(ADDRESS);
    expect(await copyText(ADDRESS, { select: el })).toBe('selected');
    expect(window.getSelection()?.toString()).toBe(ADDRESS);
  });

  it('reports failure when both fail and there is nothing to select, even if execCommand throws', async () => {
    setClipboard(undefined);
    setExecCommand(() => {
      throw new Error('not supported');
    });
    expect(await copyText(ADDRESS)).toBe('failed');
    setExecCommand(undefined);
    expect(await copyText(ADDRESS)).toBe('failed');
  });
});
