import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { runCommand } from '../src/commands.js';
import { startSandbox, type StartedSandbox } from '../src/index.js';
import { startReceiver } from './receiver.js';

const BIN = fileURLToPath(new URL('../bin/pulse-sandbox.mjs', import.meta.url));
const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const f of cleanup.splice(0)) await f();
});

async function sandbox() {
  const sb = await startSandbox({ rateLimitPerMinute: false, webhooks: { retryBaseMs: 20 } });
  cleanup.push(() => sb.stop());
  return sb;
}

const api = (sb: StartedSandbox) => async (method: string, path: string, body?: unknown) => {
  const res = await fetch(`${sb.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${sb.keys.test}`, 'Content-Type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: await res.json() };
};

async function run(sb: StartedSandbox, ...args: string[]) {
  const lines: string[] = [];
  await runCommand(args, {
    print: (l) => lines.push(l),
    env: { PULSE_SANDBOX_URL: sb.url, PULSE_SANDBOX_KEY: sb.keys.test },
  });
  return lines;
}

const newSession = async (sb: StartedSandbox, reference: string) =>
  (
    await api(sb)('POST', '/v1/collection-sessions', {
      reference,
      amount: '25000',
      currency: 'NGN',
      flow: 'direct',
      asset: 'USDT',
      network: 'BASE',
    })
  ).body.data;

describe('pulse-sandbox commands', () => {
  it('pay prints what was paid, the status and every event sent; advance moves the clock', async () => {
    const sb = await sandbox();
    const s = await newSession(sb, 'cmd-1');
    const lines = await run(sb, 'pay', s.id);
    expect(lines[0]).toMatch(/^Paid collection order \S+ \(full\): [\d.]+ USDT on BASE by crypto deposit\.$/);
    expect(lines[1]).toMatch(/^Status: completed \(clock moved \d+ s\)\.$/);
    expect(lines.slice(2)).toEqual([
      'Events sent:',
      ...Array(4).fill(expect.stringMatching(/^ {2}evt_\S+ {2}collection_order\.updated$/)),
    ]);
    const before = sb.clock.now().getTime();
    const moved = await run(sb, 'advance', '90');
    expect(moved).toEqual([expect.stringMatching(/^The test clock moved 90 s; it is now \S+Z\.$/)]);
    // The clock runs on real time too: at least the 90 s moved.
    expect(Date.parse(/now (\S+)\.$/.exec(moved[0]!)![1]!) - before).toBeGreaterThanOrEqual(90_000);
    const under = await newSession(sb, 'cmd-2');
    expect((await run(sb, 'pay', under.id, '--under', '--no-finish'))[1]).toBe('Status: underpaid.');
  });

  it('names what is wrong: no key, a live key, an unknown id, two outcomes, an unknown command', async () => {
    const sb = await sandbox();
    const io = (env: Record<string, string>) => ({ print: () => undefined, env });
    await expect(runCommand(['pay', 'x'], io({ PULSE_SANDBOX_URL: sb.url }))).rejects.toThrow(
      /test secret key/,
    );
    await expect(
      runCommand(['pay', 'x'], io({ PULSE_SANDBOX_URL: sb.url, PULSE_SANDBOX_KEY: sb.keys.live })),
    ).rejects.toThrow(/test secret key/);
    await expect(run(sb, 'pay', 'ord_nope')).rejects.toThrow(/404 not_found/);
    await expect(run(sb, 'pay', 'x', '--under', '--late')).rejects.toThrow(/one of --under, --late/);
    await expect(run(sb, 'refund', 'x')).rejects.toThrow(/unknown command "refund"/);
    await expect(run(sb, 'advance', 'soon')).rejects.toThrow(/number of seconds/);
  });

  it('trigger sends any event type for an object, and replay sends a logged delivery again', async () => {
    const sb = await sandbox();
    const receiver = await startReceiver([]);
    cleanup.push(() => receiver.close());
    const endpoint = await api(sb)('POST', '/v1/webhook-endpoints', { url: receiver.url });
    receiver.secrets.push(endpoint.body.data.secret);
    const s = await newSession(sb, 'cmd-3');
    const orderId = (await api(sb)('GET', `/v1/collection-orders`)).body.data[0].id;
    const sent = await run(sb, 'trigger', 'collection_order.updated', orderId);
    expect(sent[0]).toBe(`Sent collection_order.updated for ${orderId}.`);
    await receiver.waitFor(1);
    expect(receiver.received[0]!.event).toMatchObject({
      type: 'collection_order.updated',
      data: { id: orderId, session_id: s.id },
    });
    const delivery = (await api(sb)('GET', '/v1/sandbox/webhook-deliveries')).body.data[0];
    const replayed = await run(sb, 'replay', delivery.id);
    expect(replayed[0]).toBe(`Queued delivery ${delivery.id} again to endpoint ${endpoint.body.data.id}.`);
    await receiver.waitFor(2);
    expect(receiver.received[1]!.event.id).toBe(receiver.received[0]!.event.id);
    await expect(run(sb, 'trigger', 'order.completed', orderId)).rejects.toThrow(/404 not_found/);
    await expect(run(sb, 'trigger', 'order.refunded', orderId)).rejects.toThrow(/400 invalid_request/);
  });

  it('runs as the pulse-sandbox command, exiting 2 with the reason on a mistake', async () => {
    const sb = await sandbox();
    const s = await newSession(sb, 'cmd-4');
    const exec = (args: string[], env: Record<string, string>) =>
      new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
        const child = spawn(process.execPath, [BIN, ...args], { env: { ...process.env, ...env } });
        let out = '';
        let err = '';
        child.stdout.on('data', (b) => (out += b));
        child.stderr.on('data', (b) => (err += b));
        child.on('close', (code) => resolve({ code, out, err }));
      });
    const env = { PULSE_SANDBOX_URL: sb.url, PULSE_SANDBOX_KEY: sb.keys.test };
    const ok = await exec(['pay', s.id, '--over'], env);
    expect([ok.code, ok.err]).toEqual([0, '']);
    expect(ok.out).toContain('Status: completed');
    const bad = await exec(['pay', s.id], { PULSE_SANDBOX_URL: sb.url, PULSE_SANDBOX_KEY: '' });
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('pulse-sandbox pay: a test secret key is needed');
  }, 30_000);
});
