// Every shipped locale speaks every sentence of the catalogue, with the English placeholders, and nothing else.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { embed } from '../src/locales/en/embed.js';
import { embedEnd } from '../src/locales/en/embed-end.js';
import { embedLater } from '../src/locales/en/embed-later.js';
import { embedWallet } from '../src/locales/en/embed-wallet.js';
import * as ha1 from '../src/locales/ha/embed.js';
import * as ha2 from '../src/locales/ha/embed-later.js';
import * as ha3 from '../src/locales/ha/embed-end.js';
import * as ha4 from '../src/locales/ha/embed-wallet.js';
import * as ig1 from '../src/locales/ig/embed.js';
import * as ig2 from '../src/locales/ig/embed-later.js';
import * as ig3 from '../src/locales/ig/embed-end.js';
import * as ig4 from '../src/locales/ig/embed-wallet.js';
import * as pcm1 from '../src/locales/pcm/embed.js';
import * as pcm2 from '../src/locales/pcm/embed-later.js';
import * as pcm3 from '../src/locales/pcm/embed-end.js';
import * as pcm4 from '../src/locales/pcm/embed-wallet.js';
import * as yo1 from '../src/locales/yo/embed.js';
import * as yo2 from '../src/locales/yo/embed-later.js';
import * as yo3 from '../src/locales/yo/embed-end.js';
import * as yo4 from '../src/locales/yo/embed-wallet.js';
import { LOCALES, placeholders } from '../src/internal.js';

// Each locale's first-screen, later, end-of-payment and browser-wallet sentences, side by side with English's.
const en = { ...embed, ...embedLater, ...embedEnd, ...embedWallet };
const pcm = { ...pcm1.embed, ...pcm2.embedLater, ...pcm3.embedEnd, ...pcm4.embedWallet };
const yo = { ...yo1.embed, ...yo2.embedLater, ...yo3.embedEnd, ...yo4.embedWallet };
const ha = { ...ha1.embed, ...ha2.embedLater, ...ha3.embedEnd, ...ha4.embedWallet };
const ig = { ...ig1.embed, ...ig2.embedLater, ...ig3.embedEnd, ...ig4.embedWallet };
const PACKS = { pcm, yo, ha, ig } as const;

describe('locale packs', () => {
  it('ship one folder per locale', () => {
    const dirs = readdirSync(new URL('../src/locales/', import.meta.url)).sort();
    expect(dirs).toEqual([...LOCALES].sort());
  });

  it('split alike: the same keys in each locale’s first-screen file as in English’s', () => {
    for (const first of [pcm1.embed, yo1.embed, ha1.embed, ig1.embed]) {
      expect(Object.keys(first).sort()).toEqual(Object.keys(embed).sort());
    }
    for (const later of [pcm2.embedLater, yo2.embedLater, ha2.embedLater, ig2.embedLater]) {
      expect(Object.keys(later).sort()).toEqual(Object.keys(embedLater).sort());
    }
    for (const end of [pcm3.embedEnd, yo3.embedEnd, ha3.embedEnd, ig3.embedEnd]) {
      expect(Object.keys(end).sort()).toEqual(Object.keys(embedEnd).sort());
    }
    for (const wallet of [pcm4.embedWallet, yo4.embedWallet, ha4.embedWallet, ig4.embedWallet]) {
      expect(Object.keys(wallet).sort()).toEqual(Object.keys(embedWallet).sort());
    }
  });

  for (const [tag, pack] of Object.entries(PACKS)) {
    it(`${tag}: every key of the English catalogue, no other, with the same placeholders`, () => {
      expect(Object.keys(pack).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(en)) {
        const translated = (pack as Record<string, string>)[key] ?? '';
        expect(placeholders(translated), `${tag}.${key}`).toEqual(placeholders(text));
        expect(translated.trim(), `${tag}.${key} is empty`).not.toBe('');
        expect(translated.length, `${tag}.${key} is too long`).toBeLessThanOrEqual(280);
      }
    });
  }

  it('write the letters of each language, not their ASCII stand-ins', () => {
    const all = (pack: Record<string, string>) => Object.values(pack).join(' ');
    expect(all(yo)).toMatch(/[ẹọṣ]/);
    expect(all(yo)).toMatch(/[àáèéìíòóùú]/);
    expect(all(ha)).toMatch(/[ɓɗƙ]/);
    expect(all(ig)).toMatch(/[ịọụ]/);
  });
});

describe('the languages guide', () => {
  it('lists every key of the embed with its English text', async () => {
    const { readFileSync } = await import('node:fs');
    const guide = readFileSync(new URL('../../../docs/locales.md', import.meta.url), 'utf8');
    for (const [key, text] of Object.entries(en)) {
      expect(guide, key).toMatch(new RegExp(`\\| \`${key}\` +\\|`));
      expect(guide, key).toContain(text.replace(/\|/g, '\\|'));
    }
  });
});
