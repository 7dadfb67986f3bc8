/** Colour parsing and WCAG contrast, for validating theme colours and checking button text. */

export type Rgb = readonly [r: number, g: number, b: number];

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const NUM = String.raw`\s*(-?\d+(?:\.\d+)?)(%?)\s*`;
const ALPHA = String.raw`(?:[,/]\s*(\d+(?:\.\d+)?%?)\s*)?`;
const RGB = new RegExp(String.raw`^rgba?\(${NUM},${NUM},${NUM}${ALPHA}\)$`, 'i');
const HSL = new RegExp(String.raw`^hsla?\(${NUM}(?:deg)?,${NUM},${NUM}${ALPHA}\)$`, 'i');

const clamp = (n: number, max: number): number => Math.min(max, Math.max(0, n));

/** Parses hex, rgb()/rgba() and hsl()/hsla() colours; returns null for anything else. */
export function parseColor(input: string): Rgb | null {
  const value = input.trim();
  const hex = HEX.exec(value);
  if (hex) {
    let digits = hex[1] ?? '';
    if (digits.length <= 4) digits = [...digits].map((d) => d + d).join('');
    return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as unknown as Rgb;
  }
  const rgb = RGB.exec(value);
  if (rgb) {
    const channel = (n?: string, pct?: string) => clamp(pct ? (Number(n) * 255) / 100 : Number(n), 255);
    return [channel(rgb[1], rgb[2]), channel(rgb[3], rgb[4]), channel(rgb[5], rgb[6])];
  }
  const hsl = HSL.exec(value);
  if (hsl) {
    const h = (((Number(hsl[1]) % 360) + 360) % 360) / 360;
    const s = clamp(Number(hsl[3]), 100) / 100;
    const l = clamp(Number(hsl[5]), 100) / 100;
    const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
    const p = 2 * l - q;
    const hue = (t: number) => {
      const x = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
      if (x < 1 / 6) return p + (q - p) * 6 * x;
      if (x < 1 / 2) return q;
      if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6;
      return p;
    };
    return [hue(h + 1 / 3) * 255, hue(h) * 255, hue(h - 1 / 3) * 255];
  }
  return null;
}

const linear = (c: number): number => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

export const relativeLuminance = ([r, g, b]: Rgb): number =>
  0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);

/** WCAG 2 contrast ratio between two colours, from 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Black or white, whichever reads better on `background`. */
export function readableTextColor(background: Rgb): '#ffffff' | '#111111' {
  const dark: Rgb = [17, 17, 17];
  const light: Rgb = [255, 255, 255];
  return contrastRatio(background, light) >= contrastRatio(background, dark) ? '#ffffff' : '#111111';
}
