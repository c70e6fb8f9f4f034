import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LIMITS } from '@starlit/contracts';
import { useTestApp } from './support/app';
import { client, execSql, signUp } from './support/client';
import { member } from './support/economy';
import { placeId, profileForm } from './support/astro';

const t = useTestApp();

const name = (n: number) => '星'.repeat(n);

describe('one name limit: sign-up, profiles and pairings take 16 characters', () => {
  it('is 16 characters (code points, trimmed)', () => {
    expect(LIMITS.nameMax).toBe(16);
  });

  it('takes 16 and refuses 17 everywhere a name is typed', async () => {
    const c = client(t);
    const ok = await signUp(t, c, 'sixteen@example.com', 'secret123', { nickname: name(16) });
    expect((await c.get('checkLogin', ok.token)).data.profile.nickname).toBe(name(16));
    await c.post('sendEmailCode', { email: 'seventeen@example.com', purpose: 'register' });
    const long = await c.post('register', {
      email: 'seventeen@example.com',
      code: t.outbox.codeFor('seventeen@example.com'),
      password: 'secret123',
      nickname: name(17),
    });
    expect(long.code).toBe(1304);

    const m = await member(t);
    const place = await placeId(m.c, 'Shanghai', 'CN');
    // the onboarding name becomes the own profile's nickname: 15 characters are fine
    const own = await m.c.post('personal/add', profileForm(place, { nickname: name(15) }), m.token);
    expect(own.code, own.msg).toBe(200);
    const friend = (nickname: string) =>
      m.c.post(
        'personal/add/relation',
        profileForm(place, { nickname, relationship: 'H' }),
        m.token,
      );
    expect((await friend(name(16))).code).toBe(200);
    expect((await friend(name(17))).code).toBe(1603);

    const typed = (nickname: string) =>
      m.c.post(
        'constellation/pairing',
        {
          people: [
            { nickname, birthDate: '1990-05-17' },
            { nickname: 'Ann', birthDate: '1992-01-02' },
          ],
        },
        m.token,
      );
    expect((await typed(name(16))).code).toBe(200);
    expect((await typed(name(17))).code).toBe(1001);
  });

  it('lets a profile saved with a longer nickname change its other fields, not take another', async () => {
    const m = await member(t);
    const place = await placeId(m.c, 'Shanghai', 'CN');
    const saved = await m.c.post('personal/add', profileForm(place, { nickname: 'Me' }), m.token);
    expect(saved.code, saved.msg).toBe(200);
    const id = saved.data.id as number;
    const legacy = name(20);
    await execSql(t, sql`update profiles set nickname = ${legacy} where id = ${id}`);

    const edit = (extra: Record<string, unknown>) =>
      m.c.post('personal/add', profileForm(place, { id, ...extra }), m.token);
    const kept = await edit({ nickname: legacy, birthTime: '08:15' });
    expect(kept.code, kept.msg).toBe(200);
    expect(kept.data).toMatchObject({ nickname: legacy, birthTime: '08:15' });
    expect((await edit({ nickname: name(19) })).code).toBe(1603);
    expect((await edit({ nickname: name(16) })).code).toBe(200);
  });
});
