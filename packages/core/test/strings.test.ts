import { describe, expect, it } from 'vitest';
import type { PulseError } from '../src/index.js';
import { DEFAULT_STRINGS, STRING_KEYS, formatString, resolveStrings, validateStrings } from '../src/index.js';
import { embed } from '../src/locales/en/embed.js';

describe('strings', () => {
  it('has English defaults for the ten keys of the spec', () => {
    expect(STRING_KEYS).toEqual([
      'title',
      'subtitle',
      'heroLabel',
      'successTitle',
      'successSubtitle',
      'expiredTitle',
      'expiredSubtitle',
      'refreshButton',
      'copyButton',
      'copiedButton',
    ]);
    for (const key of STRING_KEYS) expect(DEFAULT_STRINGS[key].length).toBeGreaterThan(0);
  });

  it('words each default exactly as the English embed shows it, so the two cannot drift apart', () => {
    for (const key of STRING_KEYS) expect(DEFAULT_STRINGS[key], key).toBe(embed[key]);
  });

  it('merges overrides over the defaults', () => {
    const s = resolveStrings(validateStrings({ title: 'Pay Ada Stores', copyButton: 'Copy it' }));
    expect(s.title).toBe('Pay Ada Stores');
    expect(s.copyButton).toBe('Copy it');
    expect(s.copiedButton).toBe(DEFAULT_STRINGS.copiedButton);
  });

  it('rejects unknown keys, non-strings and overlong strings with the key named', () => {
    const reject = (input: unknown) => {
      try {
        validateStrings(input);
      } catch (e) {
        return e as PulseError;
      }
      throw new Error('expected a rejection');
    };
    expect(reject({ titel: 'x' }).message).toContain('strings.titel is not a string key');
    expect(reject({ title: 5 }).code).toBe('invalid_strings');
    expect(reject({ subtitle: 'x'.repeat(281) }).message).toContain('strings.subtitle');
    expect(reject('hello').code).toBe('invalid_strings');
  });

  it('fills placeholders as plain text, never interpreting HTML', () => {
    expect(formatString('Send {amount} {asset}', { amount: '12.500000', asset: 'USDT' })).toBe(
      'Send 12.500000 USDT',
    );
    expect(formatString('{missing} stays', {})).toBe('{missing} stays');
    const html = formatString('<img src=x onerror=alert(1)> {name}', { name: '<b>Ada</b>' });
    // The same characters come back: escaping is the renderer's job, which renders text nodes only.
    expect(html).toBe('<img src=x onerror=alert(1)> <b>Ada</b>');
    expect(formatString('{a}{a}', { a: '$&' })).toBe('$&$&');
  });

  it('keeps merchant HTML inert when rendered as a text node', async () => {
    const { Window } = await import('happy-dom');
    const window = new Window();
    const el = window.document.createElement('p');
    el.textContent = resolveStrings(validateStrings({ title: '<script>alert(1)</script>' })).title;
    expect(el.children.length).toBe(0);
    expect(el.innerHTML).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    await window.happyDOM.close();
  });
});
