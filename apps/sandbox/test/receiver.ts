/** A real local HTTP endpoint that receives webhook deliveries, verifying each with @pulse/server. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebhookEvent } from '@pulse/core';
import { verifyWebhook } from '../../../packages/server/src/index.js';

export interface Received {
  event: WebhookEvent;
  header: string;
  raw: string;
}

export interface Receiver {
  url: string;
  /** Every delivery that arrived, in arrival order, verified against `secrets()`. */
  received: Received[];
  /** Deliveries whose signature did not verify (should stay empty). */
  refused: string[];
  /** The secrets a delivery may be signed with (any one must verify). */
  secrets: string[];
  /** Decides the status of each delivery; 200 by default. Return 'hang' to never answer. */
  answer: (event: WebhookEvent, count: number) => number | 'hang';
  /** The receiver's own time in ms, which signatures are checked against. @default Date.now */
  now: () => number;
  /** Resolves once `n` deliveries have arrived. */
  waitFor(n: number): Promise<void>;
  close(): Promise<void>;
}

export async function startReceiver(secrets: string[] = []): Promise<Receiver> {
  const waiters: { n: number; resolve: () => void }[] = [];
  const hanging: ServerResponse[] = [];
  const receiver: Receiver = {
    url: '',
    received: [],
    refused: [],
    secrets,
    answer: () => 200,
    now: () => Date.now(),
    waitFor: (n) =>
      receiver.received.length >= n
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiters.push({ n, resolve })),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const header = String(req.headers['service-signature'] ?? '');
      const event = receiver.secrets
        .map((s) => {
          try {
            return verifyWebhook(raw, header, s, {
              now: Math.floor(receiver.now() / 1000),
            }) as unknown as WebhookEvent;
          } catch {
            return null;
          }
        })
        .find((e) => e !== null);
      if (!event) {
        receiver.refused.push(raw);
        res.writeHead(400).end();
        return;
      }
      receiver.received.push({ event, header, raw });
      const count = receiver.received.filter((r) => r.event.id === event.id).length;
      const status = receiver.answer(event, count);
      if (status === 'hang') hanging.push(res);
      else res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
      for (const w of waiters.filter((x) => receiver.received.length >= x.n)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks`;
  return receiver;
}
