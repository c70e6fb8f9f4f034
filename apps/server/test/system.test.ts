import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apps } from '../src/db/schema';
import { useTestApp } from './support/app';

const t = useTestApp();

describe('envelope and system routes', () => {
  it('reports health with the database kind and version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(200);
    expect(body.data.status).toBe('ok');
    expect(['pglite', 'postgres']).toContain(body.data.db);
    expect(body.data.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('answers unknown routes with a 404 envelope in the requested language', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/api/v2/nope?lang=en' });
    expect(en.statusCode).toBe(200);
    expect(en.json()).toEqual({ code: 404, msg: 'Not found', data: null });
    const zh = await t.app.inject({ method: 'POST', url: '/api/v2/nope', payload: { lang: 'zh' } });
    expect(zh.json().msg).toBe('接口不存在');
  });

  it('echoes a request id header, generating one when absent', async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/v2/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const generated = await t.app.inject({ method: 'GET', url: '/api/v2/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const hostile = await t.app.inject({
      method: 'GET',
      url: '/api/v2/health',
      headers: { 'x-request-id': 'a b\nc' },
    });
    expect(hostile.headers['x-request-id']).not.toContain(' ');
  });

  it('publishes an OpenAPI document covering every route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/openapi.json' });
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const documented = new Set<string>();
    for (const [p, ops] of Object.entries(doc.paths as Record<string, object>)) {
      for (const method of Object.keys(ops)) documented.add(`${method.toUpperCase()} ${p}`);
    }
    const served: string[] = [];
    for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
      const m = /(\/api\/v2\/\S*) \(([^)]+)\)/.exec(line);
      if (!m) continue;
      const p = m[1]!.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');
      for (const method of m[2]!.split(', ')) if (method !== 'HEAD') served.push(`${method} ${p}`);
    }
    // the document itself, the uploaded-file passthrough and the sandbox checkout's HTML
    // pages are not API operations
    const api = served.filter((r) => !/openapi\.json|\/files\/|\/payments\/sandbox\//.test(r));
    expect(api.length).toBeGreaterThan(2);
    for (const route of api) expect(documented, route).toContain(route);
  });

  it('lists only enabled apps, grouped by category, in the requested language', async () => {
    const shipped = await t.app.inject({ method: 'GET', url: '/api/v2/appCategory?lang=zh' });
    expect(shipped.json().data).toEqual([
      {
        id: 'divination',
        name: '占卜',
        apps: [
          expect.objectContaining({ id: 'tarot', link: '#/drawingCards' }),
          {
            id: 'answers',
            name: '答案之书',
            description: '心里默念问题，翻开一页',
            icon: 'book',
            link: '#/answersBook',
          },
          expect.objectContaining({ id: 'dice', link: '#/drawingDice' }),
        ],
      },
    ]);
    // switching an entry off in the database hides it
    await t.database.db.update(apps).set({ enabled: false }).where(eq(apps.id, 'answers'));
    const en = await t.app.inject({ method: 'GET', url: '/api/v2/appCategory?lang=en' });
    expect(en.json().data[0].apps.map((a: { id: string }) => a.id)).toEqual(['tarot', 'dice']);
    expect(en.json().data[0].apps[0].name).toMatch(/tarot/i);
  });

  it('rejects a malformed query parameter with 1001 naming the field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/health?lang=fr' });
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(1001);
    expect(res.json().msg).toContain('lang');
  });
});
