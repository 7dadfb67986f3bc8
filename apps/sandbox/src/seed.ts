/**
 * The businesses a sandbox starts with. Keys are derived from fixed names so they stay the same across
 * restarts and can be written into an integrator's .env once (docs/sandbox.md lists them).
 */
import { createHash } from 'node:crypto';
import { ASSETS, NETWORKS, type Asset, type Environment, type Network } from '@pulse/core';

export interface BusinessRecord {
  id: string;
  name: string;
  /** The partner's fee inside quoted rates, reported by quote refresh. */
  partnerFeeBps: number;
  /** The dashboard configuration a collection session's options are narrowed by. */
  assets: readonly Asset[];
  networks: readonly Network[];
  test: { secretKey: string; webhookSecret: string };
  live: { secretKey: string; webhookSecret: string };
}

const token = (seed: string, length = 32) => {
  // Hex digest mapped onto letters and digits so the key matches [A-Za-z0-9].
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = createHash('sha256').update(seed).digest();
  return [...bytes.subarray(0, length)].map((b) => alphabet[b % alphabet.length]).join('');
};

const credentials = (id: string, env: Environment) => ({
  secretKey: `sk_${env}_${token(`${id}:${env}:secret`)}`,
  webhookSecret: `whsec_${token(`${id}:${env}:webhook`)}`,
});

function business(
  id: string,
  name: string,
  partnerFeeBps: number,
  assets: readonly Asset[],
  networks: readonly Network[],
): BusinessRecord {
  return {
    id,
    name,
    partnerFeeBps,
    assets,
    networks,
    test: credentials(id, 'test'),
    live: credentials(id, 'live'),
  };
}

export function seedBusinesses(): BusinessRecord[] {
  return [
    business('biz_lagos_threads', 'Lagos Threads', 0, ASSETS, NETWORKS),
    business(
      'biz_kano_grains',
      'Kano Grains',
      50,
      ['USDT', 'USDC'],
      ['BASE', 'POLYGON', 'SOLANA', 'ETHEREUM'],
    ),
  ];
}
