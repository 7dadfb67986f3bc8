import { crossOriginHint, type FetchLike } from '@pulse/core';

/**
 * `fetchImpl` (the global fetch by default) whose failures on another origin than the page say that the likely
 * cause is CORS, and how to fix it: the browser hides that cause from the code, and the developer reads the
 * message in `onError` or the console, never the customer. `seen` hears each answer's headers.
 */
export const explainingCors =
  (fetchImpl?: FetchLike, seen?: (headers: Headers) => void): FetchLike =>
  async (input, init) => {
    try {
      const response = await (fetchImpl ?? globalThis.fetch)(input, init);
      // The server's clock (its Date header), which its expiries are on: the flow measures the device's; and
      // the proxy's word on test or live.
      seen?.(response.headers);
      return response;
    } catch (e) {
      const hint = init.signal?.aborted ? '' : crossOriginHint(input);
      if (!hint) throw e;
      throw new TypeError(`${e instanceof Error ? e.message : String(e)}.${hint}`, { cause: e });
    }
  };
