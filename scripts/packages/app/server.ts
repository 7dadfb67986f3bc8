// The merchant's server (Express 5, ESM), typechecked under module node16 and run compiled: it starts the
// packaged sandbox, mints sessions, and serves the rate route, the checkout proxy and a webhook route.
import { readFileSync } from 'node:fs';
import { createHmac } from 'node:crypto';
import express from 'express';
import { startSandbox } from '@pulse/sandbox';
import {
  createCheckoutProxy,
  createRateHandler,
  createSession,
  isPulseError,
  toNodeHandler,
  verifyWebhook,
} from '@pulse/server';

const sandbox = await startSandbox();
const options = { apiKey: sandbox.keys.test, baseUrl: sandbox.url };
const secret = sandbox.businesses[0]!.test.webhookSecret;

const app = express();
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
    res.json({ received: event.id });
  } catch (e) {
    res.status(isPulseError(e) ? 400 : 500).json({ error: (e as Error).message });
  }
});
app.use(express.static('dist'));

const server = app.listen(0, 'localhost', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const body = readFileSync('package.json', 'utf8');
  const t = Math.floor(Date.now() / 1000);
  const signature = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  process.stdout.write(
    `${JSON.stringify({ url: `http://localhost:${port}`, sandbox: sandbox.url, t, signature })}\n`,
  );
});
process.on('SIGTERM', () => {
  server.close();
  void sandbox.stop().then(() => process.exit(0));
});
