import { readFileSync } from 'node:fs';
import type { Frame, Page } from '@playwright/test';
import {
  AXE,
  expect,
  frameOf,
  mintSession,
  mountEmbed,
  simulateDeposit,
  specFor,
  test,
  waitFor,
  type Servers,
} from '../fixtures/embed.js';

const axeSource = readFileSync(AXE, 'utf8');

interface Violation {
  id: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core inside the frame; evaluated as source because the frame's CSP refuses injected script tags. */
async function scan(frame: Frame): Promise<string[]> {
  await frame.evaluate(axeSource);
  const violations = await frame.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(c: Document): Promise<{ violations: Violation[] }> } })
      .axe;
    return (await axe.run(document)).violations;
  });
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function direct(page: Page, servers: Servers, id: string, more: Record<string, unknown> = {}) {
  const s = await mintSession(servers.sandbox, { flow: 'direct', asset: 'USDT', network: 'POLYGON' });
  await mountEmbed(page, id, specFor(servers, s.token, { flow: 'direct', ...more }));
  await waitFor(page, id, 'ready');
  const frame = await frameOf(page, id);
  await expect(frame.locator('.address')).toBeVisible();
  return { frame, address: (await frame.locator('.address').textContent()) ?? '' };
}

test('axe finds no violations in the frame across statuses and themes', async ({
  hostPage: page,
  servers,
}) => {
  const results: Record<string, string[]> = {};

  const picker = await mintSession(servers.sandbox);
  await mountEmbed(page, 'pick', specFor(servers, picker.token));
  await waitFor(page, 'pick', 'ready');
  results.picker = await scan(await frameOf(page, 'pick'));

  const paying = await direct(page, servers, 'pay', { theme: { mode: 'dark' } });
  await expect(paying.frame.locator('svg.qr path')).toHaveCount(1);
  results.awaiting_payment_dark = await scan(paying.frame);

  const under = await direct(page, servers, 'under');
  await simulateDeposit(servers.sandbox, {
    address: under.address,
    asset: 'USDT',
    network: 'POLYGON',
    amount: '1',
  });
  await waitFor(page, 'under', 'status', 'underpaid');
  await expect(under.frame.getByRole('heading', { name: 'Part of the payment arrived' })).toBeVisible();
  results.underpaid = await scan(under.frame);

  const wrong = await direct(page, servers, 'wrong');
  await simulateDeposit(servers.sandbox, {
    address: wrong.address,
    asset: 'USDT',
    network: 'BASE',
    amount: '5',
  });
  await waitFor(page, 'wrong', 'status', 'wrong_chain');
  results.wrong_chain = await scan(wrong.frame);

  const quote = await mintSession(servers.sandbox, { flow: 'direct', asset: 'USDC', network: 'BASE' });
  await mountEmbed(page, 'quote', specFor(servers, quote.token, { flow: 'direct', component: 'quote' }));
  await mountEmbed(page, 'status', specFor(servers, quote.token, { flow: 'direct', component: 'status' }));
  await waitFor(page, 'quote', 'ready');
  await waitFor(page, 'status', 'ready');
  results.quote = await scan(await frameOf(page, 'quote'));
  results.status = await scan(await frameOf(page, 'status'));

  // Expire every open quote, then the expired screen (with its refresh button) and the completed one.
  servers.sandbox.clock.advance(11 * 60_000);
  await waitFor(page, 'pay', 'status', 'expired');
  await expect(paying.frame.getByRole('button', { name: 'Refresh quote' })).toBeVisible();
  results.expired_dark = await scan(paying.frame);

  const done = await direct(page, servers, 'done');
  const amount = (await done.frame.locator('.amount-value').textContent()) ?? '';
  await simulateDeposit(servers.sandbox, {
    address: done.address,
    asset: 'USDT',
    network: 'POLYGON',
    amount,
  });
  await waitFor(page, 'done', 'status', 'deposit_detected');
  results.deposit_detected = await scan(done.frame);
  servers.sandbox.clock.advance(30_000);
  await waitFor(page, 'done', 'success');
  results.completed = await scan(done.frame);

  // The host narrows to a network the session does not offer: the frame's final error screen.
  const broken = await mintSession(servers.sandbox, { networks: ['BASE'] });
  await mountEmbed(page, 'fatal', specFor(servers, broken.token, { networks: ['SOLANA'] }));
  await waitFor(page, 'fatal', 'error');
  results.fatal = await scan(await frameOf(page, 'fatal'));

  expect(Object.keys(results)).toHaveLength(10);
  for (const [name, list] of Object.entries(results)) expect(list, name).toEqual([]);

  // Control: the scanner does see a violation when there is one (an unnamed button).
  const fatal = await frameOf(page, 'fatal');
  await fatal.evaluate(() => document.querySelector('.card')!.appendChild(document.createElement('button')));
  expect((await scan(fatal)).some((v) => v.startsWith('button-name'))).toBe(true);
});
