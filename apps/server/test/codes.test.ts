import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from './support/app';
import { client, execSql, knownCaptcha, postRawJson, signUp, smsCode } from './support/client';
import { makeCaptcha } from '../src/lib/captcha';

const t = useTestApp();

describe('image captcha', () => {
  it('draws 4–5 unambiguous characters, gold on indigo', () => {
    for (let i = 0; i < 20; i++) {
      const { text, svg } = makeCaptcha();
      expect(text).toMatch(/^[ACDEFGHJKMNPRTUVWXY34679]{4,5}$/);
      expect(svg).toMatch(/^<svg /);
      expect(svg).toContain('fill="#1e1b4b"');
      expect(svg).toMatch(/fill="#(f5c542|e6b422|ffd87a|d4a017)"/);
      expect(svg).not.toContain(text);
    }
  });

  it('GET captcha stores only a hash that lives 5 minutes', async () => {
    const res = await client(t).get('captcha');
    expect(res.code).toBe(200);
    expect(res.data.svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    const [row] = await execSql(
      t,
      sql`select answer_hash, expires_at, created_at from captchas where id = ${res.data.captchaId}`,
    );
    expect(row!.answer_hash).toMatch(/^[0-9a-f]{64}$/);
    const ttl =
      new Date(row!.expires_at as string).getTime() - new Date(row!.created_at as string).getTime();
    expect(ttl).toBeGreaterThan(299_000);
    expect(ttl).toBeLessThan(301_000);
  });

  it('accepts the answer in any case, once; a wrong answer uses it up too', async () => {
    const c = client(t);
    const good = await knownCaptcha(t, 'K7PX');
    const body = { phone: '13800138000', areaCode: '86', purpose: 'login' };
    expect((await c.post('sendSMSCode', { ...body, ...good, captchaText: ' k7px ' })).code).toBe(
      200,
    );
    // used: the same captcha again is refused even with the right answer
    expect((await c.post('sendSMSCode', { ...body, phone: '13800138001', ...good })).code).toBe(
      2008,
    );

    const wrong = await knownCaptcha(t, 'ACDE');
    expect(
      (
        await c.post('sendSMSCode', {
          ...body,
          phone: '13800138002',
          ...wrong,
          captchaText: 'ACDF',
        })
      ).code,
    ).toBe(2008);
    expect((await c.post('sendSMSCode', { ...body, phone: '13800138002', ...wrong })).code).toBe(
      2008,
    );
  });

  it('refuses an expired, unknown or malformed captcha with 2008, before looking at the phone', async () => {
    const c = client(t);
    const expired = await knownCaptcha(t, 'MNPR', -1000);
    expect((await c.post('sendSMSCode', { phone: '13800138000', ...expired })).code).toBe(2008);
    const unknown = { captchaId: '00000000-0000-4000-8000-000000000000', captchaText: 'MNPR' };
    expect((await c.post('sendSMSCode', { phone: '13800138000', ...unknown })).code).toBe(2008);
    expect(
      (
        await c.post('sendSMSCode', {
          phone: 'nonsense',
          captchaId: 'not-a-uuid',
          captchaText: 'x',
        })
      ).code,
    ).toBe(2008);
    // a GET /captcha id answered wrongly
    const real = await c.get('captcha');
    expect(
      (
        await c.post('sendSMSCode', {
          phone: '13800138000',
          captchaId: real.data.captchaId,
          captchaText: '####',
        })
      ).code,
    ).toBe(2008);
  });
});

describe('sending codes', () => {
  it('sends a 6-digit e-mail code, lower-casing and trimming the address, stored only as a hash', async () => {
    const res = await client(t).post('sendEmailCode', {
      email: '  Ada@Example.COM ',
      purpose: 'login',
      lang: 'zh',
    });
    expect(res).toMatchObject({
      code: 200,
      data: { resendAfterSeconds: 60, expiresInSeconds: 600 },
    });
    const [sent] = t.outbox.messages;
    expect(sent).toMatchObject({
      channel: 'email',
      to: 'ada@example.com',
      purpose: 'login',
      lang: 'zh',
    });
    expect(sent!.code).toMatch(/^\d{6}$/);
    const rows = await execSql(
      t,
      sql`select target, code_hash, expires_at - created_at as ttl from verification_codes`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.target).toBe('email:ada@example.com');
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(sent!.code);
  });

  it('checks the purpose: register for a known e-mail 2005, reset for an unknown one 2001', async () => {
    const c = client(t);
    await signUp(t, c, 'taken@example.com');
    expect(
      (await c.post('sendEmailCode', { email: 'taken@example.com', purpose: 'register' })).code,
    ).toBe(2005);
    expect(
      (await c.post('sendEmailCode', { email: 'nobody@example.com', purpose: 'reset' })).code,
    ).toBe(2001);
  });

  it('sends SMS codes to +<area> <number>, checking the number (2104) and the purpose (2103, 2001)', async () => {
    const c = client(t);
    await smsCode(t, c, '13900139000', 'login', '+86');
    expect(t.outbox.messages.at(-1)).toMatchObject({ channel: 'sms', to: '+86 13900139000' });
    await smsCode(t, c, '2025550123', 'login', '1');
    expect(t.outbox.messages.at(-1)!.to).toBe('+1 2025550123');

    for (const [phone, areaCode] of [
      ['12800138000', '86'],
      ['1380013800', '86'],
      ['1234', '44'],
      ['1234567890123456', '44'],
      ['13800138000', '12345'],
      ['13800138000', 'x1'],
    ]) {
      const res = await c.post('sendSMSCode', { phone, areaCode, ...(await knownCaptcha(t)) });
      expect(res.code, `${areaCode} ${phone}`).toBe(2104);
    }

    const code = await smsCode(t, c, '13700137000');
    expect((await c.post('mobileLogin', { phone: '13700137000', code })).code).toBe(200);
    const again = await c.post('sendSMSCode', {
      phone: '13700137000',
      purpose: 'register',
      ...(await knownCaptcha(t)),
    });
    expect(again.code).toBe(2103);
    const reset = await c.post('sendSMSCode', {
      phone: '13600136000',
      purpose: 'reset',
      ...(await knownCaptcha(t)),
    });
    expect(reset.code).toBe(2001);
  });

  it('allows one send per target per 60 s, answering 1005 with the seconds left', async () => {
    const c = client(t);
    expect((await c.post('sendEmailCode', { email: 'a@example.com' })).code).toBe(200);
    const again = await client(t).post('sendEmailCode', { email: 'A@example.com' });
    expect(again.code).toBe(1005);
    const seconds = Number(/(\d+)s$/.exec(again.msg)?.[1]);
    expect(seconds).toBeGreaterThanOrEqual(58);
    expect(seconds).toBeLessThanOrEqual(60);
    // 50 s later 10 s are left; after 60 s a new code may go out
    await execSql(
      t,
      sql`update verification_codes set created_at = created_at - interval '50 seconds'`,
    );
    expect((await c.post('sendEmailCode', { email: 'a@example.com' })).msg).toMatch(/: (9|10)s$/);
    await execSql(
      t,
      sql`update verification_codes set created_at = created_at - interval '11 seconds'`,
    );
    expect((await c.post('sendEmailCode', { email: 'a@example.com' })).code).toBe(200);
  });

  it('allows ten sends per IP per hour', async () => {
    const c = client(t);
    for (let i = 0; i < 10; i++)
      expect((await c.post('sendEmailCode', { email: `u${i}@example.com` })).code).toBe(200);
    const eleventh = await c.post('sendEmailCode', { email: 'u10@example.com' });
    expect(eleventh.code).toBe(1005);
    expect(Number(/(\d+)s$/.exec(eleventh.msg)?.[1])).toBeGreaterThan(3500);
    // another address is not affected
    expect((await client(t).post('sendEmailCode', { email: 'u10@example.com' })).code).toBe(200);
    // an hour later the window has moved on
    await execSql(
      t,
      sql`update verification_codes set created_at = created_at - interval '61 minutes'`,
    );
    expect((await c.post('sendEmailCode', { email: 'u11@example.com' })).code).toBe(200);
  });

  it('produces exactly one code when sends for one target race', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        client(t).post('sendEmailCode', { email: 'race@example.com' }),
      ),
    );
    const codes = results.map((r) => r.code).sort((a, b) => a - b);
    expect(codes).toEqual([200, 1005, 1005, 1005, 1005, 1005]);
    const rows = await execSql(
      t,
      sql`select count(*)::int as n from verification_codes where target = 'email:race@example.com'`,
    );
    expect(rows[0]!.n).toBe(1);
    expect(t.outbox.messages).toHaveLength(1);
  });

  it('never lets racing sends from one IP pass the hourly limit', async () => {
    const c = client(t);
    const results = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        c.post('sendEmailCode', { email: `burst${i}@example.com` }),
      ),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(10);
    expect(results.filter((r) => r.code === 1005)).toHaveLength(4);
  });

  it('refuses malformed bodies with 1001, never 500', async () => {
    const c = client(t);
    expect((await c.post('sendEmailCode', { email: 'not-an-email' })).code).toBe(1001);
    expect((await c.post('sendEmailCode', { email: 'a@example.com', purpose: 'spam' })).code).toBe(
      1001,
    );
    expect((await c.post('sendEmailCode', { email: 42 })).code).toBe(1001);
    expect((await c.post('sendSMSCode', { phone: '13800138000' })).code).toBe(1001);
    const raw = await postRawJson(t, 'sendEmailCode', '{"email": ');
    expect(raw.json().code).toBe(1001);
  });
});

describe('using codes', () => {
  it('a newer code supersedes the older one', async () => {
    const c = client(t);
    await c.post('sendEmailCode', { email: 'b@example.com' });
    const first = t.outbox.codeFor('b@example.com');
    await execSql(
      t,
      sql`update verification_codes set created_at = created_at - interval '61 seconds'`,
    );
    await c.post('sendEmailCode', { email: 'b@example.com' });
    const second = t.outbox.codeFor('b@example.com');
    if (first !== second)
      expect((await c.post('emailLogin', { email: 'b@example.com', code: first })).code).toBe(2006);
    expect((await c.post('emailLogin', { email: 'b@example.com', code: second })).code).toBe(200);
  });

  it('is single use', async () => {
    const c = client(t);
    await c.post('sendEmailCode', { email: 'c@example.com' });
    const code = t.outbox.codeFor('c@example.com');
    expect((await c.post('emailLogin', { email: 'c@example.com', code })).code).toBe(200);
    expect((await c.post('emailLogin', { email: 'c@example.com', code })).code).toBe(2006);
  });

  it('dies after 10 minutes', async () => {
    const c = client(t);
    await c.post('sendEmailCode', { email: 'd@example.com' });
    const code = t.outbox.codeFor('d@example.com');
    await execSql(t, sql`update verification_codes set expires_at = now() - interval '1 second'`);
    expect((await c.post('emailLogin', { email: 'd@example.com', code })).code).toBe(2006);
  });

  it('dies after 5 wrong tries, even for the right code afterwards', async () => {
    const c = client(t);
    await c.post('sendEmailCode', { email: 'e@example.com' });
    const code = t.outbox.codeFor('e@example.com');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++)
      expect((await c.post('emailLogin', { email: 'e@example.com', code: wrong })).code).toBe(2006);
    expect((await c.post('emailLogin', { email: 'e@example.com', code })).code).toBe(2006);
  });

  it('lets at most 5 racing guesses be checked', async () => {
    const c = client(t);
    await c.post('sendEmailCode', { email: 'f@example.com' });
    const code = t.outbox.codeFor('f@example.com');
    const guesses = Array.from({ length: 12 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    await Promise.all(
      guesses.map((g) => c.post('emailLogin', { email: 'f@example.com', code: g })),
    );
    const [row] = await execSql(
      t,
      sql`select attempts from verification_codes where target = 'email:f@example.com'`,
    );
    expect(row!.attempts).toBe(5);
    expect((await c.post('emailLogin', { email: 'f@example.com', code })).code).toBe(2006);
  });

  it('keeps reset codes for resets: a reset code does not sign in', async () => {
    const c = client(t);
    await signUp(t, c, 'g@example.com');
    await execSql(
      t,
      sql`update verification_codes set created_at = created_at - interval '2 minutes'`,
    );
    await c.post('sendEmailCode', { email: 'g@example.com', purpose: 'reset' });
    const code = t.outbox.codeFor('g@example.com');
    expect((await c.post('emailLogin', { email: 'g@example.com', code })).code).toBe(2006);
  });
});
