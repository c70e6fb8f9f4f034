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
} from './support/payments';

/**
 * A discount code's uses are reserved when a checkout is priced with it, and released when
 * that order expires or is cancelled; its bonus is given once per use.
 */
const t = useTestApp();

const vipWith = (m: Awaited<ReturnType<typeof member>>, code: string) =>
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
    const third = await vipWith(c, 'PASSON');
    expect(third.code).toBe(200);
    expect((await sandboxAction(t, third.data.url, 'pay')).statusCode).toBe(303);
    expect(await usesOf('PASSON')).toBe(1);
  });

  it('gives the bonus days and points once per use, even when two orders are paid', async () => {
    await createDiscountCode(t.database.db, {
      code: 'BONUS',
      tenths: 8,
      bonusDays: 7,
      bonusPoints: 50,
    });
    const m = await member(t);
    const lapsed = await vipWith(m, 'BONUS');
    await lapseOrder(t, lapsed.data.orderId);
    const again = await vipWith(m, 'BONUS');
    expect(again.code, again.msg).toBe(200);
    expect((await sandboxAction(t, again.data.url, 'pay')).statusCode).toBe(303);
    // the provider reports the lapsed checkout paid after all
    const late = await completedEvent(t, lapsed.data.orderId);
    expect((await deliver(t, JSON.stringify(late))).json().data.outcome).toBe('granted');

    const grants = await execSql(
      t,
      sql`select ref, months, days from vip_grants where user_id = ${m.userId} order by created_at`,
    );
    expect(grants).toEqual([
      { ref: again.data.orderId, months: 1, days: 7 },
      { ref: lapsed.data.orderId, months: 1, days: 0 },
    ]);
    expect(await balanceOf(m.c, m.token)).toBe(50);
    expect(await usesOf('BONUS')).toBe(1);
  });

  it('a lapsed order paid late after another member took the last use gets no bonus', async () => {
    await createDiscountCode(t.database.db, {
      code: 'LASTONE',
      tenths: 8,
      maxUses: 1,
      bonusDays: 7,
      bonusPoints: 40,
    });
    const [a, b] = [await member(t), await member(t)];
    const lapsed = await vipWith(a, 'LASTONE');
    expect(lapsed.code, lapsed.msg).toBe(200);
    await lapseOrder(t, lapsed.data.orderId);
    const taken = await vipWith(b, 'LASTONE');
    expect(taken.code, taken.msg).toBe(200);
    expect((await sandboxAction(t, taken.data.url, 'pay')).statusCode).toBe(303);
    // the provider reports a's lapsed checkout paid after all: what the price bought, no bonus
    const late = await completedEvent(t, lapsed.data.orderId);
    expect((await deliver(t, JSON.stringify(late))).json().data.outcome).toBe('granted');
    const grants = await execSql(
      t,
      sql`select months, days from vip_grants where user_id = ${a.userId}`,
    );
    expect(grants).toEqual([{ months: 1, days: 0 }]);
    expect(await balanceOf(a.c, a.token)).toBe(0);
    expect(await balanceOf(b.c, b.token)).toBe(40);
    const [code] = await execSql(
      t,
      sql`select used_count, max_uses from discount_codes where code = 'LASTONE'`,
    );
    expect(code).toEqual({ used_count: 1, max_uses: 1 });
  });

  it('a lapsed order paid late while a use is still free gets the bonus and counts it', async () => {
    await createDiscountCode(t.database.db, {
      code: 'STILLFREE',
      tenths: 8,
      maxUses: 1,
      bonusDays: 7,
    });
    const a = await member(t);
    const lapsed = await vipWith(a, 'STILLFREE');
    await lapseOrder(t, lapsed.data.orderId);
    const late = await completedEvent(t, lapsed.data.orderId);
    expect((await deliver(t, JSON.stringify(late))).json().data.outcome).toBe('granted');
    const grants = await execSql(
      t,
      sql`select months, days from vip_grants where user_id = ${a.userId}`,
    );
    expect(grants).toEqual([{ months: 1, days: 7 }]);
    expect(await usesOf('STILLFREE')).toBe(1);
    // the use is now taken: nobody else can price a checkout with it
    const b = await member(t);
    expect((await vipWith(b, 'STILLFREE')).code).toBe(1106);
  });
});
