import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteHandlerMethod,
} from 'fastify';
import type { z } from 'zod';
import { envelope, type Envelope, type Route } from '@starlit/contracts';
import { RATE_LIMITS } from '../lib/limits';
import { idempotently, keyOf } from '../lib/idempotency';
import { wantsStream } from '../lib/sse';
import { deadlinePassed } from './deadline';
import { userIdOf } from './auth';

/** An /api/v2 module: registers the handlers of its routes (modules/index.ts lists them). */
export type ApiModule = (app: FastifyInstance) => Promise<void>;

type Parsed<R, K extends string> = R extends { readonly [P in K]: infer S }
  ? S extends z.ZodType
    ? z.output<S>
    : unknown
  : unknown;

/** A request as its route's schemas leave it: body, query and params parsed. */
export type RouteRequest<R extends Route> = FastifyRequest<{
  Body: Parsed<R, 'body'>;
  Querystring: Parsed<R, 'query'>;
  Params: Parsed<R, 'params'>;
}>;

/** A JSON route answers its envelope; others (pages, files, streams) answer through `reply`. */
type Answer<R> = R extends { readonly response: infer S extends z.ZodType }
  ? Envelope<z.input<S>> | FastifyReply | void
  : unknown;

export type RouteHandler<R extends Route> = (
  req: RouteRequest<R>,
  reply: FastifyReply,
) => Promise<Answer<R>>;

const STREAM_NOTE = 'With Accept: text/event-stream the reading streams as server-sent events.';
const IDEMPOTENT_NOTE =
  'A paid action: send Idempotency-Key (a UUID per action, the same for its retries) and a retry is answered what the first attempt did, never paid twice (1008 while that attempt runs, 1001 for another body with the key).';

/** The Fastify schema of a route: what is validated, serialized and documented. */
function schemaOf(contract: Route): FastifySchema {
  const { response } = contract;
  const notes = [
    contract.description ?? (contract.stream ? STREAM_NOTE : undefined),
    contract.idempotent ? IDEMPOTENT_NOTE : undefined,
  ].filter(Boolean);
  const description = notes.length ? notes.join(' ') : undefined;
  return {
    tags: [...contract.tags],
    // the operator API stays out of the members' OpenAPI document
    ...(contract.hidden || contract.base ? { hide: true } : {}),
    ...(contract.summary ? { summary: contract.summary } : {}),
    ...(description ? { description } : {}),
    ...(contract.auth === 'member' ? { security: [{ bearer: [] }] } : {}),
    ...(contract.multipart ? { consumes: ['multipart/form-data'] } : {}),
    ...(contract.params ? { params: contract.params } : {}),
    ...(contract.query ? { querystring: contract.query } : {}),
    ...(contract.body ? { body: contract.body } : {}),
    ...(response
      ? {
          response: {
            200: envelope(response),
            ...(contract.unavailable ? { 503: envelope(response) } : {}),
          },
        }
      : {}),
  };
}

/**
 * Registers the one handler of a route contract: its method and path, its schemas (the answer in
 * the envelope), the session it needs (member: 4001 without one; optional: read when sent;
 * operator: an operator's session of at least the route's role, else 4001 or 4003) and
 * its request limit, all from the contract.
 */
export function route<const R extends Route>(
  app: FastifyInstance,
  contract: R,
  handler: NoInfer<RouteHandler<R>>,
): void {
  const auth = contract.auth;
  app.route({
    method: contract.method,
    url: contract.path,
    schema: schemaOf(contract),
    ...(auth === 'member' ? { preHandler: app.authenticate } : {}),
    ...(auth === 'optional' ? { preHandler: app.identify } : {}),
    ...(auth === 'operator' ? { preHandler: app.operatorGuard(contract.role ?? 'admin') } : {}),
    ...(contract.limit ? { config: RATE_LIMITS[contract.limit] } : {}),
    handler: settled(contract.idempotent ? idempotentHandler(app, contract, handler) : handler),
  });
}

/**
 * The handler as Fastify runs it: once the request's deadline answered 1007 (plugins/deadline),
 * whatever the handler does after is dropped, its failure logged as the abandoned work it is.
 */
function settled<R extends Route>(handler: RouteHandler<R>): RouteHandlerMethod {
  return async function (this: unknown, req, reply) {
    try {
      const out = await handler(req as RouteRequest<R>, reply);
      return deadlinePassed() ? undefined : out;
    } catch (err) {
      if (!deadlinePassed()) throw err;
      req.log.info({ err }, 'work abandoned by the request deadline failed');
      return undefined;
    }
  } as RouteHandlerMethod;
}

/** A request's input without its `lang`, which does not change what is paid for. */
const withoutLang = (input: unknown): unknown => {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const { lang: _lang, ...rest } = input as Record<string, unknown>;
  return rest;
};

/**
 * A paid action's handler under the request's `Idempotency-Key` (lib/idempotency.ts); without
 * the header it runs as it is.
 */
function idempotentHandler<R extends Route>(
  app: FastifyInstance,
  contract: R,
  handler: RouteHandler<R>,
): RouteHandler<R> {
  return async (req, reply) => {
    const key = keyOf(req.headers['idempotency-key']);
    if (!key) return handler(req, reply);
    const request = {
      userId: userIdOf(req),
      key,
      action: contract.path,
      input: withoutLang(req.body ?? req.query ?? null),
      replay: !(contract.stream && wantsStream(req)),
    };
    return (await idempotently(app.db, request, () => handler(req, reply))) as Awaited<
      ReturnType<RouteHandler<R>>
    >;
  };
}
