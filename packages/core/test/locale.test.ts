// The locale option and the string overrides, at their edges: what is accepted, what each refusal names, and
// which layer wins. Imports the modules themselves (see CONTRIBUTING.md, mutation testing).
import { describe, expect, it, vi } from 'vitest';
import { PulseError } from '../src/errors.js';
import { DEFAULT_LOCALE, intlLocale, isLocaleOption, resolveLocale } from '../src/locale.js';
import { formatMoment } from '../src/moment.js';
import { embed } from '../src/locales/en/embed.js';
import { embed as yo } from '../src/locales/yo/embed.js';
import { checkMessages, resolveMessages } from '../src/messages.js';

const refusal = (input: unknown, catalogue?: Record<string, string>): string => {
  try {
    checkMessages(input, catalogue);
  } catch (e) {
    expect(e).toBeInstanceOf(PulseError);
    expect((e as PulseError).code).toBe('invalid_strings');
    return (e as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(input)}`);
};

describe('the locale option', () => {
  it('takes a tag of at most 35 characters', () => {
    const tag35 = `ab${'-abcdefgh'.repeat(3)}-abcde`;
    expect(tag35).toHaveLength(35);
    expect(isLocaleOption(tag35)).toBe(true);
    expect(isLocaleOption(`${tag35}f`)).toBe(false);
    expect(isLocaleOption(`abc${'-abcdefgh'.repeat(4)}`)).toBe(false);
  });

  it('is a string: a list holding a tag is not one', () => {
    expect(isLocaleOption(['en'])).toBe(false);
    expect(isLocaleOption(['en-NG'])).toBe(false);
    expect(isLocaleOption({ length: 2 })).toBe(false);
  });

  it('formats each shipped locale in Nigeria, and a language Intl has no data for as en-NG', () => {
    expect(DEFAULT_LOCALE).toBe('en-NG');
    for (const l of ['pcm', 'yo', 'ha', 'ig'] as const) expect(intlLocale(l)).toBe(`${l}-NG`);
    // A language this runtime has no data for falls back to en-NG, so naira reads ₦ and never "NGN".
    const fallback = intlLocale('zz' as never);
    expect(fallback).toBe('en-NG');
    expect(new Intl.NumberFormat(fallback, { style: 'currency', currency: 'NGN' }).format(1500)).toBe(
      '₦1,500.00',
    );
  });

  it('formats English as en-NG without asking Intl, whose first use loads its locale data', () => {
    const asked = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    expect(intlLocale('en')).toBe('en-NG');
    expect(asked).not.toHaveBeenCalled();
    expect(intlLocale('yo')).toBe('yo-NG');
    expect(asked).toHaveBeenCalledTimes(1);
    asked.mockRestore();
  });

  it('writes a receipt time in the customer’s language where its dates exist, else in numbers', () => {
    const at = '2026-11-26T10:03:00.000Z';
    const numbers = /^\d{2}\/\d{2}\/2026, \d{2}:\d{2}$/;
    expect(formatMoment(at, 'en')).toMatch(/^\d{1,2} Nov 2026, \d{1,2}:\d{2}/);
    // Yorùbá where the runtime has no Yorùbá dates (intlLocale fell back): no English month name.
    expect(formatMoment(at, 'yo', 'en-NG')).toMatch(numbers);
    // Where it has them (Node does), they are used, as by default.
    expect(formatMoment(at, 'yo', 'yo-NG')).not.toMatch(numbers);
    expect(formatMoment(at, 'yo')).toBe(formatMoment(at, 'yo', 'yo-NG'));
    expect(formatMoment(at, 'yo', 'yo-NG')).not.toContain('Nov');
    expect(formatMoment('soon', 'en')).toBe('soon');
  });

  it('auto without the browser’s languages speaks English', () => {
    expect(resolveLocale('auto')).toBe('en');
    expect(resolveLocale('auto', ['yo-NG'])).toBe('yo');
  });
});

describe('string overrides', () => {
  it('none given is none: undefined and null are empty, and keys set to undefined are left out', () => {
    expect(checkMessages(undefined, embed)).toEqual({});
    expect(checkMessages(null, embed)).toEqual({});
    expect(checkMessages({ title: undefined, yo: { title: undefined, subtitle: 'Bá' } }, embed)).toEqual({
      yo: { subtitle: 'Bá' },
    });
  });

  it('takes a sentence of up to 280 characters', () => {
    expect(checkMessages({ title: 'x'.repeat(280) }, embed)).toEqual({ title: 'x'.repeat(280) });
    expect(refusal({ title: 'x'.repeat(281) }, embed)).toBe(
      'strings.title must be a string of at most 280 characters.',
    );
  });

  it('names the key under a locale, and a locale given a sentence instead of an object', () => {
    expect(refusal({ yo: { title: 5 } }, embed)).toBe(
      'strings.yo.title must be a string of at most 280 characters.',
    );
    expect(refusal({ yo: null })).toBe('strings.yo must be a string of at most 280 characters.');
    expect(refusal({ yo: null }, embed)).toBe(
      'strings.yo is not a string key; the reference lists every key.',
    );
    expect(refusal({ title: { yo: 'x' } }, embed)).toBe(
      "strings.title: a language's overrides go under one of en, pcm, yo, ha, ig.",
    );
    // A region tag, or a language the catalogue has no pack for, with or without the catalogue.
    for (const key of ['yo-NG', 'fr'])
      for (const catalogue of [embed, undefined])
        expect(refusal({ [key]: { title: 'Ẹ káàbọ̀' } }, catalogue)).toBe(
          `strings.${key}: a language's overrides go under one of en, pcm, yo, ha, ig.`,
        );
    // Without a catalogue, a locale's tag with a string is one more key (the frame checks the rest).
    expect(checkMessages({ yo: 'Ẹ káàbọ̀' })).toEqual({ yo: 'Ẹ káàbọ̀' });
  });

  it('says "(none)" for a sentence that lost every placeholder', () => {
    expect(
      refusal(
        { statusDetectedBody: 'We can see it' },
        { ...embed, statusDetectedBody: 'A {amount} {asset}' },
      ),
    ).toBe(
      'strings.statusDetectedBody must use the placeholders {amount} {asset} exactly, as its English text does; got (none).',
    );
  });

  it('resolve: overrides for all are sentences only; a locale’s own overrides never become a key', () => {
    const en = resolveMessages(embed, undefined, { title: 'All', yo: { title: 'Yo' } }, 'en');
    expect(Object.keys(en).sort()).toEqual(Object.keys(embed).sort());
    expect(en.title).toBe('All');
    const inYoruba = resolveMessages(embed, yo, { yo: { title: 'Yo' } }, 'yo');
    expect(Object.keys(inYoruba).sort()).toEqual(Object.keys(embed).sort());
    expect(inYoruba.title).toBe('Yo');
    // Unchecked input that is not a sentence does not replace one.
    const odd = resolveMessages(embed, undefined, { title: 5, subtitle: null } as never, 'en');
    expect(odd.title).toBe(embed.title);
    expect(odd.subtitle).toBe(embed.subtitle);
  });
});
