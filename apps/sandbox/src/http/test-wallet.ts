/**
 * A browser wallet for tests (sandbox only): `GET /test-wallet.js` is a mock EIP-6963 provider a page on this
 * machine includes with a script tag, and `POST /test-wallet/transactions` is its "chain". The provider
 * announces itself ("Sandbox Wallet"), records every request it receives in `window.pulseTestWallet.requests`
 * (readable by a test), answers `eth_requestAccounts`, `eth_accounts`, `eth_chainId` and
 * `wallet_switchEthereumChain`, and on `eth_sendTransaction` decodes the ERC-20 `transfer(address,uint256)`
 * and posts it here. This route maps the chain id and token contract to a test network's token (core's
 * TEST_TOKENS: a mainnet token, or any other contract, moves nothing), turns the base units back into a
 * decimal amount, and makes the deposit through the sandbox's own `POST /v1/collections/deposits/simulate`
 * with the test key of the business that owns the address, so the session moves as if the chain had seen the
 * transfer. The answer's transaction hash is the one the wallet returns.
 *
 * No key reaches the browser: like a chain, anyone may send to a deposit address; the route moves only
 * test-mode money and answers only the origins that may use test keys (CORS, cors.ts).
 */
import { TEST_TOKENS } from '@pulse/core/internal';
import { Hono } from 'hono';
import { z } from 'zod';
import { ApiError } from '../errors.js';
import type { SandboxEnv } from './env.js';
import { doc, type RouteDoc } from './route-doc.js';
import { failure } from './respond.js';
import { readBody, text } from './validate.js';

/** The transfer the mock wallet decoded from its `eth_sendTransaction`. */
export const testTransferBody = z.object({
  chain_id: z.number({ error: 'must be a number' }).int({ error: 'must be a whole number' }).positive(),
  contract: z.string().regex(/^0x[0-9a-fA-F]{40}$/, { error: 'must be a 0x address of 40 hex digits' }),
  to: text(100),
  units: z.string().regex(/^\d{1,78}$/, { error: 'must be the amount in base units, digits only' }),
});

/** `units` of a token with `decimals` as a decimal string, exactly (BigInt, never a float). */
export function fromUnits(units: string, decimals: number): string {
  const n = BigInt(units);
  const scale = 10n ** BigInt(decimals);
  const fraction = (n % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  return fraction ? `${n / scale}.${fraction}` : `${n / scale}`;
}

/** The mock provider's script; `window.pulseTestWallet` set before it loads configures it (docs/sandbox.md). */
const SCRIPT = `/* Sandbox Wallet: a mock EIP-6963 provider for tests (pulse-sandbox). */
(() => {
  const script = document.currentScript;
  const held = [];
  const endpoint = new URL('/test-wallet/transactions', script.src).href;
  const given = window.pulseTestWallet || {};
  const wallet = (window.pulseTestWallet = {
    name: given.name || 'Sandbox Wallet',
    uuid: given.uuid || (crypto.randomUUID ? crypto.randomUUID() : String(Math.random()).slice(2)),
    account: given.account || '0x' + '5a'.repeat(20),
    chainId: given.chainId || '0x1',
    // false: answers wallet_switchEthereumChain but stays where it is (a wallet that ignores the switch).
    switches: given.switches !== false,
    // true: the customer declines every request for accounts or a transaction (EIP-1193 code 4001).
    declines: !!given.declines,
    // 'pending': a transfer is answered with its hash but not yet on chain (no deposit arrives);
    // 'drops': the wallet fails after the customer approved (code -32603), not saying whether it sent.
    sends: given.sends || 'confirmed',
    // A method's name: its requests wait until pulseTestWallet.release() (a popup left open, a locked
    // extension slow to unlock); recorded when they arrive.
    holds: given.holds || null,
    release: () => held.splice(0).forEach((go) => go()),
    requests: [],
    sent: [],
    asked: 0,
  });
  const fail = (code, message) => Object.assign(new Error(message), { code });
  const word = (data, i) => data.slice(10 + 64 * i, 10 + 64 * (i + 1));
  const provider = {
    isSandboxWallet: true,
    async request(args) {
      const { method, params } = args || {};
      wallet.requests.push(JSON.parse(JSON.stringify({ method, params: params || [] })));
      if (method === wallet.holds) await new Promise((go) => held.push(go));
      switch (method) {
        case 'eth_requestAccounts':
          if (wallet.declines) throw fail(4001, 'User rejected the request.');
          return [wallet.account];
        case 'eth_accounts':
          return [wallet.account];
        case 'eth_chainId':
          return wallet.chainId;
        case 'wallet_switchEthereumChain':
          if (wallet.switches) wallet.chainId = params[0].chainId;
          return null;
        case 'eth_sendTransaction': {
          if (wallet.declines) throw fail(4001, 'User rejected the request.');
          const tx = params[0] || {};
          const data = String(tx.data || '');
          if (!/^0xa9059cbb[0-9a-fA-F]{128}$/.test(data)) throw fail(-32602, 'Not an ERC-20 transfer.');
          const transfer = {
            chain_id: Number(BigInt(wallet.chainId)),
            contract: tx.to,
            to: '0x' + word(data, 0).slice(24),
            units: BigInt('0x' + word(data, 1)).toString(),
          };
          if (wallet.sends === 'drops') throw fail(-32603, 'Internal JSON-RPC error.');
          if (wallet.sends === 'pending') {
            const hash = '0x' + Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join('');
            wallet.sent.push({ ...transfer, hash });
            return hash;
          }
          const answer = await fetch(endpoint, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(transfer),
          });
          const body = await answer.json();
          if (!answer.ok) throw fail(-32000, body.error || 'The sandbox refused the transfer.');
          wallet.sent.push({ ...transfer, hash: body.data.transaction_hash });
          return body.data.transaction_hash;
        }
        default:
          throw fail(4200, 'Sandbox Wallet does not support ' + method + '.');
      }
    },
    on() {},
    removeListener() {},
  };
  wallet.provider = provider;
  const icon = 'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1" fill="#4f46e5"/></svg>');
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: Object.freeze({
          info: Object.freeze({ uuid: wallet.uuid, name: wallet.name, icon, rdns: 'dev.pulse.sandbox-wallet' }),
          provider,
        }),
      }),
    );
  // How many times a page asked for wallets (an EIP-6963 requestProvider event), for tests.
  window.addEventListener('eip6963:requestProvider', () => {
    wallet.asked++;
    announce();
  });
  announce();
})();
`;

export function testWallet(simulate: (key: string, body: object) => Promise<Response>) {
  return new Hono<SandboxEnv>()
    .get('/test-wallet.js', (c) =>
      c.body(SCRIPT, 200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-store',
        'cross-origin-resource-policy': 'cross-origin',
      }),
    )
    .post('/test-wallet/transactions', async (c) => {
      try {
        const body = await readBody(c, testTransferBody);
        const found = Object.entries(TEST_TOKENS).find(
          ([, t]) => t.chain_id === body.chain_id && t.contract.toLowerCase() === body.contract.toLowerCase(),
        );
        if (!found) {
          throw new ApiError(
            'invalid_request',
            `contract ${body.contract} on chain ${body.chain_id} is not a test network's token the sandbox knows.`,
          );
        }
        const [pair, token] = found;
        const [asset, network] = pair.split(':') as [string, string];
        const store = c.get('store');
        // The calldata carries the address in lower case; the sandbox keeps it as it handed it out.
        const address = [...store.addresses.keys()].find((a) => a.toLowerCase() === body.to.toLowerCase());
        const ledger = address === undefined ? undefined : store.addresses.get(address)?.ledger;
        if (!ledger || address === undefined || ledger.env !== 'test') {
          throw new ApiError('not_found', `No test deposit address ${body.to}.`);
        }
        return await simulate(ledger.business.test.secretKey, {
          address,
          asset,
          network,
          amount: fromUnits(body.units, token.decimals),
        });
      } catch (e) {
        if (e instanceof ApiError) return failure(c, e);
        throw e;
      }
    });
}

/** The OpenAPI description of these routes, collected into the sandbox's document. */
export const docs: readonly RouteDoc[] = [
  doc('GET', '/test-wallet.js', 'The mock browser wallet (an EIP-6963 provider) for tests', { auth: 'none' }),
  doc('POST', '/test-wallet/transactions', "The mock wallet's ERC-20 transfer, made a deposit", {
    auth: 'none',
    testOnly: true,
    body: testTransferBody,
  }),
];
