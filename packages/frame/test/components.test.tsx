import { TEST_TOKENS, resolveStrings, type ClientSession, type FrameOptions } from '@pulse/core/internal';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from '../src/view/App.js';
import { preloadLater } from '../src/view/lazy.js';
import { embed } from '@pulse/core/locales/en/embed';
import { embedEnd } from '@pulse/core/locales/en/embed-end';
import { embedLater } from '@pulse/core/locales/en/embed-later';
import { embedWallet } from '@pulse/core/locales/en/embed-wallet';
import type { FrameController } from '../src/session/controller.js';
import { createFrameStore } from '../src/session/store.js';
import { FrameContext } from '../src/view/use-frame.js';
import { options, session, unpicked, withStatus } from './fixtures.js';

let root: HTMLElement;

// The later screens' chunk, as the frame loads it once the first screen is drawn.
beforeAll(() => preloadLater());

afterEach(() => {
  render(null, root);
  root.remove();
});

function show(s: ClientSession | null, o: Partial<FrameOptions> = {}) {
  root = document.createElement('main');
  document.body.appendChild(root);
  const store = createFrameStore(options(o));
  // As once the later chunk is in (preloaded above): every sentence, the later screens ready.
  store.setState({
    strings: { ...store.getState().strings, ...embedLater, ...embedEnd, ...embedWallet },
    laterReady: true,
  });
  if (s)
    store.setState({
      session: s,
      status: s.status,
      choices: { assets: s.options.assets, networks: s.options.networks },
    });
  const controller: FrameController = {
    start: vi.fn(),
    stop: vi.fn(),
    select: vi.fn(async () => undefined),
    refresh: vi.fn(async () => undefined),
    lapse: vi.fn(),
    copied: vi.fn(),
    fail: vi.fn(),
    readNow: vi.fn(),
  };
  act(() =>
    render(
      <FrameContext.Provider value={{ store, controller }}>
        <App />
      </FrameContext.Provider>,
      root,
    ),
  );
  return { store, controller, text: () => root.textContent ?? '' };
}

describe('frame screens', () => {
  it('shows amount, address, network warning and countdown while awaiting payment', () => {
    const { text } = show(session());
    expect(text()).toContain('100.123456');
    expect(text()).toContain('0x1111111111111111111111111111111111111111');
    expect(text()).toMatch(/Send only USDT on the Base network/);
    expect(text()).toMatch(/Price locked for/);
    expect(root.querySelectorAll('button.copy')).toHaveLength(2);
  });

  it('says right below the amount and its countdown that an exchange’s fee must not come off it', () => {
    show(session());
    const order = [...root.querySelectorAll('.hero, .countdown, [data-testid=fee-note], .address-block')];
    expect(order.map((el) => el.className || el.getAttribute('data-testid'))).toEqual([
      'hero',
      'countdown',
      'muted', // full size, not the small print: it keeps the customer from paying short
      'address-block',
    ]);
    expect(order[2]!.textContent).toBe(embed.feeNote);
    // The one fee note: none at the foot of the address block, under the QR code, below a phone's fold.
    expect(root.querySelectorAll('[data-testid=fee-note]')).toHaveLength(1);
  });

  it('counts the locked price down on the service clock, not the device clock', () => {
    vi.useFakeTimers();
    try {
      // The device is an hour behind the service; the price is locked for 90 more service seconds.
      const serviceNow = Date.now() + 3_600_000;
      const { store, text } = show(
        session({ quote: { rate: '1518.88', locked_until: new Date(serviceNow + 90_000).toISOString() } }),
      );
      act(() => store.setState({ clockOffsetMs: 3_600_000 }));
      expect(root.querySelector('.countdown-time')?.textContent).toBe('1:30');
      expect(text()).not.toMatch(/61:30/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never shows a second the lock no longer has: a part second is not counted', () => {
    vi.useFakeTimers();
    try {
      // 600.9 s left on the service's clock: 10:00, not 10:01.
      show(
        session({ quote: { rate: '1518.88', locked_until: new Date(Date.now() + 600_900).toISOString() } }),
      );
      expect(root.querySelector('.countdown-time')?.textContent).toBe('10:00');
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers pickers in flow select, and calls select with the keyboard-chosen pair', () => {
    const { controller } = show(unpicked());
    const radios = [...root.querySelectorAll<HTMLInputElement>('input[type=radio]')];
    expect(radios.map((r) => r.value)).toEqual(['USDT', 'USDC', 'BASE', 'POLYGON', 'SOLANA']);
    // No prices from the service: nothing to mark.
    expect(root.textContent).not.toContain('Lowest amount');
    // No network is chosen for the customer: Continue waits for one, and says why.
    const cont = root.querySelector<HTMLButtonElement>('button.primary')!;
    expect(radios.filter((r) => r.name === 'network' && r.checked)).toEqual([]);
    const help = root.querySelector(`#${cont.getAttribute('aria-describedby')}`)!;
    expect(help.textContent).toBe(embed.pickerHelp);
    expect(help.getAttribute('role')).toBeNull();
    // A tap answers: nothing is sent, the sentence becomes an alert, and the first network has the focus.
    expect(cont.disabled).toBe(false);
    act(() => cont.click());
    expect(controller.select).not.toHaveBeenCalled();
    expect(help.getAttribute('role')).toBe('alert');
    expect(help.className).toContain('unpicked');
    expect(document.activeElement).toBe(radios[2]);
    act(() => {
      radios[1]?.click();
      radios[3]?.click();
    });
    expect(help.getAttribute('role')).toBeNull();
    expect(cont.hasAttribute('aria-describedby')).toBe(false);
    act(() => cont.click());
    expect(controller.select).toHaveBeenCalledWith('USDC', 'POLYGON');
  });

  it('comes with the one network chosen when the session accepts only one', () => {
    const { controller } = show(unpicked({ options: { assets: ['USDT'], networks: ['POLYGON'] } }));
    expect(root.querySelector<HTMLInputElement>('input[value=POLYGON]')?.checked).toBe(true);
    act(() => root.querySelector<HTMLButtonElement>('button.primary')?.click());
    expect(controller.select).toHaveBeenCalledWith('USDT', 'POLYGON');
  });

  it('shows the amount to send on each network for the chosen asset and marks the lowest when one network has it', () => {
    const price = (asset: 'USDT' | 'USDC', network: 'BASE' | 'POLYGON' | 'SOLANA', amount: string) => ({
      asset,
      network,
      amount,
    });
    show(
      unpicked({
        options: {
          assets: ['USDT', 'USDC'],
          networks: ['BASE', 'POLYGON', 'SOLANA'],
          prices: [
            price('USDT', 'BASE', '1012.345678'),
            price('USDT', 'POLYGON', '1012.34567'),
            price('USDT', 'SOLANA', '1012.335678'),
            price('USDC', 'BASE', '99.5'),
            price('USDC', 'POLYGON', '99.500000'),
          ],
        },
      }),
    );
    const labels = () =>
      [...root.querySelectorAll('label')]
        .filter((l) => l.querySelector('input[name=network]'))
        .map((l) => l.textContent);
    // Compared as decimals, not as text: 1012.335678 is below 1012.34567.
    expect(labels()).toEqual([
      'Base1,012.345678 USDT',
      'Polygon1,012.34567 USDT',
      'Solana1,012.335678 USDT, Lowest amount',
    ]);
    // The radio keeps the network's name; the amount is its description.
    const solana = root.querySelector<HTMLInputElement>('input[value=SOLANA]')!;
    expect(solana.getAttribute('aria-label')).toBe('Solana');
    expect(root.querySelector(`#${solana.getAttribute('aria-describedby')}`)?.textContent).toBe(
      '1,012.335678 USDT, Lowest amount',
    );
    act(() => root.querySelector<HTMLInputElement>('input[value=USDC]')?.click());
    // A tie (as decimals: 99.5 is 99.500000) marks none, rather than one network as cheaper when it is not; a
    // network the service leaves out of the asset's prices is not offered.
    expect(labels()).toEqual(['Base99.5 USDC', 'Polygon99.500000 USDC']);
    expect(root.querySelector('input[value=SOLANA]')).toBeNull();
  });

  it('offers only the assets the service prices, and chooses the network of an asset offered on one', () => {
    show(
      unpicked({
        options: {
          assets: ['USDT', 'USDC'],
          networks: ['BASE', 'POLYGON', 'SOLANA'],
          // USDC has no priced pair here; USDT only one.
          prices: [{ asset: 'USDT', network: 'POLYGON', amount: '98.765432' }],
        },
      }),
    );
    const values = (name: string) =>
      [...root.querySelectorAll<HTMLInputElement>(`input[name=${name}]`)].map((i) => i.value);
    expect(values('asset')).toEqual(['USDT']);
    expect(values('network')).toEqual(['POLYGON']);
    expect(root.querySelector<HTMLInputElement>('input[value=POLYGON]')?.checked).toBe(true);
  });

  it('gives each status its own screen with the merchant strings, as text', () => {
    const strings = { successTitle: '<b>Done</b>', expiredTitle: 'Too slow', refreshButton: 'Again' };
    for (const [status, expected] of [
      ['completed', '<b>Done</b>'],
      ['expired', 'Again'],
      ['underpaid', 'remaining'],
      ['overpaid', 'more than due'],
      ['wrong_chain', 'held'],
      ['failed', 'could not complete'],
      ['deposit_detected', 'Payment detected'],
      ['deposit_confirmed', 'Payment confirmed'],
      ['converting', 'Completing'],
    ] as const) {
      const { text } = show(withStatus(status), { strings });
      expect(text(), status).toContain(expected);
      expect(root.querySelector('b')).toBeNull();
      render(null, root);
      root.remove();
    }
    show(null);
  });

  it('shows an underpaid order what is still due, copyable, with the address', () => {
    const { text } = show(
      withStatus('underpaid', {
        received: { amount: '60.000000', remaining: '40.123456', excess: '0', deposits: 1 },
      }),
    );
    expect(text()).toContain('We received 60 USDT. Send the remaining 40.123456 USDT');
    expect(root.querySelector('#remaining-label')?.textContent).toBe('Still to send');
    expect(root.querySelector('[aria-labelledby=remaining-label] .amount-value')?.textContent).toBe(
      '40.123456',
    );
    expect([...root.querySelectorAll('button.copy')].map((b) => b.getAttribute('aria-label'))).toEqual([
      'Copy amount',
      'Copy address',
      'Copy order number',
    ]);
    // No instruction to send the whole amount again, and no price countdown: only the rest, and time left.
    expect(text()).not.toContain('Send exactly');
    expect(text()).not.toMatch(/Price locked for/);
    expect(text()).toMatch(/Time left to send the rest \d+:\d\d/);
    // The usual cause, in the customer's terms: an exchange that took its fee from the amount.
    expect(root.querySelector('[data-testid=fee-hint]')?.textContent).toBe(embedLater.underpaidFeeHint);
    // Only that hint: not a second note about the fee in other words.
    expect(root.querySelector('[data-testid=fee-note]')).toBeNull();
  });

  it('says a shortfall counted at a new price (paid after the price ran out) as such, not as a fee', () => {
    const { store } = show(
      withStatus('underpaid', {
        received: { amount: '100.123456', remaining: '0.137920', excess: '0', deposits: 1 },
      }),
    );
    act(() => store.setState({ repriced: true }));
    expect(root.querySelector('[data-testid=fee-hint]')?.textContent).toBe(embedLater.underpaidRepriced);
  });

  it('gives an underpaid order the time its price holds the rest, then the refresh', () => {
    vi.useFakeTimers();
    try {
      const lock = new Date(Date.now() + 5000).toISOString();
      const u = show(
        withStatus('underpaid', {
          quote: { rate: '1518.88', locked_until: lock },
          expires_at: new Date(Date.now() + 3_600_000).toISOString(),
          received: { amount: '60.000000', remaining: '40.123456', excess: '0', deposits: 1 },
        }),
      );
      // The rest's amount is good until the lock's end, not the session's an hour away.
      expect(root.querySelector('.time-left .countdown-time')?.textContent).toBe('0:05');
      act(() => void vi.advanceTimersByTime(5000));
      expect(u.controller.lapse).toHaveBeenCalledWith(lock);
      act(() => u.store.setState({ lapsedLock: lock }));
      // No amount to send at a price that is gone: the refresh, with what arrived and the order number.
      expect(root.querySelector('#remaining-label')).toBeNull();
      expect(u.text()).toMatch(/Quote expired/);
      expect(u.text()).toContain('ord_1');
      // Part paid: the rest is still due at the new price; never "do not send again".
      expect(root.querySelector('[data-testid=late-note]')?.textContent).toBe(embedEnd.lateNotePart);
      expect(u.text()).not.toMatch(/Do not send (it all )?again/);
      act(() => root.querySelector<HTMLButtonElement>('button.primary')?.click());
      expect(u.controller.refresh).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts an underpaid order down to the session end when that comes before its lock', () => {
    vi.useFakeTimers();
    try {
      const end = new Date(Date.now() + 4000).toISOString();
      const u = show(
        withStatus('underpaid', {
          quote: { rate: '1518.88', locked_until: new Date(Date.now() + 60_000).toISOString() },
          expires_at: end,
          received: { amount: '60.000000', remaining: '40.123456', excess: '0', deposits: 1 },
        }),
      );
      expect(root.querySelector('.time-left .countdown-time')?.textContent).toBe('0:04');
      act(() => void vi.advanceTimersByTime(5000));
      // The session's end is the controller's to read from the service, not a lapsed price.
      expect(u.controller.lapse).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts a crypto amount’s rest to the session end: its lock does not move it', () => {
    vi.useFakeTimers();
    try {
      const base = withStatus('underpaid');
      const u = show(
        withStatus('underpaid', {
          due: { ...base.due, denomination: 'crypto' },
          quote: { rate: '1518.88', locked_until: new Date(Date.now() + 5000).toISOString() },
          expires_at: new Date(Date.now() + 600_000).toISOString(),
          received: { amount: '60.000000', remaining: '40.123456', excess: '0', deposits: 1 },
        }),
      );
      expect(root.querySelector('.time-left .countdown-time')?.textContent).toBe('10:00');
      act(() => void vi.advanceTimersByTime(6000));
      expect(u.controller.lapse).not.toHaveBeenCalled();
      expect(root.querySelector('#remaining-label')).not.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('announces the status in a polite live region', () => {
    const { store } = show(session());
    const live = root.querySelector('[role=status][aria-live=polite]');
    expect(live?.textContent).toBe('Waiting for your payment');
    act(() => store.setState({ status: 'completed', session: withStatus('completed') }));
    expect(live?.textContent).toBe(resolveStrings().successTitle);
    render(null, root);
    root.remove();
    // Nothing to pay while a network is still to pick: no "waiting for your payment" yet.
    show(unpicked());
    expect(root.querySelector('[role=status][aria-live=polite]')?.textContent).toBe('');
  });

  it('does not say again the heading a screen reader heard as it took the focus', () => {
    const { store } = show(session());
    const announcer = () => root.querySelector('[data-testid=announcer]')?.textContent;
    // The customer is on the copy button when money arrives on another network: the button goes, and the new
    // screen's heading takes the focus (the controller marks such a status change focusPending).
    root.querySelector<HTMLButtonElement>('.address-block button, button.copy')?.focus();
    expect(document.activeElement?.tagName).toBe('BUTTON');
    act(() =>
      store.setState({
        status: 'wrong_chain',
        session: withStatus('wrong_chain'),
        focusPending: true,
      }),
    );
    const heading = root.querySelector('#status-title');
    expect(document.activeElement).toBe(heading);
    const title = embedLater.statusWrongChainTitle;
    expect(heading?.textContent).toBe(title);
    // The live region says what follows the title, and not the title a second time.
    expect(announcer()).not.toContain(title);
    expect(announcer()).toMatch(/^Your funds arrived on a different network than Base\. They are held/);
    // The next status change (the controller clears what the focus said) is said whole.
    act(() => store.setState({ status: 'completed', session: withStatus('completed'), focusSpoke: null }));
    expect(announcer()).toBe(resolveStrings().successTitle);
  });

  it('says a status whole when the focus stayed on a control that is still there', () => {
    const { store } = show(session());
    const announcer = () => root.querySelector('[data-testid=announcer]')?.textContent;
    // A control the status change does not take away (as Copy order number on the status component).
    const kept = document.createElement('button');
    document.body.append(kept);
    kept.focus();
    act(() =>
      store.setState({
        status: 'deposit_detected',
        session: withStatus('deposit_detected'),
        focusPending: true,
      }),
    );
    expect(document.activeElement).toBe(kept);
    expect(store.getState().focusSpoke).toBe(false);
    expect(announcer()).toBe('Payment detected');
    // And what comes next is said too.
    act(() => store.setState({ reconnecting: true }));
    expect(announcer()).toBe(embed.announceReconnecting);
    kept.remove();
  });

  it('refreshes from the expired screen', () => {
    const { controller, text } = show(withStatus('expired'));
    // The address stays for a customer who already sent, without the QR or an instruction to send.
    expect(text()).toContain('0x1111111111111111111111111111111111111111');
    expect(text()).not.toMatch(/Send only/);
    expect(root.querySelector('svg.qr, .qr')).toBeNull();
    act(() => root.querySelector<HTMLButtonElement>('button.primary')?.click());
    expect(controller.refresh).toHaveBeenCalled();
  });

  it('reads out a refresh’s new amount, which the note beside the amount shows', () => {
    const { store } = show(session());
    const announcer = () => root.querySelector('[data-testid=announcer]')?.textContent;
    expect(announcer()).toBe('Waiting for your payment');
    act(() => store.setState({ priceBefore: '99.000001' }));
    const sentence =
      'The price changed. Send the new amount, 100.123456 USDT, not the 99.000001 USDT shown before.';
    expect(root.querySelector('[data-testid=price-changed]')?.textContent).toBe(sentence);
    expect(announcer()).toBe(sentence);
    // The note is not a live region of its own: the sentence is read once.
    expect(root.querySelector('[data-testid=price-changed]')?.getAttribute('role')).toBeNull();
  });

  it('says Reconnecting once a read has come through, and Loading before any has', () => {
    const { store } = show(session());
    act(() => store.setState({ reconnecting: true }));
    expect(root.querySelector('[data-testid=reconnecting]')?.textContent).toBe(embed.reconnecting);
    expect(root.querySelector('[data-testid=announcer]')?.textContent).toBe(embed.announceReconnecting);
  });

  it('marks English shown while the customer’s language is on its way as English, for screen readers', () => {
    const { store } = show(null, { locale: 'yo' });
    expect(store.getState().packReady).toBe(false);
    act(() => store.setState({ offline: true }));
    const offline = root.querySelector('[data-testid=offline]');
    expect(offline?.textContent).toBe(embed.offline);
    expect(offline?.getAttribute('lang')).toBe('en');
    expect(root.querySelector('[data-testid=announcer]')?.getAttribute('lang')).toBe('en');
    act(() => store.setState({ offline: false, reconnecting: true }));
    expect(root.querySelector('[data-testid=reconnecting]')?.getAttribute('lang')).toBe('en');
    // A first read that is slow: nothing was connected yet, so loading, not "connection lost".
    expect(root.querySelector('[data-testid=reconnecting]')?.textContent).toBe(embed.loading);
    expect(root.querySelector('[data-testid=announcer]')?.textContent).toBe(embed.loading);
    // Said once: not also by the skeleton's own line for screen readers.
    expect(root.querySelector('[data-testid=loading]')).toBeNull();
    // Once the pack is here, its words speak the document's language (start.tsx sets it first).
    document.documentElement.lang = 'yo';
    act(() => store.setState({ packReady: true }));
    expect(root.querySelector('[data-testid=reconnecting]')?.getAttribute('lang')).toBe('yo');
    expect(root.querySelector('[data-testid=announcer]')?.getAttribute('lang')).toBe('yo');
    document.documentElement.lang = '';
  });

  it('renders the quote and status components', () => {
    const q = show(session(), { component: 'quote' });
    expect(q.text()).toContain('1 USDT = ₦1,518.88');
    expect(root.querySelector('.address')).toBeNull();
    expect(q.text()).toMatch(/Price locked for/);
    // A price, nothing to pay: the live region does not say "Waiting for your payment".
    expect(root.querySelector('[data-testid=announcer]')?.textContent).toBe('');
    // A refresh that priced it anew is read out, as the note beside the price shows it.
    act(() => q.store.setState({ priceBefore: '99.000001' }));
    expect(root.querySelector('[data-testid=announcer]')?.textContent).toBe(
      root.querySelector('[data-testid=price-changed]')?.textContent,
    );
    expect(root.querySelector('[data-testid=announcer]')?.textContent).toMatch(/^The price changed/);
    act(() => q.store.setState({ priceBefore: null }));
    // Paid: the amount and rate stay, with no countdown standing beside them.
    act(() => q.store.setState({ status: 'completed', session: withStatus('completed') }));
    expect(q.text()).toContain('1 USDT = ₦1,518.88');
    expect(q.text()).not.toMatch(/Price locked for/);
    render(null, root);
    root.remove();
    const s = show(withStatus('deposit_confirmed'), { component: 'status' });
    expect(root.querySelector('[aria-current=step]')?.textContent).toBe('Confirmed');
    expect(s.text()).toContain('ord_1');
  });

  it('quote component: counts down, reports the lapse, offers refresh, and counts the new lock down', () => {
    vi.useFakeTimers();
    try {
      const lock = new Date(Date.now() + 3000).toISOString();
      const q = show(session({ quote: { rate: '1518.88', locked_until: lock } }), {
        component: 'quote',
        strings: { refreshButton: 'New price' },
      });
      expect(root.querySelector('.countdown-time')?.textContent).toBe('0:03');
      expect(root.querySelector('button')).toBeNull();
      act(() => void vi.advanceTimersByTime(3000));
      expect(q.controller.lapse).toHaveBeenCalledWith(lock);
      // The controller marks the lock lapsed (here by hand: the controller is a fake).
      act(() => q.store.setState({ lapsedLock: lock }));
      expect(root.querySelector('.countdown')).toBeNull();
      expect(q.text()).toMatch(/Quote expired/);
      const button = root.querySelector<HTMLButtonElement>('button.primary');
      expect(button?.textContent).toBe('New price');
      act(() => button?.click());
      expect(q.controller.refresh).toHaveBeenCalledTimes(1);
      // Busy while the refresh is in flight: marked so, and it keeps the focus (aria-disabled, not disabled);
      // a second click reaches the controller, whose busy check sends nothing more (controller tests).
      act(() => q.store.setState({ busy: true }));
      expect(root.querySelector<HTMLButtonElement>('button.primary')?.getAttribute('aria-disabled')).toBe(
        'true',
      );
      expect(root.querySelector<HTMLButtonElement>('button.primary')?.disabled).toBe(false);
      const next = new Date(Date.now() + 120_000).toISOString();
      act(() =>
        q.store.setState({
          busy: false,
          lapsedLock: null,
          session: session({ quote: { rate: '1520.00', locked_until: next } }),
        }),
      );
      expect(root.querySelector('button.primary')).toBeNull();
      expect(root.querySelector('.countdown-time')?.textContent).toBe('2:00');
      expect(q.text()).toContain('1 USDT = ₦1,520.00');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a final screen for a fatal error', () => {
    const { store, text } = show(session());
    act(() => store.setState({ fatal: { code: 'session_expired', message: 'ended' } }));
    expect(text()).toContain('This payment session has ended');
    // The code goes to the host's onError; the customer reads a sentence.
    expect(text()).not.toContain('session_expired');
    // The address was shown and nothing arrived yet: a transfer may be on its way, so not "pay again".
    expect(text()).toContain(embedEnd.fatalEndedSent);
  });

  it('asks for a new link alone when no address was shown before the session ended', () => {
    const { store, text } = show(unpicked());
    act(() => store.setState({ fatal: { code: 'session_expired', message: 'ended' } }));
    expect(text()).toContain('This payment session has ended');
    expect(text()).toContain(embedEnd.fatalNewLink);
    expect(text()).not.toContain(embedEnd.fatalEndedSent);
  });
  it('after money arrived, a refused token says the page cannot follow the payment, not that the link is invalid', () => {
    const part = withStatus('underpaid', {
      received: { amount: '60.000000', remaining: '40.123456', excess: '0', deposits: 1 },
    });
    const { store, text } = show(part);
    act(() => store.setState({ fatal: { code: 'session_invalid', message: 'refused' } }));
    expect(text()).toContain(embedEnd.fatalLostSight);
    // The rest may still be due: nothing says the link is invalid, or that the money is held and refunded.
    expect(text()).not.toContain(embedEnd.fatalInvalidTitle);
    expect(root.querySelector('[data-testid=held-note]')).toBeNull();
    expect(text()).toContain('ord_1');
  });

  it('shows a failed action as an alert, as text, and drops it when the screen moves on', () => {
    const { store } = show(unpicked(), { strings: { noticeRefused: '<b>That could not be done</b>' } });
    act(() => store.setState({ notice: 'noticeRefused' }));
    const alert = root.querySelector('[role=alert]');
    expect(alert?.textContent).toBe('<b>That could not be done</b>');
    // Right below the button the customer used, not above the screen, where it would push the button down.
    expect(alert?.previousElementSibling?.textContent).toBe('Continue');
    expect(alert?.querySelector('b')).toBeNull();
    act(() => store.setState({ notice: null }));
    expect(root.querySelector('[role=alert]')).toBeNull();
  });

  it('names the amount and the address as labelled groups', () => {
    show(session());
    const named = [...root.querySelectorAll('[role=group]')].map((g) =>
      document.getElementById(g.getAttribute('aria-labelledby') ?? '')?.textContent?.trim(),
    );
    expect(named).toEqual(['Amount due', 'Deposit address (Base)']);
  });

  it('drops every payment instruction once a payment is detected', () => {
    const { store, text } = show(session());
    expect(text()).toContain('Send exactly the amount');
    act(() =>
      store.setState({
        session: session({
          status: 'deposit_detected',
          received: { amount: '100.123456', remaining: '0', excess: '0', deposits: 1 },
        }),
        status: 'deposit_detected',
      }),
    );
    expect(text()).not.toContain('Send exactly');
    expect(text()).not.toMatch(/Price locked for/);
    expect(root.querySelectorAll('button.copy')).toHaveLength(1); // the order number only
    expect(root.querySelector('[aria-current=step]')?.textContent).toBe('Detected');
  });

  it('keeps money already sent in sight when the session ends after a partial payment', () => {
    const { store, text } = show(
      session({ status: 'underpaid', received: { amount: '60', remaining: '40', excess: '0', deposits: 1 } }),
    );
    act(() => store.setState({ fatal: { code: 'session_expired', message: 'ended' } }));
    expect(text()).toMatch(/We received 60 USDT, less than the amount due\. It is held for you and refunded/);
    expect(root.querySelector('[data-testid=order-id] code')?.textContent).toBe('ord_1');
    expect(root.querySelector('.subtitle')).toBeNull();
  });

  it('does not call a full payment underpaid when the session fails while it converts', () => {
    const { store, text } = show(
      session({
        status: 'converting',
        received: { amount: '100.123456', remaining: '0', excess: '0', deposits: 1 },
      }),
    );
    act(() => store.setState({ fatal: { code: 'session_expired', message: 'gone' } }));
    expect(root.querySelector('[data-testid=held-note]')).toBeNull();
    expect(text()).not.toMatch(/less than the amount due/);
    expect(text()).toMatch(/Ask the merchant for a new payment link/);
    expect(text()).toContain('100.123456');
    expect(root.querySelector('[data-testid=order-id] code')?.textContent).toBe('ord_1');
  });

  it('never says money arrived when the service wrote nothing received as "0.000000"', () => {
    const nothing = { amount: '0.000000', remaining: '100.123456', excess: '0.000000', deposits: 0 };
    const { store, text } = show(session({ status: 'expired', received: nothing }));
    expect(root.querySelector('[data-testid=received]')).toBeNull();
    expect(text()).not.toMatch(/Received|We received/);
    act(() => store.setState({ fatal: { code: 'session_expired', message: 'ended' } }));
    expect(root.querySelector('[data-testid=held-note]')).toBeNull();
    expect(root.querySelector('[data-testid=received]')).toBeNull();
    expect(text()).not.toMatch(/We received|refunded/);
    expect(text()).toContain(embedEnd.fatalEndedSent);
  });

  it('states amounts in sentences without trailing zeros and keeps them exact where copied', () => {
    const { text } = show(
      session({
        status: 'overpaid',
        received: { amount: '103.500000', remaining: '0.000000', excess: '3.376544', deposits: 1 },
      }),
    );
    expect(text()).toContain('We received 103.5 USDT, which is 3.376544 USDT more than due.');
    expect(root.querySelector('[data-testid=received]')?.textContent).toBe('Received103.5 USDTNetworkBase');
  });

  it('keeps the address on the expired screen for a customer who already sent', () => {
    const { text } = show(session({ status: 'expired' }));
    expect(text()).toMatch(/Already sent the payment\? It is still credited/);
    expect(root.querySelector('.address')?.textContent).toBe('0x1111111111111111111111111111111111111111');
    expect(root.querySelector('svg.qr, .qr-pending')).toBeNull();
  });

  it('gives a receipt the time the page saw the payment complete, and no time it did not see', () => {
    const { store } = show(
      session({
        status: 'completed',
        received: { amount: '100.123456', remaining: '0', excess: '0', deposits: 1 },
      }),
    );
    const receipt = () => root.querySelector('[data-testid=receipt]');
    expect(receipt()).not.toBeNull();
    expect(receipt()!.querySelector('time')).toBeNull();
    act(() => store.setState({ completedAt: '2026-11-27T05:14:40.000Z' }));
    expect(receipt()!.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-27T05:14:40.000Z');
  });

  it('shows a completed payment as a receipt and an off-path status in the tracker', () => {
    const { store, text } = show(
      session({
        status: 'completed',
        received: { amount: '100.123456', remaining: '0', excess: '0', deposits: 1 },
      }),
    );
    const receipt = root.querySelector('[data-testid=receipt]')?.textContent ?? '';
    expect(receipt).toMatch(/You paid100\.123456 USDT/);
    expect(receipt).toMatch(/NetworkBase/);
    expect(receipt).toMatch(/Order numberord_1/);
    expect(text()).not.toContain('Send exactly');
    act(() => store.setState({ status: 'wrong_chain', session: session({ status: 'wrong_chain' }) }));
    expect(root.querySelector('[aria-current=step]')?.textContent).toBe('Held: other network');
  });

  it('draws no step ahead where the payment ends off its path, and stops a wrong coin where it arrived', () => {
    const steps = () => [...root.querySelectorAll('.steps li')].map((li) => li.textContent);
    show(session({ status: 'wrong_chain' }));
    expect(steps()).toEqual(['Payment sent', 'Held: other network']);
    render(null, root);
    root.remove();
    // A different coin was detected, never confirmed: the tracker does not say Confirmed.
    show(session({ status: 'failed', failure_reason: 'wrong_asset' }));
    expect(steps()).toEqual(['Payment sent', 'Stopped']);
    render(null, root);
    root.remove();
    // The conversion failed after the money was confirmed: that is where it stopped, and nothing follows.
    show(session({ status: 'failed', failure_reason: 'conversion_failed' }));
    expect(steps()).toEqual(['Payment sent', 'Detected', 'Confirmed', 'Stopped']);
    render(null, root);
    root.remove();
    // Part received is not an end: the steps still to come stay drawn.
    show(session({ status: 'underpaid' }), { component: 'status' });
    expect(steps()).toEqual(['Payment sent', 'Part received', 'Confirmed', 'Settling', 'Done']);
  });

  it('turns a raw failure reason into a sentence, never the code', () => {
    const { text } = show(session({ status: 'failed', failure_reason: 'wrong_asset' }));
    expect(text()).toContain('You sent a different coin than this payment needed (USDT).');
    expect(text()).not.toContain('wrong_asset');
  });

  it('stands in with an inert skeleton of the first screen while the session is read', () => {
    show(null, { flow: 'direct' });
    const skeleton = root.querySelector('[data-testid=skeleton]');
    expect(skeleton?.getAttribute('aria-hidden')).toBe('true');
    expect((skeleton as HTMLElement & { inert: boolean }).inert).toBe(true);
    expect(skeleton?.querySelector('.amount-value')).not.toBeNull();
    expect(skeleton?.querySelector('.address')).not.toBeNull();
    // No code a reader could decode and no address anyone could send to: a blank square and a bar.
    expect(skeleton?.querySelector('svg')).toBeNull();
    expect(skeleton?.querySelector('[data-testid=qr-placeholder]')).not.toBeNull();
    expect(skeleton?.querySelector('.address')?.textContent).not.toMatch(/[0-9a-fA-F]{8}/);
    expect(root.querySelector('[data-testid=loading]')?.textContent).toBe('Loading payment…');
    render(null, root);
    root.remove();
    show(null);
    expect(root.querySelectorAll('[data-testid=skeleton] .option')).toHaveLength(10);
  });

  it('offers a wallet QR beside the plain address QR only when the session gives the token', async () => {
    // The link is built in the lazy QR chunk: wait for the QR itself, which arrives with it.
    const settled = async () => {
      await vi.waitFor(() => expect(root.querySelector('svg.qr')).not.toBeNull());
      await act(() => new Promise((r) => setTimeout(r, 0)));
    };
    show(session());
    await settled();
    expect(root.querySelector('.qr-kind')).toBeNull();
    render(null, root);
    root.remove();
    // A test session never offers a link naming a mainnet token: the plain address only.
    show(session({ token: { contract: `0x${'a'.repeat(40)}`, decimals: 6, chain_id: 8453 } }));
    await settled();
    expect(root.querySelector('.qr-kind')).toBeNull();
    render(null, root);
    root.remove();
    show(session({ token: TEST_TOKENS['USDC:BASE'] }));
    await vi.waitFor(() => expect(root.querySelector('.qr-kind')).not.toBeNull());
    render(null, root);
    root.remove();
    show(
      session({
        environment: 'live',
        token: { contract: `0x${'a'.repeat(40)}`, decimals: 6, chain_id: 8453 },
      }),
    );
    await vi.waitFor(() => expect(root.querySelector('.qr-kind')).not.toBeNull());
    const [exchange, wallet] = [...root.querySelectorAll<HTMLInputElement>('.qr-kind input')];
    // A radio group of two native radios: one checked, so one tab stop and the arrow keys move the choice.
    expect(root.querySelector('.qr-kind')?.getAttribute('role')).toBe('radiogroup');
    expect([exchange?.type, exchange?.checked, wallet?.checked]).toEqual(['radio', true, false]);
    act(() => wallet!.click());
    expect([exchange?.checked, wallet?.checked]).toEqual([false, true]);
    expect(root.querySelector('.qr, .qr-pending')).not.toBeNull();
  });

  it('offers Open in wallet only where the host opens links, asks it with the transfer shown, and says a refusal', async () => {
    const token = TEST_TOKENS['USDC:BASE'];
    const s = session({ token, due: { ...session().due, asset: 'USDC', network: 'BASE' } });
    const { store } = show(s, { openLinks: true });
    // What the later chunk sets once it is in (PayWallet.tsx's listenWallets): the request to the page.
    const openWallet = vi.fn(async () => 'refused' as const);
    act(() => store.setState({ openWallet }));
    await vi.waitFor(() => expect(root.querySelector('.open-wallet')).not.toBeNull());
    await act(async () => {
      (root.querySelector('.open-wallet') as HTMLButtonElement).click();
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(openWallet).toHaveBeenCalledWith({
      to: s.deposit_address,
      amount: s.due.amount,
      network: 'BASE',
      token,
    });
    expect(root.querySelector('[data-testid=open-refused]')?.textContent).toBe(
      "Couldn't open a wallet app here. Copy the amount and the address instead.",
    );
    render(null, root);
    root.remove();
    // A host that does not open links (a script-tag build, the React Native view): no such action.
    act(() => show(s).store.setState({ openWallet }));
    await vi.waitFor(() => expect(root.querySelector('.qr-kind')).not.toBeNull());
    expect(root.querySelector('.open-wallet')).toBeNull();
  });
});
