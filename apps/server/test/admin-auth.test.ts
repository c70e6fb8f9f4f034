import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createOperator, disableOperator } from '../src/operators/accounts';
import { useTestApp } from './support/app';
import { execSql } from './support/client';
import { member } from './support/economy';
import { adminClient, operator, totp } from './support/operators';

const t = useTestApp();

async function newOperator(role: 'support' | 'admin' = 'support') {
  const email = `auth-${role}-${Math.random().toString(36).slice(2)}@starlit.test`;
  const made = await createOperator(
    t.database.db,
    { kind: 'cli', id: 'test' },
    {
      email,
      name: 'Tester',
      role,
    },
  );
  return { email, ...made };
}

describe('operator sign-in', () => {
  it('signs in with e-mail, password and a TOTP code, once per code', async () => {
    const op = await newOperator();
    const c = adminClient(t);
    const code = await totp(op.totpSecret);
    const res = await c.post('login', { email: op.email, password: op.password, code });
    expect(res.code, res.msg).toBe(200);
    expect(res.data.operator).toMatchObject({ email: op.email, role: 'support', name: 'Tester' });
    expect(res.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await execSql(t, sql`select token_hash from operator_sessions`);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toBe(res.data.token);
    expect((await c.get('me', res.data.token)).data).toMatchObject({ email: op.email });

    // the same code again: refused, as a wrong one is
    const again = await c.post('login', { email: op.email, password: op.password, code });
    expect(again.code).toBe(2002);
  });

  it('answers 2002 alike for a wrong code, password, e-mail, or a disabled operator', async () => {
    const op = await newOperator();
    const c = adminClient(t);
    const good = await totp(op.totpSecret);
    const wrongCode = good === '000000' ? '111111' : '000000';
    const answers = [
      await c.post('login', { email: op.email, password: op.password, code: wrongCode }),
      await c.post('login', { email: op.email, password: 'not-the-password', code: good }),
      await c.post('login', { email: 'nobody@starlit.test', password: op.password, code: good }),
    ];
    for (const a of answers) expect(a).toMatchObject({ code: 2002, data: null });
    expect(new Set(answers.map((a) => a.msg)).size).toBe(1);

    await disableOperator(t.database.db, { kind: 'cli', id: 'test' }, op.email);
    const disabled = await c.post('login', { email: op.email, password: op.password, code: good });
    expect(disabled.code).toBe(2002);
  });

  it('ends a session when idle 30 minutes, after 8 hours, on logout, and when disabled', async () => {
    const a = await operator(t, 'support');
    expect((await a.c.get('me', a.token)).code).toBe(200);
    await execSql(
      t,
      sql`update operator_sessions set last_seen_at = now() - interval '31 minutes'`,
    );
    expect((await a.c.get('me', a.token)).code).toBe(4001);

    const b = await operator(t, 'support');
    await execSql(t, sql`update operator_sessions set expires_at = now() - interval '1 second'`);
    expect((await b.c.get('me', b.token)).code).toBe(4001);

    const c = await operator(t, 'admin');
    expect((await c.c.post('logout', {}, c.token)).code).toBe(200);
    expect((await c.c.get('me', c.token)).code).toBe(4001);

    const d = await operator(t, 'admin');
    await disableOperator(t.database.db, { kind: 'cli', id: 'test' }, d.email);
    expect((await d.c.get('me', d.token)).code).toBe(4001);
  });

  it('refuses member tokens (4001) and support on admin-only calls (4003)', async () => {
    const m = await member(t);
    const c = adminClient(t);
    expect((await c.get('me', m.token)).code).toBe(4001);
    expect((await c.get('me')).code).toBe(4001);
    expect((await c.get(`members/${m.userId}`, m.token)).code).toBe(4001);

    const s = await operator(t, 'support');
    const refused = await s.c.post(
      `members/${m.userId}/disable`,
      { disabled: true, note: 'x' },
      s.token,
    );
    expect(refused.code).toBe(4003);
    expect((await s.c.get('audit/export', s.token)).code).toBe(4003);
    // and an operator's token is no member session
    expect((await m.c.get('userinfo', s.token)).code).toBe(4001);
  });

  it("keeps the operator API out of the members' OpenAPI document", async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v2/openapi.json' })).json();
    const paths = Object.keys(doc.paths ?? doc.data?.paths ?? {});
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.some((p) => p.includes('/api/admin'))).toBe(false);
  });
});
