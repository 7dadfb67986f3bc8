// The members of Express that the getting-started pages use, declared so those pages type-check in this
// repository, which does not depend on Express. They follow the shapes of Express's own types.
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
    listen(port: number, callback?: () => void): unknown;
  }
  interface Express {
    (): Application;
    json(): Handler;
    raw(options: { type: string; limit?: string | number }): Handler;
  }
  const express: Express;
  export default express;
}
