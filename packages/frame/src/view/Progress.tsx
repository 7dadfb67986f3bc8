import { formatNaira, multiply, type ClientSession, type EmbedStatus } from '@pulse/core/internal';
import { arrived } from '../session/arrived.js';
import { useController, useFrame } from './use-frame.js';
import { Address, Watching } from './Address.js';
import { Hero } from './Amount.js';
import { PriceChanged } from './PriceChanged.js';
import { OrderId } from './OrderId.js';
import { LazyReceipt } from './lazy.js';
import { Held, Received } from './Received.js';
import { StatusScreen } from './StatusScreen.js';
import { TimeLeft } from './TimeLeft.js';
import { Tracker } from './Tracker.js';

/**
 * When an underpaid session's rest stops holding before the session ends: a naira amount's rest holds in
 * crypto only while its price is locked, so its lock's end when that comes first; else undefined (a crypto
 * amount's rest does not move with the price and holds until the session ends).
 */
export const restLock = (session: ClientSession): string | undefined => {
  const lock = session.quote?.locked_until;
  return session.due.denomination === 'fiat' &&
    lock !== undefined &&
    Date.parse(lock) < Date.parse(session.expires_at)
    ? lock
    : undefined;
};

/**
 * The time left to send an underpaid session's rest: to its lock when that ends first (`restLock`), telling
 * the controller at zero so the price-expired screen offers a refresh; else to the session's end. The
 * payment and status components both show it.
 */
export function RestTimeLeft({ session }: { session: ClientSession }) {
  const strings = useFrame((s) => s.strings);
  const controller = useController();
  const lock = restLock(session);
  return (
    <TimeLeft
      until={lock ?? session.expires_at}
      label={strings.timeLeftRest}
      {...(lock && { onZero: () => controller.lapse(lock) })}
    />
  );
}

/**
 * The payment once money moved: what happened and where it stands, except underpaid, which asks for exactly
 * the rest. In the later chunk: no first screen needs it.
 */
export function Progress({ session, status }: { session: ClientSession; status: EmbedStatus }) {
  const strings = useFrame((s) => s.strings);
  const repriced = useFrame((s) => !!s.repriced);
  if (status === 'underpaid') {
    // The time left is to the rest's lock when it ends first (RestTimeLeft), and then the price-expired screen
    // offers a refresh (the rest at the new price). Sent after the lock, the rest would be priced again on
    // arrival and could fall short once more.
    return (
      <>
        <StatusScreen />
        <Remaining session={session} />
        <PriceChanged />
        {/* The usual cause of a shortfall: an exchange that took its withdrawal fee from the amount; unless it
            arrived after the price ran out, and was counted at the new one. */}
        <p class="muted" data-testid="fee-hint">
          {repriced ? strings.underpaidRepriced : strings.underpaidFeeHint}
        </p>
        <RestTimeLeft session={session} />
        {/* One word on the exchange's fee: the hint above, which says what to send now. */}
        <Address session={session} />
        <Watching />
        {/* Sent on another network or in another coin after the first part: held, the rest still due. */}
        <Held session={session} />
        <OrderId id={session.order_id} />
      </>
    );
  }
  return (
    <>
      <StatusScreen />
      {status === 'completed' ? (
        <>
          {/* Sent again after the payment was complete: held, and said above the receipt, whose order number
              ends the screen as the sentence says. */}
          <Held session={session} />
          <LazyReceipt session={session} />
        </>
      ) : (
        <>
          <Tracker />
          {arrived(session) && <Received session={session} />}
          <Held session={session} />
          <OrderId id={session.order_id} />
        </>
      )}
    </>
  );
}

/** What an underpaid order still needs, as the exact decimal string, copyable, with its naira value. */
function Remaining({ session }: { session: ClientSession }) {
  const { quote, received } = session;
  const strings = useFrame((s) => s.strings);
  const intl = useFrame((s) => s.intl);
  return (
    <Hero
      id="remaining-label"
      label={strings.stillToSend}
      value={received.remaining}
      asset={session.due.asset}
      copy
    >
      {quote && (
        <p class="muted fiat" data-testid="remaining-naira">
          ≈ {formatNaira(multiply(received.remaining, quote.rate), intl)}
        </p>
      )}
    </Hero>
  );
}
