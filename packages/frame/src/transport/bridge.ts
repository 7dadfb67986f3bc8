/** The frame's end of the private port: typed sends, checked receives, and asking the host for a new token. */
import {
  isHostMessage,
  type FrameMessage,
  type FrameOptions,
  type HostMessage,
  type ThemeInput,
} from '@pulse/core';

type Outgoing = FrameMessage extends infer M ? (M extends { v: 1 } ? Omit<M, 'v'> : never) : never;

export interface Bridge {
  send(m: Outgoing): void;
  /**
   * Asks the host for a fresh token: null when it says it has none, undefined when it does not answer within
   * `timeoutMs` (its getter still waiting on a slow network, say).
   */
  requestToken(timeoutMs?: number): Promise<string | null | undefined>;
  close(): void;
}

export interface BridgeHandlers {
  onUpdate(update: { theme?: ThemeInput; strings?: FrameOptions['strings'] }): void;
}

export function createBridge(port: MessagePort, handlers: BridgeHandlers): Bridge {
  let waiting: ((token: string | null | undefined) => void) | undefined;
  port.onmessage = (event: MessageEvent) => {
    const m: unknown = event.data;
    if (!isHostMessage(m)) return;
    const host = m as HostMessage;
    if (host.type === 'update') {
      const update: { theme?: ThemeInput; strings?: FrameOptions['strings'] } = {};
      if (host.theme) update.theme = host.theme;
      if (host.strings) update.strings = host.strings;
      handlers.onUpdate(update);
    } else if (host.type === 'token') {
      waiting?.(host.token);
    }
  };
  return {
    send: (m) => port.postMessage({ v: 1, ...m }),
    requestToken(timeoutMs = 10_000) {
      waiting?.(null);
      return new Promise((resolve) => {
        const timer = setTimeout(() => done(undefined), timeoutMs);
        const done = (token: string | null | undefined) => {
          clearTimeout(timer);
          waiting = undefined;
          resolve(token);
        };
        waiting = done;
        port.postMessage({ v: 1, type: 'token_request' });
      });
    },
    close() {
      port.onmessage = null;
      port.close();
    },
  };
}
