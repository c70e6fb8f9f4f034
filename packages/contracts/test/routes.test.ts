import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiRoutes, endpoints } from '../src/index';

const source = (name: string) => readFileSync(new URL(`../src/${name}`, import.meta.url), 'utf8');
/** The modules a file loads when it runs (type-only imports are erased). */
const runtimeImports = (text: string) =>
  [...text.matchAll(/^import (?!type )[^;]*?from '([^']+)';/gms)].map((m) => m[1]);

describe('route contracts', () => {
  it('give every endpoint its schemas, once', () => {
    const listed = Object.values(endpoints).flatMap((group) => Object.values(group));
    expect(apiRoutes).toHaveLength(listed.length);
    for (const endpoint of listed) {
      const routes = apiRoutes.filter(
        (r) => r.method === endpoint.method && r.path === endpoint.path,
      );
      expect(routes, `${endpoint.method} ${endpoint.path}`).toHaveLength(1);
    }
  });

  it('read a GET from its query only, and say what a stream ends with', () => {
    for (const route of apiRoutes) {
      const key = `${route.method} ${route.path}`;
      if (route.method === 'GET') expect('body' in route, key).toBe(false);
      expect('done' in route, key).toBe('stream' in route);
      if ('multipart' in route) expect('body' in route, key).toBe(false);
    }
  });

  it('keep the endpoint table free of zod, so the web bundles no schema with it', () => {
    expect(runtimeImports(source('endpoints.ts'))).toEqual(['./route']);
    expect(runtimeImports(source('route.ts'))).toEqual([]);
  });
});
