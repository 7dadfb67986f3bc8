/**
 * Reads one message of the WebView's onMessage: the page that sent it must be on the embed origin (the
 * event's url), the data a JSON string of bounded length, and the parsed value one that core's
 * isFrameMessage accepts. Anything else is dropped, never thrown on.
 */
import { isFrameMessage, type FrameMessage } from '@pulse/core';
import { parseHttpUrl } from './options.js';

/** Longer than any message of the protocol (an error's 1,024-character text, JSON-escaped), with room. */
const MAX_DATA = 16_384;

export function readFrameMessage(data: unknown, url: unknown, origin: string): FrameMessage | null {
  if (typeof data !== 'string' || data.length > MAX_DATA || parseHttpUrl(url)?.origin !== origin) return null;
  let m: unknown;
  try {
    m = JSON.parse(data);
  } catch {
    return null;
  }
  return isFrameMessage(m) ? m : null;
}
