import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { Config } from '../../plugins/config';

/** The metadata and session parameters of one checkout (spec section 7, Checkout). */
export interface CheckoutRequest {
  orderId: string;
  userId: string;
  kind: 'vip' | 'points';
  productId: string;
  productName: string;
  amountCents: number;
  customerEmail: string;
  /** VIP only: the applied code when the card takes codes, else '' */
  discountCode: string;
  successUrl: string;
  cancelUrl: string;
  /** seconds since the epoch */
  expiresAt: number;
  platform: string;
  lang: 'zh' | 'en';
}

export interface CreatedSession {
  id: string;
  url: string;
}

/** Creates hosted checkout sessions; fulfilment always arrives through the webhook. */
export interface PaymentProvider {
  readonly name: 'stripe' | 'sandbox';
  /** the secret webhook signatures are checked with */
  readonly webhookSecret: string;
  createSession(request: CheckoutRequest): Promise<CreatedSession>;
}

export function paymentMetadata(r: CheckoutRequest): Record<string, string> {
  return {
    source: 'stripe',
    version: 'v2',
    product: `${r.kind}_${r.productId}`,
    email: r.customerEmail,
    productCats: r.productId,
    platform: r.platform,
    userId: r.userId,
    orderId: r.orderId,
    ...(r.kind === 'vip' ? { discountCode: r.discountCode } : {}),
  };
}

/** The Checkout Session parameters: card and web WeChat Pay, one CNY line, 30-minute expiry. */
export function sessionParams(r: CheckoutRequest): Stripe.Checkout.SessionCreateParams {
  const metadata = paymentMetadata(r);
  return {
    mode: 'payment',
    allowed_payment_method_types: ['card', 'wechat_pay'],
    payment_method_options: { wechat_pay: { client: 'web' } },
    expires_at: r.expiresAt,
    customer_email: r.customerEmail,
    client_reference_id: r.orderId,
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'cny',
          unit_amount: r.amountCents,
          product_data: { name: r.productName },
        },
      },
    ],
    payment_intent_data: { metadata },
    metadata,
    success_url: r.successUrl,
    cancel_url: r.cancelUrl,
  };
}

export function stripeClient(config: Config): Stripe {
  const options: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20000 };
  if (config.STRIPE_API_URL) {
    const api = new URL(config.STRIPE_API_URL);
    options.host = api.hostname;
    options.port = api.port || (api.protocol === 'https:' ? '443' : '80');
    options.protocol = api.protocol === 'https:' ? 'https' : 'http';
  }
  return new Stripe(config.STRIPE_SECRET_KEY ?? 'sk_test_sandbox', options);
}

class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  constructor(
    private readonly stripe: Stripe,
    readonly webhookSecret: string,
  ) {}

  async createSession(request: CheckoutRequest): Promise<CreatedSession> {
    const session = await this.stripe.checkout.sessions.create(sessionParams(request), {
      idempotencyKey: `checkout:${request.orderId}`,
    });
    if (!session.url) throw new Error('Stripe returned a session without a url');
    return { id: session.id, url: session.url };
  }
}

/** The embedded default: our own test-mode checkout page (see sandbox.ts). */
class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  constructor(readonly webhookSecret: string) {}

  createSession(request: CheckoutRequest): Promise<CreatedSession> {
    const id = `cs_sandbox_${randomBytes(12).toString('hex')}`;
    const origin = new URL(request.successUrl).origin;
    return Promise.resolve({
      id,
      url: `${origin}/api/v2/payments/sandbox/${request.orderId}?lang=${request.lang}`,
    });
  }
}

export function createProvider(config: Config): PaymentProvider {
  if (config.STRIPE_SECRET_KEY) {
    return new StripeProvider(stripeClient(config), config.STRIPE_WEBHOOK_SECRET!);
  }
  // the sandbox signs its own events; a configured secret is used so tests can sign too
  const secret = config.STRIPE_WEBHOOK_SECRET ?? `whsec_${randomBytes(24).toString('hex')}`;
  return new SandboxProvider(secret);
}

/** Verifies a webhook delivery; throws on a bad or missing signature or a stale timestamp. */
export function verifyEvent(payload: Buffer, signature: string | undefined, secret: string) {
  if (!signature) throw new Error('missing Stripe-Signature');
  return Stripe.webhooks.constructEvent(payload, signature, secret);
}

export function signEvent(payload: string, secret: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}
