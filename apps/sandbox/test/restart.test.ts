/**
 * The sandbox as a process, killed with SIGKILL (no chance to save on the way out) and started again on the
 * same state directory: what a client retries after a crash must not act twice.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const BIN = fileURLToPath(new URL('../bin/pulse-sandbox.mjs', import.meta.url));
const running: ChildProcess[] = [];
const dirs: string[] = [];

afterEach(() => {
  for (const p of running.splice(0)) p.kill('SIGKILL');
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** Starts `pulse-sandbox --data dir` on a free port; resolves with its URL and first test key. */
function start(dir: string): Promise<{ url: string; key: string; process: ChildProcess }> {
  const child = spawn(
    process.execPath,
    [BIN, '--port', '0', '--quiet', '--rate-limit', 'off', '--data', dir],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  running.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stderr!.on('data', (b) => (err += b));
    child.once('exit', (code) => reject(new Error(`pulse-sandbox exited ${code}: ${err}`)));
    child.stdout!.on('data', (b) => {
      out += b;
      const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
      const key = /test secret key\s+(sk_test_\S+)/.exec(out)?.[1];
      if (url && key) resolve({ url, key, process: child });
    });
  });
}

const killed = (p: ChildProcess) =>
  new Promise<void>((resolve) => {
    p.once('exit', () => resolve());
    p.kill('SIGKILL');
  });

describe('a restart between a request and its retry', () => {
  it('replays the first answer of a keyed POST and creates nothing twice', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pulse-sandbox-restart-'));
    dirs.push(dir);
    const body = JSON.stringify({
      type: 'bank_account',
      is_default: true,
      bank_account: { bank_code: '058', account_number: '0123456789' },
    });
    const post = (url: string, key: string, idempotencyKey: string, payload = body) =>
      fetch(`${url}/v1/recipients`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${key}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': idempotencyKey,
        },
        body: payload,
      });

    const first = await start(dir);
    const created = await post(first.url, first.key, 'key-1');
    expect(created.status).toBe(201);
    const account = ((await created.json()) as { data: { id: string } }).data;
    // Killed as soon as the answer arrives: whatever the answer promised must already be on disk.
    await killed(first.process);

    const second = await start(dir);
    expect(second.key).toBe(first.key);
    const retried = await post(second.url, second.key, 'key-1');
    expect(retried.status).toBe(201);
    expect(retried.headers.get('Idempotent-Replayed')).toBe('true');
    expect(((await retried.json()) as { data: { id: string } }).data.id).toBe(account.id);
    const list = await fetch(`${second.url}/v1/recipients`, {
      headers: { Authorization: `Bearer ${second.key}` },
    });
    expect(((await list.json()) as { data: { id: string }[] }).data.map((r) => r.id)).toEqual([account.id]);
    // The kept key still refuses a different request.
    const reused = await post(second.url, second.key, 'key-1', body.replace('0123456789', '1234567890'));
    expect([reused.status, ((await reused.json()) as { code: string }).code]).toEqual([
      409,
      'idempotency_key_reused',
    ]);
    await killed(second.process);
  }, 30_000);
});
