declare const process: { env: { NODE_ENV?: string } };

/**
 * True outside production builds. Like React, the ES modules read `process.env.NODE_ENV`, which every
 * bundler (Vite, webpack, Next.js, esbuild with `define`) replaces with a string: production bundles get
 * `"production" !== "production"`, so each `if (DEV)` branch and its message text is removed, and
 * development builds print their warnings. Node has `process`. The script-tag builds are bundled by us.
 */
export const DEV: boolean = process.env.NODE_ENV !== 'production';

const seen = new Set<string>();

/** A development-only warning, printed once per message. */
export function devWarn(message: string): void {
  if (DEV && !seen.has(message)) {
    seen.add(message);
    console.warn(`[pulse] ${message}`);
  }
}
