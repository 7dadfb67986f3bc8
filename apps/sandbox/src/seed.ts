/**
 * The businesses a sandbox starts with. Keys and webhook secrets are random (a key derivable from public
 * code would let anyone drive a developer's sandbox); with a state directory (`--data DIR`) the first
 * start's keys are saved and reused, so an app's .env keeps working across restarts.
 */
import { ASSETS, NETWORKS, type Asset, type Environment, type Network } from '@pulse/core';
import { newSecretKey, newWebhookSecret } from './ids.js';

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

export interface Credentials {
  secretKey: string;
  webhookSecret: string;
}

/** Saved credentials by business id, as a state directory keeps them. */
export type SavedCredentials = Record<string, Partial<Record<Environment, Credentials>>>;

const credentials = (id: string, env: Environment, saved?: SavedCredentials): Credentials =>
  saved?.[id]?.[env] ?? { secretKey: newSecretKey(env), webhookSecret: newWebhookSecret() };

function business(
  id: string,
  name: string,
  partnerFeeBps: number,
  assets: readonly Asset[],
  networks: readonly Network[],
  saved?: SavedCredentials,
): BusinessRecord {
  return {
    id,
    name,
    partnerFeeBps,
    assets,
    networks,
    test: credentials(id, 'test', saved),
    live: credentials(id, 'live', saved),
  };
}

export function seedBusinesses(saved?: SavedCredentials): BusinessRecord[] {
  return [
    business('biz_lagos_threads', 'Lagos Threads', 0, ASSETS, NETWORKS, saved),
    business(
      'biz_kano_grains',
      'Kano Grains',
      50,
      ['USDT', 'USDC'],
      ['BASE', 'POLYGON', 'SOLANA', 'ETHEREUM'],
      saved,
    ),
  ];
}
