import { crossOriginHint, type FetchLike } from '@pulse/core';

/**
 * `fetchImpl` (the global fetch by default) whose failures on another origin than the page say that the likely
 * cause is CORS, and how to fix it: the browser hides that cause from the code, and the developer reads the
 * message in `onError` or the console, never the customer.
 */
export const explainingCors =
  (fetchImpl?: FetchLike): FetchLike =>
  async (input, init) => {
    try {
      return await (fetchImpl ?? globalThis.fetch)(input, init);
    } catch (e) {
      const hint = init.signal?.aborted ? '' : crossOriginHint(input);
      if (!hint) throw e;
      throw new TypeError(`${e instanceof Error ? e.message : String(e)}.${hint}`, { cause: e });
    }
  };
