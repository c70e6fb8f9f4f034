import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { ErrorCode } from '@starlit/contracts';
import { AppError } from '../lib/errors';
import { requestLang } from '../lib/lang';
import { message } from '../i18n/messages';
import { isDatabaseUnavailable } from '../db/unavailable';

interface Body {
  code: number;
  msg: string;
  data: unknown;
}

const isEnvelope = (p: unknown): p is Body =>
  !!p && typeof p === 'object' && 'code' in p && 'msg' in p && 'data' in p;

/** How a schema issue is described after the field name. */
const KEYWORDS: Record<string, Record<'zh' | 'en', string>> = {
  invalid_type: { zh: '缺失或类型错误', en: 'missing or wrong type' },
  too_big: { zh: '过长或过大', en: 'too long or too large' },
  too_small: { zh: '过短或过小', en: 'too short or too small' },
  invalid_format: { zh: '格式错误', en: 'wrong format' },
  invalid_value: { zh: '取值不允许', en: 'value not allowed' },
  unrecognized_keys: { zh: '含有未知字段', en: 'unknown field' },
  invalid_key: { zh: '键名无效', en: 'invalid key' },
  invalid_union: { zh: '格式错误', en: 'wrong format' },
};

/** Seconds a client is told to wait (`Retry-After`) when the service is unavailable (1007). */
export const UNAVAILABLE_RETRY_SECONDS = 5;

/**
 * The HTTP status of an envelope: 429 for 1005 and 503 for 1007, so that proxies, load balancers
 * and clients can retry; every other outcome is 200.
 */
export function httpStatus(code: number): number {
  if (code === ErrorCode.RATE_LIMITED) return 429;
  if (code === ErrorCode.SERVICE_UNAVAILABLE) return 503;
  return 200;
}

/** `Retry-After` of a 429 or 503: the envelope's `data.retryAfter` when it has one. */
export function retryAfter(code: number, data: unknown): number | undefined {
  const given = (data as { retryAfter?: unknown } | null)?.retryAfter;
  if (typeof given === 'number' && given > 0) return Math.ceil(given);
  if (code === ErrorCode.SERVICE_UNAVAILABLE) return UNAVAILABLE_RETRY_SECONDS;
  if (code === ErrorCode.RATE_LIMITED) return 1;
  return undefined;
}

/** Every envelope, errors included, is JSON in UTF-8. */
const JSON_TYPE = 'application/json; charset=utf-8';

/** A failed request validation (lib/validation.ts): its issues name no key the client chose. */
const isValidationError = (
  err: FastifyError,
): err is FastifyError & { validation: Array<{ keyword: string; instancePath: string }> } =>
  err.code === 'FST_ERR_VALIDATION' && Array.isArray(err.validation);

/** Fastify's own client errors (bad JSON, wrong content type, body too large …). */
const CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'body (malformed JSON)',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'body (empty JSON body)',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'content-type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'content-length',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body (too large)',
  FST_ERR_VALIDATION: 'body',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'content-type (multipart expected)',
  FST_REQ_FILE_TOO_LARGE: 'file (too large)',
  FST_FILES_LIMIT: 'files (too many)',
  FST_PARTS_LIMIT: 'body (too many parts)',
  FST_FIELDS_LIMIT: 'body (too many fields)',
  FST_PROTO_VIOLATION: 'body (forbidden field name)',
};

/**
 * A body refused as too large is read to its end and dropped when it declares at most this many
 * bytes (nginx's client_max_body_size, which sends bodies whole with their length), so the
 * connection stays open: closed with the body unread, it resets, and nginx, still sending,
 * answers its own 502 page instead of this 1001 (and counts the instance as failing). A larger
 * or unsized one closes the connection (Fastify's default) rather than read without end.
 */
const DRAINED_BODY_BYTES = 16 * 1024 * 1024;

/**
 * Fastify's answers before a route is found (a path that is not valid percent-encoding, a path
 * parameter over the length limit): 1001 naming the URL, never repeating it. Hooks have not run
 * for these, so the headers an envelope needs are set here.
 */
export function frameworkError(err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const code = err.statusCode && err.statusCode < 500 ? ErrorCode.PARAM : ErrorCode.SYSTEM;
  req.log.info({ code, error: err.code }, 'request refused');
  const lang = requestLang(req);
  void reply
    .code(200)
    .type(JSON_TYPE)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
    .header('x-request-id', req.id)
    .serializer(JSON.stringify)
    .send({
      code,
      msg: message(code, lang) + (code === ErrorCode.PARAM ? ': url' : ''),
      data: null,
    });
}

/**
 * Turns every outcome into `{code, msg, data}`, HTTP 200 except 1005 (429) and 1007 (503), both
 * with `Retry-After`: AppError → its code; an unreachable database → 1007; schema validation →
 * 1001 naming the field; 404 → 404 envelope; anything else → 9999 without internals (logged with the request id).
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preSerialization', (req, _reply, payload, done) => {
    if (isEnvelope(payload) && payload.msg === '') {
      done(null, { ...payload, msg: message(payload.code, requestLang(req)) });
      return;
    }
    done(null, payload);
  });

  app.setErrorHandler((raw: unknown, req, reply) => {
    const err = raw as FastifyError;
    const lang = requestLang(req);
    let code: number = ErrorCode.SYSTEM;
    let detail: string | undefined;

    if (raw instanceof AppError) {
      code = raw.code;
      detail = raw.detail;
    } else if (isDatabaseUnavailable(raw)) {
      code = ErrorCode.SERVICE_UNAVAILABLE;
      req.log.warn({ err }, 'database unavailable');
    } else if (isValidationError(err)) {
      code = ErrorCode.PARAM;
      const issue = err.validation[0];
      const path = issue?.instancePath?.replace(/^\//, '').replace(/\//g, '.') ?? '';
      const field = path || err.validationContext || 'body';
      const why = issue ? KEYWORDS[issue.keyword]?.[lang] : undefined;
      detail = why ? `${field} (${why})` : field;
    } else if (err.code && CLIENT_ERRORS[err.code]) {
      code = ErrorCode.PARAM;
      detail = CLIENT_ERRORS[err.code];
      const declared = Number(req.headers['content-length']);
      if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && declared <= DRAINED_BODY_BYTES)
        void reply.removeHeader('connection');
    } else if (err.statusCode === 429) {
      code = ErrorCode.RATE_LIMITED;
    } else if (err.statusCode === 404) {
      code = ErrorCode.NOT_FOUND;
    } else if (
      err.statusCode &&
      err.statusCode >= 400 &&
      err.statusCode < 500 &&
      !isResponseSerializationError(err)
    ) {
      code = ErrorCode.PARAM;
      detail = err.code ?? undefined;
    }

    if (code === ErrorCode.SYSTEM) {
      req.log.error({ err }, 'unexpected error');
    } else if (code !== ErrorCode.UNAUTHENTICATED && code !== ErrorCode.SERVICE_UNAVAILABLE) {
      req.log.info({ code, detail }, 'request refused');
    }
    const msg = message(code, lang) + (detail ? `: ${detail}` : '');
    const data = raw instanceof AppError ? (raw.data ?? null) : null;
    const wait = retryAfter(code, data);
    if (wait !== undefined) void reply.header('retry-after', String(wait));
    void reply
      .code(httpStatus(code))
      .type(JSON_TYPE)
      .serializer(JSON.stringify)
      .send({ code, msg, data });
  });

  app.setNotFoundHandler((req, reply) => {
    void reply
      .code(200)
      .type(JSON_TYPE)
      .serializer(JSON.stringify)
      .send({ code: ErrorCode.NOT_FOUND, msg: message(404, requestLang(req)), data: null });
  });
});
