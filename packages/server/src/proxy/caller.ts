/**
 * Who may use the checkout proxy and for what: the caller your `authorize` names, the order it is pinned to,
 * and the checks that keep each caller's requests, references and idempotency keys its own.
 */
import Big from 'big.js';
import { createHash } from 'node:crypto';
import { retriedReference } from '@pulse/core/internal/checkout-reference';
import type { Currency, Network } from '@pulse/core/internal/enums';

/** What an order created by one caller may contain; fields left out are not checked. */
export interface OrderPin {
  /**
   * The direction: `onramp` (the customer pays naira for crypto: quotes from NGN, `/v1/onramp/orders` only)
   * or `offramp` (crypto for naira: quotes to NGN, `/v1/offramp/orders` only). Pin it whenever you pin an
   * amount or a reference: otherwise an order the other way could carry the cart's reference. An `onramp`
   * caller looks up no bank account's name (`/v1/banks/resolve`).
   */
  type?: 'onramp' | 'offramp' | undefined;
  /** The crypto asset of the quote (its non-NGN side). */
  asset?: 'USDT' | 'USDC' | undefined;
  /** The network of the quote and of an onramp order's destination. */
  network?: Network | undefined;
  /** The amount quotes must fix, a decimal string in `currency` (which side carries it is up to the flow). */
  amount?: string | undefined;
  /** The currency of `amount`. */
  currency?: Currency | undefined;
  /**
   * The order's reference. The checkout's own retries after an expired order (`<reference>-2`, `-3`, …) are
   * allowed too. Without it, a caller's references must start with its id and `:` (`<id>:…`), so no caller
   * can take a reference another will need.
   */
  reference?: string | undefined;
  /** Onramp: the wallet address the crypto goes to. */
  address?: string | undefined;
  /** Offramp: the bank account the naira goes to, and the only one whose registered name may be looked up. */
  bankAccount?: { bank_code: string; account_number: string } | undefined;
}

/** Who is calling, as your `authorize` decides from your own session. */
export interface CheckoutCaller {
  /**
   * Your id for this customer or cart; order reads answer only orders this caller created. Without a pinned
   * `order.reference` it must be non-empty and have no `:` (its references are `<id>:…`, and `a` would own
   * `a:b:…`): the route answers 500 `invalid_options` otherwise.
   */
  id: string;
  /** Limits on the orders this caller may create. */
  order?: OrderPin | undefined;
}

/** A parsed JSON object. */
export type Json = Record<string, unknown>;
/** Whether a parsed JSON value is an object (not an array or null). */
export const isObject = (x: unknown): x is Json => typeof x === 'object' && x !== null && !Array.isArray(x);
/** Whether an amount sent equals the pinned one, as decimals (`25000` and `25000.00` are the same). */
const same = (a: unknown, b: string) => {
  try {
    return typeof a === 'string' && new Big(a).eq(new Big(b));
  } catch {
    return false;
  }
};

/** Whether a reference is the caller's: its pinned one (or a checkout retry of it), else under its id. */
export function ownsReference(caller: CheckoutCaller, reference: unknown): boolean {
  if (typeof reference !== 'string') return false;
  const pinned = caller.order?.reference;
  if (pinned !== undefined) {
    return reference === pinned || retriedReference(reference) === pinned;
  }
  return reference.startsWith(`${caller.id}:`) && reference.length > caller.id.length + 1;
}

/** Why a body breaks the caller's pin, or null when it keeps to it. */
export function pinProblem(caller: CheckoutCaller, route: string, body: Json): string | null {
  const pin = caller.order ?? {};
  if (route === '/v1/quotes') {
    if (pin.type === 'onramp' && body.source_currency !== 'NGN')
      return 'this checkout buys crypto with naira: source_currency must be NGN.';
    if (pin.type === 'offramp' && body.destination_currency !== 'NGN')
      return 'this checkout sells crypto for naira: destination_currency must be NGN.';
    const crypto = body.source_currency === 'NGN' ? body.destination_currency : body.source_currency;
    if (pin.asset !== undefined && crypto !== pin.asset) return `the asset must be ${pin.asset}.`;
    if (pin.network !== undefined && body.network !== pin.network) return `network must be ${pin.network}.`;
    if (pin.amount !== undefined) {
      const side =
        body.source_currency === pin.currency || pin.currency === undefined
          ? 'source_amount'
          : body.destination_currency === pin.currency
            ? 'destination_amount'
            : null;
      if (!side) return `the quote must be in ${pin.currency}.`;
      if (!same(body[side], pin.amount)) return `${side} must be ${pin.amount}.`;
    }
  }
  // A bank account's registered name is a stranger's personal data: looked up only for a sale, and only for
  // the account a checkout is fixed to, when it is.
  if (route === '/v1/banks/resolve') {
    if (pin.type === 'onramp') return 'this checkout buys crypto with naira: it looks up no bank account.';
    if (
      pin.bankAccount &&
      (body.bank_code !== pin.bankAccount.bank_code || body.account_number !== pin.bankAccount.account_number)
    )
      return 'the bank account is not the account this checkout is for.';
  }
  if (route.endsWith('/orders')) {
    if (pin.type !== undefined && route !== `/v1/${pin.type}/orders`)
      return `only ${pin.type} orders may be made here.`;
    if (!ownsReference(caller, body.reference))
      return pin.reference !== undefined
        ? `reference must be ${JSON.stringify(pin.reference)}.`
        : `reference must start with ${JSON.stringify(`${caller.id}:`)}.`;
    const destination = isObject(body.destination) ? body.destination : {};
    if (route === '/v1/onramp/orders' && pin.address !== undefined && destination.address !== pin.address)
      return 'destination.address is not the address this checkout is for.';
    const beneficiary = isObject(body.beneficiary) ? body.beneficiary : {};
    const account = isObject(beneficiary.bank_account) ? beneficiary.bank_account : {};
    if (
      route === '/v1/offramp/orders' &&
      pin.bankAccount &&
      (account.bank_code !== pin.bankAccount.bank_code ||
        account.account_number !== pin.bankAccount.account_number)
    )
      return 'beneficiary.bank_account is not the account this checkout is for.';
  }
  return null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The Idempotency-Key forwarded for one caller: the browser's key hashed with the caller's id, so a customer
 * replaying another's key makes (or reads) a request of their own, never the other's answer. Written as the
 * UUID the service asks every POST to carry (version 8, RFC 9562's layout for a name-based hash): the same
 * caller and key always give the same UUID.
 */
export const callerKey = (caller: CheckoutCaller | null, key: string) => {
  // Without a caller, the browser's key goes on as it is when it is a UUID already (the checkout's are).
  if (!caller && UUID.test(key)) return key;
  const b = createHash('sha256')
    .update(`${caller?.id ?? ''}\n${key}`)
    .digest()
    .subarray(0, 16);
  b[6] = (b[6]! & 0x0f) | 0x80;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};
