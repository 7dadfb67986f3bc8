/**
 * `pulse-sandbox [--port 4010] [--host 127.0.0.1] [--rate-limit 60|off] [--quiet]`: starts the sandbox
 * and prints the seeded businesses and their keys.
 */
import { parseArgs } from 'node:util';
import { startSandbox } from './start.js';

const { values } = parseArgs({
  // `pnpm start -- --port 4010` passes the `--` through.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    'rate-limit': { type: 'string', default: '60' },
    quiet: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log('Usage: pulse-sandbox [--port 4010] [--host 127.0.0.1] [--rate-limit 60|off] [--quiet]');
  process.exit(0);
}

const port = Number(values.port);
const limit = values['rate-limit'] === 'off' ? false : Number(values['rate-limit']);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, got "${values.port}"`);
  process.exit(2);
}
if (limit !== false && (!Number.isInteger(limit) || limit < 1)) {
  console.error(
    `--rate-limit must be a whole number of requests a minute or "off", got "${values['rate-limit']}"`,
  );
  process.exit(2);
}

const sandbox = await startSandbox({
  port,
  host: values.host,
  rateLimitPerMinute: limit,
  log: !values.quiet,
});
console.log(`Pulse sandbox listening on ${sandbox.url} (routes under ${sandbox.url}/v1)`);
console.log(`  apiUrl    ${sandbox.url}`);
console.log(`  embedUrl  ${sandbox.embedUrl}  (the hosted embed and /embed/pulse.iife.js)`);
for (const b of sandbox.businesses) {
  console.log(`\n${b.name} (${b.id})`);
  console.log(`  test secret key  ${b.test.secretKey}`);
  console.log(`  live secret key  ${b.live.secretKey}`);
  console.log(`  test webhook     ${b.test.webhookSecret}`);
}
console.log('');

const shutdown = () => void sandbox.stop().then(() => process.exit(0));
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
