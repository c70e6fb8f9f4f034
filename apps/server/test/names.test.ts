import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SERVER_ROOT } from '../src/paths';
import { useTestApp } from './support/app';
import { client, execSql, signUp } from './support/client';
import { member } from './support/economy';
import { placeId, profileForm } from './support/astro';

const t = useTestApp();

async function codeFor(c: ReturnType<typeof client>, email: string) {
  expect((await c.post('sendEmailCode', { email, purpose: 'login' })).code).toBe(200);
  return t.outbox.codeFor(email);
}

const greet = async (m: { c: ReturnType<typeof client>; token: string }) => {
  const res = await m.c.post('greetings', { healerId: 'junior', hour: 20, lang: 'en' }, m.token);
  expect(res.code, res.msg).toBe(200);
  return res.data.text as string;
};

describe('names', () => {
  it('keeps the name given at sign-up and greets by it', async () => {
    const m = await member(t, 0, { nickname: ' Mira ' });
    const check = await m.c.get('checkLogin', m.token);
    expect(check.data.profile.nickname).toBe('Mira');
    expect(await greet(m)).toMatch(/, Mira\b/);
  });

  it('takes a name on a code sign-in that creates the account, and only then', async () => {
    const c = client(t);
    const first = await c.post('emailLogin', {
      email: 'named@example.com',
      code: await codeFor(c, 'named@example.com'),
      nickname: 'Ada',
    });
    expect(first.data.isNew).toBe(true);
    await execSql(
      t,
      sql`update verification_codes set created_at = created_at - interval '2 minutes'`,
    );
    const again = await c.post('emailLogin', {
      email: 'named@example.com',
      code: await codeFor(c, 'named@example.com'),
      nickname: 'Someone else',
    });
    expect(again.data.isNew).toBe(false);
    expect((await c.get('userinfo', again.data.user_token)).data.nickname).toBe('Ada');
    const tooLong = await c.post('emailLogin', {
      email: 'long@example.com',
      code: await codeFor(c, 'long@example.com'),
      nickname: 'n'.repeat(17),
    });
    expect(tooLong.code).toBe(1304);
  });

  it('never makes up a handle: without a name the greeting has none, then the own profile names it', async () => {
    const c = client(t);
    const res = await c.post('emailLogin', {
      email: 'quiet@example.com',
      code: await codeFor(c, 'quiet@example.com'),
    });
    const m = { c, token: res.data.user_token as string };
    expect((await c.get('checkLogin', m.token)).data.profile.nickname).toBe('');
    const bare = await greet(m);
    expect(bare).not.toMatch(/Star[A-Z2-9]{6}|quiet/);
    const place = await placeId(c, 'Shanghai', 'CN');
    const own = await c.post('personal/add', profileForm(place, { nickname: 'Lin' }), m.token);
    expect(own.code, own.msg).toBe(200);
    expect(await greet(m)).toMatch(/, Lin\b/);
  });

  it('clears handles generated before (migration 0010) and keeps chosen names', async () => {
    const c = client(t);
    const legacy = await signUp(t, c, 'legacy@example.com');
    const chosen = await signUp(t, c, 'chosen@example.com', 'secret123', { nickname: 'Starling' });
    await execSql(t, sql`update users set nickname = 'StarT5JUQ5' where id = ${legacy.userId}`);
    const migration = readFileSync(
      `${SERVER_ROOT}/drizzle/0010_forget_generated_nicknames.sql`,
      'utf8',
    );
    await t.database.db.execute(sql.raw(migration));
    const rows = await execSql(t, sql`select id, nickname from users order by email`);
    expect(rows.map((r) => r.nickname)).toEqual(['Starling', '']);
    expect((await c.get('checkLogin', legacy.token)).data.profile.nickname).toBe('');
    expect((await c.get('checkLogin', chosen.token)).data.profile.nickname).toBe('Starling');
  });
});
