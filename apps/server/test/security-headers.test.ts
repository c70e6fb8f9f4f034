import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { INLINE_PAGE } from '../src/plugins/security';
import { testConfig, testDatabase, useTestApp } from './support/app';
import { PNG_1X1, client, postAvatar, servedPng, signUp } from './support/client';

const web = mkdtempSync(path.join(os.tmpdir(), 'starlit-web-'));
mkdirSync(path.join(web, 'assets'));
writeFileSync(path.join(web, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(web, 'assets', 'index-abc.js'), 'export {};');
const t = useTestApp({ WEB_DIST: web });
const others: FastifyInstance[] = [];
afterAll(async () => {
  await Promise.all(others.map((a) => a.close()));
  rmSync(web, { recursive: true, force: true });
});

/** Another app over the same database, with other configuration and extra routes. */
async function appWith(
  overrides: Record<string, string>,
  routes: (app: FastifyInstance) => void = () => {},
): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(overrides), database: await testDatabase() });
  routes(app);
  await app.ready();
  others.push(app);
  return app;
}

/** The policy as a map of directive → sources. */
function policy(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  const out = new Map<string, string[]>();
  for (const part of (header as string).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out.set(name, sources);
  }
  return out;
}

describe('security headers', () => {
  it('send a strict policy, nosniff, frame denial and no referrer on the API and the web app', async () => {
    for (const url of ['/api/v2/health', '/api/v2/nope', '/', '/assets/index-abc.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      const csp = policy(res.headers['content-security-policy']);
      expect(csp.get('default-src'), url).toEqual(["'self'"]);
      expect(csp.get('script-src'), url).toEqual(["'self'"]);
      expect(csp.get('script-src-attr'), url).toEqual(["'none'"]);
      expect(csp.get('style-src'), url).toEqual(["'self'"]);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(csp.get('connect-src'), url).toEqual(["'self'"]);
      expect(csp.get('worker-src'), url).toEqual(["'self'"]);
      expect(csp.get('manifest-src'), url).toEqual(["'self'"]);
      expect(csp.get('img-src'), url).toEqual(["'self'", 'data:', 'blob:']);
      expect(csp.has('upgrade-insecure-requests'), url).toBe(false);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin-allow-popups');
      // PUBLIC_URL is http here: no HSTS
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });

  it('send HSTS and upgrade requests only when PUBLIC_URL is https', async () => {
    const app = await appWith({ PUBLIC_URL: 'https://starlit.example' });
    const res = await app.inject({ method: 'GET', url: '/api/v2/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(policy(res.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(
      true,
    );
  });

  it('leave uploaded files their own stricter policy, and the OpenAPI document working', async () => {
    const c = client(t);
    const { token } = await signUp(t, c, 'headers@example.com');
    const up = await postAvatar(c, ['a.png', PNG_1X1], token);
    expect(up.code, up.msg).toBe(200);
    const file = await servedPng(t, up.data.avatar);
    expect(file.headers['content-security-policy']).toBe("default-src 'none'");
    expect(file.headers['x-content-type-options']).toBe('nosniff');

    const doc = await t.app.inject({ method: 'GET', url: '/api/v2/openapi.json' });
    expect(doc.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(doc.json().openapi).toBe('3.1.0');
  });

  it('let a server-rendered page allow its own inline tags by nonce (INLINE_PAGE)', async () => {
    const app = await appWith({}, (a) => {
      a.get('/page', { helmet: INLINE_PAGE }, async (_req, reply) =>
        reply
          .type('text/html; charset=utf-8')
          .send(`<style nonce="${reply.cspNonce.style}"></style>${reply.cspNonce.script}`),
      );
    });
    const first = await app.inject({ method: 'GET', url: '/page' });
    const csp = policy(first.headers['content-security-policy']);
    const nonce = /nonce="([^"]+)"/.exec(first.body)![1]!;
    expect(csp.get('style-src')).toContain(`'nonce-${nonce}'`);
    expect(csp.get('script-src')).toEqual(["'self'", `'nonce-${first.body.split('>').at(-1)}'`]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    // a fresh nonce per response; other routes keep the plain policy
    const second = await app.inject({ method: 'GET', url: '/page' });
    expect(second.body).not.toBe(first.body);
    const plain = await app.inject({ method: 'GET', url: '/api/v2/health' });
    expect(plain.headers['content-security-policy']).not.toContain('nonce-');
  });
});
