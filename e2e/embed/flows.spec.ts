import type { Frame, Page } from '@playwright/test';
import { formatNaira, groupDigits, trimZeros } from '../../packages/core/src/internal.js';
import type { EmbedEvent } from '../fixtures/embed.js';
import { STEP_MS, driftBps } from '../../apps/sandbox/src/market.js';
import {
  clientSession,
  events,
  expect,
  frameOf,
  mintSession,
  mountDirect,
  mountEmbed,
  mountSession,
  readOrder,
  type Servers,
  simulateDeposit,
  specFor,
  statuses,
  test,
  waitFor,
} from '../fixtures/embed.js';

// Full payments through the real frame and sandbox on three origins; time moves only by the sandbox clock.

async function pick(frame: Frame, asset: string, network: string) {
  await frame.getByRole('radio', { name: asset }).check();
  await frame.getByRole('radio', { name: network }).check();
  await frame.getByRole('button', { name: 'Continue' }).click();
}

async function shown(frame: Frame) {
  await expect(frame.locator('.address')).toBeVisible();
  return {
    address: (await frame.locator('.address').textContent()) ?? '',
    amount: (await frame.locator('.amount-value').textContent()) ?? '',
  };
}

/** Moves the sandbox clock through confirm (15 s), convert (5 s) and complete (10 s), waiting for each. */
async function settle(page: Page, servers: Servers, id: string, last: 'completed' | 'failed' = 'completed') {
  await waitFor(page, id, 'status', 'deposit_detected');
  servers.sandbox.clock.advance(15_000);
  await waitFor(page, id, 'status', 'deposit_confirmed');
  servers.sandbox.clock.advance(5_000);
  await waitFor(page, id, 'status', 'converting');
  servers.sandbox.clock.advance(10_000);
  await waitFor(page, id, 'status', last);
}

/**
 * The host's callbacks of one mount: ready once and first, exactly `expected` as status changes, each with the
 * order id, no error, and (with `success`) one onSuccess with the order id as the last event, else none.
 */
function expectCallbacks(log: EmbedEvent[], orderId: string, expected: string[], { success = false } = {}) {
  expect(log[0]).toEqual({ type: 'ready', args: [] });
  expect(log.filter((e) => e.type === 'ready')).toHaveLength(1);
  expect(statuses(log)).toEqual(expected);
  for (const e of log.filter((x) => x.type === 'status')) expect(e.args[1]).toBe(orderId);
  expect(log.filter((e) => e.type === 'error')).toEqual([]);
  if (success) {
    expect(log.filter((e) => e.type === 'success')).toEqual([{ type: 'success', args: [orderId] }]);
    expect(log.at(-1)?.type).toBe('success');
  } else {
    expect(log.filter((e) => e.type === 'success')).toEqual([]);
  }
}

const PAID = ['deposit_detected', 'deposit_confirmed', 'converting', 'completed'];

test('select flow: pick, pay exactly, and the callbacks arrive in order with the order id', async ({
  hostPage: page,
  servers,
}) => {
  const { session, frame } = await mountSession(page, servers);
  await expect(frame.getByRole('radio')).toHaveCount(
    2 + (await clientSession(servers.sandbox, session.token)).options.networks.length,
  );
  // No network is picked for the customer: Continue alone sends nothing, says to pick one, and takes the
  // customer to the networks.
  await expect(frame.locator('input[name=network]:checked')).toHaveCount(0);
  await frame.getByRole('button', { name: 'Continue' }).click();
  await expect(frame.getByRole('alert')).toHaveText(/Pick the one your wallet or exchange sends on/);
  await expect(frame.locator('input[name=network]').first()).toBeFocused();
  await expect(frame.locator('.address')).toHaveCount(0);
  await pick(frame, 'USDT', 'BASE');
  const { address, amount } = await shown(frame);
  const wire = await clientSession(servers.sandbox, session.token);
  expect(amount).toBe(wire.due.amount);
  expect(address).toBe(wire.deposit_address);
  await expect(frame.getByText('Send only USDT on the BASE network', { exact: false })).toBeVisible();
  await expect(frame.locator('svg.qr path')).toHaveCount(1);

  await simulateDeposit(servers.sandbox, { address, asset: 'USDT', network: 'BASE', amount });
  await settle(page, servers, 'pay');
  await expect(frame.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await waitFor(page, 'pay', 'success');
  // What the merchant receives is the naira of the merchant's own collection order, to the kobo.
  const order = await fetch(`${servers.sandbox.url}/v1/collection-orders/${session.order_id}`, {
    headers: { 'x-api-key': servers.sandbox.keys.test },
  });
  const { fiat_amount } = ((await order.json()) as { data: { fiat_amount: string } }).data;
  await expect(frame.getByTestId('merchant-receives')).toHaveText(formatNaira(fiat_amount, 'en-NG'));

  expectCallbacks(await events(page, 'pay'), session.order_id, ['awaiting_payment', ...PAID], {
    success: true,
  });
});

test('select flow: a pair the service does not price is not offered (USDC on Plasma), nor kept when the asset changes', async ({
  hostPage: page,
  servers,
}) => {
  const { session, frame } = await mountSession(page, servers);
  const wire = await clientSession(servers.sandbox, session.token);
  expect(wire.options.networks).toContain('PLASMA');
  // The service's prices name USDT on Plasma and leave USDC on Plasma out: the sandbox does not carry it.
  const pairs = (wire.options.prices ?? []).map((p) => `${p.asset}:${p.network}`);
  expect(pairs).toContain('USDT:PLASMA');
  expect(pairs).not.toContain('USDC:PLASMA');
  const plasma = frame.getByRole('radio', { name: 'Plasma' });
  await frame.getByRole('radio', { name: 'USDT' }).check();
  await plasma.check();
  await frame.getByRole('radio', { name: 'USDC' }).check();
  await expect(plasma).toHaveCount(0);
  // Every other network stays, and none is chosen for the customer: Continue asks for one.
  await expect(frame.locator('input[name=network]')).toHaveCount(wire.options.networks.length - 1);
  await expect(frame.locator('input[name=network]:checked')).toHaveCount(0);
  await frame.getByRole('button', { name: 'Continue' }).click();
  await expect(frame.getByRole('alert')).toBeVisible();
  expect((await clientSession(servers.sandbox, session.token)).due.network).toBeNull();
  // Back on USDT, Plasma is offered again, and paying on it works.
  await pick(frame, 'USDT', 'Plasma');
  await expect(frame.locator('.address')).toBeVisible();
  expect((await clientSession(servers.sandbox, session.token)).due.network).toBe('PLASMA');
});

test('direct flow: no pickers, the pinned asset and network, paid to completion', async ({
  hostPage: page,
  servers,
}) => {
  const { session, frame } = await mountDirect(page, servers, { asset: 'USDC', network: 'POLYGON' });
  const { address, amount } = await shown(frame);
  // No picker: the only radios are the QR kind's two segments.
  await expect(frame.getByRole('radio')).toHaveCount(2);
  await expect(frame.getByRole('radio', { name: /^(Exchange|Wallet) app$/ })).toHaveCount(2);
  await expect(frame.locator('.amount-asset')).toHaveText('USDC');
  await simulateDeposit(servers.sandbox, { address, asset: 'USDC', network: 'POLYGON', amount });
  await settle(page, servers, 'pay');
  await waitFor(page, 'pay', 'success');
  expectCallbacks(await events(page, 'pay'), session.order_id, ['awaiting_payment', ...PAID], {
    success: true,
  });
});

test('underpaid shows what is still due; paying the rest completes', async ({ hostPage: page, servers }) => {
  const { session, frame } = await mountSession(page, servers, { amount: '100', currency: 'USDT' });
  await pick(frame, 'USDT', 'ARBITRUM');
  const { address } = await shown(frame);
  await simulateDeposit(servers.sandbox, { address, asset: 'USDT', network: 'ARBITRUM', amount: '60' });
  await waitFor(page, 'pay', 'status', 'underpaid');
  await expect(frame.getByRole('heading', { name: 'Part of the payment arrived' })).toBeVisible();
  await expect(frame.getByText(/Send the remaining 40(\.0+)? USDT on Arbitrum One/)).toBeVisible();
  await expect(frame.locator('.address')).toHaveText(address);
  await simulateDeposit(servers.sandbox, { address, asset: 'USDT', network: 'ARBITRUM', amount: '40' });
  await settle(page, servers, 'pay');
  await waitFor(page, 'pay', 'success');
  expectCallbacks(await events(page, 'pay'), session.order_id, ['awaiting_payment', 'underpaid', ...PAID], {
    success: true,
  });
});

test('underpaid in naira: the rest holds until the price lock ends, then a refresh prices it anew', async ({
  hostPage: page,
  servers,
}) => {
  const { session, frame } = await mountDirect(page, servers, { asset: 'USDT', network: 'BASE' });
  const { address } = await shown(frame);
  await simulateDeposit(servers.sandbox, { address, asset: 'USDT', network: 'BASE', amount: '10' });
  await waitFor(page, 'pay', 'status', 'underpaid');
  const before = await clientSession(servers.sandbox, session.token);
  // The time left is the lock's, well before the session's end.
  const left = (await frame.locator('.time-left time').getAttribute('datetime')) ?? '';
  const seconds = Number(/^PT(\d+)S$/.exec(left)?.[1]);
  const lockLeft = (Date.parse(before.quote!.locked_until) - servers.sandbox.clock.now().getTime()) / 1000;
  expect(Math.abs(seconds - lockLeft)).toBeLessThan(5);
  expect(Date.parse(before.expires_at)).toBeGreaterThan(Date.parse(before.quote!.locked_until));
  // The lock runs out: no remainder at a price that is gone, the refresh instead.
  servers.sandbox.clock.advance(
    Date.parse(before.quote!.locked_until) - servers.sandbox.clock.now().getTime() + 1000,
  );
  await waitFor(page, 'pay', 'quote_expired');
  await expect(frame.getByRole('heading', { name: 'Quote expired' })).toBeVisible();
  await expect(frame.locator('#remaining-label')).toHaveCount(0);
  await frame.getByRole('button', { name: 'Refresh quote' }).click();
  await waitFor(page, 'pay', 'quote_refreshed');
  const after = await clientSession(servers.sandbox, session.token);
  expect(after.status).toBe('underpaid');
  expect(after.quote!.locked_until).not.toBe(before.quote!.locked_until);
  // The rest at the new price, as the service now counts it.
  await expect(frame.locator('[aria-labelledby=remaining-label] .amount-value')).toHaveText(
    after.received.remaining,
  );
});

test('the status component never keeps a rest whose price lock ended: it offers the refresh', async ({
  hostPage: page,
  servers,
}) => {
  const { session } = await mountDirect(page, servers, {
    asset: 'USDT',
    network: 'BASE',
    more: { component: 'status' },
  });
  const frame = await frameOf(page, 'pay');
  const wire = await clientSession(servers.sandbox, session.token);
  await simulateDeposit(servers.sandbox, {
    address: wire.deposit_address!,
    asset: 'USDT',
    network: 'BASE',
    amount: '10',
  });
  await waitFor(page, 'pay', 'status', 'underpaid');
  const before = await clientSession(servers.sandbox, session.token);
  await expect(frame.getByRole('heading', { name: 'Part of the payment arrived' })).toBeVisible();
  // As sentences write an amount: without trailing zeros, its thousands grouped.
  const rest = (r: string) => groupDigits(trimZeros(r));
  await expect(frame.locator('.screen')).toContainText(
    `Send the remaining ${rest(before.received.remaining)} USDT`,
  );
  // With the time left to send it: the lock's, as the payment component counts it.
  const left = (await frame.locator('.time-left time').getAttribute('datetime')) ?? '';
  const lockLeft = (Date.parse(before.quote!.locked_until) - servers.sandbox.clock.now().getTime()) / 1000;
  expect(Math.abs(Number(/^PT(\d+)S$/.exec(left)?.[1]) - lockLeft)).toBeLessThan(5);
  // Past the lock: still underpaid on the service, but the rest at that price no longer holds.
  servers.sandbox.clock.advance(
    Date.parse(before.quote!.locked_until) - servers.sandbox.clock.now().getTime() + 1000,
  );
  await waitFor(page, 'pay', 'quote_expired');
  expect((await clientSession(servers.sandbox, session.token)).status).toBe('underpaid');
  await expect(frame.getByRole('heading', { name: 'Quote expired' })).toBeVisible();
  await expect(frame.getByText(`Send the remaining ${rest(before.received.remaining)} USDT`)).toHaveCount(0);
  await frame.getByRole('button', { name: 'Refresh quote' }).click();
  await waitFor(page, 'pay', 'quote_refreshed');
  const after = await clientSession(servers.sandbox, session.token);
  await expect(frame.locator('.screen')).toContainText(
    `Send the remaining ${rest(after.received.remaining)} USDT`,
  );
});

/**
 * Moves the sandbox past a USDT session's price lock, to a moment whose market price differs from the
 * quote's (the sandbox's price moves every 30 s along a fixed path), so that a refresh re-prices.
 */
async function pastLockAtNewPrice(
  page: Page,
  servers: Parameters<typeof mountDirect>[1],
  wire: { server_time: string; quote: { locked_until: string } | null },
) {
  const step = (t: number) => Math.floor(t / STEP_MS);
  const quoted = step(Date.parse(wire.server_time));
  let ms = Date.parse(wire.quote!.locked_until) - servers.sandbox.clock.now().getTime() + 1000;
  while (driftBps('USDT', step(servers.sandbox.clock.now().getTime() + ms)) === driftBps('USDT', quoted))
    ms += STEP_MS;
  servers.sandbox.clock.advance(ms);
  await waitFor(page, 'pay', 'quote_expired');
}

/**
 * After a refresh that priced a USDT session anew: the service's new amount is shown, beside the note that the
 * price changed from `before`, which the live region reads too (not "Waiting for your payment" again).
 */
async function saidChanged(
  frame: Frame,
  servers: Parameters<typeof mountDirect>[1],
  token: string,
  before: string,
) {
  const after = await clientSession(servers.sandbox, token);
  expect(after.due.amount).not.toBe(before);
  await expect(frame.locator('.amount-value')).toHaveText(after.due.amount!);
  const changed = `The price changed. Send the new amount, ${after.due.amount} USDT, not the ${before} USDT shown before.`;
  await expect(frame.getByTestId('price-changed')).toHaveText(changed);
  await expect(frame.getByTestId('announcer')).toHaveText(changed);
  return after;
}

test('a refresh that prices the amount anew says so, beside the amount shown before', async ({
  hostPage: page,
  servers,
}) => {
  const { session, frame, wire } = await mountDirect(page, servers, { asset: 'USDT', network: 'BASE' });
  const { amount: before } = await shown(frame);
  expect(before).toBe(wire.due.amount);
  await expect(frame.getByTestId('price-changed')).toHaveCount(0);
  await pastLockAtNewPrice(page, servers, wire);
  await frame.getByRole('button', { name: 'Refresh quote' }).click();
  await waitFor(page, 'pay', 'quote_refreshed');
  const after = await saidChanged(frame, servers, session.token, before);
  // Money moving on ends the news.
  const address = after.deposit_address!;
  await simulateDeposit(servers.sandbox, {
    address,
    asset: 'USDT',
    network: 'BASE',
    amount: after.due.amount!,
  });
  await waitFor(page, 'pay', 'status', 'deposit_detected');
  await expect(frame.getByTestId('price-changed')).toHaveCount(0);
});

test('a refresh whose answer is lost on the way: the next read shows the new price as a changed one, and the host hears of it', async ({
  hostPage: page,
  servers,
}) => {
  const { session, frame, wire } = await mountDirect(page, servers, { asset: 'USDT', network: 'BASE' });
  const { amount: before } = await shown(frame);
  await pastLockAtNewPrice(page, servers, wire);
  // The service takes the refresh and locks a new price; its answer never reaches the phone (every attempt).
  let reached = 0;
  await page.route(`${servers.sandbox.url}/v1/client/session/refresh_quote`, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await route.fetch();
    reached += 1;
    await route.abort('connectionreset');
  });
  await frame.getByRole('button', { name: 'Refresh quote' }).click();
  await waitFor(page, 'pay', 'quote_refreshed');
  expect(reached).toBeGreaterThan(0);
  // The customer who typed the old amount into an exchange is told, as after a refresh that answered.
  const after = await saidChanged(frame, servers, session.token, before);
  expect((await events(page, 'pay')).find((e) => e.type === 'quote_refreshed')?.args).toEqual([
    after.quote!.locked_until,
  ]);
});

test('overpaid reports the excess and proceeds to completion', async ({ hostPage: page, servers }) => {
  const { session, frame } = await mountSession(page, servers, { amount: '50', currency: 'USDC' });
  await pick(frame, 'USDC', 'BASE');
  const { address } = await shown(frame);
  await simulateDeposit(servers.sandbox, { address, asset: 'USDC', network: 'BASE', amount: '57.5' });
  await waitFor(page, 'pay', 'status', 'deposit_detected');
  // The sandbox tells overpaid at confirmation, in place of deposit_confirmed.
  servers.sandbox.clock.advance(15_000);
  await waitFor(page, 'pay', 'status', 'overpaid');
  await expect(frame.getByText(/which is 7\.50* USDC more than due/)).toBeVisible();
  servers.sandbox.clock.advance(5_000);
  await waitFor(page, 'pay', 'status', 'converting');
  servers.sandbox.clock.advance(10_000);
  await waitFor(page, 'pay', 'success');
  // The receipt keeps the extra and says what happened to it: converted with the rest, returned by the merchant.
  const wire = await clientSession(servers.sandbox, session.token);
  expect([wire.received.amount, wire.received.excess]).toEqual(['57.500000', '7.500000']);
  const receipt = frame.getByTestId('receipt');
  await expect(receipt).toContainText('You paid57.5 USDC');
  await expect(receipt.getByTestId('extra-sent')).toContainText('Extra sent7.5 USDC');
  // No naira for the merchant: the extra went to the merchant too, and no answer of the service says what
  // all that arrived came to (the merchant's collection order keeps the order's own naira).
  const order = await fetch(`${servers.sandbox.url}/v1/collection-orders/${session.order_id}`, {
    headers: { 'x-api-key': servers.sandbox.keys.test },
  });
  expect(((await order.json()) as { data: { fiat_amount: string } }).data.fiat_amount).toBe(
    wire.due.fiat_amount,
  );
  await expect(receipt.getByTestId('merchant-receives')).toHaveCount(0);
  await expect(receipt.getByTestId('extra-sent')).toContainText(
    'The extra 7.5 USDC was converted with the rest and paid to the merchant, so nothing is held. To get it back, ask the merchant',
  );
  expectCallbacks(
    await events(page, 'pay'),
    session.order_id,
    ['awaiting_payment', 'deposit_detected', 'overpaid', 'converting', 'completed'],
    { success: true },
  );
});

test('sent twice: the second payment is held, shown while the first settles and above the receipt', async ({
  hostPage: page,
  servers,
}) => {
  const { session, frame } = await mountSession(page, servers, { amount: '50', currency: 'USDC' });
  await pick(frame, 'USDC', 'BASE');
  const { address } = await shown(frame);
  await simulateDeposit(servers.sandbox, { address, asset: 'USDC', network: 'BASE', amount: '50' });
  await waitFor(page, 'pay', 'status', 'deposit_detected');
  // The customer, unsure the first went through, sends it again: it is not lost from the screen (it was
  // recorded nowhere before), and the payment goes on as it was.
  await simulateDeposit(servers.sandbox, { address, asset: 'USDC', network: 'BASE', amount: '50' });
  const held = frame.getByTestId('held');
  // Under why it is held, so it never reads as the payment itself held.
  await expect(held.locator('.held-title')).toHaveText('Sent again after this payment was complete');
  await expect(held).toContainText('Held50 USDC');
  await expect(held).toContainText('NetworkBase');
  await expect(held).toContainText(
    'What happens to itHeld for you, not lost. It is not part of this payment',
  );
  await expect(frame.getByTestId('received')).toContainText('Received50 USDC');
  // Through confirmation, conversion and completion at once (the sandbox's clock also ran meanwhile).
  servers.sandbox.clock.advance(30_000);
  await waitFor(page, 'pay', 'success');
  // The receipt keeps the payment's own figures; the held deposit stands above it, with the order number
  // at the end of the screen as its sentence says.
  await expect(frame.getByTestId('receipt')).toContainText('You paid50 USDC');
  await expect(held).toContainText('Held50 USDC');
  const order = (await (
    await fetch(`${servers.sandbox.url}/v1/collection-orders/${session.order_id}`, {
      headers: { 'x-api-key': servers.sandbox.keys.test },
    })
  ).json()) as { data: { amount_received: string; held: unknown[] } };
  // The merchant's order lists it too.
  expect(order.data.amount_received).toBe('50.000000');
  expect(order.data.held).toEqual([{ asset: 'USDC', network: 'BASE', amount: '50.000000', reason: 'late' }]);
});

/**
 * `title` and its full stop as the live region starts a sentence with it, or nothing where the focus is on a
 * heading of those words: a screen reader read it there, and the live region does not say it again.
 */
async function unheard(frame: Frame, title: string): Promise<string> {
  const focused = await frame.evaluate(() =>
    document.activeElement?.tagName === 'H2' ? document.activeElement.textContent : null,
  );
  return focused === title ? '' : `${title}. `;
}

test('part paid, then the rest on another network: held beside the rest still due, the payment not ended', async ({
  hostPage: page,
  servers,
}) => {
  const { session, frame } = await mountSession(page, servers);
  await pick(frame, 'USDT', 'BASE');
  const { address } = await shown(frame);
  await simulateDeposit(servers.sandbox, { address, asset: 'USDT', network: 'BASE', amount: '5' });
  await waitFor(page, 'pay', 'status', 'underpaid');
  await simulateDeposit(servers.sandbox, { address, asset: 'USDT', network: 'POLYGON', amount: '20' });
  const held = frame.getByTestId('held');
  await expect(held.locator('.held-title')).toHaveText('Sent on another network');
  await expect(held).toContainText('Held20 USDT');
  await expect(held).toContainText('NetworkPolygon');
  // Read out as the screen lists it, after the status's title, unless the focus read that title as it moved
  // to its heading (the customer's Continue went, and the heading took the focus at the status change).
  const heldSaid =
    'Sent on another network. Held: 20 USDT, Polygon. Held for you, not lost. It is not part of this payment: the merchant returns it. Quote the order number below.';
  await expect(frame.getByTestId('announcer')).toHaveText(
    `${await unheard(frame, 'Part of the payment arrived')}${heldSaid}`,
  );
  // Still underpaid, its rest to send on Base (it turned wrong_chain, final, and the 5 USDT had no end).
  const wire = await clientSession(servers.sandbox, session.token);
  expect(wire.status).toBe('underpaid');
  await expect(frame.locator('.amount-value')).toHaveText(wire.received.remaining);
  expect((await events(page, 'pay')).filter((e) => e.type === 'status').map((e) => e.args[0])).toEqual([
    'awaiting_payment',
    'underpaid',
  ]);
  // The held deposit stays in view when the price lapses, and on the final screen once the session ends.
  servers.sandbox.clock.advance(11 * 60_000);
  await expect(frame.getByRole('heading', { name: 'Quote expired' })).toBeVisible();
  await expect(held).toContainText('Held20 USDT');
  // Read out as that screen lists it.
  await expect(frame.getByTestId('announcer')).toHaveText(
    `${await unheard(frame, 'Quote expired')}${heldSaid}`,
  );
  servers.sandbox.clock.advance(60 * 60_000);
  await expect(frame.getByRole('heading', { name: 'This payment session has ended' })).toBeVisible();
  await expect(held).toContainText('Held20 USDT');
  await expect(held).toContainText('NetworkPolygon');
  await expect(frame.getByTestId('order-id').locator('code')).toHaveText(session.order_id);
});

test('wrong_chain: funds on another network are held and the frame says what to do', async ({
  hostPage: page,
  servers,
}) => {
  const { session, frame } = await mountSession(page, servers);
  await pick(frame, 'USDT', 'BASE');
  const { address, amount } = await shown(frame);
  expect(amount).not.toBe('3.25');
  await simulateDeposit(servers.sandbox, { address, asset: 'USDT', network: 'POLYGON', amount: '3.25' });
  await waitFor(page, 'pay', 'status', 'wrong_chain');
  await expect(frame.getByRole('heading', { name: 'Sent on another network' })).toBeVisible();
  await expect(
    frame.locator('.screen').getByText(/They are held, not lost\. Do not send again/),
  ).toBeVisible();
  // The deposit as it arrived (its own amount and network, not the session's) and what happens to it.
  const held = frame.getByTestId('held');
  await expect(held).toContainText('Held3.25 USDT');
  await expect(held).toContainText('NetworkPolygon');
  await expect(held).toContainText('What happens to itHeld for you, not lost.');
  // The screen's own title says why: no second one above the deposit.
  await expect(held.locator('.held-title')).toHaveCount(0);
  await expect(held).not.toContainText(amount);
  await expect(held).not.toContainText('Base');
  await expect(frame.getByText(session.order_id, { exact: false })).toBeVisible();
  expectCallbacks(await events(page, 'pay'), session.order_id, ['awaiting_payment', 'wrong_chain']);
});

test('expired quote: onQuoteExpired, refresh, onQuoteRefreshed with the new lockedUntil, then payable', async ({
  hostPage: page,
  servers,
}) => {
  const session = await mintSession(servers.sandbox);
  await mountEmbed(
    page,
    'pay',
    specFor(servers, session.token, { strings: { refreshButton: 'Get a new price' } }),
  );
  await waitFor(page, 'pay', 'ready');
  const frame = await frameOf(page, 'pay');
  await pick(frame, 'USDC', 'SOLANA');
  await shown(frame);
  const before = await readOrder(servers.sandbox, session.order_id);
  servers.sandbox.clock.advance(
    Date.parse(before.locked_until ?? '') - servers.sandbox.clock.now().getTime() + 1000,
  );
  await waitFor(page, 'pay', 'quote_expired');
  await expect(frame.getByRole('heading', { name: 'Quote expired' })).toBeVisible();
  await frame.getByRole('button', { name: 'Get a new price' }).click();
  await waitFor(page, 'pay', 'quote_refreshed');
  // The button left with the expired screen; focus went to the new amount, not to the page's body.
  await expect(frame.getByRole('group', { name: 'Amount due' })).toBeFocused();
  const after = await readOrder(servers.sandbox, session.order_id);
  const log = await events(page, 'pay');
  expect(log.filter((e) => e.type === 'quote_expired')).toHaveLength(1);
  expect(log.filter((e) => e.type === 'quote_refreshed')).toEqual([
    { type: 'quote_refreshed', args: [after.locked_until] },
  ]);
  expect(after.locked_until).not.toBe(before.locked_until);
  expect(statuses(log)).toEqual(['awaiting_payment', 'expired', 'awaiting_payment']);
  const { address, amount } = await shown(frame);
  expect(amount).toBe(after.amount);
  await simulateDeposit(servers.sandbox, { address, asset: 'USDC', network: 'SOLANA', amount });
  await settle(page, servers, 'pay');
  await waitFor(page, 'pay', 'success');
  expectCallbacks(
    await events(page, 'pay'),
    session.order_id,
    ['awaiting_payment', 'expired', 'awaiting_payment', ...PAID],
    { success: true },
  );
});

test('failed: the conversion fails and the frame says so with the order id', async ({
  hostPage: page,
  servers,
}) => {
  const { session, frame } = await mountDirect(page, servers, { asset: 'USDT', network: 'ETHEREUM' });
  const { address, amount } = await shown(frame);
  await simulateDeposit(servers.sandbox, {
    address,
    asset: 'USDT',
    network: 'ETHEREUM',
    amount,
    outcome: 'failed',
  });
  await settle(page, servers, 'pay', 'failed');
  await expect(frame.getByRole('heading', { name: 'Payment could not complete' })).toBeVisible();
  // The reason as a sentence, the order number to quote; the raw code only in the host's callbacks.
  await expect(frame.locator('.screen').getByText(/converting it for the merchant failed/)).toBeVisible();
  // Money arrived and comes back: the live region says that sentence with the title, not the title alone.
  await expect(frame.getByTestId('announcer')).toHaveText(
    /^Payment could not complete\. Your payment arrived, but converting it for the merchant failed\. Any funds received will be returned/,
  );
  await expect(frame.getByText(/conversion_failed/)).toHaveCount(0);
  await expect(frame.getByTestId('order-id').locator('code')).toHaveText(session.order_id);
  expectCallbacks(await events(page, 'pay'), session.order_id, [
    'awaiting_payment',
    'deposit_detected',
    'deposit_confirmed',
    'converting',
    'failed',
  ]);
});
