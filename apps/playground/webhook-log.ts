/**
 * The playground's webhook receiver, built as an integrator builds one: it registers an endpoint with the
 * sandbox (`POST /v1/webhook-endpoints`, which answers the signing secret once) and serves it with
 * @pulse/server's createOrderWebhookHandler, which verifies every delivery's `Service-Signature`, applies
 * order events to the demo's order tracker and de-duplicates on the event id (a retry keeps its id). Each new
 * event is also kept for the page's event log to read.
 *
 *   POST /api/webhooks                   the endpoint the sandbox delivers to
 *   GET  /api/webhooks/events?after=N    verified events with seq > N, and `last`; without `after` only `last`
 *                                        (the first read registers the endpoint)
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StartedSandbox } from '@pulse/sandbox';
import {
  createOrderWebhookHandler,
  toNodeHandler,
  type OrderTracker,
  type WebhookEvent,
} from '@pulse/server';
import { sandboxCall } from './controls.js';

export interface LoggedEvent {
  seq: number;
  id: string;
  type: string;
  /** The resource's id and, where it has one, its status. */
  resource: string;
}

function describe(event: WebhookEvent): string {
  const data = (event.data ?? {}) as { id?: unknown; status?: unknown };
  return [data.id, data.status].filter((v) => typeof v === 'string').join(' ');
}

export function webhookLog(sandbox: StartedSandbox, orders: OrderTracker) {
  let receive: ReturnType<typeof toNodeHandler> | null = null;
  let registering: Promise<void> | null = null;
  const events: LoggedEvent[] = [];

  const register = (host: string) =>
    (registering ??= (async () => {
      const answer = await sandboxCall(sandbox, 'POST', '/v1/webhook-endpoints', {
        url: `http://${host}/api/webhooks`,
      });
      const secret = (answer.body as { data?: { secret?: unknown } } | null)?.data?.secret;
      if (answer.status >= 300 || typeof secret !== 'string' || !secret) {
        registering = null;
        throw new Error(`The sandbox refused the webhook endpoint (${answer.status}).`);
      }
      // Built once, with the secret the sandbox answered: deliveries to this endpoint are signed with it.
      receive = toNodeHandler(
        createOrderWebhookHandler({
          secret,
          tracker: orders,
          onEvent: (event) => {
            events.push({
              seq: events.length + 1,
              id: event.id,
              type: event.type ?? 'unknown',
              resource: describe(event),
            });
          },
        }),
      );
    })());

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  return async (req: IncomingMessage, res: ServerResponse, path: string): Promise<void> => {
    if (path === '/api/webhooks' && req.method === 'POST') {
      // Nothing can be verified before the sandbox has answered the secret.
      if (!receive) return send(res, 503, { code: 'not_registered' });
      return receive(req, res);
    }
    if (path === '/api/webhooks/events' && req.method === 'GET') {
      try {
        await register(req.headers.host ?? 'localhost');
      } catch (e) {
        return send(res, 502, { error: (e as Error).message });
      }
      // Without `after`, only the position: a page that just opened starts from now, not from history.
      const after = new URL(req.url ?? '/', 'http://x').searchParams.get('after');
      const last = events.length;
      if (after === null) return send(res, 200, { events: [], last });
      return send(res, 200, { events: events.filter((e) => e.seq > (Number(after) || 0)), last });
    }
    return send(res, 404, { error: 'not found' });
  };
}
