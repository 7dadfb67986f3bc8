// The mock browser wallet's script and its "chain": a decoded ERC-20 transfer of a test network's token to a
// session's deposit address becomes a deposit through the simulate route; anything else moves nothing.
import { TEST_TOKENS } from '@pulse/core/internal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromUnits } from '../src/http/test-wallet.js';
import { startSandbox, type StartedSandbox } from '../src/index.js';
import { clientSession, mintSession } from './client.js';

let sandbox: StartedSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ rateLimitPerMinute: false });
});
afterAll(() => sandbox.stop());

const send = (body: unknown, origin = 'http://localhost:5173') =>
  fetch(`${sandbox.url}/test-wallet/transactions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(body),
  });

describe('fromUnits', () => {
  it('turns base units back into the decimal amount, exactly', () => {
    expect(fromUnits('12500000', 6)).toBe('12.5');
    expect(fromUnits('1', 6)).toBe('0.000001');
    expect(fromUnits('7000000', 6)).toBe('7');
    expect(fromUnits('123456789012345678901234567890', 6)).toBe('123456789012345678901234.56789');
  });
});

describe('the mock wallet', () => {
  it('is a script any page on this machine can include', async () => {
    const r = await fetch(`${sandbox.url}/test-wallet.js`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/javascript/);
    const code = await r.text();
    expect(code).toContain("'eip6963:announceProvider'");
    expect(code).toContain('/test-wallet/transactions');
  });

  it('pays the session through the simulate route: the session sees the deposit', async () => {
    const { token } = await mintSession(sandbox, { flow: 'direct', asset: 'USDC', network: 'BASE' });
    const before = await clientSession(sandbox, token);
    const [whole, fraction = ''] = before.due.amount!.split('.');
    const usdc = TEST_TOKENS['USDC:BASE'];
    const r = await send({
      chain_id: usdc.chain_id,
      contract: usdc.contract.toLowerCase(),
      to: before.deposit_address!.toLowerCase(),
      units: `${whole}${fraction.padEnd(6, '0')}`,
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const body = (await r.json()) as { data: { transaction_hash: string; amount: string; network: string } };
    expect(body.data.transaction_hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(body.data).toMatchObject({ amount: before.due.amount, network: 'BASE' });
    const after = await clientSession(sandbox, token);
    expect(after.status).toBe('deposit_detected');
  });

  it('moves nothing for a mainnet token, an unknown address or a malformed transfer', async () => {
    const { token } = await mintSession(sandbox, { flow: 'direct', asset: 'USDC', network: 'BASE' });
    const s = await clientSession(sandbox, token);
    const base = {
      chain_id: 84532,
      contract: TEST_TOKENS['USDC:BASE'].contract,
      to: s.deposit_address!,
      units: '1',
    };
    const mainnet = await send({
      ...base,
      chain_id: 8453,
      contract: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
    });
    expect(mainnet.status).toBe(400);
    expect(((await mainnet.json()) as { error: string }).error).toMatch(/not a test network's token/);
    expect((await send({ ...base, to: `0x${'12'.repeat(20)}` })).status).toBe(404);
    const malformed = await send({ ...base, units: '1.5' });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: string }).error).toMatch(/^units /);
    expect((await clientSession(sandbox, token)).status).toBe('awaiting_payment');
  });

  it("moves nothing for another site's page: a preflight-free post from an origin not allowed is refused", async () => {
    const { token } = await mintSession(sandbox, { flow: 'direct', asset: 'USDC', network: 'BASE' });
    const s = await clientSession(sandbox, token);
    const usdc = TEST_TOKENS['USDC:BASE'];
    const [whole, fraction = ''] = s.due.amount!.split('.');
    const transfer = JSON.stringify({
      chain_id: usdc.chain_id,
      contract: usdc.contract,
      to: s.deposit_address,
      units: `${whole}${fraction.padEnd(6, '0')}`,
    });
    // What a form post or a text/plain fetch from a page the developer visits sends: no preflight first.
    for (const origin of ['https://evil.example', 'null']) {
      const r = await fetch(`${sandbox.url}/test-wallet/transactions`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', origin },
        body: transfer,
      });
      expect(r.status).toBe(403);
      expect(r.headers.get('access-control-allow-origin')).toBeNull();
      expect(await r.json()).toMatchObject({ status: false, code: 'origin_not_allowed' });
    }
    // The same transfer from a page on this machine is made.
    expect((await clientSession(sandbox, token)).status).toBe('awaiting_payment');
    expect((await send(JSON.parse(transfer))).status).toBe(200);
    expect((await clientSession(sandbox, token)).status).toBe('deposit_detected');
  });
});
