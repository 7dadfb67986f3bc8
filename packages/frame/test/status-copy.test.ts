// @vitest-environment node
// Every status sentence, for every status, filled with the figures of real sandbox sessions: amounts as the
// service writes them ("0.000000", "100.123456"), driven through each status by real deposits and its clock.
import { resolveMessages } from '@pulse/core/internal';
import { EMBED_STATUSES, type Asset, type ClientSession, type EmbedStatus, type Network } from '@pulse/core';
import { embed } from '@pulse/core/locales/en/embed';
import { embedEnd } from '@pulse/core/locales/en/embed-end';
import { embedLater } from '@pulse/core/locales/en/embed-later';
import { embedWallet } from '@pulse/core/locales/en/embed-wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type StartedSandbox } from '../../../apps/sandbox/src/index.js';
import {
  advanceClock,
  clientSession,
  mintSession,
  simulateDeposit,
} from '../../../apps/sandbox/test/client.js';
import { arrived } from '../src/session/arrived.js';
import {
  COPY,
  STEPS,
  STEP_LABELS,
  announcement,
  heldAnnouncement,
  heldDeposits,
  heldTitle,
  prose,
  reasonSentence,
  statusCopy,
  unsaid,
} from '../src/session/status-copy.js';
import { unpicked } from './fixtures.js';

let sandbox: StartedSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ rateLimitPerMinute: false });
});
afterAll(() => sandbox.stop());

interface Deposit {
  amount: string;
  asset?: Asset;
  network?: Network;
  outcome?: 'success' | 'failed';
}

/**
 * A real session for 100.123456 USDT on Base, after `deposits` arrived and `seconds` passed on the sandbox's
 * clock; its status is checked to be `status`, so each sentence below is read from a session in that state.
 */
async function realSession(
  status: EmbedStatus,
  deposits: Deposit[] = [],
  seconds = 0,
): Promise<ClientSession> {
  const created = await mintSession(sandbox, {
    reference: `copy-${Math.random().toString(36).slice(2)}`,
    amount: '100.123456',
    currency: 'USDT',
    flow: 'direct',
    asset: 'USDT',
    network: 'BASE',
  });
  const before = await clientSession(sandbox, created.token);
  for (const d of deposits) {
    await simulateDeposit(sandbox, {
      address: before.deposit_address!,
      asset: d.asset ?? 'USDT',
      network: d.network ?? 'BASE',
      amount: d.amount,
      ...(d.outcome ? { outcome: d.outcome } : {}),
    });
  }
  if (seconds) await advanceClock(sandbox, seconds);
  const s = await clientSession(sandbox, created.token);
  expect(s.status).toBe(status);
  return s;
}

const strings = { ...embed, ...embedLater, ...embedEnd, ...embedWallet };
const merchantStrings = (input: Record<string, string>) => resolveMessages(strings, undefined, input, 'en');
const FOLLOW_UP = 'Any funds received will be returned; contact the merchant with the order number below.';

describe('status copy from real sessions', () => {
  it('waits for the payment with the amounts as the service writes them', async () => {
    const s = await realSession('awaiting_payment');
    expect(s.due.amount).toBe('100.123456');
    expect(s.received.amount).toBe('0.000000');
    expect(arrived(s)).toBe(false);
    expect(statusCopy('awaiting_payment', strings, s)).toEqual({
      title: 'Waiting for your payment',
      body: '',
      tone: 'info',
    });
  });

  it('shows an amount that is not a decimal as it came, rather than failing the screen', () => {
    expect([prose('1e3'), prose('12.5 USDT'), prose(''), prose(null), prose('1234.50')]).toEqual([
      '1e3',
      '12.5 USDT',
      '',
      '',
      '1,234.5',
    ]);
  });

  it('groups the thousands of the amounts in a sentence, as the picker does, without trailing zeros', async () => {
    const created = await mintSession(sandbox, {
      reference: `copy-${Math.random().toString(36).slice(2)}`,
      amount: '2500.123456',
      currency: 'USDT',
      flow: 'direct',
      asset: 'USDT',
      network: 'BASE',
    });
    const before = await clientSession(sandbox, created.token);
    await simulateDeposit(sandbox, {
      address: before.deposit_address!,
      asset: 'USDT',
      network: 'BASE',
      amount: '1234.5',
    });
    const s = await clientSession(sandbox, created.token);
    expect([s.status, s.received.amount, s.received.remaining]).toEqual([
      'underpaid',
      '1234.500000',
      '1265.623456',
    ]);
    expect(statusCopy('underpaid', strings, s).body).toBe(
      'We received 1,234.5 USDT. Send the remaining 1,265.623456 USDT on Base to the same address to finish.',
    );
  });

  it('asks for exactly the rest when part arrived', async () => {
    const s = await realSession('underpaid', [{ amount: '50' }]);
    expect([s.received.amount, s.received.remaining]).toEqual(['50.000000', '50.123456']);
    expect(statusCopy('underpaid', strings, s)).toEqual({
      title: 'Part of the payment arrived',
      body: 'We received 50 USDT. Send the remaining 50.123456 USDT on Base to the same address to finish.',
      tone: 'warning',
    });
  });

  it('names what arrived, not what was due, once a deposit is seen', async () => {
    const exact = await realSession('deposit_detected', [{ amount: '100.123456' }]);
    expect(statusCopy('deposit_detected', strings, exact)).toEqual({
      title: 'Payment detected',
      body: 'We can see 100.123456 USDT on its way. It needs a few confirmations; you can keep this page open.',
      tone: 'progress',
    });
    // Two deposits that together pay: the sentence counts both.
    const twice = await realSession('deposit_detected', [{ amount: '50' }, { amount: '60.5' }]);
    expect(statusCopy('deposit_detected', strings, twice).body).toMatch(
      /^We can see 110\.5 USDT on its way\./,
    );
  });

  it('names the amount due while nothing has arrived ("0.000000" is not an amount received)', async () => {
    const s = await realSession('awaiting_payment');
    expect(statusCopy('deposit_detected', strings, s).body).toMatch(
      /^We can see 100\.123456 USDT on its way\./,
    );
    expect(statusCopy('deposit_confirmed', strings, s).body).toBe(
      'Your 100.123456 USDT is confirmed on Base. We are completing the payment now.',
    );
  });

  it('confirms, settles and completes with the figures of the order', async () => {
    const confirmed = await realSession('deposit_confirmed', [{ amount: '100.123456' }], 15);
    expect(statusCopy('deposit_confirmed', strings, confirmed)).toEqual({
      title: 'Payment confirmed',
      body: 'Your 100.123456 USDT is confirmed on Base. We are completing the payment now.',
      tone: 'progress',
    });
    const converting = await realSession('converting', [{ amount: '100.123456' }], 20);
    expect(statusCopy('converting', strings, converting)).toEqual({
      title: 'Completing your payment',
      body: 'Your payment has arrived and is being settled. Nothing more to do.',
      tone: 'progress',
    });
    const completed = await realSession('completed', [{ amount: '100.123456' }], 30);
    expect(statusCopy('completed', strings, completed)).toEqual({
      title: strings.successTitle,
      body: strings.successSubtitle,
      tone: 'success',
    });
    const merchant = merchantStrings({ successTitle: 'Paid!', successSubtitle: 'See you soon.' });
    expect(statusCopy('completed', merchant, completed)).toEqual({
      title: 'Paid!',
      body: 'See you soon.',
      tone: 'success',
    });
  });

  it('states the excess of an overpayment exactly', async () => {
    const s = await realSession('overpaid', [{ amount: '120.5' }], 15);
    expect([s.received.amount, s.received.excess]).toEqual(['120.500000', '20.376544']);
    expect(statusCopy('overpaid', strings, s)).toEqual({
      title: 'You sent more than needed',
      body: 'We received 120.5 USDT, which is 20.376544 USDT more than due. Your payment continues; the extra 20.376544 USDT is converted with the rest and paid to the merchant, who can return it to you.',
      tone: 'warning',
    });
  });

  it('holds a deposit on another network, naming the one asked for', async () => {
    const s = await realSession('wrong_chain', [{ amount: '100.123456', network: 'POLYGON' }]);
    expect(statusCopy('wrong_chain', strings, s)).toEqual({
      title: 'Sent on another network',
      body: 'Your funds arrived on a different network than Base. They are held, not lost. Do not send again; contact the merchant with the order number below to get them back.',
      tone: 'danger',
    });
  });

  it('announces held money with its sentence, not the title alone, and nothing where no money is held', async () => {
    const wrong = await realSession('wrong_chain', [{ amount: '5', network: 'POLYGON' }]);
    expect(heldAnnouncement('wrong_chain', strings, wrong)).toBe(
      'Sent on another network. Your funds arrived on a different network than Base. They are held, not lost. Do not send again; contact the merchant with the order number below to get them back.',
    );
    const ended = await realSession('expired', [{ amount: '50' }], 3601);
    expect(heldAnnouncement('expired', strings, ended, 'session_expired')).toBe(
      'This payment session has ended. We received 50 USDT, less than the amount due. It is held for you and refunded; contact the merchant with the order number below. Do not send more to this address.',
    );
    const unpaid = await realSession('expired', [], 3601);
    expect(heldAnnouncement('expired', strings, unpaid, 'session_expired')).toBeNull();
    const paying = await realSession('deposit_detected', [{ amount: '100.123456' }]);
    expect(heldAnnouncement('deposit_detected', strings, paying)).toBeNull();
    // A full payment cut short by a final error is not held as underpaid: the title alone.
    expect(heldAnnouncement('deposit_detected', strings, paying, 'session_expired')).toBeNull();
  });

  it('leaves out of an announcement only the whole heading a screen reader heard from the focus', async () => {
    const wrong = await realSession('wrong_chain', [{ amount: '5', network: 'POLYGON' }]);
    const said = announcement('wrong_chain', strings, wrong);
    const { title, body } = statusCopy('wrong_chain', strings, wrong);
    // The sentence after the title, then the deposit as the screen lists it.
    expect(said?.startsWith(`${title}. ${body} Held: 5 USDT, Polygon.`)).toBe(true);
    expect(unsaid(said, title)).toBe(said!.slice(`${title}. `.length));
    const paying = await realSession('deposit_detected', [{ amount: '100.123456' }]);
    expect(unsaid(announcement('deposit_detected', strings, paying), 'Payment detected')).toBe('');
    // Another heading, or one the words only start with, leaves the words whole.
    expect(unsaid(said, 'Payment detected')).toBe(said);
    expect(unsaid('Payment detected', 'Payment')).toBe('Payment detected');
    expect(unsaid('Payment detected. Held: 5 USDT', 'Payment detected')).toBe('Held: 5 USDT');
    expect(unsaid(undefined, 'Payment detected')).toBeUndefined();
  });

  it('announces a held deposit after what the screen says above it, as the screen lists it', async () => {
    const part = await realSession('underpaid', [
      { amount: '50' },
      { amount: '5', network: 'POLYGON' },
      { amount: '2', asset: 'USDC' },
    ]);
    expect(announcement('underpaid', strings, part)).toBe(
      'Part of the payment arrived. Sent on another network. Held: 5 USDT, Polygon. Sent in another coin. Held: 2 USDC, Base. Held for you, not lost. It is not part of this payment: the merchant returns it. Quote the order number below.',
    );
    // Before any session (a final error at once): the error's title, nothing held.
    expect(announcement('loading', strings, null, 'session_invalid')).toBe(strings.fatalInvalidTitle);
    const ended = await realSession('expired', [{ amount: '50' }, { amount: '5', asset: 'USDC' }], 3601);
    expect(announcement('expired', strings, ended, 'session_expired')).toBe(
      'This payment session has ended. We received 50 USDT, less than the amount due. It is held for you and refunded; contact the merchant with the order number below. Do not send more to this address. Sent in another coin. Held: 5 USDC, Base. Held for you, not lost. It is not part of this payment: the merchant returns it. Quote the order number below.',
    );
    // Another coin instead of the one due: the payment fails, and the screen's held deposit is read too.
    const coin = await realSession('failed', [{ amount: '100.123456', asset: 'USDC' }], 30);
    expect(announcement('failed', strings, coin)).toBe(
      `${statusCopy('failed', strings, coin).title}. Sent in another coin. Held: 100.123456 USDC, Base. Held for you, not lost. It is not part of this payment: the merchant returns it. Quote the order number below.`,
    );
    // Nothing held: the title alone, as before.
    const plain = await realSession('underpaid', [{ amount: '50' }]);
    expect(announcement('underpaid', strings, plain)).toBe('Part of the payment arrived');
  });

  it('titles a held deposit by why it is held, except where the screen’s own title says it', async () => {
    // Sent again after the payment was complete.
    const created = await mintSession(sandbox, {
      reference: `late-${Math.random().toString(36).slice(2)}`,
      amount: '100.123456',
      currency: 'USDT',
      flow: 'direct',
      asset: 'USDT',
      network: 'BASE',
    });
    const address = (await clientSession(sandbox, created.token)).deposit_address!;
    const pay = () =>
      simulateDeposit(sandbox, { address, asset: 'USDT', network: 'BASE', amount: '100.123456' });
    await pay();
    await advanceClock(sandbox, 30);
    await pay();
    const late = await clientSession(sandbox, created.token);
    expect(late.status).toBe('completed');
    expect(heldTitle(strings, late, late.received.held![0]!.reason)).toBe(
      'Sent again after this payment was complete',
    );
    expect(heldDeposits(strings, late)).toBe(
      'Sent again after this payment was complete. Held: 100.123456 USDT, Base. Held for you, not lost. It is not part of this payment: the merchant returns it. Quote the order number below.',
    );
    // Sent after another end (the payment went to another network and the session stopped there): it
    // arrived after the payment had ended, which never was complete.
    const ended = await realSession('wrong_chain', [{ amount: '5', network: 'POLYGON' }, { amount: '10' }]);
    expect(ended.received.held!.map((h) => h.reason)).toEqual(['wrong_network', 'late']);
    expect(heldTitle(strings, ended, 'late')).toBe('Arrived after this payment had ended');
    expect(heldDeposits(strings, ended)).toContain(
      'Arrived after this payment had ended. Held: 10 USDT, Base.',
    );
    expect(heldDeposits(strings, ended)).not.toContain('complete');
    // Paid in full and still on its way to completion: sent again after it was complete.
    const moving = await realSession('deposit_detected', [{ amount: '100.123456' }, { amount: '1' }]);
    expect(heldTitle(strings, moving, 'late')).toBe('Sent again after this payment was complete');
    // On the wrong-network screen, whose title is that reason: the figures alone.
    const wrong = await realSession('wrong_chain', [{ amount: '5', network: 'POLYGON' }]);
    expect(wrong.received.held![0]!.reason).toBe('wrong_network');
    expect(heldTitle(strings, wrong, 'wrong_network')).toBeUndefined();
    expect(heldDeposits(strings, wrong)).toMatch(/^Held: 5 USDT, Polygon\. Held for you/);
    // Elsewhere the same reason has its title; and no reason, no title.
    const part = await realSession('underpaid', [{ amount: '50' }, { amount: '5', network: 'POLYGON' }]);
    expect(heldTitle(strings, part, 'wrong_network')).toBe('Sent on another network');
    expect(heldTitle(strings, part, undefined)).toBeUndefined();
    expect(heldDeposits(strings, null)).toBe('');
  });

  it('announces a failure after money arrived, and names the final error it ended on', async () => {
    const failed = await realSession('failed', [{ amount: '100.123456', outcome: 'failed' }], 30);
    const copy = statusCopy('failed', strings, failed);
    expect(heldAnnouncement('failed', strings, failed)).toBe(`${copy.title}. ${copy.body}`);
    const part = await realSession('underpaid', [{ amount: '50' }]);
    const held = 'We received 50 USDT, less than the amount due.';
    // A refused token: the page cannot follow the payment, which may still be open (the rest still due),
    // so not "held and refunded" but that the money is not lost; for a full payment too.
    expect(heldAnnouncement('underpaid', strings, part, 'session_invalid')).toBe(
      `${strings.fatalOtherTitle}. ${strings.fatalLostSight}`,
    );
    const full = await realSession('deposit_detected', [{ amount: '100.123456' }]);
    expect(heldAnnouncement('deposit_detected', strings, full, 'session_invalid')).toBe(
      `${strings.fatalOtherTitle}. ${strings.fatalLostSight}`,
    );
    expect(heldAnnouncement('deposit_detected', strings, full, 'session_expired')).toBeNull();
    const none = await realSession('awaiting_payment', []);
    expect(heldAnnouncement('awaiting_payment', strings, none, 'session_invalid')).toBeNull();
    expect(heldAnnouncement('underpaid', strings, part, 'invalid_options')).toMatch(
      new RegExp(`^${strings.fatalOptionsTitle}\\. ${held}`),
    );
    expect(heldAnnouncement('underpaid', strings, part, 'network_error')).toMatch(
      new RegExp(`^${strings.fatalOtherTitle}\\. ${held}`),
    );
  });

  it('puts each status off the happy path at the tracker step where its money stands, under its own name', () => {
    const offPath = Object.fromEntries(EMBED_STATUSES.filter((s) => COPY[s][3]).map((s) => [s, COPY[s][3]]));
    expect(offPath).toEqual({
      underpaid: ['deposit_detected', 'stepUnderpaid'], // part of the money arrived
      overpaid: ['deposit_confirmed', 'stepOverpaid'], // all of it, and more, confirmed
      wrong_chain: ['deposit_detected', 'stepWrongChain'], // it arrived, but is held
      expired: ['awaiting_payment', 'stepExpired'], // nothing arrived
      failed: ['converting', 'stepFailed'], // it stopped while converting
    });
    for (const [step, label] of Object.values(offPath) as [EmbedStatus, keyof typeof strings][]) {
      expect(STEPS).toContain(step);
      expect(strings[label].length).toBeGreaterThan(3);
    }
  });

  it('explains a failure in the customer’s words, never the raw code', async () => {
    const wrongAsset = await realSession('failed', [{ amount: '100.123456', asset: 'USDC' }]);
    expect(wrongAsset.failure_reason).toBe('wrong_asset');
    expect(statusCopy('failed', strings, wrongAsset)).toEqual({
      title: 'Payment could not complete',
      body: `You sent a different coin than this payment needed (USDT). ${FOLLOW_UP}`,
      tone: 'danger',
    });
    const conversion = await realSession('failed', [{ amount: '100.123456', outcome: 'failed' }], 30);
    expect(conversion.failure_reason).toBe('conversion_failed');
    expect(statusCopy('failed', strings, conversion).body).toBe(
      `Your payment arrived, but converting it for the merchant failed. ${FOLLOW_UP}`,
    );
  });

  it('uses the merchant’s expiry copy once the window closed', async () => {
    const s = await realSession('expired', [], 3601);
    expect(statusCopy('expired', strings, s)).toEqual({
      title: strings.expiredTitle,
      body: strings.expiredSubtitle,
      tone: 'warning',
    });
    const merchant = merchantStrings({ expiredTitle: 'Too late', expiredSubtitle: 'Start again.' });
    expect(statusCopy('expired', merchant, s)).toEqual({
      title: 'Too late',
      body: 'Start again.',
      tone: 'warning',
    });
  });
});

describe('status copy without a session', () => {
  it('loads with its own words, and leaves no placeholder in any sentence', () => {
    expect(statusCopy('loading', strings, null)).toEqual({
      title: 'Loading payment',
      body: 'Getting the payment details…',
      tone: 'info',
    });
    for (const status of EMBED_STATUSES) {
      const copy = statusCopy(status, strings, null);
      expect(copy.title, status).not.toBe('');
      expect(`${copy.title} ${copy.body}`, status).not.toMatch(/[{}]|undefined|null/);
    }
    // Without a session no figure is invented: the slots stay empty.
    expect(statusCopy('underpaid', strings, null).body).toBe(
      'We received  . Send the remaining   on  to the same address to finish.',
    );
  });
});

describe('failure reasons', () => {
  const failed = (failure_reason: string, over: Partial<ClientSession> = {}) =>
    ({ ...unpicked(), status: 'failed', failure_reason, ...over }) as ClientSession;
  const base = {
    due: { ...unpicked().due, asset: 'USDT', network: 'BASE', amount: '100.123456' },
  } as Partial<ClientSession>;

  it('has a sentence for each reason the service gives, and a general one for any other', () => {
    expect(reasonSentence(strings, failed('wrong_network', base))).toBe(
      'Your funds arrived on a different network than Base.',
    );
    expect(reasonSentence(strings, failed('amount_too_small', base))).toBe(
      'The amount that arrived is too small to complete this payment.',
    );
    expect(reasonSentence(strings, failed('amount_below_due', base))).toBe(
      'Less than the amount due arrived before the time ran out.',
    );
    expect(reasonSentence(strings, failed('order_expired', base))).toBe(
      'The payment arrived after this order had ended.',
    );
    expect(reasonSentence(strings, failed('something_new', base))).toBe('This payment cannot be completed.');
    expect(reasonSentence(strings, null)).toBe('This payment cannot be completed.');
  });

  it('says "the coin/network asked for" when the session has not named one', () => {
    expect(reasonSentence(strings, failed('wrong_asset'))).toBe(
      'You sent a different coin than this payment needed (the coin asked for).',
    );
    expect(reasonSentence(strings, failed('wrong_network'))).toBe(
      'Your funds arrived on a different network than the network asked for.',
    );
  });
});

describe('tracker steps', () => {
  it('follows the happy path in order, each step with its words (and the first its words once done)', () => {
    expect(STEPS).toEqual([
      'awaiting_payment',
      'deposit_detected',
      'deposit_confirmed',
      'converting',
      'completed',
    ]);
    const words = STEPS.map((s) => STEP_LABELS[s]!.map((key) => strings[key!]));
    expect(words).toEqual([
      ['Waiting for payment', 'Payment sent'],
      ['Detected'],
      ['Confirmed'],
      ['Settling'],
      ['Done'],
    ]);
    expect(Object.keys(STEP_LABELS)).toEqual(STEPS);
  });
});
