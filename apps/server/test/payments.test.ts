import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createDiscountCode, setProduct } from '../src/admin/service';
import { signEvent } from '../src/modules/payments/provider';
import { TEST_WEBHOOK_SECRET, useTestApp } from './support/app';
import { execSql } from './support/client';
import { balanceOf, member } from './support/economy';

const t = useTestApp();
const RETURN = 'http://localhost:8080/#/user';

async function checkout(m: Awaited<ReturnType<typeof member>>, body: Record<string, unknown>) {
  return m.c.post('payments/checkout', { returnUrl: RETURN, ...body }, m.token);
}

async function order(orderId: string) {
  const [row] = await execSql(t, sql`select * from orders where id = ${orderId}`);
  return row as Record<string, unknown>;
}

/** Delivers a webhook as Stripe would (signed unless a signature is given). */
function deliver(payload: string, signature?: string | null) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== null)
    headers['stripe-signature'] = signature ?? signEvent(payload, TEST_WEBHOOK_SECRET);
  return t.app.inject({ method: 'POST', url: '/api/v2/payments/webhook', headers, payload });
}

async function completedEvent(orderId: string, id = `evt_${orderId.slice(0, 8)}`) {
  const o = await order(orderId);
  return JSON.stringify({
    id,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: o.provider_session_id,
        object: 'checkout.session',
        client_reference_id: orderId,
        amount_total: o.amount_cents,
        currency: 'cny',
        payment_status: 'paid',
        metadata: { orderId },
      },
    },
  });
}

describe('rechargeInfo', () => {
  it('lists VIP cards and point packages with exact prices', async () => {
    const res = await (await member(t)).c.get('rechargeInfo');
    expect(res.code).toBe(200);
    expect(res.data.vipCards[0]).toEqual({
      productId: 'vip_1m',
      months: 1,
      displayPrice: '19.90',
      realPrice: '30.00',
      isDiscount: '1',
      discount: 6.6,
      dailyPrice: '0.66',
      bonusDays: 0,
      bonusPoints: 0,
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
    expect(res.data.url).toBe(
      `http://localhost:8080/api/v2/payments/sandbox/${res.data.orderId}?lang=en`,
    );
    const created = await order(res.data.orderId);
    expect(created).toMatchObject({
      status: 'created',
      amount_cents: 1990,
      provider: 'sandbox',
      kind: 'vip',
    });

    const page = await t.app.inject({
      method: 'GET',
      url: new URL(res.data.url).pathname + '?lang=en',
    });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toContain('¥19.90');

    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/v2/payments/sandbox/${res.data.orderId}/pay`,
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('http://localhost:8080/?payStatus=vip_success#/user');
    expect(await order(res.data.orderId)).toMatchObject({ status: 'paid' });
    const info = await m.c.get('userinfo', m.token);
    expect(info.data.vipAccount.isVip).toBe(true);
    const days = (new Date(info.data.vipAccount.vipExpDate).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);

    // paying again does nothing more
    await t.app.inject({ method: 'POST', url: `/api/v2/payments/sandbox/${res.data.orderId}/pay` });
    const [grants] = await execSql(
      t,
      sql`select count(*)::int as n from vip_grants where user_id = ${m.userId}`,
    );
    expect(grants!.n).toBe(1);
  });

  it('buys points with the bonus; Cancel expires the order with points_fail', async () => {
    const m = await member(t);
    const res = await checkout(m, { kind: 'points', productId: 'points_300' });
    await t.app.inject({ method: 'POST', url: `/api/v2/payments/sandbox/${res.data.orderId}/pay` });
    expect(await balanceOf(m.c, m.token)).toBe(330);
    const status = await m.c.get(`payments/order?orderId=${res.data.orderId}`, m.token);
    expect(status.data).toMatchObject({ status: 'paid', amount: '30.00', kind: 'points' });

    const other = await checkout(m, { kind: 'points', productId: 'points_60' });
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/v2/payments/sandbox/${other.data.orderId}/cancel`,
    });
    expect(cancelled.headers.location).toContain('payStatus=points_fail');
    expect(await order(other.data.orderId)).toMatchObject({ status: 'expired' });
    expect(await balanceOf(m.c, m.token)).toBe(330);
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
    const outcomes = replies.map((r) => r.json().outcome).sort();
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
    expect(reply.json().outcome).toBe('mismatch');
    expect(await balanceOf(m.c, m.token)).toBe(0);
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
      discount: 5.3,
      bonusDays: 7,
    });

    const res = await checkout(m, { kind: 'vip', productId: 'vip_1m', discountCode: 'STAR80' });
    expect(await order(res.data.orderId)).toMatchObject({
      amount_cents: 1592,
      discount_code: 'STAR80',
    });
    await t.app.inject({ method: 'POST', url: `/api/v2/payments/sandbox/${res.data.orderId}/pay` });
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
