import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from './support/app';
import { PNG_1X1, client, execSql, form, signUp } from './support/client';

const t = useTestApp();
const uploads = () => path.join(t.app.config.DATA_DIR, 'uploads');

describe('userinfo and checkLogin', () => {
  it('shows VIP status from the expiry and the sign from the birthday', async () => {
    const c = client(t);
    const { token, userId } = await signUp(t, c, 'vip@example.com');
    let info = await c.get('userinfo', token);
    expect(info.data).toMatchObject({
      account: 'vip@example.com',
      vipAccount: { isVip: false, vipExpDate: null },
      constellation: null,
      socialProviders: [],
      phone: null,
      areaCode: null,
    });
    await execSql(
      t,
      sql`update users set vip_expires_at = now() + interval '3 days' where id = ${userId}`,
    );
    info = await c.get('userinfo', token);
    expect(info.data.vipAccount.isVip).toBe(true);
    expect(new Date(info.data.vipAccount.vipExpDate).getTime()).toBeGreaterThan(Date.now());
    await execSql(
      t,
      sql`update users set vip_expires_at = now() - interval '1 minute' where id = ${userId}`,
    );
    expect((await c.get('userinfo', token)).data.vipAccount.isVip).toBe(false);

    await c.post('updateProfile', { birthday: '1990-11-05' }, token);
    expect((await c.get('userinfo', token)).data.constellation).toBe(7);
    expect((await c.get('checkLogin', token)).data.profile).toMatchObject({
      birthday: '1990-11-05',
      constellation: 7,
    });
  });
});

describe('updateProfile', () => {
  it('updates nickname, name, gender and birthday', async () => {
    const c = client(t);
    const { token } = await signUp(t, c, 'up@example.com');
    const res = await c.post(
      'updateProfile',
      { nickname: ' Luna ', name: '月', gender: 2, birthday: '2000-03-21' },
      token,
    );
    expect(res.data).toEqual({
      nickname: 'Luna',
      name: '月',
      gender: 2,
      birthday: '2000-03-21',
      avatar: null,
      constellation: 0,
    });
    const cleared = await c.post('updateProfile', { gender: null, birthday: null }, token);
    expect(cleared.data).toMatchObject({
      nickname: 'Luna',
      gender: null,
      birthday: null,
      constellation: null,
    });
  });

  it('shows a profile change in checkLogin at once, although checkLogin is cached', async () => {
    const c = client(t);
    const { token } = await signUp(t, c, 'cache@example.com');
    const before = await c.get('checkLogin', token);
    expect((await c.get('checkLogin', token)).data).toEqual(before.data);
    await c.post('updateProfile', { nickname: 'Vega' }, token);
    expect((await c.get('checkLogin', token)).data.profile.nickname).toBe('Vega');
    // concurrent reads while a write lands never leave the old name behind
    const reads = Array.from({ length: 5 }, () => c.get('checkLogin', token));
    await c.post('updateProfile', { nickname: 'Altair' }, token);
    await Promise.all(reads);
    expect((await c.get('checkLogin', token)).data.profile.nickname).toBe('Altair');
  });

  it('refuses long names (1303, 1304), bad values (1001) and anonymous calls (4001)', async () => {
    const c = client(t);
    const { token } = await signUp(t, c, 'bad@example.com');
    expect((await c.post('updateProfile', { nickname: 'n'.repeat(17) }, token)).code).toBe(1304);
    expect((await c.post('updateProfile', { name: '名'.repeat(17) }, token)).code).toBe(1303);
    expect((await c.post('updateProfile', { nickname: '   ' }, token)).code).toBe(1001);
    expect((await c.post('updateProfile', { gender: 3 }, token)).code).toBe(1001);
    expect((await c.post('updateProfile', { gender: '1' }, token)).code).toBe(1001);
    expect((await c.post('updateProfile', { birthday: '1990-02-30' }, token)).code).toBe(1001);
    expect((await c.post('updateProfile', { birthday: '5 May 1990' }, token)).code).toBe(1001);
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    expect((await c.post('updateProfile', { birthday: future }, token)).code).toBe(1001);
    expect(
      (await c.post('updateProfile', { avatar: 'https://evil.example/a.png' }, token)).code,
    ).toBe(1001);
    expect((await c.post('updateProfile', { nickname: 'ok' })).code).toBe(4001);
  });

  it('takes only an avatar URL this server issued to this user', async () => {
    const c = client(t);
    const a = await signUp(t, c, 'ava@example.com');
    const b = await signUp(t, c, 'avb@example.com');
    const upA = await c.post(
      'uploadAvatar',
      form({}, [['file', 'a.png', PNG_1X1, 'image/png']]),
      a.token,
    );
    expect(upA.code).toBe(200);
    expect((await c.post('updateProfile', { avatar: upA.data.avatar }, b.token)).code).toBe(1001);
    const absolute = `${t.app.config.PUBLIC_URL}${upA.data.avatar}`;
    expect((await c.post('updateProfile', { avatar: absolute }, a.token)).data.avatar).toBe(
      upA.data.avatar,
    );
    const key = upA.data.avatar.replace('/api/v2/files/', '');
    expect(existsSync(path.join(uploads(), key))).toBe(true);
    const cleared = await c.post('updateProfile', { avatar: null }, a.token);
    expect(cleared.data.avatar).toBeNull();
    expect(existsSync(path.join(uploads(), key))).toBe(false);
    expect((await c.post('updateProfile', { avatar: upA.data.avatar }, a.token)).code).toBe(1001);
  });
});

/** The chart options every member starts with. */
const CHART_DEFAULTS = {
  houseSystem: 'placidus',
  zodiac: 'tropical',
  ayanamsa: 'lahiri',
  nodeKind: 'mean',
};

describe('settings', () => {
  it('reads and writes the user config; mute turns the deduction prompt off', async () => {
    const c = client(t);
    const { token } = await signUp(t, c, 'cfg@example.com');
    expect((await c.get('userConfig', token)).data).toEqual({
      pointsDeductionPrompt: true,
      music: false,
      lang: 'en',
      ...CHART_DEFAULTS,
    });
    const set = await c.post('userConfig', { music: true, lang: 'zh' }, token);
    expect(set.data).toEqual({
      pointsDeductionPrompt: true,
      music: true,
      lang: 'zh',
      ...CHART_DEFAULTS,
    });
    expect(
      (await c.post('mutePointsNotification', { muteStatus: true }, token)).data
        .pointsDeductionPrompt,
    ).toBe(false);
    expect((await c.get('userConfig', token)).data).toEqual({
      pointsDeductionPrompt: false,
      music: true,
      lang: 'zh',
      ...CHART_DEFAULTS,
    });
    expect(
      (await c.post('mutePointsNotification', { muteStatus: false }, token)).data
        .pointsDeductionPrompt,
    ).toBe(true);
    expect((await c.post('mutePointsNotification', { muteStatus: 'yes' }, token)).code).toBe(1001);
    expect((await c.post('userConfig', { music: 1 }, token)).code).toBe(1001);
    expect((await c.get('userConfig')).code).toBe(4001);
    expect((await c.post('mutePointsNotification', { muteStatus: true })).code).toBe(4001);
  });
});

describe('deleteAccount', () => {
  it('needs the account typed as checkLogin shows it', async () => {
    const c = client(t);
    const { token } = await signUp(t, c, 'keep@example.com');
    expect((await c.post('deleteAccount', { confirm: 'someone@example.com' }, token)).code).toBe(
      1001,
    );
    expect((await c.post('deleteAccount', { confirm: 'keep@example.com' })).code).toBe(4001);
    expect((await c.get('checkLogin', token)).code).toBe(200);
  });

  it('deletes the user and all their data and files; their tokens stop working', async () => {
    const c = client(t);
    const me = await signUp(t, c, 'gone@example.com');
    const other = await signUp(t, c, 'stay@example.com');
    const second = await c.post('login', { account: 'gone@example.com', password: 'secret123' });
    const up = await c.post('uploadAvatar', form({}, [['file', 'a.png', PNG_1X1]]), me.token);
    const fb = await c.post(
      'feedback',
      form({ content: 'hello' }, [['images', 'x.png', PNG_1X1]]),
      me.token,
    );
    expect(fb.code).toBe(200);
    const [fbRow] = await execSql(t, sql`select images from feedback where id = ${fb.data.id}`);
    const files = [up.data.avatar.replace('/api/v2/files/', ''), ...(fbRow!.images as string[])];
    for (const key of files) expect(existsSync(path.join(uploads(), key))).toBe(true);

    const res = await c.post('deleteAccount', { confirm: ' Gone@Example.com ' }, me.token);
    expect(res).toMatchObject({ code: 200, data: null });

    expect((await c.get('checkLogin', me.token)).code).toBe(4001);
    expect((await c.get('userinfo', second.data.user_token)).code).toBe(4001);
    expect(
      (await c.post('login', { account: 'gone@example.com', password: 'secret123' })).code,
    ).toBe(2001);
    for (const table of ['sessions', 'user_configs', 'feedback', 'user_identities']) {
      const [row] = await execSql(
        t,
        sql.raw(`select count(*)::int as n from ${table} where user_id = '${me.userId}'`),
      );
      expect(row!.n, table).toBe(0);
    }
    const [codes] = await execSql(
      t,
      sql`select count(*)::int as n from verification_codes where target = 'email:gone@example.com'`,
    );
    expect(codes!.n).toBe(0);
    for (const key of files) expect(existsSync(path.join(uploads(), key)), key).toBe(false);
    expect((await c.get('checkLogin', other.token)).code).toBe(200);
  });
});
