import Fastify, { type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_BASE, adminRoutes, apiRoutes, type Route } from '@starlit/contracts';
import { appPlugin } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { RATE_LIMITS } from '../src/lib/limits';
import { testConfig } from './support/app';

/**
 * A route is defined once, in the contracts: every contract has exactly one handler on the
 * server, every /api/v2 handler has a contract, and the OpenAPI document lists each visible one
 * with the contract's tag and security. The sandbox checkout is on, so its pages count too.
 */
const PREFIX = '/api/v2';
const keyOf = (method: string, path: string) => `${method} ${path}`;

let database: Database;
const app = Fastify({ logger: false });
const registered: RouteOptions[] = [];
let openapi: { paths: Record<string, Record<string, { tags?: string[]; security?: unknown[] }>> };

beforeAll(async () => {
  database = await openDatabase({});
  await database.migrate();
  app.addHook('onRoute', (options) => {
    registered.push(options);
  });
  await app.register(appPlugin, {
    config: testConfig({ PAYMENTS_SANDBOX: 'true' }),
    database,
  });
  await app.ready();
  openapi = (await app.inject({ method: 'GET', url: `${PREFIX}/openapi.json` })).json();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

/** The API's own routes under a prefix (Fastify's automatic HEAD twins of GET routes left out). */
const apiHandlers = (prefix = PREFIX) =>
  registered.flatMap((r) => {
    const url = r.url ?? '';
    if (!url.startsWith(`${prefix}/`)) return [];
    const methods = (Array.isArray(r.method) ? r.method : [r.method]).filter((m) => m !== 'HEAD');
    return methods.map((method) => ({ key: keyOf(method, url.slice(prefix.length)), options: r }));
  });

const contractKey = (c: Route) => keyOf(c.method, c.path);

/** Each contract has exactly one of the handlers, and every handler has a contract. */
function expectOneHandlerEach(contracts: string[], handlers: Array<{ key: string }>) {
  const handled = handlers.map((h) => h.key);
  for (const key of contracts)
    expect(
      handled.filter((k) => k === key),
      key,
    ).toHaveLength(1);
  expect(handled.filter((key) => !contracts.includes(key))).toEqual([]);
}

describe('route contracts', () => {
  it('name each method and path once', () => {
    const keys = apiRoutes.map(contractKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('each have exactly one registered handler, and every handler has a contract', () => {
    expectOneHandlerEach(apiRoutes.map(contractKey), apiHandlers());
  });

  it('give each handler its session check and its request limit', () => {
    const byKey = new Map(apiHandlers().map((h) => [h.key, h.options]));
    for (const contract of apiRoutes) {
      const options = byKey.get(contractKey(contract))!;
      const hasPreHandler = options.preHandler !== undefined;
      expect(hasPreHandler, contractKey(contract)).toBe(contract.auth !== 'public');
      const limit = 'limit' in contract ? contract.limit : undefined;
      const expected = limit ? RATE_LIMITS[limit].rateLimit : undefined;
      const config = options.config as { rateLimit?: object } | undefined;
      expect(config?.rateLimit, contractKey(contract)).toEqual(expected);
    }
  });

  it('each appear in the OpenAPI document with their tag and security, hidden ones aside', () => {
    for (const contract of apiRoutes) {
      // OpenAPI writes `:name` path parameters as `{name}`
      const path = PREFIX + contract.path.replace(/:(\w+)/g, '{$1}');
      const operation = openapi.paths[path]?.[contract.method.toLowerCase()];
      const key = contractKey(contract);
      if ('hidden' in contract && contract.hidden) {
        expect(operation, key).toBeUndefined();
        continue;
      }
      expect(operation, key).toBeDefined();
      expect(operation!.tags, key).toEqual([...contract.tags]);
      expect(!!operation!.security?.length, key).toBe(contract.auth === 'member');
    }
  });

  it('list every operation of the OpenAPI document', () => {
    const listed = Object.entries(openapi.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) =>
        keyOf(m.toUpperCase(), path.slice(PREFIX.length).replace(/\{(\w+)\}/g, ':$1')),
      ),
    );
    const contracts = apiRoutes.map(contractKey);
    expect(listed.filter((key) => !contracts.includes(key))).toEqual([]);
  });
});

describe('operator route contracts', () => {
  it('each have exactly one handler under /api/admin, and every handler there has a contract', () => {
    const keys = adminRoutes.map(contractKey);
    expect(new Set(keys).size).toBe(keys.length);
    expectOneHandlerEach(keys, apiHandlers(ADMIN_BASE));
  });

  it('guard every call but sign-in with an operator session, and rate-limit sign-in', () => {
    const byKey = new Map(apiHandlers(ADMIN_BASE).map((h) => [h.key, h.options]));
    for (const contract of adminRoutes) {
      const options = byKey.get(contractKey(contract))!;
      expect(options.preHandler !== undefined, contractKey(contract)).toBe(
        contract.auth === 'operator',
      );
      expect(contract.base).toBe(ADMIN_BASE);
    }
    const login = byKey.get('POST /login')!.config as { rateLimit?: object };
    expect(login.rateLimit).toEqual(RATE_LIMITS.auth.rateLimit);
  });

  it("stay out of the members' OpenAPI document", () => {
    expect(Object.keys(openapi.paths).filter((p) => p.startsWith(ADMIN_BASE))).toEqual([]);
  });
});
