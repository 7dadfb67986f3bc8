/** How a route module describes its routes for the OpenAPI document (collected by openapi.ts). */
import type { z } from 'zod';

/** Who may call a route: a secret key, a session token, or anyone. */
export type Auth = 'secret' | 'session' | 'none';

/** One operation: its method and path (OpenAPI's `{id}` form), a summary, who may call, and its input. */
export interface RouteDoc {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  summary: string;
  auth?: Auth;
  body?: z.ZodType;
  query?: z.ZodObject;
  /** Answers only test keys (404 with a live key). */
  testOnly?: boolean;
}

/** A RouteDoc, written as `doc('POST', '/v1/quotes', 'Lock a rate', { body })`. */
export const doc = (
  method: RouteDoc['method'],
  path: string,
  summary: string,
  more: Omit<RouteDoc, 'method' | 'path' | 'summary'> = {},
): RouteDoc => ({ method, path, summary, ...more });
