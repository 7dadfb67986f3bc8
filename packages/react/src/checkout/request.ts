import { FIAT, isAsset, isNetwork, PulseError, type CreateQuoteRequest } from '@pulse/core';
import type { CheckoutRequest } from '../types.js';

const DECIMAL = /^\d{1,15}(\.\d{1,18})?$/;
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
  if (!DECIMAL.test(String(amounts[0]))) bad('quote amount must be a decimal string such as "15000".');
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
