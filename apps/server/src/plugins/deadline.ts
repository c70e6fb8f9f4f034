import { AsyncLocalStorage } from 'node:async_hooks';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@starlit/contracts';
import type { Db } from '../db/client';
import type { Config } from '../lib/config';
import { message } from '../i18n/messages';
import { requestLang } from '../lib/lang';
import { UNAVAILABLE_RETRY_SECONDS } from './errors';

interface Deadline {
  /** the request was answered 1007 because its handler had not answered in time */
  passed: boolean;
  timer?: NodeJS.Timeout;
}

const current = new AsyncLocalStorage<Deadline>();
const deadlines = new WeakMap<FastifyRequest, Deadline>();

/** Whether the current request was already answered by its deadline (false outside one). */
export const deadlinePassed = (): boolean => current.getStore()?.passed === true;

/** Why a transaction whose request's deadline passed was rolled back instead of committed. */
export class DeadlinePassedError extends Error {
  override name = 'DeadlinePassedError';
  constructor() {
    super('the request was answered 1007 by its deadline; its transaction is rolled back');
  }
}

/**
 * Makes `db`'s transactions roll back instead of committing when the request they serve was
 * already answered by its deadline: a member told "temporarily unavailable" is never charged
 * later by the work that answer abandoned.
 */
export function guardTransactions(db: Db): void {
  const transaction = db.transaction.bind(db);
  db.transaction = ((work, config) =>
    transaction(async (tx) => {
      const result = await work(tx);
      if (deadlinePassed()) throw new DeadlinePassedError();
      return result;
    }, config)) as Db['transaction'];
}

function answerUnavailable(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
  app.metrics?.requestTimeouts.inc({ route: req.routeOptions.url ?? 'unmatched' });
  req.log.warn({ route: req.routeOptions.url }, 'request deadline passed: answered 1007');
  void reply
    .code(503)
    .header('retry-after', String(UNAVAILABLE_RETRY_SECONDS))
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send({
      code: ErrorCode.SERVICE_UNAVAILABLE,
      msg: message(ErrorCode.SERVICE_UNAVAILABLE, requestLang(req)),
      data: null,
    });
}

/** REQUEST_TIMEOUT_MS, or its default: 7000 ms (answered within 8 s), none under test. */
export const requestTimeoutMs = (config: Config): number =>
  config.REQUEST_TIMEOUT_MS ?? (config.NODE_ENV === 'test' ? 0 : 7000);

/**
 * Every API request is answered within REQUEST_TIMEOUT_MS: a handler (or hook) that has not
 * answered by then is answered 1007 with HTTP 503 and Retry-After, counted in
 * starlit_request_timeouts_total, and the transactions it still runs roll back instead of
 * committing. A streamed answer that has started (its headers sent) is exempt.
 */
export const deadlinePlugin = fp(async (app: FastifyInstance) => {
  const ms = requestTimeoutMs(app.config);
  if (ms <= 0) return;
  guardTransactions(app.db);

  app.addHook('onRequest', (req, reply, done) => {
    if (!req.url.startsWith('/api/')) return done();
    const deadline: Deadline = { passed: false };
    deadlines.set(req, deadline);
    deadline.timer = setTimeout(() => {
      if (reply.sent || reply.raw.headersSent || reply.raw.destroyed) return;
      deadline.passed = true;
      answerUnavailable(app, req, reply);
    }, ms);
    deadline.timer.unref();
    current.run(deadline, done);
  });
  // again once the body is parsed: its callbacks leave the request's async context
  app.addHook('preValidation', (req, _reply, done) => {
    const deadline = deadlines.get(req);
    if (deadline) current.run(deadline, done);
    else done();
  });
  app.addHook('onResponse', (req, _reply, done) => {
    clearTimeout(deadlines.get(req)?.timer);
    done();
  });
});
