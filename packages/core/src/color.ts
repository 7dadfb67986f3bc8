/** Colour parsing, for validating theme colours; their WCAG contrast maths is contrast.ts. */

export type Rgb = readonly [r: number, g: number, b: number];

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTION = /^(rgb|hsl)a?\(([^()]*)\)$/i;
// One argument: a number with an optional unit. Only digits, `.`, `-`, `%` and `deg` get through, so a
// colour can never carry `;`, `}`, `url(` or `expression(` into a declaration.
const ARG = /^(-?(?:\d+(?:\.\d+)?|\.\d+))(%|deg)?$/i;

type Arg = { n: number; unit: string };

// CSS whitespace only: JavaScript's \s and trim() also take U+00A0, U+2028, U+FEFF…, which CSS does not.
const CSS_SPACE = /[ \t\n\r\f]+/;
const isCssSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d || c === 0x0c;
/**
 * `value` without leading and trailing CSS whitespace. A scan from each end, linear in the length (the pattern
 * `[ \t\n\r\f]+$` retried from every space of a long run that does not reach the end is quadratic).
 */
export const cssTrim = (value: string): string => {
  let start = 0;
  let end = value.length;
  while (start < end && isCssSpace(value.charCodeAt(start))) start++;
  while (end > start && isCssSpace(value.charCodeAt(end - 1))) end--;
  return value.slice(start, end);
};

/** Longest colour text `parseColor` reads; `rgba(255, 255, 255, 0.125)` is 27 characters. */
const MAX_COLOR = 128;

const clamp = (n: number, max: number): number => Math.min(max, Math.max(0, n));

/**
 * The arguments of rgb()/hsl() in either syntax a browser accepts: legacy (`rgb(1, 2, 3)`, alpha after a
 * comma) or modern (`rgb(1 2 3 / 50%)`). Mixing the two is refused, as browsers refuse it.
 */
function args(body: string): { channels: Arg[]; alpha: Arg | undefined } | null {
  let parts: string[];
  let alpha: string | undefined;
  if (body.includes(',')) {
    if (body.includes('/')) return null;
    parts = body.split(',').map(cssTrim);
    if (parts.length === 4) alpha = parts.pop();
  } else {
    const [left = '', right, extra] = body.split('/');
    if (extra !== undefined) return null;
    parts = cssTrim(left).split(CSS_SPACE);
    alpha = right === undefined ? undefined : cssTrim(right);
  }
  if (parts.length !== 3) return null;
  const parse = (p: string): Arg | null => {
    const m = ARG.exec(p);
    return m ? { n: Number(m[1]), unit: (m[2] ?? '').toLowerCase() } : null;
  };
  const channels = parts.map(parse);
  if (channels.some((c) => c === null)) return null;
  const a = alpha === undefined ? undefined : parse(alpha);
  if (a === null || (a && a.unit === 'deg')) return null;
  return { channels: channels as Arg[], alpha: a };
}

function rgb([r, g, b]: Arg[]): Rgb | null {
  const pct = r?.unit === '%';
  // Channels are all numbers or all percentages; a browser drops `rgb(1%, 2, 3)`.
  if (![r, g, b].every((c) => c && c.unit === (pct ? '%' : ''))) return null;
  const channel = (c: Arg) => clamp(pct ? (c.n * 255) / 100 : c.n, 255);
  return [channel(r as Arg), channel(g as Arg), channel(b as Arg)];
}

function hsl([hue, sat, light]: Arg[]): Rgb | null {
  if (!hue || hue.unit === '%' || sat?.unit !== '%' || light?.unit !== '%') return null;
  const h = (((hue.n % 360) + 360) % 360) / 360;
  const s = clamp(sat.n, 100) / 100;
  const l = clamp(light.n, 100) / 100;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const at = (t: number) => {
    const x = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (x < 1 / 6) return p + (q - p) * 6 * x;
    if (x < 1 / 2) return q;
    if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6;
    return p;
  };
  return [at(h + 1 / 3) * 255, at(h) * 255, at(h - 1 / 3) * 255];
}

/** A colour as browsers read it, with its alpha (0 to 1; 1 when it gives none); null for anything else. */
function read(input: string): [Rgb, number] | null {
  if (typeof input !== 'string' || input.length > MAX_COLOR) return null;
  const value = cssTrim(input);
  const hex = HEX.exec(value);
  if (hex) {
    let digits = hex[1] ?? '';
    if (digits.length <= 4) digits = [...digits].map((d) => d + d).join('');
    const [r, g, b, a = 255] = [0, 2, 4, 6].map((i) => parseInt(digits.slice(i, i + 2) || 'ff', 16));
    return [[r!, g!, b!], a / 255];
  }
  const fn = FUNCTION.exec(value);
  const parsed = fn && args(fn[2] ?? '');
  if (!fn || !parsed) return null;
  const rgbOf = fn[1]?.toLowerCase() === 'rgb' ? rgb(parsed.channels) : hsl(parsed.channels);
  const a = parsed.alpha;
  return rgbOf && [rgbOf, a ? clamp(a.unit ? a.n / 100 : a.n, 1) : 1];
}

/** Parses hex, rgb()/rgba() and hsl()/hsla() colours as browsers accept them; returns null for anything else. */
export const parseColor = (input: string): Rgb | null => read(input)?.[0] ?? null;

/**
 * A colour's alpha, 0 to 1 (1 when it gives none), for a colour `parseColor` reads; null otherwise. Contrast is
 * checked on the colour without its alpha, so a see-through colour is laid over its background first.
 */
export const alphaOf = (input: string): number | null => read(input)?.[1] ?? null;
