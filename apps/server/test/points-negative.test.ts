import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createRedeemCode } from '../src/operators/service';
import { refundOrder } from '../src/modules/payments/refund';
import { testConfig, useTestApp } from './support/app';
import { execSql } from './support/client';
import { balanceOf, ledgerFacts, member } from './support/economy';
import { operator } from './support/operators';
import * as pay from './support/payments';

/**
 * A refund may leave a balance below zero (the points it took back were already spent). Every
 * credit still applies to such a balance; only spending waits until it is positive again.
 */
const t = useTestApp();
type Member = Awaited<ReturnType<typeof member>>;

/** A member who bought 330 points, spent 100 of them, then had the purchase refunded: -100. */
async function inDebt(): Promise<Member> {
  const m = await member(t);
  const order = await pay.checkout(m, { kind: 'points', productId: 'points_300' });
  expect(order.code, order.msg).toBe(200);
  expect((await pay.sandboxAction(t, order.data.url, 'pay')).statusCode).toBe(303);
  const swapped = await m.c.post('swapPoints', { type: 'swap4Vip3' }, m.token);
  expect(swapped.code, swapped.msg).toBe(200);
  await refundOrder(t.database.db, testConfig(), order.data.orderId);
  expect(await balanceOf(m.c, m.token)).toBe(-100);
  return m;
}

/** The member's newest ledger row. */
const lastEntry = async (m: Member) =>
  (
    await execSql(
      t,
      sql`select reason, delta, balance_after from points_ledger where user_id = ${m.userId}
          order by created_at desc, id desc limit 1`,
    )
  )[0];

describe('credits to a balance below zero', () => {
  it('a signed webhook for bought points is granted (200), and the order is paid', async () => {
    const m = await inDebt();
    const order = await pay.checkout(m, { kind: 'points', productId: 'points_60' });
    expect(order.code, order.msg).toBe(200);
    const event = await pay.completedEvent(t, order.data.orderId, `evt_debt_${m.userId}`);
    const res = await pay.deliver(t, JSON.stringify(event));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.outcome).toBe('granted');
    expect(await pay.orderRow(t, order.data.orderId)).toMatchObject({ status: 'paid' });
    expect(await balanceOf(m.c, m.token)).toBe(-40);
    expect(await lastEntry(m)).toEqual({ reason: 'purchase', delta: 60, balance_after: -40 });
    // delivered again: granted once
    expect((await pay.deliver(t, JSON.stringify(event))).json().data.outcome).toBe('duplicate');
    expect(await balanceOf(m.c, m.token)).toBe(-40);
  });

  it('an operator grant applies; a take-back below zero is still refused', async () => {
    const m = await inDebt();
    const s = await operator(t, 'support');
    const grant = await s.c.post(
      `members/${m.userId}/points`,
      { delta: 50, note: 'goodwill' },
      s.token,
    );
    expect(grant).toMatchObject({ code: 200, data: { balance: -50 } });
    const take = await s.c.post(`members/${m.userId}/points`, { delta: -5, note: 'x' }, s.token);
    expect(take.code).toBe(1201);
    expect(await balanceOf(m.c, m.token)).toBe(-50);
  });

  it('the daily check-in and the follow task pay out', async () => {
    const m = await inDebt();
    const checkIn = await m.c.get('signIn?tz=UTC', m.token);
    expect(checkIn.code, checkIn.msg).toBe(200);
    expect(checkIn.data.balance).toBe(-100 + checkIn.data.points);
    const task = await m.c.post('claimTask', { task: 'follow' }, m.token);
    expect(task.code, task.msg).toBe(200);
    expect(task.data.balance).toBe(-100 + checkIn.data.points + 50);
    expect(await balanceOf(m.c, m.token)).toBe(task.data.balance);
  });

  it('a redemption code and an invite reward apply', async () => {
    const m = await inDebt();
    const code = await createRedeemCode(t.database.db, { type: 'POINTS', benefits: 30 });
    const redeemed = await m.c.post('redeemWithCode', { redeemCode: code.code }, m.token);
    expect(redeemed.code, redeemed.msg).toBe(200);
    expect(redeemed.data.balance).toBe(-70);
    const invite = (await m.c.get('userinfo', m.token)).data.inviteCode as string;
    await member(t, 0, { inviteCode: invite });
    expect(await balanceOf(m.c, m.token)).toBe(-20);
    expect(await lastEntry(m)).toMatchObject({ reason: 'invite', delta: 50, balance_after: -20 });
  });

  it('spending stays refused until the balance is positive again', async () => {
    const m = await inDebt();
    expect((await m.c.post('swapPoints', { type: 'swap4Vip3' }, m.token)).code).toBe(1201);
    const s = await operator(t, 'admin');
    await s.c.post(`members/${m.userId}/points`, { delta: 250, note: 'prize' }, s.token);
    const swapped = await m.c.post('swapPoints', { type: 'swap4Vip3' }, m.token);
    expect(swapped.code, swapped.msg).toBe(200);
    const facts = await ledgerFacts(t, m.userId);
    expect(facts.sum).toBe(await balanceOf(m.c, m.token));
  });
});
