import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { ErrorCode } from '@starlit/contracts';
import { AppError } from '../lib/errors';
import { requestLang } from '../lib/lang';
import { message } from '../i18n/messages';

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
};

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
};

/**
 * Turns every outcome into HTTP 200 `{code, msg, data}`:
 * AppError → its code; schema validation → 1001 naming the field; 404 → 404 envelope;
 * anything else → 9999 without internals (logged with the request id).
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
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      code = ErrorCode.PARAM;
      const issue = err.validation[0];
      const path = issue?.instancePath?.replace(/^\//, '').replace(/\//g, '.') ?? '';
      const field = path || err.validationContext || 'body';
      const why = issue ? KEYWORDS[issue.keyword]?.[lang] : undefined;
      detail = why ? `${field} (${why})` : field;
    } else if (err.code && CLIENT_ERRORS[err.code]) {
      code = ErrorCode.PARAM;
      detail = CLIENT_ERRORS[err.code];
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
    } else if (code !== ErrorCode.UNAUTHENTICATED) {
      req.log.info({ code, detail }, 'request refused');
    }
    const msg = message(code, lang) + (detail ? `: ${detail}` : '');
    void reply.code(200).serializer(JSON.stringify).send({ code, msg, data: null });
  });

  app.setNotFoundHandler((req, reply) => {
    void reply
      .code(200)
      .serializer(JSON.stringify)
      .send({ code: ErrorCode.NOT_FOUND, msg: message(404, requestLang(req)), data: null });
  });
});
