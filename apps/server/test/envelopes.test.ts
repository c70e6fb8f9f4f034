import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app';
import { testConfig, testDatabase, useTestApp } from './support/app';
import { client, form, freshIp, httpStatusOf, signUp } from './support/client';

const t = useTestApp();
let extra: FastifyInstance | undefined;
afterAll(async () => extra?.close());

/** The app with routes that fail in ways no real route should: a crash, a strict schema. */
async function appWithTestRoutes(): Promise<FastifyInstance> {
  if (extra) return extra;
  const app = await buildApp({ config: testConfig(), database: await testDatabase() });
  app.get('/api/v2/test/crash', async () => {
    throw new Error('secret internals /srv/starlit');
  });
  app.post(
    '/api/v2/test/strict',
    {
      schema: {
        body: z.strictObject({
          name: z.string().max(5).optional(),
          scores: z.record(z.string(), z.object({ value: z.number() })).optional(),
          items: z.array(z.object({ id: z.string() })).optional(),
        }),
      },
    },
    async () => ({ code: 200, msg: '', data: null }),
  );
  await app.ready();
  extra = app;
  return app;
}

const HOSTILE = '<img src=x onerror=alert(1)>';

/** Sends one request and checks that the answer is a JSON envelope; returns it. */
async function envelope(app: FastifyInstance, options: InjectOptions, code: number) {
  const res = await app.inject({ remoteAddress: freshIp(), ...options });
  expect(res.statusCode, res.body).toBe(httpStatusOf(code));
  if (code === 1005) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.headers['content-type'], res.body).toBe('application/json; charset=utf-8');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  const body = res.json() as { code: number; msg: string; data: unknown };
  expect(Object.keys(body).sort()).toEqual(['code', 'data', 'msg']);
  expect(body.code, body.msg).toBe(code);
  return body;
}

const json = (url: string, payload: string, type = 'application/json'): InjectOptions => ({
  method: 'POST',
  url,
  headers: { 'content-type': type },
  payload,
});

describe('every answer is a JSON envelope', () => {
  it('success, unknown route, unauthenticated and a crash', async () => {
    await envelope(t.app, { method: 'GET', url: '/api/v2/health' }, 200);
    await envelope(t.app, { method: 'GET', url: '/api/v2/nope' }, 404);
    await envelope(t.app, { method: 'DELETE', url: '/api/v2/health' }, 404);
    await envelope(t.app, { method: 'GET', url: '/api/v2/checkLogin' }, 4001);
    const crash = await envelope(
      await appWithTestRoutes(),
      { method: 'GET', url: '/api/v2/test/crash' },
      9999,
    );
    expect(crash.msg).not.toContain('/srv');
  });

  it('every kind of malformed request is 1001', async () => {
    const query = await envelope(t.app, { method: 'GET', url: '/api/v2/health?lang=fr' }, 1001);
    expect(query.msg).toContain('lang');
    await envelope(t.app, json('/api/v2/login', '{}'), 1001);
    await envelope(t.app, json('/api/v2/login', '{"account": '), 1001);
    await envelope(t.app, json('/api/v2/login', ''), 1001);
    await envelope(t.app, json('/api/v2/login', '{"__proto__": {"x": 1}}'), 1001);
    await envelope(t.app, json('/api/v2/login', 'a=b', 'text/x-unknown'), 1001);
    const big = JSON.stringify({ padding: 'x'.repeat(1024 * 1024) });
    await envelope(t.app, json('/api/v2/login', big), 1001);
    await envelope(t.app, { method: 'GET', url: '/api/v2/health%E0%A4%A' }, 1001);
    await envelope(t.app, { method: 'GET', url: `/api/v2/files/${'a'.repeat(400)}` }, 1001);
    await envelope(t.app, json('/api/v2/feedback', 'abc', 'multipart/form-data'), 1001);
    const cut = '--XX\r\nContent-Disposition: form-data; name="content"\r\n\r\nhello';
    await envelope(t.app, json('/api/v2/feedback', cut, 'multipart/form-data; boundary=XX'), 1001);
  });

  it('rate limiting is 1005', async () => {
    const ip = freshIp();
    let last = { code: 0 };
    for (let i = 0; i < 25 && last.code !== 1005; i++) {
      last = await envelope(
        t.app,
        { ...json('/api/v2/login', '{}'), remoteAddress: ip },
        i < 20 ? 1001 : 1005,
      );
    }
    expect(last.code).toBe(1005);
  });
});

describe('error messages do not repeat what the client chose', () => {
  const never = (msg: string) => {
    expect(msg).not.toContain('<');
    expect(msg).not.toContain('onerror');
    expect(msg).not.toContain('secret-body');
  };

  it('JSON, content types and addresses', async () => {
    never((await envelope(t.app, json('/api/v2/login', '{"secret-body": "'), 1001)).msg);
    never((await envelope(t.app, json('/api/v2/login', '{}', `text/${HOSTILE}`), 1001)).msg);
    never(
      (await envelope(t.app, json('/api/v2/login', '{}', `application/json; x=${HOSTILE}`), 1001))
        .msg,
    );
    const url = `/api/v2/secret-body%E0%A4%A${encodeURIComponent(HOSTILE)}`;
    never((await envelope(t.app, { method: 'GET', url }, 1001)).msg);
  });

  it('unknown keys, record keys and nested paths', async () => {
    const app = await appWithTestRoutes();
    const post = (body: object) =>
      envelope(app, { method: 'POST', url: '/api/v2/test/strict', payload: body }, 1001);
    const unknown = await post({ [HOSTILE]: 1, 'secret-body': 2 });
    never(unknown.msg);
    expect(unknown.msg).toContain('unknown field');
    const recordKey = await post({ scores: { [HOSTILE]: { value: 'x' } } });
    never(recordKey.msg);
    expect(recordKey.msg).toContain('scores.*');
    // a plain key is named (it cannot carry markup), declared fields are named as they are
    expect((await post({ scores: { tf04: { value: 'x' } } })).msg).toContain('scores.tf04.value');
    expect((await post({ items: [{ id: 'a' }, { id: 3 }] })).msg).toContain('items.1.id');
    expect((await post({ name: 'toolong' })).msg).toContain('name');
  });

  it('multipart field names and test answers', async () => {
    const c = client(t);
    const files = await c.post(
      'feedback',
      form({ content: 'hello' }, [[HOSTILE, 'a.png', Buffer.from('png')]]),
    );
    expect(files.code).toBe(1001);
    never(files.msg);
    expect(files.msg).toContain('images');
    const fields = await c.post('feedback', form({ [HOSTILE]: 'x', content: '' }));
    expect(fields.code).toBe(1001);
    never(fields.msg);
    expect(fields.msg).toContain('content');

    const m = await signUp(t, c, 'echo@example.com');
    for (const key of [HOSTILE.slice(0, 8), `secret-body-${HOSTILE}`]) {
      const res = await c.post(
        'calculateMbti',
        { level: 'simplified', answers: { [key]: 4 } },
        m.token,
      );
      expect(res.code).toBe(1001);
      never(res.msg);
    }
  });
});
