/**
 * The script-tag build's guard of the handshake's port. Like core's isFrameMessage it accepts only a record
 * with `v: 1` and a known `type`, and checks the type of every field mount() reads: `height` of resize and the
 * callback arguments listed in events.ts (strings; a status may have a null orderId). A `hello` is refused: it
 * is a window message, which mount() checks by comparing its fields, never a port message. It leaves out core's
 * tables of status values and length limits, which the frame's own tests hold its messages to.
 */
import type { FrameMessage } from '@pulse/core';
import { EVENTS } from '../events.js';

export const isFrameMessage = (x: unknown): x is FrameMessage => {
  const m = x as Record<string, unknown> | null | undefined;
  // A type only with `v: 1`, so the fields below are read only from an object.
  const type = m?.v === 1 && m.type;
  return type === 'resize'
    ? typeof m!.height == 'number'
    : type === 'token_request' ||
        (Object.hasOwn(EVENTS, type as string) &&
          EVENTS[type as string]!.slice(1).every(
            (k) => typeof m![k] == 'string' || (k == 'orderId' && type == 'status' && m![k] === null),
          ));
};
