import { credentialEnvironment, type Environment } from '@pulse/core/internal';

/** The service's bases (spec 9); docs/embed.md records the addresses we chose. */
export const API_BASES: Readonly<Record<Environment, string>> = {
  test: 'https://api.sandbox.pulse.dev',
  live: 'https://api.pulse.dev',
};

/** The API base: the host's apiUrl when given, else the base of the token's environment (`cs_test_` → test). */
export function apiBase(token: string, apiUrl: string | undefined): string {
  if (apiUrl) return apiUrl.replace(/\/+$/, '');
  return API_BASES[credentialEnvironment(token) ?? 'live'];
}
