declare const process: { env: { NODE_ENV?: string } } | undefined;

/**
 * True outside production builds. Bundlers replace `process.env.NODE_ENV`, so every `if (DEV)` branch is
 * removed from production bundles; where `process` does not exist we print nothing.
 */
export const DEV: boolean = typeof process !== 'undefined' && process.env.NODE_ENV !== 'production';

const seen = new Set<string>();

/** A development-only warning, printed once per message. */
export function devWarn(message: string): void {
  if (DEV && !seen.has(message)) {
    seen.add(message);
    console.warn(`[pulse] ${message}`);
  }
}
