// The merchant's server (Express 5, ESM), typechecked under module node16 and run compiled: it starts the
// packaged sandbox, mints sessions, serves the rate route, the checkout proxy and a webhook route that the
// sandbox delivers its signed events to, and makes one order with core's typed API client.
import express from 'express';
import { ClientAuth, createApiClient } from '@pulse/core';
import { startSandbox } from '@pulse/sandbox';
import {
  createCheckoutProxy,
  createRateHandler,
  createSession,
  isPulseError,
  toNodeHandler,
  verifyWebhook,
} from '@pulse/server';

// The app listens first, so that the sandbox can forward its test events to the app's webhook route.
const app = express();
const received: string[] = [];
const server = app.listen(0, 'localhost');
await new Promise((resolve) => server.once('listening', resolve));
const address = server.address();
const url = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
const sandbox = await startSandbox({ webhooks: { forwardTo: `${url}/api/webhooks` } });
const options = { apiKey: sandbox.keys.test, baseUrl: sandbox.url };
const secret = sandbox.businesses[0]!.test.webhookSecret;

app.post('/api/session', async (_req, res) => {
  const session = await createSession(options, {
    reference: `shop-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    amount: '25000',
    currency: 'NGN',
  });
  res.json({ token: session.token, embedUrl: sandbox.embedUrl, apiUrl: sandbox.url });
});
app.get('/api/pulse/rate', toNodeHandler(createRateHandler(options)));
app.all('/api/pulse/checkout/{*route}', toNodeHandler(createCheckoutProxy(options)));
app.post('/api/webhooks', express.raw({ type: 'application/json' }), (req, res) => {
  try {
    const event = verifyWebhook(req.body as Buffer, req.header('service-signature'), secret);
    received.push(String(event.type));
    res.json({ received: event.id });
  } catch (e) {
    res.status(isPulseError(e) ? 400 : 500).json({ error: (e as Error).message });
  }
});
app.get('/api/webhooks/received', (_req, res) => {
  res.json(received);
});
app.use(express.static('dist'));

// An order made with the typed API client: the sandbox sends order.awaiting_payment to the route above.
const client = createApiClient({ baseUrl: sandbox.url, auth: ClientAuth.apiKey(sandbox.keys.test) });
const { data: quote } = await client.post('/v1/quotes', {
  source_currency: 'NGN',
  destination_currency: 'USDT',
  network: 'BASE',
  source_amount: '50000',
});
const { data: order } = await client.post('/v1/onramp/orders', {
  reference: `shop-order-${Date.now()}`,
  quote_id: quote.id,
  payer: { name: 'Ada Obi', email: 'ada@example.com' },
  destination: { address: '0x2f6a6bcd0d0ea1a4bcf8e9f2b1e0c3d4a5b6c7d8' },
});
const status: 'awaiting_payment' | 'processing' | 'completed' | 'expired' = order.status;
process.stdout.write(`${JSON.stringify({ url, sandbox: sandbox.url, order: order.id, status })}\n`);

process.on('SIGTERM', () => {
  server.close();
  void sandbox.stop().then(() => process.exit(0));
});
