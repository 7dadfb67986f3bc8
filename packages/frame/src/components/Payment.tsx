import { networkName, trimZeros, type ClientSession } from '@pulse/core';
import { arrived } from '../arrived.js';
import { formatNaira, multiply } from '@pulse/core';
import { useFrame } from '../use-frame.js';
import { Address, Watching } from './Address.js';
import { Amount, Hero } from './Amount.js';
import { OrderId } from './CopyButton.js';
import { Countdown } from './Countdown.js';
import { Expired } from './Expired.js';
import { Picker } from './Picker.js';
import { isQuoteExpired, needsPick } from './quote-state.js';
import { StatusScreen } from './StatusScreen.js';
import { TimeLeft } from './TimeLeft.js';
import { Tracker } from './Tracker.js';

/**
 * The payment component: pick, pay, then follow the status to the end. Payment instructions (amount to send,
 * copy buttons, the price countdown) show only while nothing has arrived; once a payment is detected the
 * screen says what happened instead, except underpaid, which asks for exactly the rest.
 */
export function Payment() {
  const session = useFrame((s) => s.session);
  const status = useFrame((s) => s.status);
  const pick = useFrame(needsPick);
  const expired = useFrame(isQuoteExpired);
  if (!session) return <StatusScreen />;
  if (pick) return <Picker />;
  if (expired) return <Expired />;
  if (status === 'awaiting_payment') {
    return (
      <>
        <Amount session={session} />
        {session.quote && <Countdown until={session.quote.locked_until} />}
        <Address session={session} />
        <Watching />
      </>
    );
  }
  if (status === 'underpaid') {
    return (
      <>
        <StatusScreen />
        <Remaining session={session} />
        <TimeLeft until={session.expires_at} label="Time left to send the rest" />
        <Address session={session} />
        <Watching />
        <OrderId id={session.order_id} />
      </>
    );
  }
  return (
    <>
      <StatusScreen />
      {status === 'completed' ? <Receipt session={session} /> : <Tracker />}
      {status !== 'completed' && arrived(session) && <Received session={session} />}
      {status !== 'completed' && <OrderId id={session.order_id} />}
    </>
  );
}

/** What an underpaid order still needs, as the exact decimal string, copyable, with its naira value. */
function Remaining({ session }: { session: ClientSession }) {
  const { quote, received } = session;
  return (
    <Hero
      id="remaining-label"
      label="Still to send"
      value={received.remaining}
      asset={session.due.asset}
      copy
    >
      {quote && (
        <p class="muted fiat" data-testid="remaining-naira">
          ≈ {formatNaira(multiply(received.remaining, quote.rate))}
        </p>
      )}
    </Hero>
  );
}

/** What has arrived so far, on which network. */
export function Received({ session }: { session: ClientSession }) {
  return (
    <dl class="facts" data-testid="received">
      <div>
        <dt>Received</dt>
        <dd class="value">
          {trimZeros(session.received.amount)} {session.due.asset}
        </dd>
      </div>
      {session.due.network && (
        <div>
          <dt>Network</dt>
          <dd>{networkName(session.due.network)}</dd>
        </div>
      )}
    </dl>
  );
}

/** The completed payment as a receipt: both sides' amounts, network, time and the order number. */
function Receipt({ session }: { session: ClientSession }) {
  const { due, received } = session;
  const paid = arrived(session) ? received.amount : due.amount;
  const time = new Date(session.server_time);
  return (
    <section class="receipt" aria-labelledby="receipt-title" data-testid="receipt">
      <h3 id="receipt-title" class="label">
        Receipt
      </h3>
      <dl class="facts">
        {paid && (
          <div>
            <dt>You paid</dt>
            <dd class="value">
              {trimZeros(paid)} {due.asset}
            </dd>
          </div>
        )}
        {due.fiat_amount && (
          <div>
            <dt>Merchant receives</dt>
            <dd class="value">{formatNaira(due.fiat_amount)}</dd>
          </div>
        )}
        {due.network && (
          <div>
            <dt>Network</dt>
            <dd>{networkName(due.network)}</dd>
          </div>
        )}
        <div>
          <dt>Time</dt>
          <dd>
            <time dateTime={session.server_time}>
              {Number.isNaN(time.getTime())
                ? session.server_time
                : time.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
          </dd>
        </div>
      </dl>
      <OrderId id={session.order_id} />
    </section>
  );
}
