/** WCAG contrast maths over parsed colours: luminance, contrast ratio, and the nearest readable colour. */
import type { Rgb } from './color.js';

const linear = (c: number): number => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

/** The WCAG relative luminance (0 to 1) of an sRGB colour given as `[r, g, b]` from 0 to 255. */
export const relativeLuminance = ([r, g, b]: Rgb): number =>
  0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);

/** WCAG 2 contrast ratio between two colours, from 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];

/** True when white text reads better on `c` than black: the colour belongs to a dark scheme. */
export const isDarkColor = (c: Rgb): boolean => contrastRatio(c, WHITE) >= contrastRatio(c, BLACK);

/**
 * Black or white, whichever reads better on `background`. Pure black, not a near-black: on every colour one
 * of the two reaches at least 4.58:1, so the suggestion always meets WCAG AA.
 */
export function readableTextColor(background: Rgb): '#ffffff' | '#000000' {
  return isDarkColor(background) ? '#ffffff' : '#000000';
}

/** `#rrggbb` for a colour (channels rounded). */
export const toHex = (c: Rgb): string =>
  `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/**
 * `fg`, or the nearest colour to it (mixed towards black or white, whichever needs less) that reaches `min`
 * contrast against every colour in `backgrounds`; black or white, whichever does best, when no mix does.
 * Steps of 1/64 keep a merchant's hue where they can; the rounded colour is the one checked.
 */
export function ensureContrast(fg: Rgb, backgrounds: readonly Rgb[], min: number): Rgb {
  const worst = (c: Rgb) => Math.min(...backgrounds.map((b) => contrastRatio(c, b)));
  for (let step = 0; step <= 64; step++) {
    for (const to of [BLACK, WHITE]) {
      const c = fg.map((v, i) => Math.round(v + ((to[i] as number) - v) * (step / 64))) as unknown as Rgb;
      if (worst(c) >= min) return c;
    }
  }
  return worst(BLACK) >= worst(WHITE) ? BLACK : WHITE;
}
