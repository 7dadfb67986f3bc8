/**
 * Set up for every sandbox test file: each answer any sandbox in the process gives is validated against
 * /openapi.json (the operation's documented status, and the JSON Schema of that response), and a test
 * fails on the first answer the document does not describe.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterEach, beforeAll, expect } from 'vitest';
import { observeAnswers, type ObservedAnswer } from '../src/http/observe.js';

interface Operation {
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}

type Doc = { paths: Record<string, Record<string, Operation>> };
let doc: Doc = { paths: {} };
const ajv = new Ajv2020({ strict: false, allErrors: true });

// Loaded after the test file's own imports, so a module it mocks is mocked for the document's routes too.
beforeAll(async () => {
  const { openApiDocument } = await import('../src/openapi.js');
  doc = openApiDocument() as Doc;
  if (!ajv.getSchema('openapi')) ajv.addSchema(doc, 'openapi');
});
const pointer = (...parts: string[]) =>
  parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

const violations: string[] = [];
export const validated = { count: 0 };

/** What is wrong with an answer by the document, or null when it is described (and counted). */
export function checkAnswer(a: ObservedAnswer): string | null {
  // No route matched: a 404 of the catch-all; the embed's files are not API answers.
  if (a.route === null || a.route.startsWith('/embed/')) return null;
  const op = doc.paths[a.route]?.[a.method.toLowerCase()];
  const where = `${a.method} ${a.route} ${a.status}`;
  if (!op) return `${where}: no such operation in /openapi.json`;
  const response = op.responses[String(a.status)];
  if (!response) return `${where}: status not documented`;
  if (!response.content?.['application/json']) {
    validated.count++;
    return null;
  }
  if (!a.contentType?.startsWith('application/json')) {
    return `${where}: answered ${a.contentType}, documented application/json`;
  }
  const at = ['paths', a.route, a.method.toLowerCase(), 'responses', String(a.status), 'content'];
  const id = `openapi#/${pointer(...at, 'application/json', 'schema')}`;
  const validate = ajv.getSchema(id);
  if (!validate) return `${where}: no schema at ${id}`;
  if (!validate(JSON.parse(a.body))) {
    return `${where}: ${ajv.errorsText(validate.errors)} in ${a.body.slice(0, 300)}`;
  }
  validated.count++;
  return null;
}

observeAnswers((a) => {
  const problem = checkAnswer(a);
  if (problem) violations.push(problem);
});

afterEach(() => {
  expect(violations.splice(0), 'answers /openapi.json does not describe').toEqual([]);
});
