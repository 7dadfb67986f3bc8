import { describe, expect, it } from 'vitest';
import { SANDBOX_ERROR_CODES } from '../src/errors.js';
import { ROUTE_ANSWERS } from '../src/http/openapi-responses.js';
import { harness, type Json } from './harness.js';

/** Answered by the Node server before any route runs, so no operation lists them. */
const TRANSPORT_CODES = ['malformed_request', 'headers_too_large'];

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

async function documented() {
  const h = harness({ embedDir: null });
  const doc: Json = (await h.call('GET', '/openapi.json')).body;
  const ops = Object.entries(doc.paths as Record<string, Record<string, Json>>).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
  return { h, doc, ops };
}

/** The codes an operation lists under `status`. */
const codesAt = (op: Json, status: number): string[] =>
  status >= 400
    ? (op.responses[String(status)]?.content['application/json'].schema.properties.code.enum ?? [])
    : [];

describe('/openapi.json answers', () => {
  it('has a request body exactly where the handler reads one, and query parameters where it reads a query', async () => {
    const { h, doc } = await documented();
    let bodies = 0;
    for (const r of h.app.routes) {
      if (r.method === 'ALL' || !r.path.startsWith('/v1/')) continue;
      const op = doc.paths[openApiPath(r.path)][r.method.toLowerCase()];
      // The handler's own source says whether it validates a body or a query.
      const source = r.handler.toString();
      const readsBody = source.includes('readBody');
      expect(Boolean(op.requestBody), `${r.method} ${r.path} requestBody`).toBe(readsBody);
      if (readsBody) bodies++;
      const queryParams = (op.parameters ?? []).filter((p: Json) => p.in === 'query');
      expect(queryParams.length > 0, `${r.method} ${r.path} query`).toBe(source.includes('readQuery'));
    }
    expect(bodies).toBeGreaterThan(15);
    h.webhooks.stop();
  });

  it('describes the answers of every operation, and no route it does not have', async () => {
    const { h, doc, ops } = await documented();
    expect(new Set(ops.map((o) => `${o.method} ${o.path}`))).toEqual(new Set(Object.keys(ROUTE_ANSWERS)));
    expect(doc.info.version).toBe('1.0');
    expect(doc.servers).toEqual([{ url: '/', description: 'This sandbox' }]);
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
    for (const { method, path, op } of ops) {
      const where = `${method} ${path}`;
      const statuses = Object.keys(op.responses).map(Number);
      expect(
        statuses.some((s) => s >= 200 && s < 400),
        where,
      ).toBe(true);
      for (const [status, response] of Object.entries(op.responses as Record<string, Json>)) {
        expect(response.headers['request-id'], `${where} ${status}`).toEqual({
          $ref: '#/components/headers/RequestId',
        });
        for (const code of codesAt(op, Number(status))) {
          // Each code sits under the status the sandbox answers it with.
          expect(SANDBOX_ERROR_CODES[code as keyof typeof SANDBOX_ERROR_CODES].status, code).toBe(
            Number(status),
          );
        }
      }
      if (path.startsWith('/v1/')) {
        expect(codesAt(op, 401), where).toContain('unauthorized');
        expect(codesAt(op, 429), where).toContain('rate_limited');
        const paramNames = (op.parameters ?? []).map((p: Json) => p.name);
        expect(paramNames.includes('Idempotency-Key'), where).toBe(method === 'POST');
      }
      const paginated = op.responses['200']?.content?.['application/json']?.schema.properties?.meta;
      if (paginated) expect(codesAt(op, 400), where).toContain('invalid_cursor');
    }
    // Every code but the server's own is answered by some route.
    const listed = new Set(
      ops.flatMap(({ op }) => Object.keys(op.responses).flatMap((s) => codesAt(op, Number(s)))),
    );
    const unlisted = Object.keys(SANDBOX_ERROR_CODES).filter((c) => !listed.has(c));
    expect(unlisted.sort()).toEqual([...TRANSPORT_CODES].sort());
    h.webhooks.stop();
  });

  it('lists the code the sandbox really answers on every /v1 route, with no credential and with a wrong id', async () => {
    const { h, ops } = await documented();
    let checked = 0;
    for (const { method, path, op } of ops) {
      if (!path.startsWith('/v1/')) continue;
      const url = path.replace(/\{\w+\}/g, 'nope_123');
      const credentials = path.startsWith('/v1/client/')
        ? [undefined, h.keys.test]
        : [undefined, h.keys.test, h.keys.live];
      for (const credential of credentials) {
        const r = await h.call(method, url, credential, op.requestBody ? {} : undefined);
        if (r.status < 400) continue;
        expect(r.body.status, `${method} ${url}`).toBe(false);
        expect(codesAt(op, r.status), `${method} ${path} answered ${r.status} ${r.body.code}`).toContain(
          r.body.code,
        );
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(80);
    h.webhooks.stop();
  });
});
