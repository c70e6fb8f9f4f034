import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { grantPoints } from '../../src/operators/service';
import type { TestApp } from './app';
import { client, execSql, httpStatusOf, signUp, type Client, type Envelope } from './client';

let n = 0;
export type Member = Awaited<ReturnType<typeof member>>;

/** A POST with an Idempotency-Key, as the web app sends a paid action and its retries. */
export async function keyedPost(
  t: TestApp,
  m: Member,
  path: string,
  body: object,
  key: string,
): Promise<Envelope> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v2/${path}`,
    payload: body,
    headers: { authorization: `Bearer ${m.token}`, 'idempotency-key': key },
    remoteAddress: m.c.ip,
  });
  const out = res.json() as Envelope;
  expect(res.statusCode).toBe(httpStatusOf(out.code));
  return out;
}

/** A signed-up user with a client of their own. */
export async function member(t: TestApp, points = 0, extra: Record<string, unknown> = {}) {
  const c = client(t);
  const email = `member${++n}-${process.pid}@example.com`;
  const user = await signUp(t, c, email, 'secret123', extra);
  if (points) await grantPoints(t.database.db, user.userId, points, 'test setup');
  return { ...user, c, email };
}

export async function balanceOf(c: Client, token: string): Promise<number> {
  const res = await c.get(`userAccount`, token);
  expect(res.code, res.msg).toBe(200);
  return res.data.pointAccount.balance;
}

/** The ledger's sum for a user, its lowest balance, and its row count. */
export async function ledgerFacts(t: TestApp, userId: string) {
  const [row] = await execSql(
    t,
    sql`select coalesce(sum(delta),0)::int as sum, coalesce(min(balance_after),0)::int as min, count(*)::int as n
        from points_ledger where user_id = ${userId}`,
  );
  return row as { sum: number; min: number; n: number };
}

export async function makeVip(t: TestApp, userId: string, days = 30) {
  await execSql(
    t,
    sql`update users set vip_expires_at = now() + make_interval(days => ${days}) where id = ${userId}`,
  );
}
