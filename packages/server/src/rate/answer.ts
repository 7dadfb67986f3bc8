/** What the rate route answers, before it becomes a Response, and what it prices from. */
import type { Quote, RatesResponse } from '@pulse/core';

/** A status and an envelope, and when to ask again (the answer's Retry-After) if it says wait. */
export type Answer = { status: number; body: unknown; retryAfterMs?: number };

/** The service's envelope of a failure. */
export const failure = (status: number, code: string, error: string): Answer => ({
  status,
  body: { status: false, code, error },
});

/**
 * What one service answer says about a bucket: a locked quote, or the indicative list; `at` is when this
 * server received it (its own clock, so that a server clock off the service's does not change how long an
 * answer is kept).
 */
export type Source =
  | { kind: 'quote'; quote: Quote; amount: string; at: number }
  | { kind: 'rates'; rates: RatesResponse['rates']; at: number };
