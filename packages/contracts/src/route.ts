import type { z } from 'zod';

/**
 * One /api/v2 call, defined once. Its endpoint (method, path, who may call it, its request
 * limit, its OpenAPI tag, and whether it streams or takes a multipart upload) is zod-free, in
 * endpoints.ts, so the web bundles it without any schema; each module's contract file attaches
 * the schemas to it with defineRoute / defineRoutes. The server registers its handler from the
 * whole route (apps/server/src/plugins/route.ts); the web derives its calls from the endpoint and
 * the route's types (apps/web/src/api/call.ts).
 */

export type Method = 'GET' | 'POST';

/**
 * member: a session is required (4001 without); optional: read when sent; public: ignored;
 * operator: an operator's session is required (4001 without; 4003 below the endpoint's role).
 */
export type Auth = 'member' | 'public' | 'optional' | 'operator';

/** What an operator may do: `support` reads and helps within limits, `admin` does all. */
export type OperatorRole = 'support' | 'admin';

/** A request limit by name; the server holds the numbers (apps/server/src/lib/limits.ts). */
export type LimitName =
  'auth' | 'account' | 'upload' | 'publicRead' | 'write' | 'chat' | 'checkout';

export interface Endpoint {
  readonly method: Method;
  /** under its base (/api/v2 unless `base` says otherwise), exactly as on the wire */
  readonly path: string;
  /** the prefix it lives under when not /api/v2 (the operator API); left out of /api/v2's OpenAPI */
  readonly base?: '/api/admin';
  /** an operator endpoint: the least role that may call it */
  readonly role?: OperatorRole;
  readonly auth: Auth;
  readonly limit?: LimitName;
  readonly tags: readonly string[];
  /** with `Accept: text/event-stream` the answer streams as server-sent events (see `done`) */
  readonly stream?: true;
  /** the request is multipart/form-data (its fields in the route's description) */
  readonly multipart?: true;
  /** left out of the OpenAPI document (pages, redirects, files, the document itself) */
  readonly hidden?: true;
  /**
   * a paid action: an `Idempotency-Key` header (a UUID per member action, reused by its
   * retries) makes a retry answer what the first attempt answered instead of paying again
   */
  readonly idempotent?: true;
}

/** What an endpoint's builder may add besides method, path and auth. */
export type EndpointExtra = Partial<
  Pick<Endpoint, 'limit' | 'stream' | 'multipart' | 'hidden' | 'base' | 'role' | 'idempotent'>
>;

export interface RouteSchemas {
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly params?: z.ZodType;
  /** the data of a JSON answer; the server wraps it in the envelope. None: not JSON */
  readonly response?: z.ZodType;
  /** a streamed answer: the data of its final `done` event */
  readonly done?: z.ZodType;
  /** a streamed answer: its events before the text, by name */
  readonly events?: Readonly<Record<string, z.ZodType>>;
  /** HTTP 503 with Retry-After and the same data while a dependency is down */
  readonly unavailable?: true;
  readonly summary?: string;
  readonly description?: string;
}

export type Route<E extends Endpoint = Endpoint, S extends RouteSchemas = RouteSchemas> = E & S;

/** An endpoint of one method: `get(path, auth, extra?)`, `post(path, auth, extra?)`. */
const endpointOf =
  <M extends 'GET' | 'POST'>(method: M) =>
  <
    const P extends string,
    const A extends Auth,
    const X extends EndpointExtra = Record<never, never>,
  >(
    path: P,
    auth: A,
    extra?: X,
  ) => ({ method, path, auth, ...(extra as X) });

/** A GET endpoint. */
export const get = endpointOf('GET');
/** A POST endpoint. */
export const post = endpointOf('POST');

/** One module's endpoints, all under one OpenAPI tag. */
export function group<
  const T extends string,
  const G extends Record<string, Omit<Endpoint, 'tags'>>,
>(tag: T, endpoints: G): { readonly [K in keyof G]: G[K] & { readonly tags: readonly [T] } } {
  const tags = [tag] as const;
  return Object.fromEntries(
    Object.entries(endpoints).map(([name, endpoint]) => [name, { ...endpoint, tags }]),
  ) as { readonly [K in keyof G]: G[K] & { readonly tags: readonly [T] } };
}

/** A route: an endpoint with its schemas. */
export const defineRoute = <const E extends Endpoint, const S extends RouteSchemas>(
  endpoint: E,
  schemas: S,
): Route<E, S> => ({ ...endpoint, ...schemas });

/** A module's routes: every endpoint of the group with its schemas, no more and no fewer. */
export function defineRoutes<
  const G extends Record<string, Endpoint>,
  const S extends { readonly [K in keyof G]: RouteSchemas },
>(
  endpoints: G,
  schemas: S & Record<Exclude<keyof S, keyof G>, never>,
): { readonly [K in keyof G]: Route<G[K], S[K]> } {
  const routes: Record<string, Route> = {};
  for (const [name, endpoint] of Object.entries(endpoints)) {
    routes[name] = defineRoute(endpoint, schemas[name as keyof G] as RouteSchemas);
  }
  return routes as { readonly [K in keyof G]: Route<G[K], S[K]> };
}

type Input<S> = S extends z.ZodType ? z.input<S> : never;
type Output<S> = S extends z.ZodType ? z.output<S> : never;

/**
 * What a client sends: the form of a multipart upload, the body of a POST, the query of a GET
 * (the client adds `lang` itself); nothing when the route declares neither.
 */
export type RouteInput<R> = R extends { multipart: true }
  ? FormData
  : R extends { method: 'POST'; body: infer B }
    ? Omit<Input<B>, 'lang'>
    : R extends { method: 'GET'; query: infer Q }
      ? Omit<Input<Q>, 'lang'>
      : Record<string, never>;

/** The data of a route's JSON answer. */
export type RouteOutput<R> = R extends { response: infer S } ? Output<S> : null;

/** The data of a streamed route's final `done` event. */
export type RouteDone<R> = R extends { done: infer S } ? Output<S> : never;
