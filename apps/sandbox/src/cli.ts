/**
 * `pulse-sandbox [--port 4010] [--host 127.0.0.1] [--rate-limit 60|off] [--quiet] [--data DIR]
 * [--forward-to URL] [--cors-origin ORIGIN]… [--frame-ancestor ORIGIN]… [--allow-webhook-host HOST]…`:
 * starts the sandbox and prints the seeded businesses and their keys. `pulse-sandbox pay|advance|trigger|replay
 * …` drives a running one instead (commands.ts).
 */
import { parseArgs } from 'node:util';
import { COMMANDS, COMMANDS_USAGE, CommandError, runCommand } from './commands.js';
import { startSandbox } from './start.js';

const argv = process.argv.slice(2).filter((arg) => arg !== '--');
if ((COMMANDS as readonly string[]).includes(argv[0] ?? '')) {
  try {
    await runCommand(argv, { print: (line) => console.log(line), env: process.env });
    process.exit(0);
  } catch (e) {
    console.error(`pulse-sandbox ${argv[0]}: ${e instanceof CommandError ? e.message : String(e)}`);
    process.exit(e instanceof CommandError ? 2 : 1);
  }
}

const { values } = parseArgs({
  // `pnpm start -- --port 4010` passes the `--` through.
  args: argv,
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    'rate-limit': { type: 'string', default: '60' },
    quiet: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
    data: { type: 'string' },
    'forward-to': { type: 'string' },
    'cors-origin': { type: 'string', multiple: true },
    'frame-ancestor': { type: 'string', multiple: true },
    'allow-webhook-host': { type: 'string', multiple: true },
  },
});

const USAGE =
  'Usage: pulse-sandbox [--port 4010] [--host 127.0.0.1] [--rate-limit 60|off] [--quiet]\n' +
  '                     [--data DIR] [--forward-to URL] [--cors-origin ORIGIN]...\n' +
  '                     [--frame-ancestor ORIGIN]... [--allow-webhook-host HOST]...\n' +
  '  --data DIR          keep keys and set-up records in DIR across restarts\n' +
  '  --forward-to URL    deliver every test-environment webhook event to URL (your app)\n' +
  '  --cors-origin ORIG  a browser origin allowed to use test keys (repeatable; http://localhost:* by default)\n' +
  '  --frame-ancestor O  an origin allowed to frame /embed/ (repeatable; the --cors-origin origins by default)\n' +
  '  --allow-webhook-host HOST  a non-loopback host webhook endpoints may use (repeatable; * for any)';

if (values.help) {
  console.log(`${USAGE}\n\n${COMMANDS_USAGE}`);
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

const forwardTo = values['forward-to'];
if (forwardTo !== undefined && !/^https?:\/\/[^\s@]+$/.test(forwardTo)) {
  console.error(
    `--forward-to must be an http(s) URL like http://localhost:3000/api/webhooks, got "${forwardTo}"`,
  );
  process.exit(2);
}

let sandbox;
try {
  sandbox = await startSandbox({
    ...(values.data ? { dataDir: values.data } : {}),
    webhooks: {
      ...(forwardTo ? { forwardTo } : {}),
      ...(values['allow-webhook-host'] ? { allowHosts: values['allow-webhook-host'] } : {}),
    },
    ...(values['cors-origin'] ? { corsOrigins: values['cors-origin'] } : {}),
    ...(values['frame-ancestor'] ? { frameAncestors: values['frame-ancestor'] } : {}),
    port,
    host: values.host,
    rateLimitPerMinute: limit,
    log: !values.quiet,
  });
} catch (e) {
  console.error(`pulse-sandbox could not start: ${(e as Error).message}`);
  process.exit(2);
}
console.log(`Pulse sandbox listening on ${sandbox.url} (routes under ${sandbox.url}/v1)`);
console.log(`  apiUrl    ${sandbox.url}`);
console.log(`  embedUrl  ${sandbox.embedUrl}  (the hosted embed and /embed/pulse.iife.js)`);
for (const b of sandbox.businesses) {
  console.log(`\n${b.name} (${b.id})`);
  console.log(`  test secret key  ${b.test.secretKey}`);
  console.log(`  live secret key  ${b.live.secretKey}`);
  console.log(`  test webhook     ${b.test.webhookSecret}`);
}
if (forwardTo) {
  console.log(
    `\nForwarding every test event to ${forwardTo}, signed with each business's test webhook secret.`,
  );
}
if (values.data) console.log(`\nState kept in ${values.data}; the keys above stay the same across restarts.`);
console.log('');

const shutdown = () => void sandbox.stop().then(() => process.exit(0));
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
