import type { FastifyInstance, FastifyReply } from 'fastify';
import { ErrorCode, paymentsRoutes as routes } from '@starlit/contracts';
import { AppError, ok } from '../../lib/errors';
import { requestLang } from '../../lib/lang';
import { route, type ApiModule } from '../../plugins/route';
import { userIdOf } from '../../plugins/auth';
import {
  asOf,
  createCheckout,
  EXPIRE_EVERY_MS,
  EXPIRE_JOB,
  expireStaleOrders,
  findOrder,
  toOrder,
} from './checkout';
import { checkDiscount } from './discounts';
import { PaymentNotYetHandled } from './after-sale';
import { handleEvent } from './fulfil';
import { DEFAULT_CURRENCY, rechargeInfo } from './products';
import { createProvider, paymentsMode, verifyEvent, webhookSecretOf } from './provider';
import { sandboxRoutes } from './sandbox';

/**
 * Stripe's webhook: the raw body is needed to check the signature. Stripe reads only the HTTP
 * status (400 bad signature, 500 try again later); the body is still the app's envelope.
 */
async function webhookRoutes(app: FastifyInstance, webhookSecret: string) {
  const answer = (reply: FastifyReply, status: number, code: number, data: unknown = null) =>
    reply.code(status).send({ code, msg: '', data });
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
    done(null, body),
  );
  route(app, routes.webhook, async (req, reply) => {
    let event;
    try {
      const signature = req.headers['stripe-signature'];
      const raw = req.body;
      const body = Buffer.isBuffer(raw) ? raw : Buffer.from(typeof raw === 'string' ? raw : '');
      event = verifyEvent(
        body,
        typeof signature === 'string' ? signature : undefined,
        webhookSecret,
      );
    } catch (err) {
      req.log.warn(
        { err: err instanceof Error ? err.message : err },
        'webhook rejected: bad signature',
      );
      return answer(reply, 400, ErrorCode.PARAM);
    }
    let outcome;
    try {
      outcome = await handleEvent(app.db, event);
    } catch (err) {
      // not 200: Stripe retries later, and nothing was committed
      if (err instanceof PaymentNotYetHandled)
        req.log.warn({ event: event.id, type: event.type }, 'webhook event before its payment');
      else req.log.error({ err, event: event.id }, 'webhook failed');
      return answer(reply, 500, ErrorCode.SYSTEM);
    }
    const facts = { event: event.id, type: event.type, outcome };
    if (outcome === 'mismatch') req.log.warn(facts, 'webhook event does not match its order');
    else req.log.info(facts, 'webhook handled');
    return answer(reply, 200, ErrorCode.OK, { received: true, outcome });
  });
}

/** Products, discount codes, checkout sessions, the webhook and the sandbox checkout. */
export const paymentsModule: ApiModule = async (app) => {
  // unpaid orders past their checkout's expiry are written expired here, never by a read
  app.jobs.handle(EXPIRE_JOB, async (_job, now) => {
    await expireStaleOrders(app.db, now);
  });
  app.jobs.every(EXPIRE_JOB, EXPIRE_EVERY_MS);
  const webhookSecret = webhookSecretOf(app.config);
  const provider = createProvider(app.config, webhookSecret);
  // return addresses and the sandbox page are on PUBLIC_URL, never on the request's Host
  const publicOrigin = new URL(app.config.PUBLIC_URL).origin;
  const mode = paymentsMode(app.config);
  if (mode === 'off') {
    app.log.warn(
      'payments are not configured: no STRIPE_SECRET_KEY, and the test-mode sandbox is off ' +
        '(PUBLIC_URL is not a loopback address; in production also: PUBLIC_URL unset or HOST not ' +
        'on loopback; or PAYMENTS_SANDBOX=false); checkout answers 1206',
    );
  } else if (mode === 'sandbox' && app.config.NODE_ENV === 'production') {
    app.log.warn('payments: the test-mode sandbox checkout is on; purchases cost nothing');
  }

  await app.register(async (scope) => webhookRoutes(scope, webhookSecret));
  if (provider?.name === 'sandbox')
    await app.register(async (scope) => sandboxRoutes(scope, provider, publicOrigin));

  route(app, routes.rechargeInfo, async (req) => {
    const currency = req.query.currency ?? DEFAULT_CURRENCY;
    return ok(await rechargeInfo(app.db, currency));
  });

  route(app, routes.validateDiscount, async (req) => {
    const discount = await checkDiscount(app.db, userIdOf(req), req.body.discountCode);
    const currency = req.body.currency ?? DEFAULT_CURRENCY;
    return ok(await rechargeInfo(app.db, currency, discount));
  });

  route(app, routes.checkout, async (req) => {
    const lang = requestLang(req);
    const deps = { db: app.db, config: app.config, provider, lang, allowedOrigins: [publicOrigin] };
    return ok(await createCheckout(deps, userIdOf(req), req.body));
  });

  route(app, routes.order, async (req) => {
    const order = await findOrder(app.db, req.query.orderId);
    if (!order || order.userId !== userIdOf(req)) throw new AppError(ErrorCode.NOT_FOUND);
    // a read writes nothing: an order past its expiry reads as expired until the job writes it
    return ok(toOrder(asOf(order)));
  });
};
