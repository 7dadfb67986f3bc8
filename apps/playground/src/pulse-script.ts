/**
 * Loads the hosted embed's script-tag build from the embed origin, exactly as a merchant page's
 * `<script src=".../pulse.iife.js">` does, and hands back the global it defines.
 */
import type { mount } from '@pulse/embed';

export interface PulseGlobal {
  mount: typeof mount;
}

const loading = new Map<string, Promise<PulseGlobal>>();

export function loadPulse(embedUrl: string): Promise<PulseGlobal> {
  const src = new URL('pulse.iife.js', embedUrl).href;
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<PulseGlobal>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => {
        const pulse = (window as unknown as { Pulse?: PulseGlobal }).Pulse;
        if (pulse) resolve(pulse);
        else reject(new Error(`${src} loaded but defined no Pulse global.`));
      };
      script.onerror = () => reject(new Error(`Could not load ${src}.`));
      document.head.append(script);
    });
    loading.set(src, promise);
  }
  return promise;
}
