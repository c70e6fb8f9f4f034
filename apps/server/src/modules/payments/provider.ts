import { randomBytes } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import Stripe from 'stripe';
import { newToken, sha256 } from '../../lib/crypto';
import type { Config } from '../../lib/config';

/** The metadata and session parameters of one checkout. */
export interface CheckoutRequest {
  orderId: string;
  userId: string;
  kind: 'vip' | 'points';
  productId: string;
  productName: string;
  amountCents: number;
  /** what amountCents is in */
  currency: 'cny' | 'usd';
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
  /** sandbox only: the hash of the one-time secret its page address carries */
  secretHash?: string;
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

/**
 * The Checkout Session parameters: card and web WeChat Pay, one line in the order's currency,
 * 30-minute expiry.
 */
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
          currency: r.currency,
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

/**
 * Our own test-mode checkout page (see sandbox.ts). Its address is on PUBLIC_URL and carries
 * a one-time secret (256 bits from the CSPRNG) of which only the hash is kept with the order:
 * only whoever was given the page can pay or cancel.
 */
class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  constructor(
    readonly webhookSecret: string,
    private readonly publicOrigin: string,
  ) {}

  createSession(request: CheckoutRequest): Promise<CreatedSession> {
    const id = `cs_sandbox_${randomBytes(12).toString('hex')}`;
    const secret = newToken();
    const url = new URL(`/api/v2/payments/sandbox/${request.orderId}`, this.publicOrigin);
    url.searchParams.set('lang', request.lang);
    url.searchParams.set('key', secret);
    return Promise.resolve({ id, url: url.toString(), secretHash: sha256(secret) });
  }
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Whether a host name or address (HOST) is this machine: localhost, 127.0.0.0/8 or ::1. */
export function isLoopbackHost(name: string): boolean {
  const host = name.replace(/^\[(.*)\]$/, '$1');
  if (host === 'localhost') return true;
  const family = isIP(host);
  return family !== 0 && loopback.check(host, family === 4 ? 'ipv4' : 'ipv6');
}

/** Whether an address (PUBLIC_URL) is this machine: localhost, 127.0.0.0/8 or [::1]. */
export const isLoopbackUrl = (address: string): boolean =>
  isLoopbackHost(new URL(address).hostname);

/**
 * How checkout is served: Stripe when a key is set; else the sandbox, which grants without
 * payment, so only where nobody else can reach it or when PAYMENTS_SANDBOX=true says so on
 * purpose; else nothing (checkout answers 1206). "Nobody else": PUBLIC_URL on loopback, and in
 * production also the server listening on loopback only (HOST) and PUBLIC_URL set, not its
 * default (config.ts turns the sandbox off then). Never decided from a request's headers.
 */
export function paymentsMode(config: Config): 'stripe' | 'sandbox' | 'off' {
  if (config.STRIPE_SECRET_KEY) return 'stripe';
  const local =
    isLoopbackUrl(config.PUBLIC_URL) &&
    (config.NODE_ENV !== 'production' || isLoopbackHost(config.HOST));
  return (config.PAYMENTS_SANDBOX ?? local) ? 'sandbox' : 'off';
}

/** The webhook's secret: the configured one, else a random one (the sandbox signs with it). */
export function webhookSecretOf(config: Config): string {
  return config.STRIPE_WEBHOOK_SECRET ?? `whsec_${randomBytes(24).toString('hex')}`;
}

/** The configured provider, or null when payments are off. */
export function createProvider(config: Config, webhookSecret: string): PaymentProvider | null {
  switch (paymentsMode(config)) {
    case 'stripe':
      return new StripeProvider(stripeClient(config), webhookSecret);
    case 'sandbox':
      return new SandboxProvider(webhookSecret, new URL(config.PUBLIC_URL).origin);
    case 'off':
      return null;
  }
}

/** The id of a Stripe object that an event may carry expanded or as its id, or null. */
export const stripeIdOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Verifies a webhook delivery; throws on a bad or missing signature or a stale timestamp. */
export function verifyEvent(payload: Buffer, signature: string | undefined, secret: string) {
  if (!signature) throw new Error('missing Stripe-Signature');
  return Stripe.webhooks.constructEvent(payload, signature, secret);
}

export function signEvent(payload: string, secret: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}
