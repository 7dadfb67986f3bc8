import { expect, test, type Page } from '@playwright/test';
import { startDemo, type Demo } from '../../apps/playground/server.js';
import { checkoutLayoutProblems } from '../checkout/layout.js';
import { offScreen } from '../embed/layout.js';
import { axe } from '../fixtures/axe.js';

// The playground's states gallery: one real embed per state, each on its own sandbox session the playground's
// server drove there, and one in-app checkout per state, each on its own order, at the chosen width, in the
// edited theme and the chosen customer language. One page builds the gallery once; the tests walk it in turn.
let demo: Demo;
let page: Page;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  // A still clock: a paid order would otherwise complete 30 s after the build, before the walk reaches it.
  demo = await startDemo({}, { frozenClock: true });
  page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  await page.goto(`${demo.playgroundUrl}/`);
  await page.getByRole('tab', { name: 'States gallery' }).click();
  await page.getByLabel('Frame width').selectOption('320');
  // The server drives a session or an order to each state, which takes a few seconds.
  await page.getByRole('button', { name: 'Build the gallery' }).click();
  await expect(page.getByRole('button', { name: 'Build again' })).toBeEnabled({ timeout: 60_000 });
});

test.afterAll(async () => {
  await page?.close();
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

const state = (caption: string) => page.getByRole('region', { name: caption, exact: true });

async function frameOf(caption: string) {
  const frame = await state(caption).locator('iframe').elementHandle();
  const content = await frame?.contentFrame();
  if (!content) throw new Error(`${caption}: no frame`);
  return content;
}

test('the states gallery shows every embed state at 320 px, nothing past the edge', async () => {
  test.setTimeout(120_000);

  for (const [id, caption, heading, reports] of STATES) {
    const region = state(caption);
    await expect(region.getByRole('heading', { name: caption })).toBeVisible();
    await expect(region.getByTestId('reports'), id).toHaveText(reports);
    const frame = page.frameLocator(`[data-state="${id}"] iframe`);
    await expect(frame.getByRole('heading').filter({ hasText: heading }).first(), id).toBeVisible();
    expect((await region.locator('iframe').boundingBox())?.width, id).toBe(320);
    expect(await (await frameOf(caption)).evaluate(offScreen), id).toEqual([]);
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
      .poll(async () => (await state(caption).locator('iframe').boundingBox())?.width, { message: id })
      .toBe(412);
  }
});

test('the gallery speaks the chosen customer language', async () => {
  test.setTimeout(90_000);
  await page.getByLabel('Customer language').selectOption('ha');
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

/** Each checkout state's caption, what its checkout last reported, and what shows it is that state. */
const CHECKOUT: [id: string, caption: string, reports: RegExp, shows: string][] = [
  ['quote', 'Checkout: the price to confirm', /^no order yet$/, 'quote-countdown'],
  ['account', 'Checkout: the bank account to pay out to', /^no order yet$/, 'resolved-name'],
  ['bank-transfer', 'Checkout: the bank transfer to make', /^awaiting_payment$/, 'fund-countdown'],
  ['deposit', 'Checkout: the crypto to send', /^awaiting_payment$/, 'network-warning'],
  ['part-paid', 'Checkout: half of the transfer arrived', /^awaiting_payment$/, 'fund-countdown'],
  ['processing', 'Checkout: paid, being settled', /^processing$/, 'payment-detected'],
  ['completed', 'Checkout: paid, the receipt', /^completed$/, 'receipt'],
  ['expired', 'Checkout: the order expired', /^expired$/, 'expired-sent'],
];

async function checkoutFrame(id: string) {
  const frame = await page.locator(`[data-checkout-state="${id}"] iframe`).elementHandle();
  const content = await frame?.contentFrame();
  if (!content) throw new Error(`${id}: no frame`);
  return content;
}

test('the gallery shows every checkout state, in every language, at 320 and 360 px: nothing past the edge, axe-clean', async () => {
  test.setTimeout(240_000);

  for (const locale of ['en-NG', 'pcm', 'yo', 'ha', 'ig']) {
    await page.getByLabel('Customer language').selectOption(locale);
    for (const width of [320, 360]) {
      await page.getByLabel('Frame width').selectOption(String(width));
      for (const [id, caption, reports, shows] of CHECKOUT) {
        const where = `${id} in ${locale} at ${width} px`;
        const region = page.getByRole('region', { name: caption, exact: true });
        await expect(region.getByTestId('reports'), where).toHaveText(reports);
        const frame = page.frameLocator(`[data-checkout-state="${id}"] iframe`);
        await expect(frame.locator('.pulse-checkout'), where).toHaveAttribute(
          'lang',
          locale === 'en-NG' ? 'en' : locale,
        );
        await expect(frame.getByTestId(shows), where).toBeVisible();
        // Every state of a test order says so, from the bank-account step on (the resolved account says it).
        await expect(frame.getByTestId('test-mode'), where).toBeVisible();
        const content = await checkoutFrame(id);
        expect(await content.evaluate(() => innerWidth), where).toBe(width);
        expect(await content.evaluate(checkoutLayoutProblems, width), where).toEqual([]);
        expect(await axe(content), where).toEqual([]);
      }
    }
  }
});
