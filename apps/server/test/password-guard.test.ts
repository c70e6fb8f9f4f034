import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from './support/app';
import { client, execSql, signUp } from './support/client';

const t = useTestApp();

/** A password sign-in from an address of its own (so no per-address limit is reached). */
const guess = (account: string, password: string, extra: Record<string, unknown> = {}) =>
  client(t).post('login', { account, password, ...extra });

async function account(email: string) {
  return signUp(t, client(t), email, 'secret123');
}

/** Sends a code to an address (past the one-send-a-minute limit) and returns it. */
async function emailCode(email: string, purpose: string): Promise<string> {
  await execSql(
    t,
    sql`update verification_codes set created_at = created_at - interval '2 minutes'`,
  );
  const sent = await client(t).post('sendEmailCode', { email, purpose });
  expect(sent.code, sent.msg).toBe(200);
  return t.outbox.codeFor(email);
}

describe('password guesses per account', () => {
  it('locks password sign-in after 10 wrong passwords from any addresses, saying when to retry', async () => {
    await account('victim@example.com');
    const codes: number[] = [];
    for (let i = 0; i < 60; i++)
      codes.push((await guess('victim@example.com', `wrong${i}xx`)).code);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(2002));
    expect(new Set(codes.slice(10))).toEqual(new Set([1005]));

    const right = await guess('victim@example.com', 'secret123');
    expect(right.code).toBe(1005);
    expect(right.data.retryAfter).toBeGreaterThan(14 * 60);
    expect(right.data.retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(right.msg).toContain('15 min');
    const zh = await guess('victim@example.com', 'secret123', { lang: 'zh' });
    expect(zh.msg).toContain('15 分钟后再试');
    // an unknown account answers as before, whatever is locked
    expect((await guess('nobody@example.com', 'secret123')).code).toBe(2001);
  });

  it('counts 30 concurrent wrong guesses atomically: 10 are checked, the rest refused', async () => {
    await account('race@example.com');
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => guess('race@example.com', `wrong${i}xx`)),
    );
    const codes = results.map((r) => r.code);
    expect(codes.filter((c) => c === 2002)).toHaveLength(10);
    expect(codes.filter((c) => c === 1005)).toHaveLength(20);
    expect((await guess('race@example.com', 'secret123')).code).toBe(1005);
  });

  it('forgets failures after a right password, and ends the lock after 15 minutes', async () => {
    await account('forget@example.com');
    for (let i = 0; i < 9; i++) await guess('forget@example.com', 'wrongpass');
    expect((await guess('forget@example.com', 'secret123')).code).toBe(200);
    for (let i = 0; i < 9; i++)
      expect((await guess('forget@example.com', 'wrongpass')).code).toBe(2002);
    expect((await guess('forget@example.com', 'wrongpass')).code).toBe(2002);
    expect((await guess('forget@example.com', 'secret123')).code).toBe(1005);
    await execSql(
      t,
      sql`update password_guards set locked_until = now() - interval '1 second',
          window_started_at = window_started_at - interval '15 minutes'`,
    );
    expect((await guess('forget@example.com', 'secret123')).code).toBe(200);
  });

  it('starts a new window 15 minutes after the first failure', async () => {
    await account('window@example.com');
    for (let i = 0; i < 9; i++) await guess('window@example.com', 'wrongpass');
    await execSql(
      t,
      sql`update password_guards set window_started_at = now() - interval '15 minutes'`,
    );
    for (let i = 0; i < 9; i++)
      expect((await guess('window@example.com', 'wrongpass')).code).toBe(2002);
    expect((await guess('window@example.com', 'secret123')).code).toBe(200);
  });

  it('still lets a locked account sign in with a code; a password reset lifts the lock', async () => {
    await account('coded@example.com');
    for (let i = 0; i < 10; i++) await guess('coded@example.com', 'wrongpass');
    expect((await guess('coded@example.com', 'secret123')).code).toBe(1005);

    const c = client(t);
    const byCode = await c.post('emailLogin', {
      email: 'coded@example.com',
      code: await emailCode('coded@example.com', 'login'),
    });
    expect(byCode.code).toBe(200);
    expect((await guess('coded@example.com', 'secret123')).code).toBe(1005);

    const reset = await c.post('resetPassword', {
      account: 'coded@example.com',
      code: await emailCode('coded@example.com', 'reset'),
      newPassword: 'fresh1234',
    });
    expect(reset.code, reset.msg).toBe(200);
    expect((await guess('coded@example.com', 'fresh1234')).code).toBe(200);
  });

  it('counts a wrong old password in changePassword, and refuses it while locked', async () => {
    const user = await account('change@example.com');
    let token = user.token;
    for (let i = 0; i < 10; i++) {
      const res = await client(t).post(
        'changePassword',
        { oldPassword: `wrong${i}xx`, newPassword: 'another123' },
        token,
      );
      expect(res.code).toBe(2014);
    }
    const locked = await client(t).post(
      'changePassword',
      { oldPassword: 'secret123', newPassword: 'another123' },
      token,
    );
    expect(locked.code).toBe(1005);
    expect((await guess('change@example.com', 'secret123')).code).toBe(1005);
    await execSql(t, sql`delete from password_guards`);
    const changed = await client(t).post(
      'changePassword',
      { oldPassword: 'secret123', newPassword: 'another123' },
      token,
    );
    expect(changed.code).toBe(200);
    token = changed.data.user_token;
    expect((await guess('change@example.com', 'another123')).code).toBe(200);
  });
});
