import type Stripe from 'stripe';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ErrorCode, paymentsRoutes as routes, type Lang } from '@starlit/contracts';
import { fromCents } from '@starlit/core/points';
import { sameDigest, sha256 } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import { route } from '../../plugins/route';
import {
  asOf,
  expireIfStale,
  findOrder,
  isOrderId,
  returnAddress,
  type OrderRow,
} from './checkout';
import { signEvent, type PaymentProvider } from './provider';
import { spendSandboxSecret } from './repository';

/**
 * The built-in test-mode checkout, served only when paymentsMode is 'sandbox'. It shows the
 * order with Pay and Cancel; both deliver a signed Stripe-shaped event to our own webhook, so a
 * sandbox purchase is fulfilled by exactly the code path a real one is. The page, Pay and
 * Cancel each need the order's one-time secret (`key`, from the checkout's URL); Pay or Cancel
 * spends it.
 */

const TEXT: Record<Lang, Record<string, string>> = {
  en: {
    title: 'Starlit test checkout',
    banner: 'TEST MODE — no real payment is taken. This page stands in for the card checkout.',
    vip: 'VIP membership',
    points: 'Points',
    amount: 'Amount',
    order: 'Order',
    pay: 'Pay',
    cancel: 'Cancel',
    closed: 'This order can no longer be paid',
    back: 'Back to Starlit',
  },
  zh: {
    title: 'Starlit 测试收银台',
    banner: '测试模式 — 不会产生真实扣款。本页面代替银行卡收银台。',
    vip: 'VIP 会员',
    points: '购买积分',
    amount: '金额',
    order: '订单',
    pay: '支付',
    cancel: '取消',
    closed: '该订单已无法支付',
    back: '返回 Starlit',
  },
};

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{margin:0;font-family:system-ui,sans-serif;background:#0d1030;color:#eef;display:flex;justify-content:center}
main{width:100%;max-width:420px;padding:24px}.banner{background:#ffd76a;color:#3a2a00;border-radius:10px;padding:12px;font-weight:600}
.card{background:#1b1f4a;border-radius:14px;padding:20px;margin:20px 0}.row{display:flex;justify-content:space-between;margin:8px 0}
.amount{font-size:32px;font-weight:700}button{width:100%;border:0;border-radius:24px;padding:14px;font-size:17px;margin-top:12px}
.pay{background:#8b7bff;color:#fff}.cancel{background:transparent;color:#bbc;border:1px solid #556}a{color:#b9aaff}`;

/** The page's own policy: no script at all, its one inline style by hash, forms to this app. */
const pagePolicy = (publicOrigin: string) =>
  [
    "default-src 'none'",
    `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
    `form-action 'self' ${publicOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');

/** An order's amount as the checkout shows it: "¥30.00" in CNY, "US$4.99" in USD. */
export const amountText = (order: { amountCents: number; currency: string }): string =>
  `${order.currency === 'usd' ? 'US$' : '¥'}${fromCents(order.amountCents)}`;

function page(order: OrderRow, lang: Lang, key: string): string {
  const t = TEXT[lang];
  const payable = order.status === 'created';
  const base = `/api/v2/payments/sandbox/${order.id}`;
  const secret = `<input type="hidden" name="key" value="${escape(key)}">`;
  const actions = payable
    ? `<form method="post" action="${base}/pay?lang=${lang}">${secret}<button class="pay" type="submit">${t.pay} ${amountText(order)}</button></form>
       <form method="post" action="${base}/cancel?lang=${lang}">${secret}<button class="cancel" type="submit">${t.cancel}</button></form>`
    : `<p class="closed">${t.closed} (${escape(order.status)})</p><a href="${escape(order.returnUrl)}">${t.back}</a>`;
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="referrer" content="no-referrer">
<title>${t.title}</title><style>${STYLE}</style></head>
<body><main><h1>${t.title}</h1><p class="banner" role="note">${t.banner}</p>
<section class="card"><div class="row"><span>${t[order.kind === 'vip' ? 'vip' : 'points']}</span><span>${escape(order.productId)}</span></div>
<div class="row"><span>${t.amount}</span><span class="amount">${amountText(order)}</span></div>
<div class="row"><span>${t.order}</span><span>${order.id.slice(0, 8)}</span></div></section>${actions}</main></body></html>`;
}

/** The sandbox's stand-in for a Stripe PaymentIntent id of an order. */
export const sandboxPaymentId = (order: { id: string }) =>
  `pi_sandbox_${order.id.replace(/-/g, '')}`;

function sandboxEvent(order: OrderRow, type: string): string {
  return JSON.stringify({
    id: `evt_sandbox_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: order.providerSessionId,
        object: 'checkout.session',
        client_reference_id: order.id,
        amount_total: order.amountCents,
        currency: order.currency,
        payment_status: type === 'checkout.session.completed' ? 'paid' : 'unpaid',
        payment_intent: type === 'checkout.session.completed' ? sandboxPaymentId(order) : null,
        status: type === 'checkout.session.completed' ? 'complete' : 'expired',
        metadata: { orderId: order.id },
      },
    },
  });
}

/** The sandbox's refund: the Stripe-shaped event of a charge refunded up to `refundedCents`. */
export function sandboxRefundEvent(order: OrderRow, refundedCents: number): Stripe.Event {
  const compact = order.id.replace(/-/g, '');
  return {
    id: `evt_sandbox_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type: 'charge.refunded',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `ch_sandbox_${compact}`,
        object: 'charge',
        payment_intent: sandboxPaymentId(order),
        amount: order.amountCents,
        amount_refunded: refundedCents,
        currency: order.currency,
        refunded: refundedCents >= order.amountCents,
        metadata: { orderId: order.id },
      },
    },
  } as unknown as Stripe.Event;
}

const langOf = (q: unknown): Lang => ((q as { lang?: string }).lang === 'zh' ? 'zh' : 'en');

/** The secret sent with Pay or Cancel: the form's `key` field. */
function keyOf(body: unknown): string {
  if (typeof body === 'string') return new URLSearchParams(body).get('key') ?? '';
  const key = (body as { key?: unknown } | null)?.key;
  return typeof key === 'string' ? key : '';
}

export async function sandboxRoutes(
  app: FastifyInstance,
  provider: PaymentProvider,
  publicOrigin: string,
) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => done(null, body),
  );

  /** A sandbox order whose secret is this key, read as expired if its checkout ran out. */
  const load = async (id: string, key: string) => {
    const order = isOrderId(id) && key ? await findOrder(app.db, id) : null;
    if (order?.provider !== 'sandbox' || !order.sandboxSecretHash) return null;
    if (!sameDigest(order.sandboxSecretHash, sha256(key))) return null;
    return asOf(order);
  };
  /** Spends the order's secret: only the one request that presents it first gets the order. */
  const spend = async (id: string, key: string) => {
    if (!isOrderId(id) || !key) return null;
    const order = await spendSandboxSecret(app.db, id, sha256(key));
    return order ? expireIfStale(app.db, order) : null;
  };
  /** Anything but the order's own secret finds nothing, as an unknown address would. */
  const notFound = () => new AppError(ErrorCode.NOT_FOUND);

  route(app, routes.sandboxPage, async (req, reply) => {
    const query = req.query as { key?: unknown };
    const key = typeof query.key === 'string' ? query.key : '';
    const fresh = await load(req.params.orderId, key);
    if (!fresh) throw notFound();
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('content-security-policy', pagePolicy(publicOrigin))
      .send(page(fresh, langOf(query), key));
  });

  for (const [action, contract] of [
    ['pay', routes.sandboxPay],
    ['cancel', routes.sandboxCancel],
  ] as const) {
    route(app, contract, async (req, reply) => {
      const fresh = await spend(req.params.orderId, keyOf(req.body));
      if (!fresh) throw notFound();
      if (fresh.status === 'created') {
        const type = action === 'pay' ? 'checkout.session.completed' : 'checkout.session.expired';
        const payload = sandboxEvent(fresh, type);
        await app.inject({
          method: 'POST',
          url: '/api/v2/payments/webhook',
          headers: {
            'content-type': 'application/json',
            'stripe-signature': signEvent(payload, provider.webhookSecret),
          },
          payload,
        });
      }
      const after = (await findOrder(app.db, fresh.id)) ?? fresh;
      const status = `${after.kind}_${after.status === 'paid' ? 'success' : 'fail'}`;
      return reply.redirect(returnAddress(after.returnUrl, [publicOrigin], status), 303);
    });
  }
}
