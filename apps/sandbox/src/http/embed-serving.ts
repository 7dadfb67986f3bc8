/**
 * The hosted embed's serving contract (the embed guide's "Serving the frame"), in one place for the sandbox's
 * /embed/, the browser tests' frame server and the demo:
 * - files under `assets/` carry a content hash in their name (the frame's build names them so), and are
 *   served `Cache-Control: public, max-age=31536000, immutable`: a second visit reads them from the cache
 *   without asking;
 * - everything else (the HTML, the script-tag builds, whose names are stable) is served `no-cache` with an
 *   ETag, and an `If-None-Match` that matches gets `304 Not Modified` with no body;
 * - a file the build precompressed (`.br`, `.gz` beside it) is sent in the best encoding the request accepts
 *   (brotli, then gzip), with `Vary: Accept-Encoding`; nothing is compressed per request;
 * - every answer, errors included, carries `Access-Control-Allow-Origin: *` and exposes the framing headers,
 *   so the host's load-failure check can tell a 404 from a refusal (the embed's load-failure probe).
 *
 * Framework-free: `embedResponse` takes the path and the request's headers and returns status, headers and
 * body, which Hono (the sandbox) and node:http (tests, demo) write out. A file is read again when its size or
 * modification time changes (a rebuild while the server runs serves the new page and ETag); a path with no
 * file is never remembered, so memory holds at most the files on disk.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, relative, sep } from 'node:path';

export const EMBED_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
};

/** Hashed, never-changing assets. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages and stable names: stored, but checked with the server (ETag) before each use. */
export const REVALIDATE = 'no-cache';

/** Headers on every answer of the hosted embed, so a page on another origin can read why it failed. */
export const EMBED_CORS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'Content-Security-Policy, X-Frame-Options, Date',
};

/**
 * The frame's Content-Security-Policy: what it may load and reach (`connect`: the API's origin, or `'self'`
 * when the API is served beside it), which scripts may run (`scripts`: the page's own files and its inline
 * boot script by hash, from the build's csp.json; see `frameScriptSources`), and who may frame it.
 */
export function embedCsp(
  frameAncestors: readonly string[],
  connect = "'self'",
  scripts: readonly string[] = ["'self'"],
): string {
  return [
    "default-src 'none'",
    `script-src ${scripts.join(' ')}`,
    "style-src 'self'",
    `connect-src ${connect}`,
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${frameAncestors.join(' ')}`,
  ].join('; ');
}

const SOURCE = /^(?:'self'|'sha256-[A-Za-z0-9+/]{43}=')$/;
const scriptSources = new Map<string, { stamp: string; sources: string[] }>();

/**
 * The `script-src` sources the built frame in `dir` needs, from the csp.json its build writes beside
 * index.html: `'self'` and the hash of the page's inline boot script. Read again when the file changes (a
 * rebuild while the server runs gets the new hash with the new page); `'self'` alone when there is no build,
 * or a build without the file. A source that is neither `'self'` nor a SHA-256 hash is refused.
 */
export function frameScriptSources(dir: string | null): string[] {
  const file = dir === null ? null : join(dir, 'csp.json');
  const stat = file && existsSync(file) ? statSync(file) : null;
  if (!file || !stat) return ["'self'"];
  const stamp = `${stat.size}:${stat.mtimeMs}`;
  const known = scriptSources.get(file);
  if (known?.stamp === stamp) return known.sources;
  const sources: unknown = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)['script-src'];
  if (!Array.isArray(sources) || !sources.every((s) => typeof s === 'string' && SOURCE.test(s))) {
    throw new Error(`${file}: "script-src" must list 'self' and 'sha256-…' sources only`);
  }
  scriptSources.set(file, { stamp, sources });
  return sources as string[];
}

/**
 * The security headers the frame's pages and assets are served with, here as in production (as the embed guide
 * recommends):
 * the CSP above for the frame built in `dir`, `nosniff`, and no Referer (the frame's URL carries its channel
 * in the fragment only, but nothing about the page is anyone else's business).
 */
export function embedSecurityHeaders(
  frameAncestors: readonly string[],
  connect: string,
  dir: string | null,
): Record<string, string> {
  return {
    'Content-Security-Policy': embedCsp(frameAncestors, connect, frameScriptSources(dir)),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  };
}

interface Entry {
  /** Size and modification time of the file when read, to notice a rebuild. */
  stamp: string;
  body: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  type: string;
  etag: string;
  immutable: boolean;
}

export interface EmbedResponse {
  status: number;
  headers: Record<string, string>;
  /** Null for 304 and HEAD. */
  body: Buffer | null;
}

/** The precompressed encodings a request accepts, best first (q=0 refuses one; `*` stands for gzip). */
export function acceptedEncodings(accept: string | null | undefined): ('br' | 'gzip')[] {
  const accepted = new Set<string>();
  for (const part of (accept ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  return [
    ...(accepted.has('br') ? (['br'] as const) : []),
    ...(accepted.has('gzip') || accepted.has('*') ? (['gzip'] as const) : []),
  ];
}

/** Whether an If-None-Match header names this ETag (weak comparison, `*` included). */
function matches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => t.trim() === '*' || bare(t) === bare(etag));
}

/**
 * A reader of the built frame in `dir`. `path` is the URL path below the embed's root (`/`, `/index.html`,
 * `/assets/index-Ab12Cd34.js`); `headers.get` reads request headers. Unknown paths answer 404 (with CORS).
 */
export function embedFiles(dir: string) {
  const root = normalize(dir);
  // Keyed by the file actually served, never by the request's spelling of it.
  const cache = new Map<string, Entry>();
  const load = (rel: string): Entry | null => {
    let file = normalize(join(root, rel));
    if (file !== root && !file.startsWith(root + sep)) return null;
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    const type = EMBED_TYPES[extname(file)];
    const stat = type && existsSync(file) ? statSync(file) : null;
    if (!type || !stat?.isFile()) {
      cache.delete(file);
      return null;
    }
    const stamp = `${stat.size}:${stat.mtimeMs}`;
    const known = cache.get(file);
    if (known?.stamp === stamp) return known;
    const body = readFileSync(file);
    const read = (ext: string) => (existsSync(file + ext) ? readFileSync(file + ext) : null);
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
    const entry: Entry = {
      stamp,
      body,
      br: read('.br'),
      gzip: read('.gz'),
      type,
      // Weak: the brotli, gzip and plain bodies are the same content in different encodings.
      etag: `W/"${hash}"`,
      // Decided from where the served file is, so `/assets/..%2Findex.html` is the page, revalidated.
      immutable: relative(root, file).startsWith(`assets${sep}`),
    };
    cache.set(file, entry);
    return entry;
  };

  return function embedResponse(
    method: string,
    path: string,
    headers: { get(name: string): string | null | undefined },
  ): EmbedResponse {
    let rel: string;
    try {
      rel = decodeURIComponent(path);
    } catch {
      rel = '\0';
    }
    const entry = rel.includes('\0') ? null : load(rel);
    if (!entry || (method !== 'GET' && method !== 'HEAD')) {
      const status = entry ? 405 : 404;
      return {
        status,
        headers: {
          ...EMBED_CORS,
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-store',
          ...(entry ? { Allow: 'GET, HEAD' } : {}),
        },
        body: Buffer.from(entry ? 'Method not allowed.\n' : 'No such file in the hosted embed.\n'),
      };
    }
    const base: Record<string, string> = {
      ...EMBED_CORS,
      'Content-Type': entry.type,
      'Cache-Control': entry.immutable ? IMMUTABLE : REVALIDATE,
      ETag: entry.etag,
      Vary: 'Accept-Encoding',
    };
    if (!entry.immutable && matches(headers.get('if-none-match'), entry.etag)) {
      return { status: 304, headers: base, body: null };
    }
    const used = acceptedEncodings(headers.get('accept-encoding')).find((e) => entry[e] !== null);
    const body = (used && entry[used]) || entry.body;
    return {
      status: 200,
      headers: {
        ...base,
        ...(used ? { 'Content-Encoding': used } : {}),
        'Content-Length': String(body.length),
      },
      body: method === 'HEAD' ? null : body,
    };
  };
}

export type EmbedResponder = ReturnType<typeof embedFiles>;
