import { expect, test, type Page } from '@playwright/test';
import { startDemo, type Demo } from '../../apps/playground/server.js';
import { offScreen } from '../embed/layout.js';

// The playground's states gallery: one real embed per state, each on its own sandbox session the playground's
// server drove there, at the chosen width, in the edited theme and the chosen customer language.
let demo: Demo;

test.beforeAll(async () => {
  demo = await startDemo();
});

test.afterAll(async () => {
  await demo?.stop();
});

/** Each state's caption in the gallery, the heading its embed shows, and what the embed last reported. */
const STATES: [id: string, caption: string, heading: RegExp, reports: RegExp][] = [
  ['picker', 'Choosing a coin and network', /^Pay with crypto$/, /^awaiting_payment$/],
  ['awaiting', 'Waiting for the payment', /^Pay with crypto$/, /^awaiting_payment$/],
  ['detected', 'Payment detected', /^Payment detected$/, /^deposit_detected$/],
  ['underpaid', 'Part of the payment arrived', /^Part of the payment arrived$/, /^underpaid$/],
  ['wrong-network', 'Sent on another network', /^Sent on another network$/, /^wrong_chain$/],
  ['overpaid-receipt', 'Paid more than due: the receipt', /^Payment received$/, /^completed$/],
  ['failed', 'Conversion failed', /^Payment could not complete$/, /^failed$/],
  [
    'ended-after-part',
    'Session ended after a part payment',
    /^This payment session has ended$/,
    /^session_expired$/,
  ],
  ['price-expired', 'Price lock expired', /^Quote expired$/, /^quote expired$/],
];

const state = (page: Page, caption: string) => page.getByRole('region', { name: caption, exact: true });

async function frameOf(page: Page, caption: string) {
  const frame = await state(page, caption).locator('iframe').elementHandle();
  const content = await frame?.contentFrame();
  if (!content) throw new Error(`${caption}: no frame`);
  return content;
}

test('the states gallery shows every embed state at 320 px, nothing past the edge', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.goto(`${demo.playgroundUrl}/`);
  await page.getByRole('tab', { name: 'States gallery' }).click();
  await page.getByLabel('Frame width').selectOption('320');
  await page.getByRole('button', { name: 'Build the gallery' }).click();

  for (const [id, caption, heading, reports] of STATES) {
    const region = state(page, caption);
    await expect(region.getByRole('heading', { name: caption })).toBeVisible();
    await expect(region.getByTestId('reports'), id).toHaveText(reports);
    const frame = page.frameLocator(`[data-state="${id}"] iframe`);
    await expect(frame.getByRole('heading').filter({ hasText: heading }).first(), id).toBeVisible();
    expect((await region.locator('iframe').boundingBox())?.width, id).toBe(320);
    expect(await (await frameOf(page, caption)).evaluate(offScreen), id).toEqual([]);
  }
  await expect(page.frameLocator('[data-state="wrong-network"] iframe').getByTestId('held')).toContainText(
    'Base',
  );

  // A theme edit reaches every frame in the gallery.
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Pay Ada Stores');
  for (const id of ['picker', 'awaiting']) {
    await expect(
      page.frameLocator(`[data-state="${id}"] iframe`).getByRole('heading', { name: 'Pay Ada Stores' }),
    ).toBeVisible();
  }

  // Another width resizes the frames in place.
  await page.getByLabel('Frame width').selectOption('412');
  for (const [id, caption] of STATES) {
    await expect
      .poll(async () => (await state(page, caption).locator('iframe').boundingBox())?.width, { message: id })
      .toBe(412);
  }
});

test('the gallery speaks the chosen customer language', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${demo.playgroundUrl}/`);
  await page.getByLabel('Customer language').selectOption('ha');
  await page.getByRole('tab', { name: 'States gallery' }).click();
  await page.getByRole('button', { name: 'Build the gallery' }).click();
  for (const [id] of STATES) {
    await expect(page.frameLocator(`[data-state="${id}"] iframe`).locator('html'), id).toHaveAttribute(
      'lang',
      'ha',
    );
  }
  await expect(
    page.frameLocator('[data-state="detected"] iframe').getByRole('heading', { name: 'Payment detected' }),
  ).toHaveCount(0);
});
