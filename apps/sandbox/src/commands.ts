/**
 * The `pulse-sandbox` commands that drive a running sandbox over HTTP with a test key, to finish a test
 * payment without clicking through a checkout: `pay`, `advance`, `trigger` and `replay`. Each prints what
 * happened and the events it sent. The key comes from `--key` or `PULSE_SANDBOX_KEY`, the sandbox from
 * `--url` or `PULSE_SANDBOX_URL` (default http://127.0.0.1:4010).
 */
import { parseArgs } from 'node:util';
import type { PaymentAnswer, PaymentOutcome, SentEvent } from './routes/payments.js';

/** The command names `runCommand` takes. */
export const COMMANDS = ['pay', 'advance', 'trigger', 'replay'] as const;

export const COMMANDS_USAGE = [
  'Commands (against a running sandbox; --url URL or PULSE_SANDBOX_URL, --key sk_test_… or PULSE_SANDBOX_KEY):',
  '  pulse-sandbox pay ID [--under|--over|--wrong-network|--late] [--no-finish]',
  '      pay a collection session, collection order or order as a customer would, then run its lifecycle',
  '  pulse-sandbox advance SECONDS          move the test clock',
  '  pulse-sandbox trigger TYPE OBJECT_ID   send a webhook event of TYPE for an object, as it is now',
  '  pulse-sandbox replay DELIVERY_ID       send a logged webhook delivery again',
].join('\n');

export interface CommandIo {
  /** One line of output. */
  print(line: string): void;
  env: Record<string, string | undefined>;
  fetch?: typeof fetch;
}

/** A command failed: its message says what to change. */
export class CommandError extends Error {}

const eventLines = (events: readonly SentEvent[]) =>
  events.length === 0
    ? ['Events sent: none']
    : ['Events sent:', ...events.map((e) => `  ${e.id}  ${e.type}`)];

/** Runs one command (`args` without the program name); resolves when its output is printed. */
export async function runCommand(args: readonly string[], io: CommandIo): Promise<void> {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: {
      url: { type: 'string' },
      key: { type: 'string' },
      under: { type: 'boolean', default: false },
      over: { type: 'boolean', default: false },
      'wrong-network': { type: 'boolean', default: false },
      late: { type: 'boolean', default: false },
      'no-finish': { type: 'boolean', default: false },
    },
  });
  const [command, ...rest] = positionals;
  const url = (values.url ?? io.env.PULSE_SANDBOX_URL ?? 'http://127.0.0.1:4010').replace(/\/+$/, '');
  const key = values.key ?? io.env.PULSE_SANDBOX_KEY;
  if (!key || !key.startsWith('sk_test_')) {
    throw new CommandError('a test secret key is needed: --key sk_test_… or PULSE_SANDBOX_KEY=sk_test_…');
  }
  const call = async <T>(path: string, body?: unknown): Promise<T> => {
    let res: Response;
    try {
      res = await (io.fetch ?? fetch)(`${url}${path}`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${key}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': crypto.randomUUID(),
        },
        body: JSON.stringify(body ?? {}),
      });
    } catch (e) {
      throw new CommandError(
        `no sandbox answers at ${url} (${(e as Error).message}); start one or pass --url`,
      );
    }
    const answer = (await res.json()) as { status: boolean; data?: T; error?: string; code?: string };
    if (!answer.status) throw new CommandError(`${res.status} ${answer.code}: ${answer.error}`);
    return answer.data as T;
  };
  const needs = (n: number, what: string) => {
    if (rest.length !== n) throw new CommandError(`${command} takes ${what}`);
  };

  switch (command) {
    case 'pay': {
      needs(1, 'one id: a collection session, collection order or order');
      const chosen = (['under', 'over', 'wrong-network', 'late'] as const).filter((o) => values[o]);
      if (chosen.length > 1) throw new CommandError(`pay takes one of --${chosen.join(', --')}`);
      const outcome = (chosen[0]?.replace('-', '_') ?? 'full') as PaymentOutcome;
      const paid = await call<PaymentAnswer>('/v1/sandbox/payments', {
        id: rest[0],
        outcome,
        finish: !values['no-finish'],
      });
      const p = paid.payment;
      const how = `${p.amount} ${p.currency}${p.network ? ` on ${p.network}` : ''} by ${p.method.replace('_', ' ')}`;
      io.print(`Paid ${paid.object.replace('_', ' ')} ${paid.id} (${paid.outcome}): ${how}.`);
      if (p.executed === false) io.print(`The payment was not counted: ${p.reason}.`);
      io.print(
        `Status: ${paid.status}${paid.advanced_seconds ? ` (clock moved ${paid.advanced_seconds} s)` : ''}.`,
      );
      for (const line of eventLines(paid.events)) io.print(line);
      return;
    }
    case 'advance': {
      needs(1, 'a number of seconds');
      const seconds = Number(rest[0]);
      if (!Number.isFinite(seconds) || seconds <= 0) {
        throw new CommandError(`advance takes a number of seconds above 0, got "${rest[0]}"`);
      }
      const { now } = await call<{ now: string }>('/v1/sandbox/clock/advance', { seconds });
      io.print(`The test clock moved ${seconds} s; it is now ${now}.`);
      return;
    }
    case 'trigger': {
      needs(2, 'an event type and an object id');
      const sent = await call<{ events: SentEvent[] }>('/v1/sandbox/events', {
        type: rest[0],
        object_id: rest[1],
      });
      io.print(`Sent ${rest[0]} for ${rest[1]}.`);
      for (const line of eventLines(sent.events)) io.print(line);
      return;
    }
    case 'replay': {
      needs(1, 'a delivery id (dlv_…, from GET /v1/sandbox/webhook-deliveries)');
      const sent = await call<{ endpoint_id: string; events: SentEvent[] }>(
        `/v1/sandbox/webhook-deliveries/${encodeURIComponent(rest[0]!)}/replay`,
      );
      io.print(`Queued delivery ${rest[0]} again to endpoint ${sent.endpoint_id}.`);
      for (const line of eventLines(sent.events)) io.print(line);
      return;
    }
    default:
      throw new CommandError(`unknown command "${command}"; one of ${COMMANDS.join(', ')}`);
  }
}
