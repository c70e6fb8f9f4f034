import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { runCommand } from '../src/admin/commands';
import { useTestApp } from './support/app';
import { auditRows } from './support/audit';
import { execSql } from './support/client';
import { balanceOf, ledgerFacts, member } from './support/economy';
import { operator } from './support/operators';

const t = useTestApp();

const grant = (
  s: Awaited<ReturnType<typeof operator>>,
  userId: string,
  delta: number,
  note = 'goodwill',
) => s.c.post(`members/${userId}/points`, { delta, note }, s.token);

describe('support operators: daily caps and approvals', () => {
  it('holds ten grants of +500 to the daily cap; the rest wait for an admin', async () => {
    const s = await operator(t, 'support');
    const m = await member(t);
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await grant(s, m.userId, 500));
    // the default daily cap is 1,000 points: two grants made, eight requests
    expect(answers.filter((a) => a.data.request === null)).toHaveLength(2);
    expect(answers.slice(2).map((a) => a.data.request?.reason)).toEqual(Array(8).fill('daily'));
    expect(await balanceOf(m.c, m.token)).toBe(1000);
    expect(await auditRows(t, 'grant:request')).toHaveLength(8);

    // taking back is not giving: it does not count against the day
    expect((await grant(s, m.userId, -100)).data).toMatchObject({ balance: 900, request: null });

    // twelve grants of +31 VIP days: one made, eleven waiting (31 days a day)
    const vips = [];
    for (let i = 0; i < 12; i++)
      vips.push(await s.c.post(`members/${m.userId}/vip`, { days: 31, note: 'x' }, s.token));
    expect(vips.filter((v) => v.data.request === null)).toHaveLength(1);
    const expires = Date.parse(vips[0]!.data.vipExpiresAt);
    expect(expires).toBeLessThan(Date.now() + 32 * 86_400_000);

    // another operator has a day of their own
    const other = await operator(t, 'support');
    expect((await grant(other, m.userId, 500)).data.request).toBeNull();
  });

  it('never passes the cap with concurrent grants by one operator', async () => {
    const s = await operator(t, 'support');
    const m = await member(t);
    const answers = await Promise.all(Array.from({ length: 12 }, () => grant(s, m.userId, 300)));
    expect(answers.every((a) => a.code === 200)).toBe(true);
    const made = answers.filter((a) => a.data.request === null);
    expect(made).toHaveLength(3); // 3 × 300 ≤ 1,000 < 4 × 300
    expect(await ledgerFacts(t, m.userId)).toMatchObject({ sum: 900, n: 3 });
    const [day] = await execSql(t, sql`select points from operator_grant_days`);
    expect(day).toMatchObject({ points: 900 });
    expect(await auditRows(t, 'grant:request')).toHaveLength(9);
  });

  it('reads the caps from economy_config: config:set changes them, audited', async () => {
    const a = await operator(t, 'admin');
    const s = await operator(t, 'support');
    const m = await member(t);
    const set = await a.c.post(
      'config',
      { key: 'operatorCaps', value: { pointsPerDay: 200 }, apply: true, note: 'tighter' },
      a.token,
    );
    expect(set.data.after).toMatchObject({ pointsPerDay: 200, pointsPerGrant: 500 });
    expect((await auditRows(t, 'config:set')).at(-1)).toMatchObject({ target: 'operatorCaps' });
    expect((await grant(s, m.userId, 200)).data.request).toBeNull();
    expect((await grant(s, m.userId, 1)).data.request).toMatchObject({ reason: 'daily' });
    // admins have no cap
    expect((await grant(a, m.userId, 5000)).data).toMatchObject({ balance: 5200, request: null });
  });

  it('an admin approves (the grant made once, audited) or rejects a request', async () => {
    const a = await operator(t, 'admin');
    const s = await operator(t, 'support');
    const m = await member(t);
    const asked = (await grant(s, m.userId, 800, 'refund for outage')).data.request;
    expect(asked).toMatchObject({ kind: 'points', amount: 800, reason: 'perGrant' });
    expect(asked.operatorEmail).toBe(s.email);
    expect(asked.memberEmail).toBe(m.email);

    // support sees its own requests and may not decide them
    expect((await s.c.get('grants/requests', s.token)).data.list).toHaveLength(1);
    const path = `grants/requests/${asked.id}`;
    expect((await s.c.post(`${path}/approve`, { note: 'me' }, s.token)).code).toBe(4003);
    expect((await a.c.post(`${path}/approve`, {}, a.token)).code).toBe(1001);

    // two approvals at once: one grant
    const [x, y] = await Promise.all([
      a.c.post(`${path}/approve`, { note: 'ok' }, a.token),
      a.c.post(`${path}/approve`, { note: 'ok' }, a.token),
    ]);
    expect([x.code, y.code].sort((p, q) => p - q)).toEqual([200, 1001]);
    expect(await balanceOf(m.c, m.token)).toBe(800);
    const [approval] = await auditRows(t, 'grant:approve');
    expect(approval).toMatchObject({
      actor: a.id,
      target: m.userId,
      before: { balance: 0 },
      after: { balance: 800, delta: 800, requestId: asked.id, requestedBy: s.id },
      note: 'ok',
    });
    expect((await a.c.get('grants/requests?status=approved', a.token)).data.list).toHaveLength(1);

    const vip = (await s.c.post(`members/${m.userId}/vip`, { days: 90, note: 'x' }, s.token)).data;
    const rejected = await a.c.post(
      `grants/requests/${vip.request.id}/reject`,
      { note: 'too long' },
      a.token,
    );
    expect(rejected.data).toMatchObject({ status: 'rejected', decisionNote: 'too long' });
    expect(
      (await a.c.post(`grants/requests/${vip.request.id}/approve`, { note: 'x' }, a.token)).code,
    ).toBe(1001);
    const detail = await a.c.get(`members/${m.userId}`, a.token);
    expect(detail.data.member.vipExpiresAt).toBeNull();
    expect(await auditRows(t, 'grant:reject')).toHaveLength(1);
  });

  it('the CLI is not capped and decides requests like an admin', async () => {
    const s = await operator(t, 'support');
    const m = await member(t);
    const asked = (await grant(s, m.userId, 2000)).data.request;
    const listed = (await runCommand(t.database.db, 'grant:list', {})) as Array<{ id: string }>;
    expect(listed.map((r) => r.id)).toEqual([asked.id]);
    await runCommand(t.database.db, 'grant:approve', { id: asked.id, note: 'checked' });
    await runCommand(t.database.db, 'points:grant', { user: m.userId, amount: '5000', note: 'x' });
    expect(await balanceOf(m.c, m.token)).toBe(7000);
    const [row] = await auditRows(t, 'grant:approve');
    expect(row).toMatchObject({ actor_kind: 'cli', after: { requestId: asked.id } });
  });
});
