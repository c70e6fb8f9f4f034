import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app';
import { client, freshIp, signUp } from './support/client';
import { casesFor, type FuzzCase, type Operation } from './fuzz/cases';
import type { JsonSchema } from './fuzz/sample';
import { verdict } from './fuzz/verdict';
import { openapiDocument } from './fuzz/document';

/**
 * Every operation the OpenAPI document lists gets malformed JSON, wrong types, missing and
 * extra fields, 1 MB strings, deep nesting, NUL/RTL/emoji text and edge numbers, signed in
 * where it needs a session. No answer may be a 5xx, a 9999, outside the envelope, cost more
 * than five seconds of CPU, or carry a stack, SQL or a path.
 */
const t = useTestApp({ CODE_SENDS_PER_IP_HOUR: '100000' });
const operations: Operation[] = listOperations(await openapiDocument());

interface OpenApi {
  paths: Record<string, Record<string, OpenApiOperation>>;
}
interface OpenApiOperation {
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  parameters?: Array<{ in: string; name: string; required?: boolean; schema: JsonSchema }>;
}

function listOperations(doc: OpenApi): Operation[] {
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const upper = method.toUpperCase();
      if (upper !== 'GET' && upper !== 'POST') continue;
      out.push({
        method: upper,
        path,
        auth: !!op.security?.length,
        body: op.requestBody?.content['application/json']?.schema,
        query: (op.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: !!p.required, schema: p.schema })),
        multipart: upper === 'POST' && !op.requestBody,
      });
    }
  }
  return out;
}

const cpuMs = (used: NodeJS.CpuUsage) => (used.user + used.system) / 1000;

async function send(c: FuzzCase): Promise<string | null> {
  const started = process.cpuUsage();
  const res = await t.app.inject({
    method: c.method,
    url: c.url,
    headers: c.headers,
    payload: c.payload,
    remoteAddress: freshIp(),
  });
  return verdict({
    statusCode: res.statusCode,
    headers: res.headers,
    body: res.body,
    cpuMs: cpuMs(process.cpuUsage(started)),
  });
}

async function run(cases: FuzzCase[]): Promise<string[]> {
  const failures: string[] = [];
  for (const c of cases) {
    const why = await send(c);
    if (why) failures.push(`${c.method} ${c.url.slice(0, 80)} [${c.name}]: ${why}`);
  }
  return failures;
}

describe('fuzz: every operation in openapi.json', () => {
  it('lists the API', () => {
    expect(operations.length).toBeGreaterThan(90);
  });

  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s',
    { timeout: 60_000 },
    async (_name, op) => {
      const headers: Record<string, string> = {};
      if (op.auth) {
        const me = await signUp(
          t,
          client(t),
          `fuzz-${Math.random().toString(36).slice(2)}@example.com`,
        );
        headers.authorization = `Bearer ${me.token}`;
      }
      const cases = casesFor(op, headers);
      if (op.auth) {
        for (const authorization of [
          'Bearer',
          `Bearer ${'A'.repeat(10_000)}`,
          'Basic Zm9vOmJhcg==',
        ]) {
          cases.push({
            name: `auth ${authorization.slice(0, 12)}`,
            method: op.method,
            url: op.path,
            headers: { authorization },
          });
        }
      }
      expect(await run(cases)).toEqual([]);
    },
  );

  it('routes outside the document', async () => {
    const get = (url: string): FuzzCase => ({
      name: 'hidden route',
      method: 'GET',
      url,
      headers: {},
    });
    const post = (url: string): FuzzCase => ({
      name: 'hidden route',
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(
      await run([
        get('/api/v2/files/..%2F..%2F..%2Fetc%2Fpasswd'),
        get('/api/v2/files/%00'),
        get(`/api/v2/files/${'a'.repeat(5000)}`),
        get('/api/v2/no/such/route'),
        get('/api/v2/payments/sandbox/not-an-order'),
        post('/api/v2/payments/sandbox/%00/pay'),
        post(`/api/v2/payments/sandbox/${'9'.repeat(40)}/cancel`),
        post('/api/v2/payments/webhook'),
      ]),
    ).toEqual([]);
  });
});
