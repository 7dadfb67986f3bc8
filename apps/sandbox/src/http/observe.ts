/**
 * A seam for checking what the sandbox answers: while an observer is registered, every answer is also
 * handed to it with the route it matched (in /openapi.json's `{param}` form). The sandbox's own test suite
 * uses it to validate each answer it receives against /openapi.json. Nothing is observed otherwise.
 */
import type { MiddlewareHandler } from 'hono';
import type { SandboxEnv } from './env.js';

export interface ObservedAnswer {
  method: string;
  /** The matched route, e.g. `/v1/orders/{id}`; null when no route matched (a 404 of the catch-all). */
  route: string | null;
  status: number;
  contentType: string | null;
  body: string;
}

const observers = new Set<(answer: ObservedAnswer) => void>();

/** Registers `fn` for every answer of every sandbox app in this process; returns its removal. */
export function observeAnswers(fn: (answer: ObservedAnswer) => void): () => void {
  observers.add(fn);
  return () => observers.delete(fn);
}

export const observe: MiddlewareHandler<SandboxEnv> = async (c, next) => {
  await next();
  if (observers.size === 0) return;
  const matched = c.req.matchedRoutes.filter((r) => r.method !== 'ALL' && !r.path.endsWith('*')).at(-1);
  const answer: ObservedAnswer = {
    method: c.req.method,
    route: matched ? matched.path.replace(/:(\w+)/g, '{$1}') : null,
    status: c.res.status,
    contentType: c.res.headers.get('content-type'),
    body: await c.res.clone().text(),
  };
  for (const fn of observers) fn(answer);
};
