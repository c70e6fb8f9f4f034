import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerEmail } from '../src/modules/payments/checkout';
import { useTestApp } from './support/app';
import { member } from './support/economy';

/**
 * With STRIPE_SECRET_KEY set, checkout goes through the real `stripe` SDK. The SDK talks to
 * this local stand-in for Stripe's API (STRIPE_API_URL), which records what it was sent.
 */
const received: Array<{ path: string; auth: string; body: URLSearchParams }> = [];
let stripeApi: Server;
const overrides: Record<string, string> = {
  STRIPE_SECRET_KEY: 'sk_test_starlit_local',
};

beforeAll(async () => {
  stripeApi = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      received.push({
        path: req.url ?? '',
        auth: req.headers.authorization ?? '',
        body: new URLSearchParams(raw),
      });
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          id: 'cs_test_local_1',
          object: 'checkout.session',
          url: 'https://checkout.stripe.com/c/pay/cs_test_local_1',
        }),
      );
    });
  });
  await new Promise<void>((resolve) => stripeApi.listen(0, '127.0.0.1', resolve));
  overrides.STRIPE_API_URL = `http://127.0.0.1:${(stripeApi.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => stripeApi.close(() => resolve())));

const t = useTestApp(overrides);

describe('Stripe checkout session', () => {
  it('is created on the server with the spec’s parameters and metadata', async () => {
    const m = await member(t);
    const before = Math.floor(Date.now() / 1000);
    const res = await m.c.post(
      'payments/checkout',
      {
        kind: 'vip',
        productId: 'vip_3m',
        returnUrl: 'http://localhost:8080/#/activateVIP',
        lang: 'zh',
      },
      m.token,
    );
    expect(res.code, res.msg).toBe(200);
    expect(res.data.url).toBe('https://checkout.stripe.com/c/pay/cs_test_local_1');
    const call = received.at(-1)!;
    expect(call.path).toBe('/v1/checkout/sessions');
    expect(call.auth).toBe('Bearer sk_test_starlit_local');
    const p = Object.fromEntries(call.body);
    expect(p).toMatchObject({
      mode: 'payment',
      'allowed_payment_method_types[0]': 'card',
      'allowed_payment_method_types[1]': 'wechat_pay',
      'payment_method_options[wechat_pay][client]': 'web',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'cny',
      'line_items[0][price_data][unit_amount]': '4990',
      'line_items[0][price_data][product_data][name]': '开通会员',
      customer_email: m.email,
      client_reference_id: res.data.orderId,
      'payment_intent_data[metadata][source]': 'stripe',
      'payment_intent_data[metadata][version]': 'v2',
      'payment_intent_data[metadata][product]': 'vip_vip_3m',
      'payment_intent_data[metadata][productCats]': 'vip_3m',
      'payment_intent_data[metadata][platform]': 'starlit',
      'payment_intent_data[metadata][userId]': m.userId,
      'payment_intent_data[metadata][email]': m.email,
      'payment_intent_data[metadata][discountCode]': '',
      success_url: 'http://localhost:8080/?payStatus=vip_success#/activateVIP',
      cancel_url: 'http://localhost:8080/?payStatus=vip_fail#/activateVIP',
    });
    const expires = Number(p.expires_at);
    expect(expires - before).toBeGreaterThanOrEqual(1799);
    expect(expires - before).toBeLessThanOrEqual(1802);
  });

  it('charges in USD when asked: a USD line at the pack’s USD price', async () => {
    const m = await member(t);
    const res = await m.c.post(
      'payments/checkout',
      {
        kind: 'points',
        productId: 'points_300',
        currency: 'usd',
        returnUrl: 'http://localhost:8080/#/user',
        lang: 'en',
      },
      m.token,
    );
    expect(res.code, res.msg).toBe(200);
    const p = Object.fromEntries(received.at(-1)!.body);
    expect(p).toMatchObject({
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '499',
      'line_items[0][price_data][product_data][name]': 'Points',
      'metadata[orderId]': res.data.orderId,
    });
  });

  it('builds the customer e-mail for accounts without one', () => {
    expect(customerEmail('a@b.co', 'u1', '.pay.x')).toBe('a@b.co');
    expect(customerEmail('+86 138 0013 8000', 'u1', '.pay.x')).toBe('+861380013@u1.pay.x');
    expect(customerEmail('twitter:moon child', 'u2', '.pay.x')).toBe('twitter:mo@u2.pay.x');
  });
});
