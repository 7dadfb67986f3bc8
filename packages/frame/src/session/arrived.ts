import { isZero, type ClientSession } from '@pulse/core/internal';

/**
 * Whether any money reached the session's address yet. The service writes amounts with the asset's places,
 * so nothing received is "0.000000", not "0": compared as a number, never as text.
 */
export const arrived = (session: ClientSession): boolean => !isZero(session.received.amount);
