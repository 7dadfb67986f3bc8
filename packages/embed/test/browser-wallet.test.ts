// @vitest-environment node
// "Pay with <wallet>": the page checks the frame's request against the session it reads from the sandbox,
// switches the wallet to the session's chain and sends the exact ERC-20 transfer, or refuses with a reason.
import { TEST_TOKENS, type ClientSession, type WalletRequest } from '@pulse/core/internal';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSandbox, type StartedSandbox } from '../../../apps/sandbox/src/index.js';
import {
  advanceClock,
  clientSession,
  mintSession,
  simulateDeposit,
} from '../../../apps/sandbox/test/client.js';
import { pay, recall, transferData, type Eip1193 } from '../src/browser-wallet.js';
import { SENT_KEY } from '../src/wallet-guard.js';

let sandbox: StartedSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ rateLimitPerMinute: false });
});
afterAll(() => sandbox.stop());

const ACCOUNT = `0x${'5a'.repeat(20)}`;
const HASH = `0x${'c3'.repeat(32)}`;

/** A wallet that records each request and answers like a browser wallet; `on` overrides an answer. */
function fakeWallet(chainId = '0x1', on: Record<string, (params: unknown[]) => unknown> = {}) {
  const requests: { method: string; params: unknown[] }[] = [];
  let chain = chainId;
  const wallet: Eip1193 = {
    async request({ method, params = [] }) {
      requests.push({ method, params });
      if (on[method]) return on[method](params);
      if (method === 'eth_requestAccounts') return [ACCOUNT];
      if (method === 'eth_chainId') return chain;
      if (method === 'wallet_switchEthereumChain') {
        chain = (params[0] as { chainId: string }).chainId;
        return null;
      }
      if (method === 'eth_sendTransaction') return HASH;
      throw Object.assign(new Error('unsupported'), { code: 4200 });
    },
  };
  return { wallet, requests };
}

/** A session on USDC BASE and the request the frame sends for it (what it shows). */
async function usdcBase(): Promise<{ token: string; session: ClientSession; request: WalletRequest }> {
  const { token } = await mintSession(sandbox, { flow: 'direct', asset: 'USDC', network: 'BASE' });
  const session = await clientSession(sandbox, token);
  const request = {
    to: session.deposit_address!,
    amount: session.due.amount!,
    network: 'BASE' as const,
    token: session.token!,
  };
  return { token, session, request };
}

const ctx = (token: string) => ({ token, apiUrl: sandbox.url });

describe('transferData', () => {
  it('is transfer(address,uint256): the selector, then the address and the amount as 32-byte words', () => {
    expect(transferData(`0x${'AB'.repeat(20)}`, '12500000')).toBe(
      `0xa9059cbb${'0'.repeat(24)}${'ab'.repeat(20)}${'0'.repeat(58)}bebc20`,
    );
  });
});

describe('pay', () => {
  it('switches to the session’s chain and sends the exact transfer of the session’s amount to its token', async () => {
    const { token, session, request } = await usdcBase();
    const { wallet, requests } = fakeWallet();
    expect(await pay(wallet, request, ctx(token))).toEqual({ outcome: 'sent', hash: HASH });
    const usdc = TEST_TOKENS['USDC:BASE'];
    expect(session.token).toEqual(usdc);
    const [whole, fraction = ''] = session.due.amount!.split('.');
    const units = BigInt(`${whole}${fraction.padEnd(6, '0')}`);
    expect(requests).toEqual([
      { method: 'eth_requestAccounts', params: [] },
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x14a34' }] },
      { method: 'eth_chainId', params: [] },
      {
        method: 'eth_sendTransaction',
        params: [
          {
            from: ACCOUNT,
            to: usdc.contract,
            value: '0x0',
            data: transferData(session.deposit_address!, units.toString()),
            chainId: '0x14a34',
          },
        ],
      },
    ]);
  });

  it('refuses a wallet that is not on the session’s chain after the switch, and sends nothing', async () => {
    const { token, request } = await usdcBase();
    // A wallet that says yes to the switch and stays on Ethereum mainnet.
    const stays = fakeWallet('0x1', { wallet_switchEthereumChain: () => null });
    expect(await pay(stays.wallet, request, ctx(token))).toEqual({ outcome: 'refused', reason: 'chain' });
    expect(stays.requests.map((r) => r.method)).not.toContain('eth_sendTransaction');
    // A wallet that does not know the chain (EIP-3326's 4902).
    const unknown = fakeWallet('0x1', {
      wallet_switchEthereumChain: () => {
        throw Object.assign(new Error('Unrecognized chain'), { code: 4902 });
      },
    });
    expect(await pay(unknown.wallet, request, ctx(token))).toEqual({ outcome: 'refused', reason: 'chain' });
  });

  it('refuses a request that differs from the session, before the wallet is asked anything', async () => {
    const { token, request } = await usdcBase();
    const mainnet = { contract: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', decimals: 6, chain_id: 8453 };
    for (const [bad, reason] of [
      [{ ...request, amount: `${request.amount}1` }, 'amount'],
      [{ ...request, amount: '1.0' }, 'amount'],
      [{ ...request, to: `0x${'ab'.repeat(20)}` }, 'address'],
      [{ ...request, network: 'POLYGON' }, 'chain'],
      [{ ...request, token: { ...request.token, chain_id: 8453 } }, 'chain'],
      // A mainnet token in a test session: never named.
      [{ ...request, token: mainnet }, 'chain'],
      [{ ...request, token: { ...request.token, contract: mainnet.contract } }, 'token'],
      [{ ...request, token: { ...request.token, decimals: 18 } }, 'token'],
    ] as const) {
      const { wallet, requests } = fakeWallet();
      expect(await pay(wallet, bad as WalletRequest, ctx(token)), JSON.stringify(bad)).toEqual({
        outcome: 'refused',
        reason,
      });
      expect(requests).toEqual([]);
    }
  });

  it('refuses when the session cannot be read, and a test USDT session (no test token) has no transfer', async () => {
    const { request } = await usdcBase();
    const { wallet, requests } = fakeWallet();
    expect(await pay(wallet, request, ctx(`cs_test_${'x'.repeat(24)}`))).toEqual({
      outcome: 'refused',
      reason: 'session',
    });
    const usdt = await mintSession(sandbox, { flow: 'direct', asset: 'USDT', network: 'BASE' });
    const s = await clientSession(sandbox, usdt.token);
    expect(s.token).toBeNull();
    expect(
      await pay(
        wallet,
        { to: s.deposit_address!, amount: s.due.amount!, network: 'BASE', token: TEST_TOKENS['USDC:BASE'] },
        ctx(usdt.token),
      ),
    ).toEqual({ outcome: 'refused', reason: 'chain' });
    expect(requests).toEqual([]);
  });

  it('says the customer declined (4001), the wallet failed before sending, or it cannot tell whether it sent', async () => {
    const { token, request } = await usdcBase();
    const declines = fakeWallet('0x1', {
      eth_sendTransaction: () => {
        throw Object.assign(new Error('User rejected'), { code: 4001 });
      },
    });
    expect(await pay(declines.wallet, request, ctx(token))).toEqual({
      outcome: 'refused',
      reason: 'rejected',
    });
    const noAccount = fakeWallet('0x1', { eth_requestAccounts: () => [] });
    expect(await pay(noAccount.wallet, request, ctx(token))).toEqual({
      outcome: 'refused',
      reason: 'wallet',
    });
    // Asked to send, the wallet answered no transaction hash, or failed in a way that does not say nothing
    // went out (a remote signer that dropped after the customer approved): never "nothing was sent".
    const badHash = fakeWallet('0x1', { eth_sendTransaction: () => 'ok' });
    expect(await pay(badHash.wallet, request, ctx(token))).toEqual({ outcome: 'refused', reason: 'unsure' });
    const dropped = fakeWallet('0x1', {
      eth_sendTransaction: () => {
        throw Object.assign(new Error('Internal JSON-RPC error'), { code: -32603 });
      },
    });
    expect(await pay(dropped.wallet, request, ctx(token))).toEqual({ outcome: 'refused', reason: 'unsure' });
    // Not allowed or not supported: nothing went out.
    for (const code of [4100, 4200]) {
      const refused = fakeWallet('0x1', {
        eth_sendTransaction: () => {
          throw Object.assign(new Error('no'), { code });
        },
      });
      expect(await pay(refused.wallet, request, ctx(token))).toEqual({
        outcome: 'refused',
        reason: 'wallet',
      });
    }
  });
  it('once part arrived, sends only the rest: never the whole amount again', async () => {
    const { token, session, request } = await usdcBase();
    await simulateDeposit(sandbox, { address: request.to, asset: 'USDC', network: 'BASE', amount: '5' });
    const part = await clientSession(sandbox, token);
    expect(part.status).toBe('underpaid');
    const rest = part.received.remaining;
    expect(rest).not.toBe(session.due.amount);
    // The whole amount, as a frame that has not read the session since would ask: refused.
    const whole = fakeWallet();
    expect(await pay(whole.wallet, request, ctx(token))).toEqual({ outcome: 'refused', reason: 'amount' });
    expect(whole.requests).toEqual([]);
    // The rest: sent, in base units of the rest.
    const { wallet, requests } = fakeWallet();
    expect(await pay(wallet, { ...request, amount: rest }, ctx(token))).toEqual({
      outcome: 'sent',
      hash: HASH,
    });
    const [whole6, fraction = ''] = rest.split('.');
    const units = BigInt(`${whole6}${fraction.padEnd(6, '0')}`).toString();
    expect(requests.at(-1)!.params[0]).toMatchObject({ data: transferData(request.to, units) });
  });

  it('sends nothing for a session already paid', async () => {
    const { token, session, request } = await usdcBase();
    await simulateDeposit(sandbox, {
      address: request.to,
      asset: 'USDC',
      network: 'BASE',
      amount: session.due.amount!,
    });
    expect((await clientSession(sandbox, token)).status).not.toBe('awaiting_payment');
    const { wallet, requests } = fakeWallet();
    expect(await pay(wallet, request, ctx(token))).toEqual({ outcome: 'refused', reason: 'amount' });
    expect(requests).toEqual([]);
  });

  it('reads the session again before the transfer: a payment that arrived while the wallet asked stops it', async () => {
    const { token, session, request } = await usdcBase();
    // The wallet takes its time over the account (a locked extension), and meanwhile the customer pays the
    // whole amount another way.
    const { wallet, requests } = fakeWallet('0x1', {
      eth_requestAccounts: async () => {
        await simulateDeposit(sandbox, {
          address: request.to,
          asset: 'USDC',
          network: 'BASE',
          amount: session.due.amount!,
        });
        return [ACCOUNT];
      },
    });
    expect(await pay(wallet, request, ctx(token))).toEqual({ outcome: 'refused', reason: 'amount' });
    expect(requests.map((r) => r.method)).not.toContain('eth_sendTransaction');
  });

  it('leaves a payment to a newer one: nothing is sent once the frame asked again', async () => {
    const { token, request } = await usdcBase();
    let newer = false;
    const { wallet, requests } = fakeWallet('0x1', {
      // The customer tapped Pay again while this wallet was still asking.
      eth_chainId: () => ((newer = true), '0x14a34'),
    });
    expect(await pay(wallet, request, ctx(token), () => !newer)).toEqual({
      outcome: 'refused',
      reason: 'wallet',
    });
    expect(requests.map((r) => r.method)).not.toContain('eth_sendTransaction');
    // A newer tap while the page read the session again, just before the transfer: nothing is sent either.
    let reads = 0;
    let newest = true;
    const fetch = globalThis.fetch;
    vi.stubGlobal('fetch', (...args: Parameters<typeof fetch>) => {
      if (++reads === 2) newest = false;
      return fetch(...args);
    });
    try {
      const late = fakeWallet();
      expect(await pay(late.wallet, request, ctx(token), () => newest)).toEqual({
        outcome: 'refused',
        reason: 'wallet',
      });
      expect(reads).toBe(2);
      expect(late.requests.map((r) => r.method)).not.toContain('eth_sendTransaction');
    } finally {
      vi.unstubAllGlobals();
    }
    // Still the latest: sent.
    const again = fakeWallet();
    expect(await pay(again.wallet, request, ctx(token), () => true)).toEqual({ outcome: 'sent', hash: HASH });
  });

  it('keeps a payment on its way in this tab, for a frame loaded again, until a deposit arrives', async () => {
    const kept = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => kept.get(k) ?? null,
      setItem: (k: string, v: string) => void kept.set(k, v),
      removeItem: (k: string) => void kept.delete(k),
    });
    try {
      const { token, session, request } = await usdcBase();
      expect(await recall(token, sandbox.url)).toBeNull();
      const { wallet } = fakeWallet();
      expect(await pay(wallet, request, ctx(token))).toEqual({ outcome: 'sent', hash: HASH });
      expect(kept.has(`${SENT_KEY}${session.id}`)).toBe(true);
      expect(await recall(token, sandbox.url)).toEqual({ type: 'wallet_sent', hash: HASH, deposits: 0 });
      // The deposit arrives: nothing more to say, and the record goes.
      await simulateDeposit(sandbox, {
        address: request.to,
        asset: 'USDC',
        network: 'BASE',
        amount: session.due.amount!,
      });
      expect(await recall(token, sandbox.url)).toBeNull();
      expect(kept.size).toBe(0);
      // A wallet that could not say whether it sent: kept too, with no transaction.
      const other = await usdcBase();
      const dropped = fakeWallet('0x1', {
        eth_sendTransaction: () => {
          throw Object.assign(new Error('Internal JSON-RPC error'), { code: -32603 });
        },
      });
      expect(await pay(dropped.wallet, other.request, ctx(other.token))).toEqual({
        outcome: 'refused',
        reason: 'unsure',
      });
      expect(await recall(other.token, sandbox.url)).toEqual({ type: 'wallet_sent', hash: '', deposits: 0 });
      // Declined: nothing went out, nothing kept.
      const third = await usdcBase();
      const declines = fakeWallet('0x1', {
        eth_sendTransaction: () => {
          throw Object.assign(new Error('User rejected'), { code: 4001 });
        },
      });
      await pay(declines.wallet, third.request, ctx(third.token));
      expect(await recall(third.token, sandbox.url)).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  // Last: they move the sandbox's clock on.
  it('sends nothing when the price lock runs out while the wallet asks', async () => {
    const { token, session, request } = await usdcBase();
    const held = (Date.parse(session.quote!.locked_until) - Date.parse(session.server_time)) / 1000;
    const { wallet, requests } = fakeWallet('0x1', {
      eth_requestAccounts: async () => (await advanceClock(sandbox, held + 1), [ACCOUNT]),
    });
    expect(await pay(wallet, request, ctx(token))).toEqual({ outcome: 'refused', reason: 'amount' });
    expect((await clientSession(sandbox, token)).status).toBe('expired');
    expect(requests.map((r) => r.method)).not.toContain('eth_sendTransaction');
  });

  it('sends nothing once the price lock of an amount priced in naira is over', async () => {
    const { token, session, request } = await usdcBase();
    expect(session.due.denomination).toBe('fiat');
    const held = (Date.parse(session.quote!.locked_until) - Date.parse(session.server_time)) / 1000;
    await advanceClock(sandbox, held + 1);
    expect((await clientSession(sandbox, token)).status).toBe('expired');
    const { wallet, requests } = fakeWallet();
    expect(await pay(wallet, request, ctx(token))).toEqual({ outcome: 'refused', reason: 'amount' });
    expect(requests).toEqual([]);
  });
});
