import { CURRENCY_PLACES, FIAT, isAsset, isNetwork, PulseError, type CreateQuoteRequest } from '@pulse/core';
import type { CheckoutRequest } from '../types.js';

const bad = (message: string): never => {
  throw new PulseError('invalid_options', `request.${message}`);
};
const text = (value: unknown, name: string) => {
  if (typeof value !== 'string' || value.trim() === '') bad(`${name} must be a non-empty string.`);
};

function checkQuote(quote: CreateQuoteRequest | undefined, type: 'onramp' | 'offramp') {
  if (!quote || typeof quote !== 'object') return bad('quote must be an object (a CreateQuoteRequest).');
  const [fiatSide, cryptoSide] =
    type === 'onramp'
      ? (['source_currency', 'destination_currency'] as const)
      : (['destination_currency', 'source_currency'] as const);
  if (quote[fiatSide] !== FIAT) bad(`quote.${fiatSide} must be "NGN" for an ${type} order.`);
  if (!isAsset(quote[cryptoSide])) bad(`quote.${cryptoSide} must be "USDT" or "USDC".`);
  if (!isNetwork(quote.network)) bad(`quote.network ${JSON.stringify(quote.network)} is not a network.`);
  const amounts = [quote.source_amount, quote.destination_amount].filter((a) => a !== undefined);
  if (amounts.length !== 1) bad('quote needs exactly one of source_amount and destination_amount.');
  // As the service takes it: positive, no leading zero, at most the currency's places (kobo for NGN, 6 for
  // USDT and USDC); else the customer would only read "this amount cannot be paid here".
  const side = quote.source_amount === undefined ? 'destination' : 'source';
  const amount = String(amounts[0]);
  const places = CURRENCY_PLACES[quote[`${side}_currency`]];
  if (!new RegExp(`^(0|[1-9]\\d{0,14})(\\.\\d{1,${places}})?$`).test(amount) || !/[1-9]/.test(amount))
    bad(
      `quote.${side}_amount ${JSON.stringify(amount)} must be a positive decimal string with at most ${places} decimal places, such as "15000".`,
    );
}

/** Checks the request at the boundary, naming the field at fault; throws `invalid_options`. */
export function validateCheckoutRequest(request: CheckoutRequest): void {
  if (request.type !== 'onramp' && request.type !== 'offramp') bad('type must be "onramp" or "offramp".');
  text(request.reference, 'reference');
  checkQuote(request.quote, request.type);
  if (request.type === 'onramp') {
    text(request.payer?.name, 'payer.name');
    text(request.payer?.email, 'payer.email');
    text(request.destination?.address, 'destination.address');
  } else {
    text(request.beneficiary?.name, 'beneficiary.name');
    text(request.beneficiary?.email, 'beneficiary.email');
  }
}
