import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ErrorCode,
  answersRoutes,
  astrologyRoutes,
  chatRoutes,
  diceRoutes,
  mbtiRoutes,
  relationsRoutes,
  tarotRoutes,
} from '@starlit/contracts';
import { createMetrics, withMetrics, type AppMetrics } from '../lib/metrics';
import { queueState } from '../jobs/queue';
import { message } from '../i18n/messages';
import { requestLang } from '../lib/lang';

declare module 'fastify' {
  interface FastifyInstance {
    /** this app's Prometheus metrics; null when METRICS_TOKEN is unset (nothing is collected) */
    metrics: AppMetrics | null;
  }
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/** The code at the start of a serialized envelope (`{"code":1201,…`). */
const ENVELOPE_CODE = /^\{"code":(\d+)[,}]/;
const ANSWER_CODE = Symbol('answerCode');
type Answered = FastifyRequest & { [ANSWER_CODE]?: string };

/** The routes that produce a reading, by `METHOD /route`, and the kind they count as. */
const READING_KINDS = new Map(
  (
    [
      [tarotRoutes.prediction, 'tarot'],
      [tarotRoutes.analysis, 'tarot_analysis'],
      [diceRoutes.roll, 'dice'],
      [diceRoutes.analysis, 'dice_analysis'],
      [answersRoutes.bookAnswer, 'answers'],
      [astrologyRoutes.fortune, 'fortune'],
      [astrologyRoutes.single, 'single'],
      [astrologyRoutes.destiny, 'natal_report'],
      [astrologyRoutes.unlockDestiny, 'natal_report'],
      [astrologyRoutes.horoscopeReport, 'horoscope_report'],
      [relationsRoutes.pairing, 'pairing'],
      [relationsRoutes.ties, 'stellar_ties'],
      [relationsRoutes.synastry, 'synastry'],
      [relationsRoutes.unlockSynastry, 'synastry'],
      [relationsRoutes.depthReport, 'deep_report'],
      [relationsRoutes.unlockDepth, 'deep_report'],
      [mbtiRoutes.calculate, 'mbti'],
      [mbtiRoutes.report, 'mbti_report'],
      [mbtiRoutes.unlock, 'mbti_report'],
      [chatRoutes.send, 'chat_reply'],
    ] as const
  ).map(([r, kind]) => [`${r.method} /api/v2${r.path}`, kind]),
);

/**
 * Prometheus metrics (lib/metrics.ts) when METRICS_TOKEN is set: GET /metrics answers the text
 * format to `Authorization: Bearer <METRICS_TOKEN>` and HTTP 401 (envelope 4001) to anyone
 * else. Every request's duration is observed by route pattern (never the raw URL) and status
 * class; handlers run with the app's metrics current (metrics()).
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const token = app.config.METRICS_TOKEN;
  if (!token) {
    app.decorate('metrics', null);
    return;
  }
  const m = createMetrics(app.database, () => queueState(app.database.db));
  app.decorate('metrics', m);
  const expected = digest(`Bearer ${token}`);

  // onRequest for hooks that run before the body; preValidation again, since a parsed body's
  // callbacks leave the request's async context
  app.addHook('onRequest', (_req, _reply, done) => withMetrics(m, done));
  app.addHook('preValidation', (_req, _reply, done) => withMetrics(m, done));
  // the envelope's code of every JSON answer (serialized by now, compressed only after)
  app.addHook('onSend', (req: Answered, _reply, payload, done) => {
    if (typeof payload === 'string') {
      const code = ENVELOPE_CODE.exec(payload)?.[1];
      if (code !== undefined) {
        req[ANSWER_CODE] = code;
        if (code !== '200') m.refusals.inc({ code });
      }
    }
    done(null, payload);
  });
  app.addHook('onResponse', (req: Answered, reply, done) => {
    const route = req.routeOptions.url ?? 'unmatched';
    m.requestDuration.observe(
      { method: req.method, route, status: `${Math.floor(reply.statusCode / 100)}xx` },
      reply.elapsedTime / 1000,
    );
    const kind = READING_KINDS.get(`${req.method} ${route}`);
    // a JSON answer with code 200, or a stream that started (refusals come before a stream)
    const streamed = req[ANSWER_CODE] === undefined && reply.raw.headersSent;
    if (kind && (req[ANSWER_CODE] === '200' || (streamed && reply.statusCode === 200)))
      m.readings.inc({ kind });
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    const given = digest(req.headers.authorization ?? '');
    if (!timingSafeEqual(given, expected)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .type('application/json; charset=utf-8')
        .serializer(JSON.stringify)
        .send({
          code: ErrorCode.UNAUTHENTICATED,
          msg: message(ErrorCode.UNAUTHENTICATED, requestLang(req)),
          data: null,
        });
    }
    const text = await m.registry.metrics();
    return reply
      .type(m.registry.contentType)
      .serializer((s: string) => s)
      .send(text);
  });
});
