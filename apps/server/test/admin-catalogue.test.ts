import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from './support/app';
import { execSql } from './support/client';
import { member } from './support/economy';
import { auditRows } from './support/audit';
import { operator } from './support/operators';

const t = useTestApp();

describe('operator: codes, products and rules', () => {
  it('creates redeem and discount codes (admins) and lists them (support)', async () => {
    const s = await operator(t, 'support');
    const a = await operator(t, 'admin');
    const body = { type: 'VIP', benefits: 7, code: 'week7', maxUses: 10, note: 'spring' };
    expect((await s.c.post('codes/redeem', body, s.token)).code).toBe(4003);
    const made = await a.c.post('codes/redeem', body, a.token);
    expect(made.code, made.msg).toBe(200);
    expect(made.data).toMatchObject({ code: 'WEEK7', type: 'VIP', benefits: 7, maxUses: 10 });
    expect((await a.c.post('codes/redeem', body, a.token)).code).toBe(1001);
    const disc = await a.c.post(
      'codes/discount',
      { tenths: 8, code: 'EIGHT', bonusDays: 3, expires: '2030-01-31', note: 'promo' },
      a.token,
    );
    expect(disc.code, disc.msg).toBe(200);
    expect(disc.data).toMatchObject({ code: 'EIGHT', tenths: 8, bonusDays: 3 });
    expect(disc.data.expiresAt).toMatch(/^2030-01-31T/);
    const list = await s.c.get('codes', s.token);
    expect(list.data.redeem.map((c: { code: string }) => c.code)).toEqual(['WEEK7']);
    expect(list.data.discount.map((c: { code: string }) => c.code)).toEqual(['EIGHT']);

    // a member can use the code made in the console
    const m = await member(t);
    expect((await m.c.post('redeemWithCode', { redeemCode: 'WEEK7' }, m.token)).code).toBe(200);

    expect(await auditRows(t, 'redeem:create')).toMatchObject([
      { actor: a.id, target: 'WEEK7', before: null, after: { code: 'WEEK7' }, note: 'spring' },
    ]);
    expect(await auditRows(t, 'discount:create')).toMatchObject([
      { target: 'EIGHT', note: 'promo' },
    ]);
  });

  it('previews a product change without writing it, then applies it', async () => {
    const a = await operator(t, 'admin');
    const s = await operator(t, 'support');
    const before = (await s.c.get('products', s.token)).data;
    const p60 = before.points.find((p: { productId: string }) => p.productId === 'points_60');
    expect(p60.price).toMatch(/^\d+\.\d{2}$/);
    const change = { kind: 'points', productId: 'points_60', fields: { price: '5.50' } };
    expect((await s.c.post('products', { ...change, apply: true }, s.token)).code).toBe(4003);

    const preview = await a.c.post('products', { ...change, apply: false }, a.token);
    expect(preview.code, preview.msg).toBe(200);
    expect(preview.data.before).toMatchObject({ price: p60.price });
    expect(preview.data.after).toMatchObject({ price: '5.50', points: p60.points });
    expect((await s.c.get('products', s.token)).data).toEqual(before);
    expect(await auditRows(t, 'product:set')).toEqual([]);

    const applied = await a.c.post('products', { ...change, apply: true, note: 'sale' }, a.token);
    expect(applied.data).toEqual(preview.data);
    const m = await member(t);
    const info = await m.c.get('rechargeInfo');
    expect(info.data.pointProduct.find((p: { price: string }) => p.price === '5.50')).toBeTruthy();
    expect(await auditRows(t, 'product:set')).toMatchObject([
      { target: 'points_60', before: { price: p60.price }, after: { price: '5.50' }, note: 'sale' },
    ]);
    const bad = await a.c.post(
      'products',
      { kind: 'points', productId: 'points_60', fields: { price: '1.234' }, apply: false },
      a.token,
    );
    expect(bad.code).toBe(1001);
  });

  it('previews a rule change without writing it, then applies it', async () => {
    const a = await operator(t, 'admin');
    const rules = (await a.c.get('config', a.token)).data;
    expect(rules.freeDaily).toBe(3);
    const preview = await a.c.post(
      'config',
      { key: 'charges', value: { chat_base: { cost: 20 } }, apply: false },
      a.token,
    );
    expect(preview.code, preview.msg).toBe(200);
    expect(preview.data.before.chat_base.cost).toBe(15);
    expect(preview.data.after.chat_base).toMatchObject({ cost: 20, vipFree: true });
    expect((await a.c.get('config', a.token)).data.charges.chat_base.cost).toBe(15);
    await a.c.post(
      'config',
      { key: 'charges', value: { chat_base: { cost: 20 } }, apply: true, note: 'pricier' },
      a.token,
    );
    expect((await a.c.get('config', a.token)).data.charges.chat_base.cost).toBe(20);
    expect(
      (await a.c.post('config', { key: 'freeDaily', value: -1, apply: false }, a.token)).code,
    ).toBe(1001);
    expect((await a.c.post('config', { key: 'nope', value: 1, apply: false }, a.token)).code).toBe(
      1001,
    );
    expect(await auditRows(t, 'config:set')).toMatchObject([
      {
        target: 'charges',
        before: { chat_base: { cost: 15 } },
        after: { chat_base: { cost: 20 } },
        note: 'pricier',
      },
    ]);
  });
});

describe('the audit log', () => {
  it('refuses UPDATE and DELETE', async () => {
    const a = await operator(t, 'admin');
    expect((await auditRows(t)).length).toBeGreaterThan(0);
    const refusal = (query: ReturnType<typeof sql>) =>
      execSql(t, query).then(
        () => 'accepted',
        (err: Error & { cause?: Error }) => `${err.message} ${err.cause?.message ?? ''}`,
      );
    expect(await refusal(sql`update audit_log set note = 'changed'`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from audit_log`)).toMatch(/append-only/);
    expect((await auditRows(t, 'operator:login')).map((r) => r.actor)).toContain(a.id);
  });

  it('lists with filters and exports CSV (admins)', async () => {
    const a = await operator(t, 'admin');
    const s = await operator(t, 'support');
    const m = await member(t);
    await s.c.post(`members/${m.userId}/points`, { delta: 5, note: 'comma, "quote"' }, s.token);
    await a.c.post(`members/${m.userId}/vip`, { days: 2, note: '你好' }, a.token);
    const list = async (q: string) => (await s.c.get(`audit?${q}`, s.token)).data;
    const byTarget = await list(`target=${m.userId}`);
    expect(byTarget.total).toBe(2);
    expect(byTarget.list.map((r: { action: string }) => r.action)).toEqual([
      'vip:grant',
      'points:grant',
    ]);
    expect(byTarget.list[1]).toMatchObject({
      actorKind: 'operator',
      actor: s.id,
      actorEmail: s.email,
    });
    expect((await list(`actor=${encodeURIComponent(s.email)}&action=points:grant`)).total).toBe(1);
    expect((await list(`action=points:grant&from=2000-01-01&to=2000-01-02`)).total).toBe(0);

    const res = await a.c.raw(`audit/export?target=${m.userId}`, a.token);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const csv = res.body;
    expect(
      csv.startsWith(
        '\uFEFFcreatedAt,actorKind,actor,actorEmail,action,target,note,before,after\r\n',
      ),
    ).toBe(true);
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('vip:grant');
    expect(lines[1]).toContain('你好');
    expect(lines[2]).toContain('"comma, ""quote"""');
  });
});
