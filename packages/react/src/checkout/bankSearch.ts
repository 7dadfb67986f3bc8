/**
 * Bank search as customers type it: by the short names they use (GTBank, GTB, UBA, FCMB, FirstBank), by
 * part of the full name, or by code; the banks most customers pick come first. Names are matched by pattern,
 * not by code, so the list works whichever code scheme the service's bank list uses.
 */
import type { Bank } from '@pulse/core';

/** Popular first, in this order; each with the short names customers type. */
const KNOWN: readonly { pattern: RegExp; aliases: readonly string[] }[] = [
  { pattern: /guaranty trust|gtbank|gtco/, aliases: ['gtbank', 'gtb', 'gtco', 'guaranty'] },
  { pattern: /^access/, aliases: ['access', 'diamond'] },
  { pattern: /^zenith/, aliases: ['zenith'] },
  { pattern: /united bank for africa|^uba\b/, aliases: ['uba'] },
  { pattern: /^first bank|firstbank/, aliases: ['firstbank', 'fbn', 'first bank'] },
  { pattern: /moniepoint/, aliases: ['moniepoint'] },
  { pattern: /^opay/, aliases: ['opay'] },
  { pattern: /palmpay/, aliases: ['palmpay'] },
  { pattern: /^kuda/, aliases: ['kuda'] },
  { pattern: /first city monument|fcmb/, aliases: ['fcmb'] },
  { pattern: /stanbic/, aliases: ['stanbic', 'ibtc'] },
  { pattern: /^fidelity/, aliases: ['fidelity'] },
  { pattern: /^wema/, aliases: ['wema', 'alat'] },
  { pattern: /^union bank/, aliases: ['union'] },
  { pattern: /^ecobank/, aliases: ['ecobank', 'eco'] },
  { pattern: /^sterling/, aliases: ['sterling'] },
];

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

interface Entry {
  bank: Bank;
  rank: number;
  name: string;
  aliases: readonly string[];
}

/** Prepares the list once: each bank's popularity rank and short names. */
export function indexBanks(banks: readonly Bank[]): Entry[] {
  return banks.map((bank) => {
    const lower = bank.name.toLowerCase();
    const i = KNOWN.findIndex((k) => k.pattern.test(lower));
    return {
      bank,
      rank: i === -1 ? KNOWN.length : i,
      name: squash(bank.name),
      aliases: i === -1 ? [] : (KNOWN[i]?.aliases.map(squash) ?? []),
    };
  });
}

/**
 * The banks matching `query`, best first: a short name typed in full, then names and short names that start
 * with it, then names that contain it; popular banks first within each. An empty query lists popular banks
 * first, then the rest by name.
 */
export function searchBanks(entries: readonly Entry[], query: string): Bank[] {
  const q = squash(query);
  const scored: { e: Entry; score: number }[] = [];
  for (const e of entries) {
    let score: number;
    if (q === '') score = 3;
    else if (e.aliases.includes(q)) score = 0;
    else if (e.name.startsWith(q) || e.aliases.some((a) => a.startsWith(q))) score = 1;
    else if (e.name.includes(q) || e.bank.code.startsWith(q)) score = 2;
    else continue;
    scored.push({ e, score });
  }
  scored.sort(
    (a, b) => a.score - b.score || a.e.rank - b.e.rank || a.e.bank.name.localeCompare(b.e.bank.name),
  );
  return scored.map((s) => s.e.bank);
}
