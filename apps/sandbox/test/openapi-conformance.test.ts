import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { checkAnswer, validated } from './conformance.js';
import { harness, type Json } from './harness.js';

/** Whether a JSON Schema admits null (zod writes `anyOf` with `{ type: 'null' }`, or a type list). */
const nullable = (s: { anyOf?: { type?: unknown }[]; type?: unknown }) =>
  Boolean(s.anyOf?.some((x) => x.type === 'null')) || (Array.isArray(s.type) && s.type.includes('null'));

describe('/openapi.json as a contract', () => {
  it('validates the answers the suite receives, and would catch one it does not describe', async () => {
    const h = harness({ embedDir: null });
    const before = validated.count;
    await h.onrampOrder();
    await h.as(h.keys.test).get('/v1/banks');
    // The quote, the order and the bank list: each checked against its operation's schema.
    expect(validated.count - before).toBe(3);
    const answer = { method: 'GET', route: '/v1/banks', status: 200, contentType: 'application/json' };
    const wrong = (body: unknown) => checkAnswer({ ...answer, body: JSON.stringify(body) });
    expect(wrong({ status: true, data: [{ name: 'GTBank', code: '058' }] })).toBeNull();
    expect(wrong({ status: true, data: [{ name: 'GTBank', code: 58 }] })).toMatch(/code must be string/);
    expect(wrong({ status: true, data: [{ name: 'GTBank', code: '058', extra: 1 }] })).toMatch(
      /additional properties/,
    );
    expect(checkAnswer({ ...answer, status: 418, body: '{}' })).toMatch(/status not documented/);
    h.webhooks.stop();
  });

  it('types every success body, with the nullable fields the sandbox sends', async () => {
    const h = harness({ embedDir: null });
    const doc = (await h.call('GET', '/openapi.json')).body;
    let typed = 0;
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, Json>>)) {
      for (const [method, op] of Object.entries(item)) {
        for (const [status, response] of Object.entries(op.responses as Record<string, Json>)) {
          if (Number(status) >= 300) continue;
          // The mock browser wallet is a script, not an API answer.
          if (response.content?.['text/javascript']) continue;
          const schema = response.content?.['application/json']?.schema;
          const data = schema?.properties?.data ?? schema;
          const resource = data?.type === 'array' ? data.items : data;
          // Every resource names its fields (or its alternatives), never a bare `type: object`.
          expect(
            Boolean(resource?.properties || resource?.anyOf || resource?.oneOf),
            `${method.toUpperCase()} ${path} ${status}`,
          ).toBe(true);
          typed++;
        }
      }
    }
    expect(typed).toBeGreaterThan(45);
    const collection =
      doc.paths['/v1/collections/{id}'].get.responses['200'].content['application/json'].schema.properties
        .data;
    expect(nullable(collection.properties.last_deposit_at)).toBe(true);
    const deposit =
      doc.paths['/v1/collections/deposits/simulate'].post.responses['200'].content['application/json'].schema
        .properties.data.anyOf[0];
    expect(nullable(deposit.properties.collection_id)).toBe(true);
    const sessionCodes =
      doc.paths['/v1/collection-sessions'].post.responses['400'].content['application/json'].schema.properties
        .code.enum;
    expect(sessionCodes).toEqual(expect.arrayContaining(['asset_not_allowed', 'network_not_allowed']));
    h.webhooks.stop();
  });

  it('passes an OpenAPI linter (Redocly, recommended rules) with no errors', async () => {
    const h = harness({ embedDir: null });
    const text = JSON.stringify((await h.call('GET', '/openapi.json')).body);
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: text, absoluteRef: 'openapi.json', config });
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
    // The linter does report errors: the same document with one malformed operation fails.
    const broken = JSON.parse(text);
    broken.paths['/health'].get.responses = 'none';
    const found = await lintFromString({
      source: JSON.stringify(broken),
      absoluteRef: 'openapi.json',
      config,
    });
    expect(found.filter((p) => p.severity === 'error').length).toBeGreaterThan(0);
    h.webhooks.stop();
  });
});
