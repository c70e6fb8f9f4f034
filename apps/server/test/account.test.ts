import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from './support/app';
import { client, execSql, postRawJson, signUp, smsCode, type Client } from './support/client';

const t = useTestApp();

async function emailCode(
  c: ReturnType<typeof client>,
  email: string,
  purpose = 'login',
): Promise<string> {
  const res = await c.post('sendEmailCode', { email, purpose });
  expect(res.code, res.msg).toBe(200);
  return t.outbox.codeFor(email.trim().toLowerCase());
}

/** Lets the wait between two codes pass: every code sent so far was sent 2 minutes earlier. */
const codesSentEarlier = () =>
  execSql(t, sql`update verification_codes set created_at = created_at - interval '2 minutes'`);

/** What a password sign-in answers: its code. */
const loginCode = async (c: Client, account: string, password: string) =>
  (await c.post('login', { account, password })).code;

/** What a password reset answers: its code. */
const resetCode = async (c: Client, account: string, code: string, newPassword: string) =>
  (await c.post('resetPassword', { account, code, newPassword })).code;

describe('register', () => {
  it('creates an account from an e-mail code and signs it in', async () => {
    const c = client(t);
    const code = await emailCode(c, 'New@Example.com', 'register');
    const res = await c.post('register', {
      email: 'new@example.com',
      code,
      password: 'secret123',
      nickname: '  星星 ',
    });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ account: 'new@example.com', isNew: true });
    expect(res.data.user_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const info = await c.get('userinfo', res.data.user_token);
    expect(info.data).toMatchObject({
      nickname: '星星',
      email: 'new@example.com',
      hasPassword: true,
      userId: res.data.user_id,
    });
    expect(info.data.inviteCode).toMatch(/^[A-Z2-9]{8}$/);
    const [row] = await execSql(t, sql`select password_hash from users`);
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
    const [cfg] = await execSql(
      t,
      sql`select count(*)::int as n from user_configs where user_id = ${res.data.user_id}`,
    );
    expect(cfg!.n).toBe(1);
  });

  it('checks password (2102), nickname (1304), taken e-mail (2005) and code (2006)', async () => {
    const c = client(t);
    const code = await emailCode(c, 'r@example.com', 'register');
    expect(
      (await c.post('register', { email: 'r@example.com', code, password: '12345' })).code,
    ).toBe(2102);
    expect(
      (await c.post('register', { email: 'r@example.com', code, password: 'x'.repeat(21) })).code,
    ).toBe(2102);
    expect(
      (
        await c.post('register', {
          email: 'r@example.com',
          code,
          password: 'secret123',
          nickname: 'n'.repeat(17),
        })
      ).code,
    ).toBe(1304);
    const wrong = code === '000000' ? '000001' : '000000';
    expect(
      (await c.post('register', { email: 'r@example.com', code: wrong, password: 'secret123' }))
        .code,
    ).toBe(2006);
    // sixteen characters, counted as characters not bytes, are fine
    const ok = await c.post('register', {
      email: 'r@example.com',
      code,
      password: 'secret123',
      nickname: '星'.repeat(16),
    });
    expect(ok.code).toBe(200);
    // the e-mail is now taken, whatever the code
    expect(
      (await c.post('register', { email: 'r@example.com', code, password: 'secret123' })).code,
    ).toBe(2005);
  });

  it('records who invited the new user, and ignores an unknown invite code', async () => {
    const c = client(t);
    const inviter = await signUp(t, c, 'inviter@example.com');
    const { data: me } = await c.get('userinfo', inviter.token);
    const invited = await signUp(t, c, 'invited@example.com', 'secret123', {
      inviteCode: me.inviteCode.toLowerCase(),
    });
    const stranger = await signUp(t, c, 'stranger@example.com', 'secret123', {
      inviteCode: 'NOPE2345',
    });
    const rows = await execSql(
      t,
      sql`select id, invited_by from users where id in (${invited.userId}, ${stranger.userId})`,
    );
    const by = Object.fromEntries(rows.map((r) => [r.id, r.invited_by]));
    expect(by[invited.userId]).toBe(inviter.userId);
    expect(by[stranger.userId]).toBeNull();
  });

  it('refuses malformed requests with 1001 naming the field', async () => {
    const c = client(t);
    const missing = await c.post('register', { email: 'x@example.com', password: 'secret123' });
    expect(missing.code).toBe(1001);
    expect(missing.msg).toContain('code');
    expect(
      (await c.post('register', { email: 'x@example.com', code: 123456, password: 'secret123' }))
        .code,
    ).toBe(1001);
    expect(
      (await c.post('register', { email: 'x@example.com', code: '12345', password: 'secret123' }))
        .code,
    ).toBe(1001);
    expect((await c.post('login', { account: ['a'], password: 'x' })).code).toBe(1001);
    const raw = await postRawJson(t, 'login', '{bad');
    expect(raw.statusCode).toBe(200);
    expect(raw.json().code).toBe(1001);
    const empty = await t.app.inject({ method: 'POST', url: '/api/v2/register' });
    expect(empty.json().code).toBe(1001);
  });
});

describe('login', () => {
  it('signs in by e-mail or phone and password', async () => {
    const c = client(t);
    await signUp(t, c, 'p@example.com', 'secret123');
    const byEmail = await c.post('login', { account: ' P@Example.com ', password: 'secret123' });
    expect(byEmail.data).toMatchObject({ account: 'p@example.com', isNew: false });
    const session = await c.get('checkLogin', byEmail.data.user_token);
    expect(session.data.session.type).toBe('password');

    const code = await smsCode(t, c, '13800138000');
    const mobile = await c.post('mobileLogin', { phone: '13800138000', code });
    await c.post(
      'changePassword',
      { oldPassword: '', newPassword: 'phonepass' },
      mobile.data.user_token,
    );
    for (const account of ['13800138000', '+86 13800138000']) {
      const res = await c.post('login', { account, password: 'phonepass' });
      expect(res.code, account).toBe(200);
      expect(res.data.account).toBe('+86 13800138000');
    }
    expect(
      (await c.post('login', { account: '13800138000', areaCode: '+1', password: 'phonepass' }))
        .code,
    ).toBe(2001);
  });

  it('answers 2001 for unknown accounts and 2002 for a wrong or missing password', async () => {
    const c = client(t);
    await signUp(t, c, 'q@example.com', 'secret123');
    expect(await loginCode(c, 'nobody@example.com', 'secret123')).toBe(2001);
    expect(await loginCode(c, 'not a phone', 'secret123')).toBe(2001);
    expect(await loginCode(c, 'q@example.com', 'secret124')).toBe(2002);
    const code = await emailCode(c, 'nopass@example.com');
    expect((await c.post('emailLogin', { email: 'nopass@example.com', code })).code).toBe(200);
    expect(await loginCode(c, 'nopass@example.com', '')).toBe(2002);
  });

  it('is limited to 20 attempts a minute per IP (1005)', async () => {
    const c = client(t);
    for (let i = 0; i < 20; i++) expect(await loginCode(c, 'z@example.com', 'x')).toBe(2001);
    const limited = await c.post('login', { account: 'z@example.com', password: 'x' });
    expect(limited.code).toBe(1005);
    expect(limited.msg).toMatch(/\d+s$/);
    // another IP is not limited; checkLogin is never limited
    expect((await client(t).post('login', { account: 'z@example.com', password: 'x' })).code).toBe(
      2001,
    );
    for (let i = 0; i < 25; i++) expect((await c.get('checkLogin')).code).toBe(4001);
  });
});

describe('code sign-in', () => {
  it('mobileLogin creates the account on first use, then signs in to it', async () => {
    const c = client(t);
    const first = await c.post('mobileLogin', {
      phone: '13900139000',
      code: await smsCode(t, c, '13900139000'),
    });
    expect(first.data).toMatchObject({ isNew: true, account: '+86 13900139000' });
    await codesSentEarlier();
    const second = await c.post('mobileLogin', {
      phone: '13900139000',
      areaCode: '+86',
      code: await smsCode(t, c, '13900139000'),
    });
    expect(second.data).toMatchObject({ isNew: false, user_id: first.data.user_id });
    const check = await c.get('checkLogin', second.data.user_token);
    expect(check.data).toMatchObject({
      account: '+86 13900139000',
      session: { type: 'mobile' },
      user_id: first.data.user_id,
    });
    expect((await c.post('mobileLogin', { phone: '1390013900', code: '123456' })).code).toBe(2104);
    expect((await c.post('mobileLogin', { phone: '13900139000', code: '123456' })).code).toBe(2006);
  });

  it('emailLogin creates the account on first use, then signs in to it', async () => {
    const c = client(t);
    const first = await c.post('emailLogin', {
      email: 'E@example.com',
      code: await emailCode(c, 'e@example.com'),
    });
    expect(first.data).toMatchObject({ isNew: true, account: 'e@example.com' });
    await codesSentEarlier();
    const second = await c.post('emailLogin', {
      email: 'e@example.com',
      code: await emailCode(c, 'e@example.com'),
    });
    expect(second.data).toMatchObject({ isNew: false, user_id: first.data.user_id });
    const info = await c.get('userinfo', second.data.user_token);
    expect(info.data.hasPassword).toBe(false);
    // no name was given: none is made up
    expect(info.data.nickname).toBe('');
  });
});

describe('sessions', () => {
  it('logout revokes only the current session', async () => {
    const c = client(t);
    const a = await signUp(t, c, 's@example.com');
    const b = await c.post('login', { account: 's@example.com', password: 'secret123' });
    expect((await c.get('checkLogin', a.token)).code).toBe(200);
    expect((await c.get('logout', a.token)).code).toBe(200);
    expect((await c.get('checkLogin', a.token)).code).toBe(4001);
    expect((await c.get('logout', a.token)).code).toBe(4001);
    expect((await c.get('checkLogin', b.data.user_token)).code).toBe(200);
  });

  it('answers 4001 without a token, with a bad one, and for an expired session', async () => {
    const c = client(t);
    expect((await c.get('userinfo')).code).toBe(4001);
    expect((await c.get('userinfo', 'x'.repeat(43))).code).toBe(4001);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v2/checkLogin',
      headers: { authorization: 'Basic abc' },
    });
    expect(res.json().code).toBe(4001);
    const { token } = await signUp(t, c, 'old@example.com');
    await execSql(t, sql`update sessions set expires_at = now() - interval '1 second'`);
    t.app.caches.sessions.clear();
    expect((await c.get('checkLogin', token)).code).toBe(4001);
  });

  it('slides the expiry to 30 days after the last use (written at most hourly)', async () => {
    const c = client(t);
    const { token } = await signUp(t, c, 'slide@example.com');
    await execSql(
      t,
      sql`update sessions set expires_at = now() + interval '1 day', last_seen_at = now() - interval '2 hours'`,
    );
    t.app.caches.sessions.clear();
    const check = await c.get('checkLogin', token);
    expect(check.code).toBe(200);
    const days = (new Date(check.data.session.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    const [row] = await execSql(t, sql`select expires_at from sessions`);
    expect(
      (new Date(row!.expires_at as string).getTime() - Date.now()) / 86_400_000,
    ).toBeGreaterThan(29.9);
  });
});

describe('passwords', () => {
  it('changePassword checks the old one and revokes every other session', async () => {
    const c = client(t);
    const a = await signUp(t, c, 'cp@example.com', 'secret123');
    const b = await c.post('login', { account: 'cp@example.com', password: 'secret123' });
    const change = (oldPassword: string, newPassword: string, token?: string) =>
      c.post('changePassword', { oldPassword, newPassword }, token);
    // a wrong old one, the same one again, too short a new one, or no session
    expect((await change('wrong123', 'newpass1', a.token)).code).toBe(2014);
    expect((await change('secret123', 'secret123', a.token)).code).toBe(2101);
    expect((await change('secret123', 'short', a.token)).code).toBe(2102);
    expect((await change('secret123', 'newpass1')).code).toBe(4001);
    const changed = await change('secret123', 'newpass1', a.token);
    expect(changed.code).toBe(200);
    expect(changed.data).toMatchObject({
      account: 'cp@example.com',
      isNew: false,
      user_id: a.userId,
    });
    expect((await c.get('checkLogin', a.token)).code).toBe(4001);
    expect((await c.get('checkLogin', b.data.user_token)).code).toBe(4001);
    expect((await c.get('checkLogin', changed.data.user_token)).code).toBe(200);
    expect(await loginCode(c, 'cp@example.com', 'secret123')).toBe(2002);
    expect(await loginCode(c, 'cp@example.com', 'newpass1')).toBe(200);
  });

  it('sets a first password without asking for an old one', async () => {
    const c = client(t);
    const res = await c.post('emailLogin', {
      email: 'first@example.com',
      code: await emailCode(c, 'first@example.com'),
    });
    const set = await c.post(
      'changePassword',
      { oldPassword: '', newPassword: 'firstpw1' },
      res.data.user_token,
    );
    expect(set.code).toBe(200);
    expect((await c.get('userinfo', set.data.user_token)).data.hasPassword).toBe(true);
  });

  it('resetPassword uses a reset code, revokes every session and signs this device in', async () => {
    const c = client(t);
    const a = await signUp(t, c, 'rp@example.com', 'secret123');
    await codesSentEarlier();
    expect(await resetCode(c, 'ghost@example.com', '123456', 'newpass1')).toBe(2001);
    const code = await emailCode(c, 'rp@example.com', 'reset');
    expect(await resetCode(c, 'rp@example.com', code, 'short')).toBe(2102);
    const wrong = code === '000000' ? '000001' : '000000';
    expect(await resetCode(c, 'rp@example.com', wrong, 'newpass1')).toBe(2006);
    const done = await c.post('resetPassword', {
      account: 'rp@example.com',
      code,
      newPassword: 'newpass1',
    });
    expect(done.code).toBe(200);
    expect((await c.get('checkLogin', a.token)).code).toBe(4001);
    expect((await c.get('checkLogin', done.data.user_token)).code).toBe(200);
    expect(await loginCode(c, 'rp@example.com', 'newpass1')).toBe(200);
  });

  it('resets by phone too', async () => {
    const c = client(t);
    const res = await c.post('mobileLogin', {
      phone: '13500135000',
      code: await smsCode(t, c, '13500135000'),
    });
    await codesSentEarlier();
    const code = await smsCode(t, c, '13500135000', 'reset');
    const done = await c.post('resetPassword', {
      account: '13500135000',
      areaCode: '86',
      code,
      newPassword: 'phonepw1',
    });
    expect(done.code).toBe(200);
    expect((await c.get('checkLogin', res.data.user_token)).code).toBe(4001);
    expect(await loginCode(c, '+86 13500135000', 'phonepw1')).toBe(200);
  });
});
