/**
 * The playground's webhook receiver, built as an integrator builds one: it registers an endpoint with the
 * sandbox (`POST /v1/webhook-endpoints`, which answers the signing secret once), verifies every delivery's
 * `Service-Signature` with @pulse/server's verifyWebhook, de-duplicates on the event id (a retry keeps its
 * id), and keeps the verified events for the page's event log to read.
 *
 *   POST /api/webhooks                   the endpoint the sandbox delivers to
 *   GET  /api/webhooks/events?after=N    verified events with seq > N, and `last`; without `after` only `last`
 *                                        (the first read registers the endpoint)
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StartedSandbox } from '@pulse/sandbox';
import { isPulseError, verifyWebhook, type WebhookEvent } from '@pulse/server';

export interface LoggedEvent {
  seq: number;
  id: string;
  type: string;
  /** The resource's id and, where it has one, its status. */
  resource: string;
}

const MAX_BODY = 256 * 1024;

async function rawBody(req: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function describe(event: WebhookEvent): string {
  const data = (event.data ?? {}) as { id?: unknown; status?: unknown };
  return [data.id, data.status].filter((v) => typeof v === 'string').join(' ');
}

export function webhookLog(sandbox: StartedSandbox) {
  let secret: string | null = null;
  let registering: Promise<void> | null = null;
  const events: LoggedEvent[] = [];
  const seen = new Set<string>();

  const register = (host: string) =>
    (registering ??= (async () => {
      const response = await fetch(`${sandbox.url}/v1/webhook-endpoints`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-api-key': sandbox.keys.test,
          'idempotency-key': crypto.randomUUID(),
        },
        body: JSON.stringify({ url: `http://${host}/api/webhooks` }),
      });
      const body = (await response.json()) as { data?: { secret?: string } };
      if (!response.ok || !body.data?.secret) {
        registering = null;
        throw new Error(`The sandbox refused the webhook endpoint (${response.status}).`);
      }
      secret = body.data.secret;
    })());

  const send = (res: ServerResponse, status: number, body?: unknown) => {
    if (body === undefined) res.writeHead(status).end();
    else res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  return async (req: IncomingMessage, res: ServerResponse, path: string): Promise<void> => {
    if (path === '/api/webhooks' && req.method === 'POST') {
      const body = await rawBody(req);
      if (!body) return send(res, 413, { code: 'body_too_large' });
      if (!secret) return send(res, 503, { code: 'not_registered' });
      let event: WebhookEvent;
      try {
        event = verifyWebhook(body, req.headers['service-signature'] as string | undefined, secret);
      } catch (e) {
        // A bad or missing signature is the sender's fault: 400, so it is not retried as a server failure.
        if (isPulseError(e)) return send(res, 400, { code: e.code });
        throw e;
      }
      if (!seen.has(event.id)) {
        seen.add(event.id);
        events.push({
          seq: events.length + 1,
          id: event.id,
          type: event.type ?? 'unknown',
          resource: describe(event),
        });
      }
      return send(res, 204);
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
