import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from './support/app';
import { execSql } from './support/client';
import { member } from './support/economy';
import { operator } from './support/operators';
import * as pay from './support/payments';

const t = useTestApp();
const DAY = '2026-03-01';
const AT = `${DAY}T12:00:00Z`;

/** A paid order of `cents`, paid at AT, with `refunded` cents refunded that day. */
async function paidOrder(userId: string, cents: number, refunded = 0, currency = 'cny') {
  const [row] = await execSql(
    t,
    sql`insert into orders (user_id, kind, product_id, amount_cents, currency, grants, status, provider, return_url, expires_at, paid_at, refunded_cents, created_at)
        values (${userId}, 'points', 'points_60', ${cents}, ${currency}, '{"months":0,"days":0,"points":60}', 'paid', 'sandbox', 'x', ${AT}, ${AT}, ${refunded}, ${AT})
        returning id`,
  );
  return row!.id as string;
}

describe('operator: dashboard', () => {
  it('counts one UTC day from the database', async () => {
    const s = await operator(t, 'support');
    const a = await member(t);
    const b = await member(t);
    await member(t); // signed up today, not on DAY
    await execSql(
      t,
      sql`update users set created_at = ${AT} where id in (${a.userId}, ${b.userId})`,
    );
    await execSql(t, sql`update sessions set last_seen_at = ${AT} where user_id = ${a.userId}`);
    for (let i = 0; i < 2; i++) {
      await execSql(
        t,
        sql`insert into tarot_readings (user_id, spread_id, question, topic, cards, created_at)
            values (${a.userId}, 'single', 'q', 'love', '[]', ${AT})`,
      );
    }
    await execSql(
      t,
      sql`insert into dice_rolls (user_id, question, planet, sign, house, created_at)
          values (${b.userId}, 'q', 'sun', 'aries', 1, ${AT})`,
    );
    const [conv] = await execSql(
      t,
      sql`insert into chat_conversations (user_id, healer_id, created_at) values (${a.userId}, 'luna', ${AT}) returning id`,
    );
    const message = (role: string, safety: string | null) =>
      execSql(
        t,
        sql`insert into chat_messages (conversation_id, user_id, role, text, safety, created_at)
            values (${conv!.id}, ${a.userId}, ${role}, 'never shown', ${safety}, ${AT})`,
      );
    await message('user', 'crisis');
    await message('assistant', 'crisis');
    await message('user', 'ok');
    await message('assistant', 'ok');
    await paidOrder(a.userId, 1990);
    await paidOrder(a.userId, 499, 0, 'usd');
    const refundedOrder = await paidOrder(b.userId, 600, 300);
    await execSql(
      t,
      sql`insert into payment_events (id, type, order_id, received_at) values
          ('evt_r1', 'charge.refunded', ${refundedOrder}, ${AT}),
          ('evt_d1', 'charge.dispute.created', ${refundedOrder}, ${AT})`,
    );
    await execSql(
      t,
      sql`insert into daily_counts (day, name, count) values (${DAY}, 'aiFallback', 4), (${DAY}, 'answers', 7),
          (${DAY}, 'refunds', 2), (${DAY}, 'refundCents', 300), (${DAY}, 'refundCentsUsd', 99)`,
    );

    const res = await s.c.get(`dashboard?date=${DAY}`, s.token);
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toEqual({
      date: DAY,
      signUps: 2,
      activeMembers: 1,
      readings: { tarot: 2, dice: 1, answers: 7, astrology: 0, mbti: 0, chats: 2 },
      // yuan and dollars apart, never added together
      revenue: { cny: '25.90', usd: '4.99' },
      refunds: { cny: '3.00', usd: '0.99' },
      refundCount: 2,
      disputes: 1,
      aiFallbacks: 4,
      crisisReplies: 1,
    });
    expect(JSON.stringify(res.data)).not.toContain('never shown');
  });

  it('counts the refunds made each day, of an order refunded in parts over several days', async () => {
    const s = await operator(t, 'admin');
    const m = await member(t);
    const res = await pay.checkout(m, { kind: 'points', productId: 'points_60' });
    await pay.sandboxAction(t, res.data.url, 'pay');
    const orderId = res.data.orderId as string;
    const refund = (amount: string) =>
      s.c.post(`orders/${orderId}/refund`, { amount, note: 'asked' }, s.token);
    expect((await refund('1.00')).code).toBe(200);
    // that first part was yesterday's
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await execSql(
      t,
      sql`update daily_counts set day = ${yesterday} where name in ('refunds', 'refundCents')`,
    );
    expect((await refund('2.00')).code).toBe(200);
    const today = (await s.c.get('dashboard', s.token)).data;
    expect(today).toMatchObject({
      revenue: { cny: '6.00', usd: '0.00' },
      refunds: { cny: '2.00', usd: '0.00' },
      refundCount: 1,
    });
    const before = (await s.c.get(`dashboard?date=${yesterday}`, s.token)).data;
    expect(before).toMatchObject({ refunds: { cny: '1.00', usd: '0.00' }, refundCount: 1 });
  });

  it('defaults to today and counts answers-book pages as they are opened', async () => {
    const s = await operator(t, 'support');
    const m = await member(t);
    for (let i = 0; i < 3; i++) expect((await m.c.get('bookAnswer')).code).toBe(200);
    // the count is written beside the answer, not before it
    const dashboard = async () => (await s.c.get('dashboard', s.token)).data;
    await expect.poll(async () => (await dashboard()).readings.answers, { timeout: 5000 }).toBe(3);
    const today = await dashboard();
    expect(today.date).toBe(new Date().toISOString().slice(0, 10));
    expect(today.readings.answers).toBe(3);
    expect(today.signUps).toBe(1);
    expect(today.activeMembers).toBeGreaterThanOrEqual(1);
    expect((await s.c.get('dashboard?date=2026-3-1', s.token)).code).toBe(1001);
  });
});
