import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  baseQuery,
  checkoutBody,
  checkoutResponse,
  envelope,
  ErrorCode,
  orderResponse,
  rechargeInfoResponse,
  validateDiscountBody,
} from '@starlit/contracts';
import { AppError, ok } from '../../lib/errors';
import { requestLang } from '../../lib/lang';
import { userIdOf } from '../../plugins/auth';
import { createCheckout, expireIfStale, findOrder, toOrder } from './checkout';
import { checkDiscount } from './discounts';
import { handleEvent } from './fulfil';
import { rechargeInfo } from './products';
import { createProvider, verifyEvent, type PaymentProvider } from './provider';
import { sandboxRoutes } from './sandbox';

const tags = ['payments'];
const security = [{ bearer: [] }];

/** Stripe's webhook: the raw body is needed to check the signature. */
async function webhookRoutes(app: FastifyInstance, provider: PaymentProvider) {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
    done(null, body),
  );
  app.post(
    '/payments/webhook',
    {
      schema: {
        tags,
        summary: 'Stripe events (Stripe-Signature checked); HTTP 400 on a bad signature',
      },
    },
    async (req, reply) => {
      let event;
      try {
        const signature = req.headers['stripe-signature'];
        event = verifyEvent(
          req.body as Buffer,
          typeof signature === 'string' ? signature : undefined,
          provider.webhookSecret,
        );
      } catch (err) {
        req.log.warn({ err: (err as Error).message }, 'webhook rejected: bad signature');
        return reply.code(400).send({ received: false });
      }
      let outcome;
      try {
        outcome = await handleEvent(app.db, event);
      } catch (err) {
        // not 200: Stripe retries later, and nothing was committed
        req.log.error({ err, event: event.id }, 'webhook failed');
        return reply.code(500).send({ received: false });
      }
      req.log.info({ event: event.id, type: event.type, outcome }, 'webhook handled');
      return reply.code(200).send({ received: true, outcome });
    },
  );
}

/** Products, discount codes, checkout sessions, the webhook and the sandbox checkout. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = createProvider(app.config);
  const publicOrigin = new URL(app.config.PUBLIC_URL).origin;

  await app.register(async (scope) => webhookRoutes(scope, provider));
  if (provider.name === 'sandbox')
    await app.register(async (scope) => sandboxRoutes(scope, provider));

  app.get(
    '/rechargeInfo',
    { schema: { tags, querystring: baseQuery, response: { 200: envelope(rechargeInfoResponse) } } },
    async () => ok(await rechargeInfo(app.db)),
  );

  app.post(
    '/validateDiscount',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        body: validateDiscountBody,
        response: { 200: envelope(rechargeInfoResponse) },
      },
    },
    async (req) =>
      ok(
        await rechargeInfo(
          app.db,
          await checkDiscount(app.db, userIdOf(req), req.body.discountCode),
        ),
      ),
  );

  app.post(
    '/payments/checkout',
    {
      preHandler: app.authenticate,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { tags, security, body: checkoutBody, response: { 200: envelope(checkoutResponse) } },
    },
    async (req) =>
      ok(
        await createCheckout(
          {
            db: app.db,
            config: app.config,
            provider,
            lang: requestLang(req),
            allowedOrigins: [publicOrigin, `${req.protocol}://${req.host}`],
          },
          userIdOf(req),
          req.body,
        ),
      ),
  );

  app.get(
    '/payments/order',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        querystring: baseQuery.extend({ orderId: z.uuid() }),
        response: { 200: envelope(orderResponse) },
      },
    },
    async (req) => {
      const order = await findOrder(app.db, req.query.orderId);
      if (!order || order.userId !== userIdOf(req)) throw new AppError(ErrorCode.NOT_FOUND);
      return ok(toOrder(await expireIfStale(app.db, order)));
    },
  );
};
