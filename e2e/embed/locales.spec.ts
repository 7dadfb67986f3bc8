/**
 * The embed in the customer's language, through the real frame and sandbox: the pack arrives before the first
 * screen (no English first), the document says the language, `auto` follows the browser, merchant strings
 * per locale win and a bad key is named, and every screen of each language fits a 320 and 360 px phone and is
 * axe-clean.
 */
import type { Frame, Page } from '@playwright/test';
import { embed as en } from '../../packages/core/src/locales/en/embed.js';
import { embed as ha } from '../../packages/core/src/locales/ha/embed.js';
import { embed as ig } from '../../packages/core/src/locales/ig/embed.js';
import { embed as pcm } from '../../packages/core/src/locales/pcm/embed.js';
import { embed as yo } from '../../packages/core/src/locales/yo/embed.js';
import { embedEnd as haEnd } from '../../packages/core/src/locales/ha/embed-end.js';
import { embedLater as haLater } from '../../packages/core/src/locales/ha/embed-later.js';
import { embedEnd as igEnd } from '../../packages/core/src/locales/ig/embed-end.js';
import { embedLater as igLater } from '../../packages/core/src/locales/ig/embed-later.js';
import { embedEnd as pcmEnd } from '../../packages/core/src/locales/pcm/embed-end.js';
import { embedLater as pcmLater } from '../../packages/core/src/locales/pcm/embed-later.js';
import { embedEnd as yoEnd } from '../../packages/core/src/locales/yo/embed-end.js';
import { embedLater as yoLater } from '../../packages/core/src/locales/yo/embed-later.js';
import { formatString, scale } from '../../packages/core/src/internal.js';
import {
  events,
  expect,
  frameOf,
  mintSession,
  mountEmbed,
  simulateDeposit,
  specFor,
  test,
  waitFor,
  type HostWindow,
  type Servers,
} from '../fixtures/embed.js';
import { axe } from '../fixtures/axe.js';
import { offScreen } from './layout.js';

const PACKS = { pcm, yo, ha, ig } as const;
const LATER = {
  pcm: { ...pcmLater, ...pcmEnd },
  yo: { ...yoLater, ...yoEnd },
  ha: { ...haLater, ...haEnd },
  ig: { ...igLater, ...igEnd },
} as const;

async function direct(page: Page, servers: Servers, id: string, more: Record<string, unknown>) {
  const s = await mintSession(servers.sandbox, { flow: 'direct', asset: 'USDT', network: 'POLYGON' });
  await mountEmbed(page, id, specFor(servers, s.token, { flow: 'direct', ...more }));
  return s;
}

test('a Yorùbá pack arrives before the first screen: the skeleton waits, never English', async ({
  hostPage: page,
  servers,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/assets/embed-yo-*.js', async (route) => {
    await held;
    await route.continue();
  });
  const read = page.waitForResponse((r) => r.url().endsWith('/v1/client/session'));
  await direct(page, servers, 'pay', { locale: 'yo-NG' });
  const frame = await frameOf(page, 'pay');
  // The session has been read; only the pack is held: the skeleton stays, and no English sentence shows.
  await read;
  await expect(frame.locator('[data-testid=skeleton]')).toBeVisible();
  await expect(frame.locator('h1')).toHaveCount(1);
  await expect(frame.getByText(en.subtitle)).toHaveCount(0);
  release();
  await waitFor(page, 'pay', 'ready');
  await expect(frame.locator('h1')).toHaveText(yo.title);
  await expect(frame.getByText(yo.subtitle)).toBeVisible();
  expect(await frame.evaluate(() => document.documentElement.lang)).toBe('yo');
  await expect(frame.getByText('₦150,000.00').first()).toBeVisible();
});

test('a pack that could not be downloaded is asked for again: English meanwhile, then all Yorùbá, never a mix', async ({
  hostPage: page,
  servers,
}) => {
  // The first download of the first screen's pack and of one later file fails, as on a mobile network that
  // drops; each is asked for again.
  const failed: string[] = [];
  for (const file of ['embed-yo-', 'embed-end-yo-']) {
    await page.route(`**/assets/${file}*.js`, async (route) => {
      if (failed.includes(file)) return route.continue();
      failed.push(file);
      await route.abort('internetdisconnected');
    });
  }
  const s = await direct(page, servers, 'pay', { locale: 'yo' });
  const frame = await frameOf(page, 'pay');
  await waitFor(page, 'pay', 'ready');
  // Asked again (after 2 s): the whole screen turns to Yorùbá, and the document says so.
  await expect(frame.locator('h1')).toHaveText(yo.title);
  await expect(frame.getByText(yo.subtitle)).toBeVisible();
  expect(await frame.evaluate(() => document.documentElement.lang)).toBe('yo');
  // Part of the payment arrives: the later screen is in Yorùbá too, its end-of-payment file asked again,
  // and no English sentence of it stands beside the Yorùbá ones.
  const due = (await frame.locator('.amount-value').textContent()) ?? '';
  await simulateDeposit(servers.sandbox, {
    address: (await frame.locator('.address').textContent()) ?? '',
    asset: 'USDT',
    network: 'POLYGON',
    amount: scale(due, 1n, 2n),
  });
  await waitFor(page, 'pay', 'status', 'underpaid');
  await expect(frame.getByRole('heading', { name: yoLater.statusUnderpaidTitle })).toBeVisible();
  await expect(frame.getByText(en.copyButton, { exact: true })).toHaveCount(0);
  expect(failed).toEqual(['embed-yo-', 'embed-end-yo-']);
  expect(s.token).toMatch(/^cs_test_/);
});

test('while English stands in for a pack not yet here, the language’s own overrides wait with it', async ({
  hostPage: page,
  servers,
}) => {
  let online = false;
  await page.route('**/assets/embed-yo-*.js', (route) =>
    online ? route.continue() : route.abort('internetdisconnected'),
  );
  await direct(page, servers, 'pay', { locale: 'yo', strings: { yo: { subtitle: 'Ẹ fi owó ránṣẹ́ báyìí' } } });
  await waitFor(page, 'pay', 'ready');
  const frame = await frameOf(page, 'pay');
  // English, all of it: a Yorùbá sentence of the merchant's would stand on an English screen.
  await expect(frame.locator('h1')).toHaveText(en.title);
  await expect(frame.locator('.subtitle')).toHaveText(en.subtitle);
  online = true;
  await expect(frame.locator('h1')).toHaveText(yo.title, { timeout: 15_000 });
  await expect(frame.locator('.subtitle')).toHaveText('Ẹ fi owó ránṣẹ́ báyìí');
});

test('a merchant’s title with no space to wrap at, and a pill-shaped radius, stay on the card at 320 px', async ({
  hostPage: page,
  servers,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  const title = `PayWith${'Crypto'.repeat(8)}`;
  await direct(page, servers, 'pay', { strings: { title }, theme: { borderRadius: '9999px' } });
  await waitFor(page, 'pay', 'ready');
  const frame = await frameOf(page, 'pay');
  await expect(frame.locator('h1')).toHaveText(title);
  expect(await frame.evaluate(offScreen)).toEqual([]);
  // The card's corners are capped: a 9999px radius would round it into a pill that cuts its rows.
  expect(await frame.locator('.card').evaluate((c) => getComputedStyle(c).borderTopLeftRadius)).toBe('24px');
});

test('auto follows the browser’s languages', async ({ browser, servers }) => {
  const context = await browser.newContext({ locale: 'ha-NG' });
  const page = await context.newPage();
  await page.goto(`${servers.host.url}/host.html`);
  await page.waitForFunction(() => typeof (window as { mountEmbed?: unknown }).mountEmbed === 'function');
  await direct(page, servers, 'pay', { locale: 'auto' });
  await waitFor(page, 'pay', 'ready');
  const frame = await frameOf(page, 'pay');
  await expect(frame.locator('h1')).toHaveText(ha.title);
  expect(await frame.evaluate(() => document.documentElement.lang)).toBe('ha');
  await context.close();
});

test('merchant strings per locale win over the pack, and a bad key is named to the merchant', async ({
  hostPage: page,
  servers,
}) => {
  await direct(page, servers, 'pay', {
    locale: 'yo',
    strings: { title: 'For all', yo: { subtitle: 'Ẹ fi owó ránṣẹ́ báyìí' } },
  });
  await waitFor(page, 'pay', 'ready');
  const frame = await frameOf(page, 'pay');
  await expect(frame.locator('h1')).toHaveText('For all');
  await expect(frame.getByText('Ẹ fi owó ránṣẹ́ báyìí')).toBeVisible();

  await direct(page, servers, 'bad', { strings: { nope: 'x' } });
  await waitFor(page, 'bad', 'error');
  const error = (await events(page, 'bad')).find((e) => e.type === 'error');
  expect(error?.args[0]).toBe('invalid_options');
  expect(String(error?.args[1])).toMatch(/strings\.nope is not a string key/);

  await direct(page, servers, 'lost', { strings: { statusDetectedBody: 'We can see it' } });
  await waitFor(page, 'lost', 'error');
  const lost = (await events(page, 'lost')).find((e) => e.type === 'error');
  expect(String(lost?.args[1])).toMatch(
    /strings\.statusDetectedBody must use the placeholders \{amount\} \{asset\}/,
  );
});

for (const width of [320, 360]) {
  test(`every language fits a ${width} px phone on every payment screen`, async ({
    hostPage: page,
    servers,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const check = async (frame: Frame, what: string) => {
      expect(await frame.evaluate(offScreen), `${what} at ${width} px`).toEqual([]);
      expect(await axe(frame), `${what} at ${width} px`).toEqual([]);
    };
    for (const [tag, pack] of Object.entries(PACKS)) {
      await direct(page, servers, `pay-${tag}`, { locale: tag });
      await direct(page, servers, `under-${tag}`, { locale: tag });
      await direct(page, servers, `wrong-${tag}`, { locale: tag });
      for (const id of ['pay', 'under', 'wrong']) await waitFor(page, `${id}-${tag}`, 'ready');
      const [payF, underF, wrongF] = await Promise.all(
        ['pay', 'under', 'wrong'].map((id) => frameOf(page, `${id}-${tag}`)),
      );
      await expect(payF!.locator('h1')).toHaveText(pack.title);
      await check(payF!, `${tag} awaiting payment`);
      const address = async (f: Frame) => (await f.locator('.address').textContent()) ?? '';
      const amount = (await payF!.locator('.amount-value').textContent()) ?? '';
      // One per cent more than due: the receipt keeps a row for the extra, in this language too.
      await simulateDeposit(servers.sandbox, {
        address: await address(payF!),
        asset: 'USDT',
        network: 'POLYGON',
        amount: scale(amount, 101n, 100n),
      });
      await simulateDeposit(servers.sandbox, {
        address: await address(underF!),
        asset: 'USDT',
        network: 'POLYGON',
        amount: '1',
      });
      await simulateDeposit(servers.sandbox, {
        address: await address(wrongF!),
        asset: 'USDT',
        network: 'BASE',
        amount: '5',
      });
      await waitFor(page, `pay-${tag}`, 'status', 'deposit_detected');
      await check(payF!, `${tag} detected`);
      await waitFor(page, `under-${tag}`, 'status', 'underpaid');
      await check(underF!, `${tag} underpaid`);
      await waitFor(page, `wrong-${tag}`, 'status', 'wrong_chain');
      const later = LATER[tag as keyof typeof LATER];
      await expect(wrongF!.getByTestId('held')).toContainText(later.heldWrongNetwork);
      // Held money is announced with its sentence, then the deposit as the screen lists it, in the customer's
      // language (its network's name is the same in every language).
      await expect(wrongF!.locator('[data-testid=announcer]')).toHaveText(
        `${later.statusWrongChainTitle}. ${formatString(later.statusWrongChainBody, { network: 'Polygon' })} ${later.heldAmount}: 5 USDT, Base. ${later.heldWrongNetwork}`,
      );
      await check(wrongF!, `${tag} wrong network`);
      servers.sandbox.clock.advance(30_000);
      await waitFor(page, `pay-${tag}`, 'status', 'completed');
      await expect(payF!.getByTestId('extra-sent')).toContainText(later.extraSent);
      await check(payF!, `${tag} receipt`);
      if (tag === 'yo') await expect(payF!.getByText(yoLater.receipt)).toBeVisible();
      // The receipt's time: in this language where the browser has its dates, else in numbers, never with
      // English month names.
      const dated = await payF!.evaluate(
        (t) => Intl.DateTimeFormat.supportedLocalesOf([`${t}-NG`]).length > 0,
        tag,
      );
      const time = (await payF!.locator('[data-testid=receipt] time').textContent()) ?? '';
      if (!dated) expect(time, `${tag} receipt time`).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);
      expect(time, `${tag} receipt time`).not.toMatch(/Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec/);
      for (const id of ['pay', 'under', 'wrong']) {
        await page.evaluate(
          (i) =>
            (window as unknown as { handles: Record<string, { unmount(): void }> }).handles[i]?.unmount(),
          `${id}-${tag}`,
        );
      }
    }
  });
}

test('copying moves nothing in a language whose "Copied" is longer than its "Copy"', async ({
  hostPage: page,
  servers,
}) => {
  // Tapping Copy must not move the button, the address or the frame under the customer's finger.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  for (const width of [320, 360]) {
    await page.setViewportSize({ width, height: 900 });
    for (const tag of ['yo', 'pcm'] as const) {
      const id = `copy-${tag}-${width}`;
      await direct(page, servers, id, { locale: tag });
      await waitFor(page, id, 'ready');
      const frame = await frameOf(page, id);
      const iframe = page.locator(`#${id} iframe`);
      // The screen's height reaches the page a frame after it is drawn: measured once the iframe has it.
      const content = () =>
        frame.evaluate(() => Math.ceil(document.getElementById('app')!.getBoundingClientRect().height));
      await expect.poll(async () => (await iframe.boundingBox())!.height === (await content())).toBe(true);
      for (const what of ['amount', 'address'] as const) {
        const button = frame.locator(
          `button.copy[aria-label$="${PACKS[tag][`copyWhat${what === 'amount' ? 'Amount' : 'Address'}`]}"]`,
        );
        // The button's box within the frame, and the frame's size: the click may scroll the page, which moves
        // both alike.
        const boxes = async () => {
          const [b, f] = [await button.boundingBox(), await iframe.boundingBox()];
          return { x: b!.x - f!.x, y: b!.y - f!.y, width: b!.width, height: b!.height, frame: f!.height };
        };
        const before = await boxes();
        await button.click();
        await expect(button).toHaveText(PACKS[tag].copiedButton);
        expect(await boxes(), `${tag} ${what} at ${width} px`).toEqual(before);
      }
      // Gone before the next frame mounts below it: a late change of this frame's height (its later chunk or
      // pack arriving on a busy machine) would otherwise move the next frame between Playwright's check of the
      // button's place and its click, and the click would land beside the button.
      await page.evaluate((i) => (window as unknown as HostWindow).handles[i]!.unmount(), id);
    }
  }
});
