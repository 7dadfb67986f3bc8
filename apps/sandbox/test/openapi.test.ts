import { describe, expect, it } from 'vitest';
import { harness } from './harness.js';

describe('GET /openapi.json', () => {
  it('describes every route the app registers, from the routes’ own schemas', async () => {
    const h = harness({ embedDir: null });
    const r = await h.call('GET', '/openapi.json');
    expect(r.status).toBe(200);
    const doc = r.body;
    expect(doc.openapi).toBe('3.1.0');
    const registered = new Set(
      h.app.routes
        .filter((x) => x.method !== 'ALL')
        .map((x) => `${x.method} ${x.path.replace(/:(\w+)/g, '{$1}')}`),
    );
    const described = new Set(
      Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
      ),
    );
    expect(registered.size).toBeGreaterThan(40);
    expect([...registered].filter((x) => !described.has(x))).toEqual([]);
    expect([...described].filter((x) => !registered.has(x))).toEqual([]);
    h.webhooks.stop();
  });

  it('carries the request schemas the routes validate with', async () => {
    const h = harness();
    const doc = (await h.call('GET', '/openapi.json')).body;
    const recipient = doc.paths['/v1/recipients'].post.requestBody.content['application/json'].schema;
    expect(recipient.required).toEqual(expect.arrayContaining(['type', 'bank_account']));
    expect(recipient.properties.type).toMatchObject({ const: 'bank_account' });
    const list = doc.paths['/v1/collections'].get.parameters.map((p: { name: string }) => p.name);
    expect(list).toEqual(['reference', 'status', 'from', 'to', 'per_page', 'cursor']);
    expect(doc.paths['/v1/collections/{id}'].patch.parameters[0]).toMatchObject({ name: 'id', in: 'path' });
    expect(doc.components.schemas.Failure.properties.code.enum).toContain('recipient_in_use');
    h.webhooks.stop();
  });
});
