import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createRedeemCode } from '../src/operators/service';
import { useTestApp } from './support/app';
import { execSql } from './support/client';
import { balanceOf, member } from './support/economy';

const t = useTestApp();

describe('redemption codes', () => {
  it('looks a code up, redeems points once, then answers 1103', async () => {
    const code = await createRedeemCode(t.database.db, { type: 'POINTS', benefits: 200 });
    expect(code.code).toMatch(/^[A-Z0-9]{6}$/);
    const m = await member(t);
    const info = await m.c.post('redeemCodeInfo', { redeemCode: code.code.toLowerCase() }, m.token);
    expect(info.data).toEqual({ type: 'POINTS', benefits: 200 });
    const res = await m.c.post('redeemWithCode', { redeemCode: code.code }, m.token);
    expect(res.data).toMatchObject({ type: 'POINTS', benefits: 200, balance: 200 });
    expect((await m.c.post('redeemWithCode', { redeemCode: code.code }, m.token)).code).toBe(1103);
    expect((await m.c.post('redeemCodeInfo', { redeemCode: code.code }, m.token)).code).toBe(1103);
    expect(await balanceOf(m.c, m.token)).toBe(200);
  });

  it('grants VIP days', async () => {
    await createRedeemCode(t.database.db, { code: 'VIP7DAYS', type: 'VIP', benefits: 7 });
    const m = await member(t);
    const res = await m.c.post('redeemWithCode', { redeemCode: 'VIP7DAYS' }, m.token);
    expect(res.data.vipAccount.isVip).toBe(true);
    const days = (new Date(res.data.vipAccount.vipExpDate).getTime() - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(7);
  });

  it('answers 1101 for unknown or used-up codes and 1102 for expired ones', async () => {
    const db = t.database.db;
    await createRedeemCode(db, {
      code: 'GONE01',
      type: 'POINTS',
      benefits: 5,
      expiresAt: new Date(Date.now() - 1),
    });
    await createRedeemCode(db, { code: 'ONCE01', type: 'POINTS', benefits: 5, maxUses: 1 });
    const [a, b] = [await member(t), await member(t)];
    expect((await a.c.post('redeemCodeInfo', { redeemCode: 'ABCDEF' }, a.token)).code).toBe(1101);
    expect((await a.c.post('redeemWithCode', { redeemCode: 'ABCDEF' }, a.token)).code).toBe(1101);
    expect((await a.c.post('redeemWithCode', { redeemCode: 'GONE01' }, a.token)).code).toBe(1102);
    expect((await a.c.post('redeemWithCode', { redeemCode: 'ONCE01' }, a.token)).code).toBe(200);
    expect((await b.c.post('redeemWithCode', { redeemCode: 'ONCE01' }, b.token)).code).toBe(1101);
    expect((await b.c.post('redeemWithCode', { redeemCode: 'ELEVENCHARS' }, b.token)).code).toBe(
      1001,
    );
  });

  it('two racing requests from one user redeem once', async () => {
    await createRedeemCode(t.database.db, { code: 'RACE01', type: 'POINTS', benefits: 100 });
    const m = await member(t);
    const results = await Promise.all(
      Array.from({ length: 2 }, () =>
        m.c.post('redeemWithCode', { redeemCode: 'RACE01' }, m.token),
      ),
    );
    expect(results.map((r) => r.code).sort((x, y) => x - y)).toEqual([200, 1103]);
    expect(await balanceOf(m.c, m.token)).toBe(100);
  });

  it('a single-use code raced by two users is used once', async () => {
    await createRedeemCode(t.database.db, {
      code: 'LAST01',
      type: 'POINTS',
      benefits: 100,
      maxUses: 1,
    });
    const [a, b] = [await member(t), await member(t)];
    const results = await Promise.all([
      a.c.post('redeemWithCode', { redeemCode: 'LAST01' }, a.token),
      b.c.post('redeemWithCode', { redeemCode: 'LAST01' }, b.token),
    ]);
    expect(results.map((r) => r.code).sort((x, y) => x - y)).toEqual([200, 1101]);
    const [row] = await execSql(t, sql`select used_count from redeem_codes where code = 'LAST01'`);
    expect(row!.used_count).toBe(1);
    expect((await balanceOf(a.c, a.token)) + (await balanceOf(b.c, b.token))).toBe(100);
  });
});
