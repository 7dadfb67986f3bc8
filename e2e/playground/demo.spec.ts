import { expect, test } from '@playwright/test';
import { startDemo, type Demo } from '../../apps/playground/server.js';

// The README's demo, started the way `pnpm demo` starts it (on free ports): the page loads, a session is
// minted by the page's backend, the embed mounts from another origin, and the theme editor restyles it live.
let demo: Demo;

test.beforeAll(async () => {
  demo = await startDemo();
});

test.afterAll(async () => {
  await demo?.stop();
});

test('the playground mints a session, mounts the embed and restyles it live', async ({ page }) => {
  await page.goto(`${demo.playgroundUrl}/`);
  await expect(page.getByRole('heading', { name: 'Pulse playground' })).toBeVisible();
  await page.getByRole('button', { name: 'Create session' }).click();
  await expect(page.getByText('onReady')).toBeVisible();

  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { name: 'Pay with crypto' })).toBeVisible();
  expect(new URL(page.frames()[1]?.url() ?? '').origin).toBe(demo.frameUrl);

  await page.getByLabel('Title', { exact: true }).fill('Pay Ada Stores');
  await expect(frame.getByRole('heading', { name: 'Pay Ada Stores' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Primary colour', exact: true }).fill('#ff0000');
  const button = frame.getByRole('button').last();
  await expect(button).toHaveCSS('background-color', 'rgb(255, 0, 0)');

  await page.getByRole('textbox', { name: 'Primary colour', exact: true }).fill('red; }');
  await expect(page.getByRole('status').filter({ hasText: 'theme.primaryColor' })).toBeVisible();
  // The last valid theme stays applied while the value is invalid.
  await expect(button).toHaveCSS('background-color', 'rgb(255, 0, 0)');
});

test('the rate helper shows a live price from the backend route', async ({ page }) => {
  await page.goto(`${demo.playgroundUrl}/`);
  await page.getByRole('tab', { name: 'Rate helper' }).click();
  await expect(page.getByText(/1 USDT = ₦[\d,.]+/)).toBeVisible();
});
