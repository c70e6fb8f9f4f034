import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from './support/app';
import { execSql, signUp, client } from './support/client';
import { balanceOf, ledgerFacts, member } from './support/economy';
import { auditRows } from './support/audit';
import { operator } from './support/operators';

const t = useTestApp();

describe('operator: members', () => {
  it('finds a member by e-mail, phone, user id, invite code and order id', async () => {
    const s = await operator(t, 'support');
    const m = await member(t);
    await execSql(
      t,
      sql`update users set area_code = '86', phone = '13800138123' where id = ${m.userId}`,
    );
    const [{ invite_code: invite } = {}] = await execSql(
      t,
      sql`select invite_code from users where id = ${m.userId}`,
    );
    const [{ id: orderId } = {}] = await execSql(
      t,
      sql`insert into orders (user_id, kind, product_id, amount_cents, grants, provider, return_url, expires_at)
          values (${m.userId}, 'points', 'points_60', 600, '{"months":0,"days":0,"points":60}', 'sandbox', 'x', now())
          returning id`,
    );
    const other = await member(t);
    for (const q of [
      m.email,
      m.email.toUpperCase(),
      '13800138123',
      '+86 138 0013 8123',
      m.userId,
      String(invite),
      String(orderId),
    ]) {
      const res = await s.c.get(`members/search?q=${encodeURIComponent(q)}`, s.token);
      expect(res.code, `${q}: ${res.msg}`).toBe(200);
      expect(
        res.data.list.map((r: { userId: string }) => r.userId),
        q,
      ).toEqual([m.userId]);
    }
    const row = (await s.c.get(`members/search?q=${encodeURIComponent(other.email)}`, s.token)).data
      .list[0];
    expect(row).toMatchObject({
      userId: other.userId,
      email: other.email,
      isVip: false,
      disabled: false,
      flag: null,
    });
  });

  it('shows a member in detail: account, points, ledger, orders, readings, feedback, sessions', async () => {
    const s = await operator(t, 'support');
    const m = await member(t, 80);
    const fb = await m.c.post(
      'feedback',
      (() => {
        const f = new FormData();
        f.set('content', 'The moon page is lovely');
        return f;
      })(),
      m.token,
    );
    expect(fb.code, fb.msg).toBe(200);
    const res = await s.c.get(`members/${m.userId}`, s.token);
    expect(res.code, res.msg).toBe(200);
    expect(res.data.member).toMatchObject({
      userId: m.userId,
      email: m.email,
      lang: expect.any(String),
    });
    expect(res.data.points).toEqual({ balance: 80 });
    expect(res.data.ledger[0]).toMatchObject({ delta: 80, balanceAfter: 80, reason: 'admin' });
    expect(res.data.readings).toEqual({
      tarot: 0,
      dice: 0,
      astrology: 0,
      mbti: 0,
      chats: 0,
    });
    expect(res.data.feedback[0]).toMatchObject({
      content: 'The moon page is lovely',
      status: 'new',
    });
    expect(res.data.sessions).toHaveLength(1);
    expect(res.data.sessions[0]).toMatchObject({ revoked: false });
    expect((await s.c.get(`members/00000000-0000-4000-8000-000000000000`, s.token)).code).toBe(404);
  });

  it('grants points and VIP days within the support limits; admins have none', async () => {
    const s = await operator(t, 'support');
    const a = await operator(t, 'admin');
    const m = await member(t);
    const ok = await s.c.post(
      `members/${m.userId}/points`,
      { delta: 500, note: 'outage' },
      s.token,
    );
    expect(ok).toMatchObject({ code: 200, data: { balance: 500, request: null } });
    // beyond the per-grant cap either way: a request for an admin, nothing granted
    for (const delta of [501, -501]) {
      const asked = await s.c.post(`members/${m.userId}/points`, { delta, note: 'x' }, s.token);
      expect(asked).toMatchObject({
        code: 200,
        data: { balance: 500, request: { amount: delta, reason: 'perGrant', status: 'pending' } },
      });
    }
    expect((await s.c.post(`members/${m.userId}/points`, { delta: 5 }, s.token)).code).toBe(1001);
    const big = await a.c.post(
      `members/${m.userId}/points`,
      { delta: 5000, note: 'prize' },
      a.token,
    );
    expect(big.data.balance).toBe(5500);
    expect(await balanceOf(m.c, m.token)).toBe(5500);
    const over = await a.c.post(
      `members/${m.userId}/points`,
      { delta: -9999, note: 'too much' },
      a.token,
    );
    expect(over.code).toBe(1201);

    const vip = await s.c.post(`members/${m.userId}/vip`, { days: 31, note: 'sorry' }, s.token);
    expect(vip.code, vip.msg).toBe(200);
    expect(Date.parse(vip.data.vipExpiresAt)).toBeGreaterThan(Date.now() + 30 * 86_400_000);
    const longer = await s.c.post(`members/${m.userId}/vip`, { days: 32, note: 'x' }, s.token);
    expect(longer.data.request).toMatchObject({ kind: 'vip', amount: 32, reason: 'perGrant' });
    expect(
      (await a.c.post(`members/${m.userId}/vip`, { days: 365, note: 'year' }, a.token)).code,
    ).toBe(200);

    const points = await auditRows(t, 'points:grant');
    expect(points).toHaveLength(2);
    expect(points[0]).toMatchObject({
      actor_kind: 'operator',
      actor: s.id,
      target: m.userId,
      before: { balance: 0 },
      after: { balance: 500, delta: 500 },
      note: 'outage',
    });
    const vips = await auditRows(t, 'vip:grant');
    expect(vips).toHaveLength(2);
    expect(vips[0]).toMatchObject({ actor: s.id, before: { vipExpiresAt: null }, note: 'sorry' });
  });

  it('lands two grants made at once by two operators', async () => {
    const a = await operator(t, 'support');
    const b = await operator(t, 'support');
    const m = await member(t);
    const [x, y] = await Promise.all([
      a.c.post(`members/${m.userId}/points`, { delta: 100, note: 'a' }, a.token),
      b.c.post(`members/${m.userId}/points`, { delta: 200, note: 'b' }, b.token),
    ]);
    expect([x.code, y.code]).toEqual([200, 200]);
    expect(await ledgerFacts(t, m.userId)).toMatchObject({ sum: 300, n: 2 });
    const rows = await auditRows(t, 'points:grant');
    expect(rows.map((r) => r.actor).sort()).toEqual([a.id, b.id].sort());
  });

  it("revokes sessions: the member's next call answers 4001", async () => {
    const s = await operator(t, 'support');
    const m = await member(t);
    expect((await m.c.get('userinfo', m.token)).code).toBe(200);
    const res = await s.c.post(
      `members/${m.userId}/revokeSessions`,
      { note: 'lost phone' },
      s.token,
    );
    expect(res).toMatchObject({ code: 200, data: { revoked: 1 } });
    expect((await m.c.get('userinfo', m.token)).code).toBe(4001);
    expect(await auditRows(t, 'sessions:revoke')).toMatchObject([
      { target: m.userId, after: { revoked: 1 }, note: 'lost phone' },
    ]);
  });

  it('disables a member (4001 at once, no sign-in by any method) and enables again', async () => {
    const a = await operator(t, 'admin');
    const c = client(t);
    const email = `disable-${process.pid}@example.com`;
    const m = await signUp(t, c, email);
    const off = await a.c.post(
      `members/${m.userId}/disable`,
      { disabled: true, note: 'fraud' },
      a.token,
    );
    expect(off).toMatchObject({ code: 200, data: { disabled: true } });
    expect((await c.get('userinfo', m.token)).code).toBe(4001);
    expect((await c.post('login', { account: email, password: 'secret123' })).code).toBe(4001);
    // the sign-up code was sent a moment ago: make room for another
    await execSql(t, sql`update verification_codes set created_at = now() - interval '2 minutes'`);
    expect((await c.post('sendEmailCode', { email, purpose: 'login' })).code).toBe(200);
    expect((await c.post('emailLogin', { email, code: t.outbox.codeFor(email) })).code).toBe(4001);

    const on = await a.c.post(
      `members/${m.userId}/disable`,
      { disabled: false, note: 'cleared' },
      a.token,
    );
    expect(on.data).toEqual({ disabled: false });
    const back = await c.post('login', { account: email, password: 'secret123' });
    expect(back.code, back.msg).toBe(200);
    expect((await c.get('userinfo', back.data.user_token)).code).toBe(200);
    const rows = await auditRows(t);
    expect(rows.filter((r) => r.action === 'member:disable')).toMatchObject([
      { target: m.userId, before: { disabledAt: null }, note: 'fraud' },
    ]);
    expect(rows.filter((r) => r.action === 'member:enable')).toMatchObject([
      { target: m.userId, after: { disabledAt: null }, note: 'cleared' },
    ]);
  });

  it('deletes a member as their own "delete account" does', async () => {
    const a = await operator(t, 'admin');
    const m = await member(t, 10);
    const res = await a.c.post(`members/${m.userId}/delete`, { note: 'asked by e-mail' }, a.token);
    expect(res).toMatchObject({ code: 200, data: null });
    expect(await execSql(t, sql`select id from users where id = ${m.userId}`)).toEqual([]);
    expect((await m.c.get('userinfo', m.token)).code).toBe(4001);
    expect(await auditRows(t, 'member:delete')).toMatchObject([
      { actor: a.id, target: m.userId, before: { email: m.email }, note: 'asked by e-mail' },
    ]);
    expect((await a.c.post(`members/${m.userId}/delete`, { note: 'again' }, a.token)).code).toBe(
      404,
    );
  });
});
