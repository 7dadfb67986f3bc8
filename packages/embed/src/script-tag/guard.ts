/**
 * The script-tag build's frame-message guard. Like core's isFrameMessage it accepts only a record with `v: 1`
 * and a known `type`, and checks the type of every field mount() reads: `channel` of hello, `height` of resize,
 * and the callback arguments listed in events.ts (strings; a status may have a null orderId). It leaves out
 * core's tables of status values and length limits, which the frame's own tests hold its messages to.
 */
import type { FrameMessage } from '@pulse/core';
import { EVENTS } from '../events.js';

export const isFrameMessage = (x: unknown): x is FrameMessage => {
  const m = (x ?? {}) as Record<string, unknown>;
  const type = m.v === 1 && m.type;
  return type === 'hello'
    ? typeof m.channel == 'string'
    : type === 'resize'
      ? typeof m.height == 'number'
      : type === 'token_request' ||
        (Object.hasOwn(EVENTS, type as string) &&
          EVENTS[type as string]!.slice(1).every(
            (k) => typeof m[k] == 'string' || (k == 'orderId' && type == 'status' && m[k] === null),
          ));
};
