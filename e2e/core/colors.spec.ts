import { expect, test } from '@playwright/test';
import { parseColor, validateTheme } from '../../packages/core/src/index.js';

// The theme validator must agree with the browser: a colour it accepts but Chromium drops would leave a
// surface unstyled while the contrast check scored a colour nobody sees.
const samples = [
  '#0a7',
  '#00aa77cc',
  'rgb(10, 20, 30)',
  'rgba(10,20,30,0.6)',
  'rgb(10 20 30 / 50%)',
  'rgba(10%, 20%, 30%, .5)',
  'hsl(210, 40%, 98%)',
  'hsl(210deg 40% 98% / 0.3)',
  'hsla(0, 0%, 50%, 0.5)',
  'hsl(10,20,30)',
  'hsl(10%,20%,30%)',
  'rgb(1%,2,3)',
  'rgb(1,2,3/0.5)',
  'rgb(1 2, 3)',
  'rgb(1,2)',
  'rgb(1deg,2,3)',
  '#12',
  'blue',
  'transparent',
  'red;color:blue',
  'rgb(1\u00a02\u00a03)',
  'rgb(1\t2\n3)',
];

test('every colour the theme accepts is one Chromium accepts', async ({ page }) => {
  const supported = await page.evaluate((values) => values.map((v) => CSS.supports('color', v)), samples);
  const accepted = samples.map((v) => parseColor(v) !== null);
  samples.forEach((value, i) => {
    // Named colours are refused on purpose (docs/theme.md); everything we accept the browser must accept.
    if (accepted[i]) expect(supported[i], value).toBe(true);
    if (supported[i] && !/^[a-z]+$/i.test(value)) expect(accepted[i], value).toBe(true);
  });
  expect(accepted.filter(Boolean).length).toBeGreaterThan(5);
  expect(() => validateTheme({ primaryColor: 'hsl(10,20,30)' })).toThrow(/theme\.primaryColor/);
});

// Likewise for fonts: a font-family the theme accepts but Chromium drops would leave the frame in the
// browser's serif (its stylesheet has no fallback behind the theme's font).
const fonts = [
  '"Inter var", system-ui, sans-serif',
  'Georgia, "Times New Roman", serif',
  'Noto Sans JP2, serif',
  '"default", sans-serif',
  'system-ui',
  'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  'initial',
  'inherit',
  'default',
  'Font Awesome 6 Free',
  'Inter, unset',
  '9x',
];

test('every font-family the theme accepts is one Chromium accepts', async ({ page }) => {
  const supported = await page.evaluate((values) => values.map((v) => CSS.supports('font-family', v)), fonts);
  const accepted = fonts.map((fontFamily) => {
    try {
      validateTheme({ fontFamily });
      return true;
    } catch {
      return false;
    }
  });
  fonts.forEach((value, i) => {
    if (accepted[i]) expect(supported[i], value).toBe(true);
  });
  expect(accepted.filter(Boolean).length).toBe(6);
});
