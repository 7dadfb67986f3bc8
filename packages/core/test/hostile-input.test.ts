// Validators that read a merchant's or a visitor's input run in linear time on any input: each adversarial
// string must cost about what a benign string of the same length costs. Measured as a ratio of the best of
// several rounds, never as a time: the machine's speed cancels out.
import { describe, expect, it } from 'vitest';
import { parseColor, themeStyle, validateTheme } from '../src/index.js';

/** The best time of several rounds of `runs` calls, in milliseconds. */
function cost(fn: () => void, runs = 200, rounds = 7): number {
  let best = Infinity;
  for (let round = 0; round < rounds; round++) {
    const start = performance.now();
    for (let i = 0; i < runs; i++) fn();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

/** How many times slower the adversarial input is than the benign one, which must be as long. */
function ratio(adversarial: string, benign: string, check: (value: string) => void): number {
  expect(adversarial.length).toBe(benign.length);
  const quiet = (value: string) => () => {
    try {
      check(value);
    } catch {
      // A refusal is the expected answer to most of these; only the time matters here.
    }
  };
  // Warm both paths up first, so neither pays for compilation.
  cost(quiet(adversarial), 20, 1);
  cost(quiet(benign), 20, 1);
  return cost(quiet(adversarial)) / Math.max(cost(quiet(benign)), 1e-3);
}

// Five names of one letter and 40 spaces each, then a character no font name may hold: 210 characters.
const fontAttack = `${Array.from({ length: 5 }, () => `a${' '.repeat(40)}`).join(',')}!`;
// The same shape with letters for spaces: nothing for a pattern to try twice.
const fontBenign = `${Array.from({ length: 5 }, () => `a${'b'.repeat(40)}`).join(',')}!`;

const BOUND = 20;

describe('validators on hostile input', () => {
  it('validateTheme’s font-family list', () => {
    expect(fontAttack).toHaveLength(210);
    expect(ratio(fontAttack, fontBenign, (v) => validateTheme({ fontFamily: v }))).toBeLessThan(BOUND);
    // Longer lists of the same kind: over the length cap or the twelve names, refused at once.
    for (const names of [12, 13, 200]) {
      const attack = `${Array.from({ length: names }, () => `a${' '.repeat(60)}`).join(',')}!`;
      const benign = `${Array.from({ length: names }, () => `a${'b'.repeat(60)}`).join(',')}!`;
      expect(
        ratio(attack, benign, (v) => validateTheme({ fontFamily: v })),
        `${names} names`,
      ).toBeLessThan(BOUND);
    }
    // What was valid stays valid.
    expect(validateTheme({ fontFamily: ' "Inter var", system-ui , sans-serif ' }).fontFamily).toBe(
      '"Inter var", system-ui , sans-serif',
    );
    expect(() => validateTheme({ fontFamily: fontAttack })).toThrow(/fontFamily/);
  });

  it('themeStyle (the server-side path) on the same list', () => {
    expect(ratio(fontAttack, fontBenign, (v) => themeStyle({ fontFamily: v }, false))).toBeLessThan(BOUND);
  });

  it('colours: parseColor and the theme’s colour keys', () => {
    for (const size of [1_000, 20_000]) {
      // A long run of spaces that does not reach the end: a trailing-space pattern retried at each one.
      const attack = `rgb(${' '.repeat(size)}1)`;
      const benign = `rgb(${'1'.repeat(size)}1)`;
      expect(
        ratio(attack, benign, (v) => parseColor(v)),
        `parseColor ${size}`,
      ).toBeLessThan(BOUND);
      expect(
        ratio(attack, benign, (v) => validateTheme({ primaryColor: v })),
        `primaryColor ${size}`,
      ).toBeLessThan(BOUND);
    }
    expect(parseColor('  rgb(1 2 3)\n')).toEqual([1, 2, 3]);
  });

  it('lengths: borderRadius and minHeight', () => {
    const attack = `${'1'.repeat(20_000)}.`;
    const benign = `${'a'.repeat(20_000)}.`;
    expect(ratio(attack, benign, (v) => validateTheme({ borderRadius: v }))).toBeLessThan(BOUND);
    expect(validateTheme({ minHeight: ' 12px ' }).minHeight).toBe('12px');
  });
});
