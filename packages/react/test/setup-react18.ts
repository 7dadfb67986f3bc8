/**
 * The react18 test project runs the same tests against React 18. Vite's aliases reach only the code Vite
 * transforms; CommonJS packages loaded by Node (react-dom, and @testing-library/react's main build) would
 * find React 19, the workspace's version, and react-dom18 itself is linked to React 19 by pnpm. Point every
 * CommonJS require of react and react-dom in this project at the React 18 copies.
 */
import Module, { createRequire } from 'node:module';
import { dirname } from 'node:path';

const fromRoot = createRequire(import.meta.url);
const target: Record<string, string> = {
  react: dirname(fromRoot.resolve('react18/package.json')),
  'react-dom': dirname(fromRoot.resolve('react-dom18/package.json')),
};

type Resolve = (request: string, parent: unknown, ...rest: unknown[]) => string;
const loader = Module as unknown as { _resolveFilename: Resolve };
const original = loader._resolveFilename;
loader._resolveFilename = function (request, parent, ...rest) {
  const m = /^(react-dom|react)(\/.*)?$/.exec(request);
  const redirected = m?.[1] ? `${target[m[1]]}${m[2] ?? ''}` : request;
  return original.call(this, redirected, parent, ...rest);
};
