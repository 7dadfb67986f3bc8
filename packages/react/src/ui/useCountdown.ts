import { useEffect, useState } from 'react';

/** A quote holds its price for two minutes (the review step's countdown, and the funding step's hold). */
export const QUOTE_LIFETIME_MS = 120_000;

/**
 * Milliseconds left until `deadline` (local epoch ms), ticking each second; 0 once passed. The caller
 * computes the deadline, bounding the service's expiry by the known lifetime so clock skew cannot stretch it.
 */
export function useCountdown(deadline: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline === null ? 0 : Math.max(0, deadline - now);
}

/**
 * The earlier of the service's expiry and `lifetimeMs` after we received the object, on the device's clock:
 * `offsetMs` is the service's clock less the device's (the flow's clockOffsetMs), so a phone whose clock is
 * minutes ahead does not see a fresh quote as expired.
 */
export function boundedDeadline(
  expiresAt: string | undefined,
  receivedAt: number,
  lifetimeMs: number,
  offsetMs = 0,
): number {
  const byService = expiresAt ? Date.parse(expiresAt) - offsetMs : Number.NaN;
  const byLifetime = receivedAt + lifetimeMs;
  return Number.isNaN(byService) ? byLifetime : Math.min(byService, byLifetime);
}
