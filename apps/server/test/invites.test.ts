import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { setConfig } from '../src/operators/service';
import { useTestApp } from './support/app';
import { execSql } from './support/client';
import { balanceOf, member } from './support/economy';

const t = useTestApp();

describe('invites', () => {
  it('rewards the inviter with points and the friend with VIP days', async () => {
    const inviter = await member(t);
    const me = await inviter.c.get('userinfo', inviter.token);
    const code: string = me.data.inviteCode;

    const friend = await member(t, 0, { inviteCode: code.toLowerCase(), nickname: 'Nova' });
    expect(await balanceOf(inviter.c, inviter.token)).toBe(50);
    const friendInfo = await friend.c.get('userinfo', friend.token);
    expect(friendInfo.data.vipAccount.isVip).toBe(true);

    const info = await inviter.c.get('myInviteInfo', inviter.token);
    expect(info.data).toMatchObject({
      inviteCode: code,
      reward: { kind: 'points', amount: 50 },
      friendReward: { kind: 'vip', amount: 3 },
      invitedCount: 1,
      earnedPoints: 50,
      earnedVipDays: 0,
      monthlyCap: 20,
      rewardedThisMonth: 1,
      invitedBy: null,
    });
    const record = await inviter.c.get('inviteRecord', inviter.token);
    expect(record.data.total).toBe(1);
    expect(record.data.list[0]).toMatchObject({ inviteCode: code, nickname: 'Nova' });
    const mine = await friend.c.get('myInviteInfo', friend.token);
    expect(mine.data.invitedBy).toMatchObject({ inviteCode: code });
  });

  it('returns the welcome reward at registration, and none without an invite', async () => {
    const inviter = await member(t);
    const code = (await inviter.c.get('userinfo', inviter.token)).data.inviteCode;
    const c = inviter.c;
    const email = `welcome-${process.pid}@example.com`;
    await c.post('sendEmailCode', { email, purpose: 'register' });
    const res = await c.post('register', {
      email,
      code: t.outbox.codeFor(email),
      password: 'secret123',
      inviteCode: code,
    });
    expect(res.data.registerReward).toEqual({ kind: 'vip', amount: 3 });
    const plain = `plain-${process.pid}@example.com`;
    await c.post('sendEmailCode', { email: plain, purpose: 'register' });
    const none = await c.post('register', {
      email: plain,
      code: t.outbox.codeFor(plain),
      password: 'secret123',
    });
    expect(none.data.registerReward).toBeNull();
  });

  it('follows the configured reward (VIP days for the inviter)', async () => {
    await setConfig(t.database.db, 'invite', { inviter: { kind: 'vip', amount: 3 } });
    const inviter = await member(t);
    const code = (await inviter.c.get('userinfo', inviter.token)).data.inviteCode;
    await member(t, 0, { inviteCode: code });
    const info = await inviter.c.get('myInviteInfo', inviter.token);
    expect(info.data).toMatchObject({ earnedPoints: 0, earnedVipDays: 3, invitedCount: 1 });
    expect((await inviter.c.get('userinfo', inviter.token)).data.vipAccount.isVip).toBe(true);
  });
});

describe('monthly invite cap', () => {
  const codeOf = async (m: Awaited<ReturnType<typeof member>>) =>
    (await m.c.get('userinfo', m.token)).data.inviteCode as string;

  it('rewards the inviter for at most the cap a month; later friends still join and get theirs', async () => {
    await setConfig(t.database.db, 'invite', { monthlyCap: 2 });
    const inviter = await member(t);
    const code = await codeOf(inviter);
    const friends = [];
    for (let i = 0; i < 3; i++) friends.push(await member(t, 0, { inviteCode: code }));
    expect(await balanceOf(inviter.c, inviter.token)).toBe(100);
    const last = await friends[2]!.c.get('userinfo', friends[2]!.token);
    expect(last.data.vipAccount.isVip).toBe(true);

    const info = await inviter.c.get('myInviteInfo', inviter.token);
    expect(info.data).toMatchObject({
      invitedCount: 3,
      earnedPoints: 100,
      monthlyCap: 2,
      rewardedThisMonth: 2,
    });
    const record = await inviter.c.get('inviteRecord', inviter.token);
    expect(record.data.list.map((r: { reward: { amount: number } }) => r.reward.amount)).toEqual([
      0, 50, 50,
    ]);

    // last month's invites leave room this month
    await execSql(
      t,
      sql`update invites set created_at = created_at - interval '40 days' where inviter_id = ${inviter.userId}`,
    );
    const after = await inviter.c.get('myInviteInfo', inviter.token);
    expect(after.data.rewardedThisMonth).toBe(0);
    await member(t, 0, { inviteCode: code });
    expect(await balanceOf(inviter.c, inviter.token)).toBe(150);
  });

  it('holds under concurrent sign-ups with the same code', async () => {
    await setConfig(t.database.db, 'invite', { monthlyCap: 3 });
    const inviter = await member(t);
    const code = await codeOf(inviter);
    await Promise.all(Array.from({ length: 8 }, () => member(t, 0, { inviteCode: code })));
    expect(await balanceOf(inviter.c, inviter.token)).toBe(150);
    const info = await inviter.c.get('myInviteInfo', inviter.token);
    expect(info.data).toMatchObject({ invitedCount: 8, rewardedThisMonth: 3, earnedPoints: 150 });
    const [row] = await execSql(
      t,
      sql`select count(*)::int as n from invites where inviter_id = ${inviter.userId} and inviter_rewarded`,
    );
    expect(row!.n).toBe(3);
  });
});
