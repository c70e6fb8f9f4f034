import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from './support/app';
import { execSql } from './support/client';
import { balanceOf, member } from './support/economy';
import { auditRows } from './support/audit';
import { operator } from './support/operators';
import * as pay from './support/payments';

const t = useTestApp();

/** A sandbox purchase, paid: the order id and its buyer. */
async function bought(productId: string, kind: 'vip' | 'points') {
  const m = await member(t);
  const res = await pay.checkout(m, { kind, productId });
  expect(res.code, res.msg).toBe(200);
  expect((await pay.sandboxAction(t, res.data.url, 'pay')).statusCode).toBe(303);
  return { m, orderId: res.data.orderId as string };
}

describe('operator: orders', () => {
  it('lists orders with filters and pages', async () => {
    const s = await operator(t, 'support');
    const one = await bought('points_60', 'points');
    const two = await bought('vip_1m', 'vip');
    const open = await pay.checkout(two.m, { kind: 'points', productId: 'points_60' });
    await execSql(
      t,
      sql`update orders set created_at = '2026-01-15T10:00:00Z' where id = ${one.orderId}`,
    );
    const list = async (query: string) => {
      const res = await s.c.get(`orders?${query}`, s.token);
      expect(res.code, `${query}: ${res.msg}`).toBe(200);
      return res.data as { list: Array<{ orderId: string }>; total: number };
    };
    const ids = async (query: string) => (await list(query)).list.map((o) => o.orderId).sort();
    expect((await list('')).total).toBe(3);
    expect(await ids('status=paid')).toEqual([one.orderId, two.orderId].sort());
    expect(await ids('status=created')).toEqual([open.data.orderId]);
    expect(await ids('provider=sandbox&status=paid')).toHaveLength(2);
    expect(await ids('provider=stripe')).toEqual([]);
    expect(await ids('from=2026-01-15&to=2026-01-15')).toEqual([one.orderId]);
    expect(await ids('to=2026-01-14')).toEqual([]);
    const [price] = await execSql(
      t,
      sql`select amount_cents from orders where id = ${two.orderId}`,
    );
    const yuan = ((price!.amount_cents as number) / 100).toFixed(2);
    expect(await ids(`min=${yuan}&max=${yuan}`)).toEqual([two.orderId]);
    expect(await ids(`q=${one.m.email}`)).toEqual([one.orderId]);
    expect(await ids(`q=${two.m.userId}`)).toHaveLength(2);
    expect(await ids(`q=${one.orderId}`)).toEqual([one.orderId]);
    const paged = await list('page=2&pageSize=2');
    expect(paged).toMatchObject({ total: 3 });
    expect(paged.list).toHaveLength(1);
    expect((await s.c.get('orders?pageSize=101', s.token)).code).toBe(1001);
    const row = (await list(`q=${one.orderId}`)).list[0];
    expect(row).toMatchObject({
      email: one.m.email,
      kind: 'points',
      amount: expect.stringMatching(/^\d+\.\d{2}$/),
      refunded: '0.00',
      status: 'paid',
      provider: 'sandbox',
      dispute: null,
    });
  });

  it('shows an order with its payment events and what it grants', async () => {
    const s = await operator(t, 'support');
    const { orderId } = await bought('points_60', 'points');
    const res = await s.c.get(`orders/${orderId}`, s.token);
    expect(res.code, res.msg).toBe(200);
    expect(res.data.order).toMatchObject({ orderId, status: 'paid' });
    expect(res.data.events.map((e: { type: string }) => e.type)).toContain(
      'checkout.session.completed',
    );
    expect(res.data.grants).toEqual({ points: 60, vipDays: 0 });
    expect((await s.c.get(`orders/00000000-0000-4000-8000-000000000000`, s.token)).code).toBe(404);
  });

  it('refunds a sandbox purchase end to end (admins only)', async () => {
    const s = await operator(t, 'support');
    const a = await operator(t, 'admin');
    const { m, orderId } = await bought('points_60', 'points');
    expect(await balanceOf(m.c, m.token)).toBe(60);
    expect((await s.c.post(`orders/${orderId}/refund`, { note: 'x' }, s.token)).code).toBe(4003);
    const tooMuch = await a.c.post(
      `orders/${orderId}/refund`,
      { amount: '999.00', note: 'x' },
      a.token,
    );
    expect(tooMuch.code).toBe(1001);
    expect(tooMuch.msg).toMatch(/at most what is left/);

    const res = await a.c.post(`orders/${orderId}/refund`, { note: 'asked by e-mail' }, a.token);
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({ provider: 'sandbox', outcome: 'reversed' });
    expect(res.data.refundId).toMatch(/^evt_sandbox_/);
    expect(await balanceOf(m.c, m.token)).toBe(0);
    const [ledger] = await execSql(
      t,
      sql`select reason, delta from points_ledger where user_id = ${m.userId} order by created_at desc limit 1`,
    );
    expect(ledger).toMatchObject({ reason: 'refund', delta: -60 });
    expect((await a.c.get(`orders/${orderId}`, a.token)).data.order).toMatchObject({
      status: 'refunded',
      refunded: res.data.amount,
    });
    expect(await auditRows(t, 'order:refund')).toMatchObject([
      {
        actor: a.id,
        target: orderId,
        before: { status: 'paid', refunded: '0.00' },
        after: { status: 'refunded', refunded: res.data.amount },
        note: 'asked by e-mail',
      },
    ]);
    const again = await a.c.post(`orders/${orderId}/refund`, { note: 'twice' }, a.token);
    expect(again.code).toBe(1001);
  });
});
