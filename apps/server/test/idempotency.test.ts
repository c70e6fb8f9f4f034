import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { mbtiItems } from '@starlit/core/mbti';
import { useTestApp } from './support/app';
import { execSql } from './support/client';
import { keyedPost, ledgerFacts, member, type Member } from './support/economy';
import { RETURN } from './support/payments';
import { pruneIdempotency } from '../src/lib/idempotency';

const TOKEN = 'metrics-token-0123456789';
const t = useTestApp({ METRICS_TOKEN: TOKEN });

const post = (m: Member, path: string, body: object, key: string) =>
  keyedPost(t, m, path, body, key);

const swap = (m: Member, key: string, type = 'swap4Vip3') => post(m, 'swapPoints', { type }, key);

async function metric(name: string): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  return res.body
    .split('\n')
    .filter((l) => l.startsWith(name))
    .join('\n');
}

async function vipGrants(userId: string): Promise<number> {
  const [row] = await execSql(
    t,
    sql`select count(*)::int as n from vip_grants where user_id = ${userId}`,
  );
  return row!.n as number;
}

describe('paid actions with an Idempotency-Key', () => {
  it('a swap sent twice with one key is paid once and answered the same', async () => {
    const m = await member(t, 500);
    const key = randomUUID();
    const first = await swap(m, key);
    expect(first.code).toBe(200);
    const again = await swap(m, key);
    expect(again).toEqual(first);
    expect(await ledgerFacts(t, m.userId)).toMatchObject({ sum: 400, n: 2 });
    expect(await vipGrants(m.userId)).toBe(1);
    expect(await metric('starlit_idempotent_replays_total')).toContain(
      'starlit_idempotent_replays_total{action="/swapPoints"} 1',
    );
    // another action is another key: paid again
    expect((await swap(m, randomUUID())).code).toBe(200);
    expect(await ledgerFacts(t, m.userId)).toMatchObject({ sum: 300, n: 3 });
  });

  it('twenty racing retries of one swap pay once', async () => {
    const m = await member(t, 500);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => swap(m, key)));
    const paid = answers.filter((a) => a.code === 200);
    // each answer is the one swap's, or "still being processed" while it ran
    expect(answers.every((a) => a.code === 200 || a.code === 1008)).toBe(true);
    expect(paid.length).toBeGreaterThan(0);
    for (const a of paid) expect(a.data).toEqual(paid[0]!.data);
    expect(await ledgerFacts(t, m.userId)).toMatchObject({ sum: 400, n: 2 });
    expect(await vipGrants(m.userId)).toBe(1);
  });

  it('refuses the same key with another input (1001) and a key that is not a UUID', async () => {
    const m = await member(t, 500);
    const key = randomUUID();
    expect((await swap(m, key, 'swap4Vip3')).code).toBe(200);
    const other = await swap(m, key, 'swap4Vip7');
    expect(other.code).toBe(1001);
    expect(other.msg).toContain('Idempotency-Key');
    expect((await swap(m, 'not-a-uuid')).code).toBe(1001);
    expect(await ledgerFacts(t, m.userId)).toMatchObject({ sum: 400, n: 2 });
  });

  it('one member cannot replay another member’s key', async () => {
    const a = await member(t, 500);
    const b = await member(t, 500);
    const key = randomUUID();
    const first = await swap(a, key);
    const second = await swap(b, key);
    expect(second.code).toBe(200);
    expect(second.data.balance).toBe(400);
    expect(first.data.balance).toBe(400);
    expect(await ledgerFacts(t, b.userId)).toMatchObject({ sum: 400, n: 2 });
  });

  it('a refused swap keeps nothing: its retry is asked again', async () => {
    const m = await member(t, 50);
    const key = randomUUID();
    expect((await swap(m, key)).code).toBe(1201);
    await execSql(t, sql`update point_accounts set balance = 150 where user_id = ${m.userId}`);
    expect((await swap(m, key)).code).toBe(200);
  });

  it('a checkout retried with its key makes one order and answers the same address', async () => {
    const m = await member(t);
    const key = randomUUID();
    const [product] = await execSql(
      t,
      sql`select product_id as id from point_products where active limit 1`,
    );
    const body = { kind: 'points', productId: product!.id as string, returnUrl: RETURN };
    const first = await post(m, 'payments/checkout', body, key);
    expect(first.code, first.msg).toBe(200);
    const again = await post(m, 'payments/checkout', body, key);
    expect(again).toEqual(first);
    const [orders] = await execSql(
      t,
      sql`select count(*)::int as n from orders where user_id = ${m.userId}`,
    );
    expect(orders!.n).toBe(1);
  });

  it('an unlock retried with its key is paid once', async () => {
    const m = await member(t, 500);
    const answers = Object.fromEntries(mbtiItems('simplified').map((item) => [item.id, 6]));
    const calc = await m.c.post('calculateMbti', { level: 'simplified', answers }, m.token);
    expect(calc.code, calc.msg).toBe(200);
    const key = randomUUID();
    const body = { id: calc.data.id };
    const first = await post(m, 'unlockMbtiReport', body, key);
    expect(first.code, first.msg).toBe(200);
    expect(await post(m, 'unlockMbtiReport', body, key)).toEqual(first);
    expect(await ledgerFacts(t, m.userId)).toMatchObject({ sum: 465, n: 2 });
  });

  it('kept answers are pruned after a day', async () => {
    const m = await member(t, 500);
    await swap(m, randomUUID());
    const count = async () =>
      (await execSql(t, sql`select count(*)::int as n from idempotent_requests`))[0]!.n;
    expect(await count()).toBe(1);
    expect(await pruneIdempotency(t.database.db, new Date(Date.now() + 3_600_000))).toBe(0);
    expect(await pruneIdempotency(t.database.db, new Date(Date.now() + 25 * 3_600_000))).toBe(1);
    expect(await count()).toBe(0);
  });
});
