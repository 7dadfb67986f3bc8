// The checkout's, useRate's and the React Native view's sentences: every shipped locale has every key of the
// English files, with the same placeholders; a sentence the embed also has reads the same on both surfaces.
import { describe, expect, it } from 'vitest';
import { LOCALES, placeholders } from '../src/internal.js';

const FILES = {
  checkout: 'checkout',
  'checkout-errors': 'checkoutErrors',
  'checkout-pay': 'checkoutPay',
  'checkout-later': 'checkoutLater',
  native: 'native',
} as const;

type Messages = Record<string, string>;

async function load(tag: string, file: keyof typeof FILES): Promise<Messages> {
  const mod = (await import(`../src/locales/${tag}/${file}.ts`)) as Record<string, Messages>;
  return mod[FILES[file]]!;
}

async function embedOf(tag: string): Promise<Messages> {
  const first = (await import(`../src/locales/${tag}/embed.ts`)) as { embed: Messages };
  const later = (await import(`../src/locales/${tag}/embed-later.ts`)) as { embedLater: Messages };
  const end = (await import(`../src/locales/${tag}/embed-end.ts`)) as { embedEnd: Messages };
  return { ...first.embed, ...later.embedLater, ...end.embedEnd };
}

describe('checkout, useRate and native packs', () => {
  for (const tag of LOCALES.filter((l) => l !== 'en')) {
    for (const file of Object.keys(FILES) as (keyof typeof FILES)[]) {
      it(`${tag}/${file}: every English key, no other, with the same placeholders`, async () => {
        const en = await load('en', file);
        const pack = await load(tag, file);
        expect(Object.keys(pack)).toEqual(Object.keys(en));
        for (const [key, text] of Object.entries(en)) {
          const translated = pack[key] ?? '';
          expect(placeholders(translated), `${tag}.${key}`).toEqual(placeholders(text));
          expect(translated.trim(), `${tag}.${key} is empty`).not.toBe('');
          expect(translated.length, `${tag}.${key} is too long`).toBeLessThanOrEqual(280);
        }
      });
    }
  }

  it('no key twice across the checkout files, so an override names one sentence', async () => {
    const keys = (
      await Promise.all(
        (['checkout', 'checkout-errors', 'checkout-pay', 'checkout-later'] as const).map((f) =>
          load('en', f),
        ),
      )
    ).flatMap((m) => Object.keys(m));
    expect(keys.length).toBe(new Set(keys).size);
  });

  for (const tag of LOCALES) {
    it(`${tag}: a key the embed has reads exactly as the embed's, and native's as the checkout's`, async () => {
      const embed = await embedOf(tag);
      const checkout: Messages = {};
      for (const file of ['checkout', 'checkout-errors', 'checkout-pay', 'checkout-later'] as const) {
        Object.assign(checkout, await load(tag, file));
      }
      let shared = 0;
      for (const [key, text] of Object.entries(checkout)) {
        if (Object.hasOwn(embed, key)) {
          shared++;
          expect(text, `${tag}.${key}`).toBe(embed[key]);
        }
      }
      // Copy, offline, test mode, the network warning, the fee note, the order number…
      expect(shared).toBeGreaterThanOrEqual(25);
      for (const [key, text] of Object.entries(await load(tag, 'native'))) {
        const elsewhere = checkout[key] ?? embed[key];
        if (elsewhere !== undefined) expect(text, `${tag}.${key}`).toBe(elsewhere);
      }
    });
  }

  it('write the letters of each language, not their ASCII stand-ins', async () => {
    const all = async (tag: string) =>
      (await Promise.all((Object.keys(FILES) as (keyof typeof FILES)[]).map((f) => load(tag, f))))
        .flatMap((m) => Object.values(m))
        .join(' ');
    expect(await all('yo')).toMatch(/[ẹọṣ]/);
    expect(await all('yo')).toMatch(/[àáèéìíòóùú]/);
    expect(await all('ha')).toMatch(/[ɓɗƙ]/);
    expect(await all('ig')).toMatch(/[ịọụ]/);
  });
});

describe('the languages guide', () => {
  it('lists every key of the checkout, useRate and the native view with its English text', async () => {
    const { readFileSync } = await import('node:fs');
    const guide = readFileSync(new URL('../../../docs/locales.md', import.meta.url), 'utf8');
    const section = guide.slice(guide.indexOf('## Every key of the checkout'));
    for (const file of Object.keys(FILES) as (keyof typeof FILES)[]) {
      for (const [key, text] of Object.entries(await load('en', file))) {
        expect(section, key).toMatch(new RegExp(`\\| \`${key}\` +\\| ${file} +\\|`));
        expect(section, key).toContain(text.replace(/\|/g, '\\|'));
      }
    }
  });
});
