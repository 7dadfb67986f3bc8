import type { FrameMessage } from '@pulse/core';

export const TOKEN = 'cs_test_abcdefghijklmnop1234';
export const EMBED = 'https://frame.example.test';

/** Sends a message to the host window as if `source` had posted it from `origin`. */
export function deliver(data: unknown, source: MessageEventSource | null, origin = EMBED): void {
  window.dispatchEvent(new MessageEvent('message', { data, source, origin }));
}

/** The channel id mount put in the iframe's URL fragment. */
export const channelOf = (iframe: HTMLIFrameElement): string =>
  new URLSearchParams(new URL(iframe.src).hash.slice(1)).get('channel') ?? '';

export const hello = (channel: string): FrameMessage => ({ v: 1, type: 'hello', channel });

export const tick = () => new Promise((r) => setTimeout(r, 0));
