import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createDiscountCode, setProduct } from '../src/operators/service';
import { signEvent } from '../src/modules/payments/provider';
import { useTestApp } from './support/app';
import { execSql } from './support/client';
import { balanceOf, member } from './support/economy';
import * as pay from './support/payments';
import { checkout, RETURN } from './support/payments';

const t = useTestApp();
const order = (orderId: string) => pay.orderRow(t, orderId);
const deliver = (payload: string, signature?: string | null) => pay.deliver(t, payload, signature);
const completedEvent = async (orderId: string, id?: string) =>
  JSON.stringify(await pay.completedEvent(t, orderId, id));
const sandbox = (url: string, action: 'pay' | 'cancel') => pay.sandboxAction(t, url, action);

describe('rechargeInfo', () => {
  it('lists VIP cards and point packages with exact prices', async () => {
    const res = await (await member(t)).c.get('rechargeInfo');
    expect(res.code).toBe(200);
    expect(res.data.currency).toBe('cny');
    // no sale and no code: the standard price, nothing struck, nothing limited
    expect(res.data.vipCards[0]).toEqual({
      productId: 'vip_1m',
      months: 1,
      displayPrice: '19.90',
      realPrice: '19.90',
      isDiscount: '1',
      discount: 10,
      dailyPrice: '0.66',
      bonusDays: 0,
      bonusPoints: 0,
      limitedUntil: null,
    });
    expect(res.data.pointProduct[0]).toEqual({
      productId: 'points_60',
      points: 60,
      price: '6.00',
      extraPoints: 0,
    });
    expect(res.data.pointProduct[1].extraPoints).toBe(30);
    expect(res.data.discountCode).toBe('');
  });
});

describe('sandbox checkout', () => {
  it('buys VIP: order, test page, Pay → signed webhook → one month, back with vip_success', async () => {
    const m = await member(t);
    const res = await checkout(m, { kind: 'vip', productId: 'vip_1m' });
    expect(res.code, res.msg).toBe(200);
    const url = new URL(res.data.url);
    expect(url.origin + url.pathname).toBe(
      `http://localhost:8080/api/v2/payments/sandbox/${res.data.orderId}`,
    );
    expect(url.searchParams.get('lang')).toBe('en');
    expect(pay.keyOf(res.data.url)).toMatch(/^[\w-]{43}$/);
    const created = await order(res.data.orderId);
    expect(created).toMatchObject({
      status: 'created',
      amount_cents: 1990,
      provider: 'sandbox',
      kind: 'vip',
    });

    const page = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toContain('¥19.90');

    const paid = await sandbox(res.data.url, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('http://localhost:8080/?payStatus=vip_success#/user');
    expect(await order(res.data.orderId)).toMatchObject({ status: 'paid' });
    const info = await m.c.get('userinfo', m.token);
    expect(info.data.vipAccount.isVip).toBe(true);
    const days = (new Date(info.data.vipAccount.vipExpDate).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);

    // paying again does nothing more: the page's secret is spent
    expect((await sandbox(res.data.url, 'pay')).json().code).toBe(404);
    const [grants] = await execSql(
      t,
      sql`select count(*)::int as n from vip_grants where user_id = ${m.userId}`,
    );
    expect(grants!.n).toBe(1);
  });

  it('buys points with the bonus; Cancel expires the order with points_fail', async () => {
    const m = await member(t);
    const res = await checkout(m, { kind: 'points', productId: 'points_300' });
    await sandbox(res.data.url, 'pay');
    expect(await balanceOf(m.c, m.token)).toBe(330);
    const status = await m.c.get(`payments/order?orderId=${res.data.orderId}`, m.token);
    expect(status.data).toMatchObject({ status: 'paid', amount: '30.00', kind: 'points' });

    const other = await checkout(m, { kind: 'points', productId: 'points_60' });
    const cancelled = await sandbox(other.data.url, 'cancel');
    expect(cancelled.headers.location).toContain('payStatus=points_fail');
    expect(await order(other.data.orderId)).toMatchObject({ status: 'expired' });
    expect(await balanceOf(m.c, m.token)).toBe(330);
  });

  it('reads an order past its expiry as expired without writing; the job writes it', async () => {
    const m = await member(t);
    const res = await checkout(m, { kind: 'points', productId: 'points_60' });
    await pay.lapseOrder(t, res.data.orderId);
    const stored = await order(res.data.orderId);
    expect(stored).toMatchObject({ status: 'created', closed_at: null });

    const status = await m.c.get(`payments/order?orderId=${res.data.orderId}`, m.token);
    expect(status.data).toMatchObject({ status: 'expired' });
    // the read left the row exactly as it was
    expect(await order(res.data.orderId)).toEqual(stored);

    await t.app.jobs.runDue(new Date());
    expect(await order(res.data.orderId)).toMatchObject({ status: 'expired' });
    expect((await order(res.data.orderId)).closed_at).not.toBeNull();
  });

  it('charges exact cents for prices like 19.9 and 0.1', async () => {
    await setProduct(t.database.db, 'points', 'points_tiny', { points: 1, price: '0.1' });
    await setProduct(t.database.db, 'vip', 'vip_1m', { price: '19.9' });
    const m = await member(t);
    const tiny = await checkout(m, { kind: 'points', productId: 'points_tiny' });
    expect(await order(tiny.data.orderId)).toMatchObject({ amount_cents: 10 });
    const vip = await checkout(m, { kind: 'vip', productId: 'vip_1m' });
    expect(await order(vip.data.orderId)).toMatchObject({ amount_cents: 1990 });
  });

  it('refuses unknown products, foreign return addresses and visitors', async () => {
    const m = await member(t);
    expect((await checkout(m, { kind: 'vip', productId: 'nope' })).code).toBe(1204);
    expect(
      (await checkout(m, { kind: 'vip', productId: 'vip_1m', returnUrl: 'https://evil.example/' }))
        .code,
    ).toBe(1001);
    expect(
      (await m.c.post('payments/checkout', { kind: 'vip', productId: 'vip_1m', returnUrl: RETURN }))
        .code,
    ).toBe(4001);
  });
});

describe('webhook', () => {
  it('rejects a bad or missing signature and grants nothing', async () => {
    const m = await member(t);
    const res = await checkout(m, { kind: 'points', productId: 'points_680' });
    const payload = await completedEvent(res.data.orderId);
    expect((await deliver(payload, 't=1,v1=deadbeef')).statusCode).toBe(400);
    expect((await deliver(payload, null)).statusCode).toBe(400);
    expect((await deliver(payload, signEvent(payload, 'whsec_someone_else_000'))).statusCode).toBe(
      400,
    );
    expect(await balanceOf(m.c, m.token)).toBe(0);
    expect(await order(res.data.orderId)).toMatchObject({ status: 'created' });
  });

  it('the same event delivered 10 times at once grants once', async () => {
    const m = await member(t);
    const res = await checkout(m, { kind: 'points', productId: 'points_680' });
    const payload = await completedEvent(res.data.orderId);
    const replies = await Promise.all(Array.from({ length: 10 }, () => deliver(payload)));
    expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    const outcomes = replies.map((r) => r.json().data.outcome).sort();
    expect(outcomes.filter((o: string) => o === 'granted')).toHaveLength(1);
    expect(await balanceOf(m.c, m.token)).toBe(768);
    // a different event for the same session (Stripe may send completed and async success)
    await deliver(await completedEvent(res.data.orderId, 'evt_other'));
    expect(await balanceOf(m.c, m.token)).toBe(768);
  });

  it('ignores an event whose amount does not match the order', async () => {
    const m = await member(t);
    const res = await checkout(m, { kind: 'points', productId: 'points_680' });
    const event = JSON.parse(await completedEvent(res.data.orderId));
    event.data.object.amount_total = 1;
    const reply = await deliver(JSON.stringify(event));
    expect(reply.json().data.outcome).toBe('mismatch');
    expect(await balanceOf(m.c, m.token)).toBe(0);
  });

  it('treats a missing amount or currency, or another currency, as a mismatch', async () => {
    const m = await member(t);
    const res = await checkout(m, { kind: 'points', productId: 'points_680' });
    const spoiled: Array<[string, 'amount_total' | 'currency', null | undefined | string]> = [
      ['evt_null_amount', 'amount_total', null],
      ['evt_no_amount', 'amount_total', undefined],
      ['evt_null_currency', 'currency', null],
      ['evt_no_currency', 'currency', undefined],
      ['evt_usd', 'currency', 'usd'],
    ];
    for (const [id, field, value] of spoiled) {
      const event = await pay.completedEvent(t, res.data.orderId, id);
      event.data.object[field] = value as never;
      const reply = await deliver(JSON.stringify(event));
      expect(reply.json().data.outcome, id).toBe('mismatch');
    }
    expect(await balanceOf(m.c, m.token)).toBe(0);
    expect(await order(res.data.orderId)).toMatchObject({ status: 'created' });
    // each was recorded as handled, so a replay is not looked at again
    const [events] = await execSql(
      t,
      sql`select count(*)::int as n from payment_events where order_id = ${res.data.orderId}`,
    );
    expect(events!.n).toBe(spoiled.length);
    // the genuine event still goes through
    expect((await deliver(await completedEvent(res.data.orderId))).json().data.outcome).toBe(
      'granted',
    );
    expect(await balanceOf(m.c, m.token)).toBe(768);
  });
});

describe('discount codes', () => {
  it('validates with 1104/1105/1106 and prices the cards', async () => {
    const db = t.database.db;
    await createDiscountCode(db, { code: 'STAR80', tenths: 8, bonusDays: 7 });
    await createDiscountCode(db, {
      code: 'OLD',
      tenths: 5,
      expiresAt: new Date(Date.now() - 1000),
    });
    const m = await member(t);
    const bad = await m.c.post(
      'validateDiscount',
      { discountCode: 'NOPE', discountType: 'COMMON' },
      m.token,
    );
    expect(bad.code).toBe(1104);
    expect((await m.c.post('validateDiscount', { discountCode: 'old' }, m.token)).code).toBe(1105);
    expect(
      (await m.c.post('validateDiscount', { discountCode: 'TOOLONGCODE1' }, m.token)).code,
    ).toBe(1001);

    const good = await m.c.post('validateDiscount', { discountCode: 'star80' }, m.token);
    expect(good.code).toBe(200);
    expect(good.data.discountCode).toBe('STAR80');
    expect(good.data.vipCards[0]).toMatchObject({
      displayPrice: '15.92',
      // the struck price is the plan's standard price, and the share is the code's
      realPrice: '19.90',
      discount: 8,
      bonusDays: 7,
    });

    const res = await checkout(m, { kind: 'vip', productId: 'vip_1m', discountCode: 'STAR80' });
    expect(await order(res.data.orderId)).toMatchObject({
      amount_cents: 1592,
      discount_code: 'STAR80',
    });
    await sandbox(res.data.url, 'pay');
    const [grant] = await execSql(
      t,
      sql`select months, days from vip_grants where user_id = ${m.userId}`,
    );
    expect(grant).toEqual({ months: 1, days: 7 });
    expect((await m.c.post('validateDiscount', { discountCode: 'STAR80' }, m.token)).code).toBe(
      1106,
    );
    expect(
      (await checkout(m, { kind: 'vip', productId: 'vip_1m', discountCode: 'STAR80' })).code,
    ).toBe(1106);
  });
});
