import { describe, expect, it } from 'vitest';
import { setProduct } from '../src/operators/service';
import { refundOrder } from '../src/modules/payments/refund';
import { sql } from 'drizzle-orm';
import { testConfig, useTestApp } from './support/app';
import { execSql } from './support/client';
import { balanceOf, member } from './support/economy';
import * as pay from './support/payments';

const t = useTestApp();

/** A sandbox checkout in a currency, paid through the page's Pay (a signed webhook). */
async function paid(m: pay.Member, body: Record<string, unknown>) {
  const res = await pay.checkout(m, body);
  expect(res.code, res.msg).toBe(200);
  expect((await pay.sandboxAction(t, res.data.url, 'pay')).statusCode).toBe(303);
  return res.data as { url: string; orderId: string };
}

describe('prices per currency', () => {
  it('lists every product in USD or CNY as asked, each at its own price', async () => {
    const m = await member(t);
    const usd = await m.c.get('rechargeInfo?currency=usd');
    expect(usd.code, usd.msg).toBe(200);
    expect(usd.data.currency).toBe('usd');
    expect(usd.data.pointProduct.map((p: { price: string }) => p.price)).toEqual([
      '0.99',
      '4.99',
      '9.99',
      '19.99',
      '49.99',
      '99.99',
    ]);
    expect(usd.data.vipCards.map((c: { displayPrice: string }) => c.displayPrice)).toEqual([
      '2.99',
      '7.99',
      '24.99',
    ]);
    expect(usd.data.vipCards[0]).toMatchObject({ realPrice: '2.99', dailyPrice: '0.10' });
    const cny = await m.c.get('rechargeInfo?currency=cny');
    expect(cny.data.currency).toBe('cny');
    expect(cny.data.pointProduct[1].price).toBe('30.00');
    // without a currency: CNY, as the API always priced
    expect((await m.c.get('rechargeInfo')).data.currency).toBe('cny');
    expect((await m.c.get('rechargeInfo?currency=eur')).code).toBe(1001);
  });

  it('a product without a USD price is not offered or sold in USD', async () => {
    await setProduct(t.database.db, 'points', 'points_60', { priceUsd: '' });
    const m = await member(t);
    const usd = await m.c.get('rechargeInfo?currency=usd');
    expect(usd.data.pointProduct.map((p: { productId: string }) => p.productId)).not.toContain(
      'points_60',
    );
    expect(
      (await pay.checkout(m, { kind: 'points', productId: 'points_60', currency: 'usd' })).code,
    ).toBe(1204);
    expect(
      (await pay.checkout(m, { kind: 'points', productId: 'points_60', currency: 'cny' })).code,
    ).toBe(200);
  });
});

describe('checkout in a currency', () => {
  it('USD: the order records 499 cents in usd, the page says US$4.99, the webhook grants', async () => {
    const m = await member(t);
    const res = await pay.checkout(m, { kind: 'points', productId: 'points_300', currency: 'usd' });
    expect(res.code, res.msg).toBe(200);
    expect(await pay.orderRow(t, res.data.orderId)).toMatchObject({
      amount_cents: 499,
      currency: 'usd',
      status: 'created',
    });
    const url = new URL(res.data.url);
    const page = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.body).toContain('US$4.99');
    expect(page.body).not.toContain('¥');
    expect((await pay.sandboxAction(t, res.data.url, 'pay')).statusCode).toBe(303);
    expect(await balanceOf(m.c, m.token)).toBe(330);
    const order = await m.c.get(`payments/order?orderId=${res.data.orderId}`, m.token);
    expect(order.data).toMatchObject({ status: 'paid', amount: '4.99', currency: 'usd' });
  });

  it('CNY: the same pack costs 3000 fen in cny', async () => {
    const m = await member(t);
    const { orderId } = await paid(m, { kind: 'points', productId: 'points_300', currency: 'cny' });
    expect(await pay.orderRow(t, orderId)).toMatchObject({
      amount_cents: 3000,
      currency: 'cny',
      status: 'paid',
    });
    expect(await balanceOf(m.c, m.token)).toBe(330);
  });

  it('VIP in USD is charged the plan’s USD price and grants its month', async () => {
    const m = await member(t);
    const { orderId } = await paid(m, { kind: 'vip', productId: 'vip_1m', currency: 'usd' });
    expect(await pay.orderRow(t, orderId)).toMatchObject({ amount_cents: 299, currency: 'usd' });
    expect((await m.c.get('userinfo', m.token)).data.vipAccount.isVip).toBe(true);
  });

  it('a webhook whose currency is not the order’s is a mismatch and grants nothing', async () => {
    const m = await member(t);
    const res = await pay.checkout(m, { kind: 'points', productId: 'points_300', currency: 'usd' });
    const event = await pay.completedEvent(t, res.data.orderId);
    expect(event.data.object.currency).toBe('usd');
    // the same number of cents in yuan is not what was asked for
    event.data.object.currency = 'cny';
    const answer = await pay.deliver(t, JSON.stringify(event));
    expect(answer.json().data.outcome).toBe('mismatch');
    expect(await balanceOf(m.c, m.token)).toBe(0);
    const right = await pay.completedEvent(t, res.data.orderId, 'evt_usd_ok');
    expect((await pay.deliver(t, JSON.stringify(right))).json().data.outcome).toBe('granted');
    expect(await balanceOf(m.c, m.token)).toBe(330);
  });
});

describe('after the sale, in USD', () => {
  const refundEvent = (orderId: string, currency: string, refunded: number, id: string) =>
    JSON.stringify(pay.refundedEvent(orderId, { amount: 499, refunded, currency, id }));

  it('a refund in the order’s currency takes the points back; another currency is a mismatch', async () => {
    const m = await member(t);
    const { orderId } = await paid(m, { kind: 'points', productId: 'points_300', currency: 'usd' });
    const wrong = await pay.deliver(t, refundEvent(orderId, 'cny', 499, 'evt_refund_cny'));
    expect(wrong.json().data.outcome).toBe('mismatch');
    expect(await balanceOf(m.c, m.token)).toBe(330);
    const right = await pay.deliver(t, refundEvent(orderId, 'usd', 499, 'evt_refund_usd'));
    expect(right.json().data.outcome).toBe('reversed');
    expect(await balanceOf(m.c, m.token)).toBe(0);
    expect(await pay.orderRow(t, orderId)).toMatchObject({
      status: 'refunded',
      refunded_cents: 499,
      currency: 'usd',
    });
    // the operators' day counts it in dollars, apart from yuan
    const counts = await execSql(
      t,
      sql`select name, count from daily_counts where name like 'refundCents%' order by name`,
    );
    expect(counts).toEqual([{ name: 'refundCentsUsd', count: 499 }]);
  });

  it('an operator refund of a USD order goes through in cents of dollars', async () => {
    const m = await member(t);
    const { orderId } = await paid(m, { kind: 'points', productId: 'points_300', currency: 'usd' });
    const result = await refundOrder(t.database.db, testConfig(), orderId, 200, { note: 'test' });
    expect(result).toMatchObject({ amountCents: 200 });
    expect(await pay.orderRow(t, orderId)).toMatchObject({ refunded_cents: 200, currency: 'usd' });
    // 200 of 499 cents: that share of the 330 points
    expect(await balanceOf(m.c, m.token)).toBe(330 - Math.floor((330 * 200) / 499));
  });

  it('a dispute on a USD order holds and gives back by share, like a CNY one', async () => {
    const m = await member(t);
    const { orderId } = await paid(m, { kind: 'points', productId: 'points_300', currency: 'usd' });
    const dispute = (type: 'created' | 'closed', status: string, id: string) =>
      JSON.stringify(pay.disputeEvent(orderId, type, status, { amount: 499, currency: 'usd', id }));
    expect(
      (await pay.deliver(t, dispute('created', 'needs_response', 'evt_dp1'))).json().data.outcome,
    ).toBe('held');
    expect(await balanceOf(m.c, m.token)).toBe(0);
    expect((await pay.deliver(t, dispute('closed', 'won', 'evt_dp2'))).json().data.outcome).toBe(
      'released',
    );
    expect(await balanceOf(m.c, m.token)).toBe(330);
  });
});
