// The members of Express, React Router 7 and SvelteKit that the getting-started pages use, declared so those
// pages type-check in this repository, which depends on none of them. They follow the shapes of the libraries'
// own types (the package tests build the pages' apps with the real ones).
declare module 'express' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  interface Request extends IncomingMessage {
    body: unknown;
    originalUrl: string;
    get(name: string): string | undefined;
  }
  interface Response extends ServerResponse {
    status(code: number): Response;
    json(body: unknown): Response;
    sendStatus(code: number): Response;
  }
  type Handler = (req: Request, res: Response, next: (err?: unknown) => void) => unknown;
  interface Application {
    get(path: string, ...handlers: Handler[]): Application;
    post(path: string, ...handlers: Handler[]): Application;
    all(path: string, ...handlers: Handler[]): Application;
    use(...handlers: Handler[]): Application;
    use(path: string, ...handlers: Handler[]): Application;
    listen(port: number, callback?: () => void): unknown;
  }
  interface Express {
    (): Application;
    json(): Handler;
    raw(options: { type: string; limit?: string | number }): Handler;
    static(root: string, options?: { immutable?: boolean; maxAge?: string | number }): Handler;
  }
  const express: Express;
  export default express;
}

declare module 'react-router' {
  import type { ComponentType } from 'react';
  /** What the server adapter's getLoadContext returns; apps augment it. */
  interface AppLoadContext {
    [key: string]: unknown;
  }
  interface DataFunctionArgs {
    request: Request;
    params: Record<string, string | undefined>;
    context: AppLoadContext;
  }
  type LoaderFunctionArgs = DataFunctionArgs;
  type ActionFunctionArgs = DataFunctionArgs;
  function useLoaderData<T extends (...args: never[]) => unknown>(): Awaited<ReturnType<T>>;
  /** A loader's data with the response's status and headers (React Router unwraps it for useLoaderData). */
  function data<T>(value: T, init?: number | ResponseInit): T;
  const Links: ComponentType;
  const Meta: ComponentType;
  const Scripts: ComponentType;
  const Outlet: ComponentType;
  export type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs };
  export { data, Links, Meta, Outlet, Scripts, useLoaderData };
}

declare module '@react-router/dev/routes' {
  interface RouteConfigEntry {
    id?: string;
    path?: string;
    index?: boolean;
    file: string;
    children?: RouteConfigEntry[];
  }
  type RouteConfig = RouteConfigEntry[] | Promise<RouteConfigEntry[]>;
  function index(file: string): RouteConfigEntry;
  function route(
    path: string | null | undefined,
    file: string,
    children?: RouteConfigEntry[],
  ): RouteConfigEntry;
  export type { RouteConfig, RouteConfigEntry };
  export { index, route };
}

declare module '@react-router/dev/vite' {
  import type { Plugin } from 'vite';
  export function reactRouter(): Plugin[];
}

declare module '@react-router/express' {
  import type { Handler, Request, Response } from 'express';
  import type { AppLoadContext } from 'react-router';
  export function createRequestHandler(options: {
    build: unknown;
    getLoadContext?: (req: Request, res: Response) => AppLoadContext | Promise<AppLoadContext>;
    mode?: string;
  }): Handler;
}

declare module '@sveltejs/kit' {
  interface CookieOptions {
    path: string;
    httpOnly?: boolean;
    sameSite?: 'lax' | 'strict' | 'none';
    maxAge?: number;
  }
  interface Cookies {
    get(name: string): string | undefined;
    set(name: string, value: string, options: CookieOptions): void;
    delete(name: string, options: CookieOptions): void;
  }
  interface RequestEvent {
    request: Request;
    url: URL;
    params: Record<string, string>;
    cookies: Cookies;
    getClientAddress(): string;
  }
  type RequestHandler = (event: RequestEvent) => Response | Promise<Response>;
  export type { Cookies, RequestEvent, RequestHandler };
  /** Throws an HTTP error the page shows (`error(503, 'Busy')`). */
  export function error(status: number, body: string): never;
}

declare module '@sveltejs/kit/vite' {
  import type { Plugin } from 'vite';
  export function sveltekit(): Promise<Plugin[]>;
}

declare module '$env/dynamic/private' {
  export const env: Record<string, string | undefined>;
}
