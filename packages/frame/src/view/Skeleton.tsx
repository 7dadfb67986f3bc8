import { NETWORK_NAMES, formatString, type ClientSession, type EmbedStrings } from '@pulse/core';
import { useEnglishMeanwhile, useFrame } from './use-frame.js';
import { Address, Watching } from './Address.js';
import { Amount, FeeNote } from './Amount.js';
import { Countdown } from './Countdown.js';

/**
 * A session of the usual shape, only to lay the skeleton out: every value has its real length, so the
 * skeleton wraps like the first screen at any width and the iframe hardly moves when the session arrives.
 * Nothing in it is real data: the address is not an address (no QR, link or copy can be made of it), and
 * the QR's place is a blank square.
 */
function placeholder(): ClientSession {
  const later = new Date(Date.now() + 3_600_000).toISOString();
  return {
    id: '',
    environment: 'test',
    flow: 'direct',
    server_time: later,
    expires_at: later,
    status: 'awaiting_payment',
    order_id: '00000000-0000-0000-0000-000000000000',
    due: {
      denomination: 'fiat',
      fiat_currency: 'NGN',
      fiat_amount: '150000.00',
      asset: 'USDT',
      network: 'POLYGON',
      amount: '100.000000',
    },
    quote: { rate: '1500.00', locked_until: later },
    deposit_address: '\u2022'.repeat(42),
    received: { amount: '0.000000', remaining: '100.000000', excess: '0.000000', deposits: 0 },
    options: { assets: [], networks: [] },
    failure_reason: null,
  };
}

/**
 * What stands in while the session is read: the first screen's own layout with its values greyed out, at
 * that screen's height, instead of an empty iframe that jumps when the session arrives. Inert and hidden
 * from assistive technology; a status line says it is loading.
 */
export function Skeleton() {
  const { component, flow } = useFrame((s) => s.options);
  const strings = useFrame((s) => s.strings);
  const lang = useEnglishMeanwhile();
  const banner = useFrame((s) => s.reconnecting && !s.offline);
  // Past the payment instructions (a status screen whose chunk is still on its way), a status's shape: a
  // customer who has just paid is not shown the picker or the address again, even greyed out.
  const past = useFrame((s) => s.status !== 'loading' && s.status !== 'awaiting_payment');
  const shape = past || component === 'status' ? 'status' : component === 'quote' ? 'quote' : flow;
  const session = placeholder();
  return (
    <>
      {/* Not beside the banner of a slow first read, which says the same words. */}
      {!banner && (
        <p class="offscreen" data-testid="loading" lang={lang}>
          {strings.loading}
        </p>
      )}
      <div class="skeleton" aria-hidden="true" inert data-testid="skeleton">
        {shape === 'select' ? (
          <PickerShape strings={strings} />
        ) : shape === 'direct' ? (
          <>
            <Amount session={session} />
            <Countdown until={session.expires_at} />
            <FeeNote />
            <Address session={session} placeholder />
            <Watching />
          </>
        ) : shape === 'quote' ? (
          <>
            <Amount session={session} copy={false} />
            <Countdown until={session.expires_at} />
          </>
        ) : (
          <>
            <h2>{strings.statusAwaitingTitle}</h2>
            <ol class="steps">
              {[1, 2, 3, 4, 5].map((n) => (
                <li key={n} class="step">
                  {strings.stepAwaiting}
                </li>
              ))}
            </ol>
          </>
        )}
      </div>
    </>
  );
}

/** The picker's layout: the two assets and every network, as the first screen of flow `select`. */
function PickerShape({ strings }: { strings: EmbedStrings }) {
  return (
    <div class="picker">
      <p class="muted">{formatString(strings.pickerYouPay, { amount: '₦150,000.00' })}</p>
      {(
        [
          [strings.pickerAsset, ['USDT', 'USDC']],
          [strings.pickerNetwork, Object.values(NETWORK_NAMES), strings.pickerHelp],
        ] as const
      ).map(([legend, names, help]) => (
        <fieldset key={legend}>
          <legend>{legend}</legend>
          {help && <p class="muted small">{help}</p>}
          <div class={help ? 'options rows' : 'options'}>
            {names.map((n) => (
              <span key={n} class="option">
                <input type="radio" tabIndex={-1} />
                <span>{n}</span>
              </span>
            ))}
          </div>
        </fieldset>
      ))}
      <button type="button" class="primary" tabIndex={-1}>
        {strings.continue}
      </button>
    </div>
  );
}
