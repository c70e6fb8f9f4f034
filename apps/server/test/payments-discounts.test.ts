import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createDiscountCode } from '../src/operators/service';
import { useTestApp } from './support/app';
import { execSql } from './support/client';
import { balanceOf, member } from './support/economy';
import {
  checkout,
  completedEvent,
  deliver,
  lapseOrder,
  orderRow,
  sandboxAction,
  type Member,
} from './support/payments';

/**
 * A discount code's uses are reserved when a checkout is priced with it, and released when
 * that order expires or is cancelled; its bonus is given once per use.
 */
const t = useTestApp();

const vipWith = (m: Member, code: string) =>
  checkout(m, { kind: 'vip', productId: 'vip_1m', discountCode: code });

const discounted = async () =>
  (
    await execSql(
      t,
      sql`select count(*)::int as n from orders where discount_code is not null and status <> 'failed'`,
    )
  )[0]!.n as number;

/** How many uses of a discount code are taken. */
const usesOf = async (code: string) =>
  (await execSql(t, sql`select used_count from discount_codes where code = ${code}`))[0]!
    .used_count;

/** A member's checkout priced with the code, left to lapse unpaid; its order id. */
const lapsedWith = async (m: Member, code: string): Promise<string> => {
  const lapsed = await vipWith(m, code);
  expect(lapsed.code, lapsed.msg).toBe(200);
  await lapseOrder(t, lapsed.data.orderId);
  return lapsed.data.orderId;
};

/** A member's checkout priced with the code, paid in the sandbox; its order id. */
const paidWith = async (m: Member, code: string): Promise<string> => {
  const order = await vipWith(m, code);
  expect(order.code, order.msg).toBe(200);
  expect((await sandboxAction(t, order.data.url, 'pay')).statusCode).toBe(303);
  return order.data.orderId;
};

/** A code at 20% off that gives 7 bonus days, with the test's own limits and points. */
const bonusCode = (code: string, terms: { maxUses?: number; bonusPoints?: number } = {}) =>
  createDiscountCode(t.database.db, { code, tenths: 8, bonusDays: 7, ...terms });

/** The provider reports a lapsed checkout paid after all; the order is granted. */
const paidLate = async (orderId: string) => {
  const late = await completedEvent(t, orderId);
  expect((await deliver(t, JSON.stringify(late))).json().data.outcome).toBe('granted');
};

/** The VIP grants a member has, oldest first: the order, its months and bonus days. */
const grantsOf = (userId: string) =>
  execSql(
    t,
    sql`select ref, months, days from vip_grants where user_id = ${userId} order by created_at`,
  );

describe('discount code uses', () => {
  it('20 concurrent checkouts on a single-use code: one is priced with it, 19 get 1106', async () => {
    await createDiscountCode(t.database.db, { code: 'ONCE', tenths: 5, maxUses: 1 });
    const members = await Promise.all(Array.from({ length: 20 }, () => member(t)));
    const replies = await Promise.all(members.map((m) => vipWith(m, 'ONCE')));
    const codes = replies.map((r) => r.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 1106)).toHaveLength(19);
    expect(await discounted()).toBe(1);
    const winner = replies.find((r) => r.code === 200)!;
    expect(await orderRow(t, winner.data.orderId)).toMatchObject({ amount_cents: 995 });
  });

  it('one member racing the same code gets one priced checkout', async () => {
    await createDiscountCode(t.database.db, { code: 'MINE', tenths: 8 });
    const m = await member(t);
    const replies = await Promise.all(Array.from({ length: 5 }, () => vipWith(m, 'MINE')));
    expect(replies.filter((r) => r.code === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.code === 1106)).toHaveLength(4);
  });

  it('a cancelled or lapsed checkout gives its use back', async () => {
    await createDiscountCode(t.database.db, { code: 'PASSON', tenths: 5, maxUses: 1 });
    const [a, b, c] = [await member(t), await member(t), await member(t)];
    const first = await vipWith(a, 'PASSON');
    expect(first.code).toBe(200);
    expect((await b.c.post('validateDiscount', { discountCode: 'PASSON' }, b.token)).code).toBe(
      1106,
    );
    expect((await vipWith(b, 'PASSON')).code).toBe(1106);

    expect((await sandboxAction(t, first.data.url, 'cancel')).statusCode).toBe(303);
    const second = await vipWith(b, 'PASSON');
    expect(second.code).toBe(200);

    // past its expiry, an unpaid order holds nothing, whether or not anyone looked at it
    await lapseOrder(t, second.data.orderId);
    await paidWith(c, 'PASSON');
    expect(await usesOf('PASSON')).toBe(1);
  });

  it('gives the bonus days and points once per use, even when two orders are paid', async () => {
    await bonusCode('BONUS', { bonusPoints: 50 });
    const m = await member(t);
    const lapsed = await lapsedWith(m, 'BONUS');
    const again = await paidWith(m, 'BONUS');
    await paidLate(lapsed);
    expect(await grantsOf(m.userId)).toEqual([
      { ref: again, months: 1, days: 7 },
      { ref: lapsed, months: 1, days: 0 },
    ]);
    expect(await balanceOf(m.c, m.token)).toBe(50);
    expect(await usesOf('BONUS')).toBe(1);
  });

  it('a lapsed order paid late after another member took the last use gets no bonus', async () => {
    await bonusCode('LASTONE', { maxUses: 1, bonusPoints: 40 });
    const [a, b] = [await member(t), await member(t)];
    const lapsed = await lapsedWith(a, 'LASTONE');
    await paidWith(b, 'LASTONE');
    // a's lapsed checkout paid after all: what the price bought, no bonus
    await paidLate(lapsed);
    expect(await grantsOf(a.userId)).toEqual([{ ref: lapsed, months: 1, days: 0 }]);
    expect(await balanceOf(a.c, a.token)).toBe(0);
    expect(await balanceOf(b.c, b.token)).toBe(40);
    const [code] = await execSql(
      t,
      sql`select used_count, max_uses from discount_codes where code = 'LASTONE'`,
    );
    expect(code).toEqual({ used_count: 1, max_uses: 1 });
  });

  it('a lapsed order paid late while a use is still free gets the bonus and counts it', async () => {
    await bonusCode('STILLFREE', { maxUses: 1 });
    const a = await member(t);
    const lapsed = await lapsedWith(a, 'STILLFREE');
    await paidLate(lapsed);
    expect(await grantsOf(a.userId)).toEqual([{ ref: lapsed, months: 1, days: 7 }]);
    expect(await usesOf('STILLFREE')).toBe(1);
    // the use is now taken: nobody else can price a checkout with it
    const b = await member(t);
    expect((await vipWith(b, 'STILLFREE')).code).toBe(1106);
  });
});
