import type { ClientSession } from '@pulse/core';

/** Whether any money reached the session's address yet: the service writes nothing received as "0". */
export const arrived = (session: ClientSession): boolean => session.received.amount !== '0';
