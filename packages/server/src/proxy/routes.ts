/** What the checkout proxy forwards: the checkout's own routes, nothing else. */

const ID = '[A-Za-z0-9_-]{1,128}';

/** One forwarded route: its method, its path as documented, and the pattern matching it. */
export type Route = { method: 'GET' | 'POST'; pattern: RegExp; path: string };

/**
 * The only routes the in-app checkout calls, matched on the whole path after the mount; anything else is
 * refused. The order list is forwarded only as the lookup by `reference` the checkout makes after a 409.
 */
export const CHECKOUT_ROUTES: readonly Route[] = [
  { method: 'POST', path: '/v1/quotes', pattern: /^\/v1\/quotes$/ },
  { method: 'POST', path: '/v1/quotes/{id}/refresh', pattern: new RegExp(`^/v1/quotes/(${ID})/refresh$`) },
  { method: 'POST', path: '/v1/onramp/orders', pattern: /^\/v1\/onramp\/orders$/ },
  { method: 'POST', path: '/v1/offramp/orders', pattern: /^\/v1\/offramp\/orders$/ },
  { method: 'GET', path: '/v1/orders/{id}', pattern: new RegExp(`^/v1/orders/(${ID})$`) },
  // The checkout's resume after 409 duplicate_reference: `?reference=` only, answered with the caller's orders.
  { method: 'GET', path: '/v1/orders?reference=', pattern: /^\/v1\/orders$/ },
  { method: 'GET', path: '/v1/banks', pattern: /^\/v1\/banks$/ },
  { method: 'POST', path: '/v1/banks/resolve', pattern: /^\/v1\/banks\/resolve$/ },
];
