import { describe, expect, it } from 'vitest';
import { embed } from '../src/locales/en/embed.js';
import { embedEnd } from '../src/locales/en/embed-end.js';
import { embedLater } from '../src/locales/en/embed-later.js';
import { embed as yo } from '../src/locales/yo/embed.js';
import {
  PulseError,
  checkMessages,
  intlLocale,
  isLocaleOption,
  placeholders,
  resolveLocale,
  resolveMessages,
} from '../src/internal.js';

const en = { ...embed, ...embedLater, ...embedEnd };

describe('resolveLocale', () => {
  it('takes the tag’s language when it ships, else English; auto reads the browser’s languages in order', () => {
    expect(resolveLocale()).toBe('en');
    expect(resolveLocale('yo-NG')).toBe('yo');
    expect(resolveLocale('HA')).toBe('ha');
    expect(resolveLocale('pcm')).toBe('pcm');
    expect(resolveLocale('fr-FR')).toBe('en');
    expect(resolveLocale('auto', ['fr-FR', 'ig-NG', 'yo'])).toBe('ig');
    expect(resolveLocale('auto', ['de'])).toBe('en');
    expect(resolveLocale('auto', [])).toBe('en');
  });

  it('accepts BCP 47 tags and auto only, in linear time', () => {
    for (const ok of ['en-NG', 'yo', 'pcm-NG', 'auto', 'zh-Hant-TW']) expect(isLocaleOption(ok)).toBe(true);
    for (const bad of ['', 'e', 'english!', 'en_NG', 7, null, `en${'-abc'.repeat(20)}`]) {
      expect(isLocaleOption(bad)).toBe(false);
    }
  });

  it('formats with the locale in Nigeria where Intl has it, else en-NG (₦, never "NGN")', () => {
    expect(intlLocale('en')).toBe('en-NG');
    for (const l of ['pcm', 'yo', 'ha', 'ig'] as const)
      expect(intlLocale(l)).toMatch(new RegExp(`^(${l}|en)-NG$`));
  });
});

describe('checkMessages', () => {
  it('takes any key of the catalogue, for all locales or one, and keeps the placeholders', () => {
    const input = {
      title: 'Pay now',
      yo: { title: 'Sanwó báyìí', statusDetectedBody: 'A rí {amount} {asset}' },
    };
    expect(checkMessages(input, en)).toEqual(input);
  });

  it('names the key of an unknown key, a missing or unknown placeholder, and a non-string', () => {
    const refuse = (input: unknown, message: RegExp) => {
      let caught: unknown;
      try {
        checkMessages(input, en);
      } catch (e) {
        caught = e;
      }
      expect(caught).toBeInstanceOf(PulseError);
      expect((caught as PulseError).code).toBe('invalid_strings');
      expect((caught as Error).message).toMatch(message);
    };
    refuse({ titel: 'x' }, /strings\.titel is not a string key/);
    refuse({ yo: { titel: 'x' } }, /strings\.yo\.titel is not a string key/);
    refuse(
      { statusDetectedBody: 'We see {asset}' },
      /strings\.statusDetectedBody must use the placeholders \{amount\} \{asset\} exactly.*got \{asset\}/,
    );
    refuse({ title: 'Pay {name}' }, /strings\.title must use the placeholders \(none\) exactly/);
    refuse({ title: 42 }, /strings\.title must be a string/);
    refuse({ title: 'x'.repeat(281) }, /at most 280/);
    refuse('hello', /strings must be an object/);
  });

  it('without a catalogue checks the shape only', () => {
    expect(checkMessages({ anyKey: 'x', yo: { other: 'y' } })).toEqual({ anyKey: 'x', yo: { other: 'y' } });
    expect(() => checkMessages({ anyKey: 1 })).toThrow(/strings\.anyKey must be a string/);
  });
});

describe('resolveMessages', () => {
  it('layers English, the pack, overrides for all, then overrides for the locale', () => {
    const m = resolveMessages(
      en,
      yo,
      { title: 'All', yo: { subtitle: 'Yo only' }, ha: { title: 'Ha' } },
      'yo',
    );
    expect(m.title).toBe('All');
    expect(m.subtitle).toBe('Yo only');
    expect(m.heroLabel).toBe(yo.heroLabel);
    expect(resolveMessages(en, undefined, {}, 'en')).toEqual(en);
    expect(resolveMessages(en, undefined, { ha: { title: 'Ha' } }, 'en').title).toBe(en.title);
  });

  it('finds placeholders without regard to order or repetition', () => {
    expect(placeholders('{b} {a} {b}')).toEqual(['{a}', '{b}']);
    expect(placeholders('none')).toEqual([]);
  });
});
