import { useEffect } from 'react';
// Type-only: erased from the page's bundle, so no server code reaches the browser.
import type { LoggedEvent } from '../webhook-log';
import type { Note } from './events';

/**
 * Feeds the event log with the webhooks this page's backend received and verified (webhook-log.ts). The
 * first read registers the backend's endpoint with the sandbox and starts from now; then it asks once a
 * second for newer ones.
 */
export function useWebhookEvents(note: Note): void {
  useEffect(() => {
    let after: number | null = null;
    let stopped = false;
    let failed = false;
    const read = async () => {
      try {
        const response = await fetch(`/api/webhooks/events${after === null ? '' : `?after=${after}`}`);
        const body = (await response.json()) as { events?: LoggedEvent[]; last?: number; error?: string };
        if (!response.ok) throw new Error(body.error ?? String(response.status));
        for (const e of body.events ?? []) {
          if (!stopped) note('webhook', `${e.type} ${e.resource} (verified, ${e.id})`);
        }
        after = body.last ?? after;
        failed = false;
      } catch (e) {
        if (!failed && !stopped) note('webhook', `could not read webhooks: ${(e as Error).message}`);
        failed = true;
      }
    };
    void read();
    const timer = setInterval(() => void read(), 1000);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [note]);
}
