import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MBTI_REPORT_KEYS, mbtiItems, type MbtiLevel } from '@starlit/core/mbti';
import { useTestApp } from './support/app';
import { client, execSql } from './support/client';
import { balanceOf, ledgerFacts, makeVip, member } from './support/economy';

const t = useTestApp();

type Member = Awaited<ReturnType<typeof member>>;

/** Answers for a level that point to `type`, `strength` (1–3) steps from neutral. */
function answersFor(level: MbtiLevel, type: string, strength = 3) {
  return Object.fromEntries(
    mbtiItems(level).map((item) => [
      item.id,
      type.includes(item.key) ? 4 + strength : 4 - strength,
    ]),
  );
}

async function takeTest(m: Member, type = 'ENFJ', level: MbtiLevel = 'standard', strength = 1) {
  const res = await m.c.post(
    'calculateMbti',
    { level, answers: answersFor(level, type, strength) },
    m.token,
  );
  expect(res.code, res.msg).toBe(200);
  return res.data.id as string;
}

const unlockRows = async (id: string) =>
  execSql(t, sql`select mode, user_id from mbti_unlocks where result_id = ${id}`);

describe('the paid report', () => {
  it('shows the free part while locked and charges 35 points once to unlock', async () => {
    const m = await member(t, 100);
    const id = await takeTest(m, 'ENFJ', 'standard', 1);
    const locked = await m.c.get(`mbti/history/report?id=${id}&lang=en`, m.token);
    expect(locked.code, locked.msg).toBe(200);
    expect(locked.data).toMatchObject({ unlocked: false, price: 35 });
    expect(locked.data.result).toMatchObject({ id, type: 'ENFJ', unlocked: false });
    expect(locked.data.result.dimensions).toHaveLength(4);
    expect(locked.data.summary.length).toBeGreaterThan(200);
    expect(locked.data.sections.map((s: { key: string }) => s.key)).toEqual(['overview']);
    // one step toward each letter: 50 + 50·12/36 → 67 %, clarity 34
    expect(locked.data.sections[0].text).toContain('Extraversion 67%');

    const open = await m.c.post('unlockMbtiReport', { id, lang: 'en' }, m.token);
    expect(open.code, open.msg).toBe(200);
    expect(open.data).toMatchObject({ unlocked: true, price: 35, result: { unlocked: true } });
    expect(open.data.sections.map((s: { key: string }) => s.key)).toEqual([...MBTI_REPORT_KEYS]);
    expect(open.data.sections[1].text).toContain('67% Extraversion and 33% Introversion');
    expect(open.data.sections[0].text).toBe(locked.data.sections[0].text);
    expect(await balanceOf(m.c, m.token)).toBe(65);
    expect(await unlockRows(id)).toEqual([{ mode: 'points', user_id: m.userId }]);
    const [entry] = await execSql(
      t,
      sql`select delta, detail, ref from points_ledger where user_id = ${m.userId} and reason = 'charge'`,
    );
    expect(entry).toEqual({ delta: -35, detail: 'unlockMbti', ref: `mbti:${id}` });

    // again, and in Chinese: the whole report, nothing charged
    const again = await m.c.post('unlockMbtiReport', { id }, m.token);
    expect(again.data.unlocked).toBe(true);
    const zh = await m.c.get(`mbti/history/report?id=${id}&lang=zh`, m.token);
    expect(zh.data.unlocked).toBe(true);
    expect(zh.data.sections).toHaveLength(MBTI_REPORT_KEYS.length);
    expect(zh.data.sections[1].text).toContain('外向 67%');
    expect(await balanceOf(m.c, m.token)).toBe(65);
    expect((await ledgerFacts(t, m.userId)).sum).toBe(65);
    const history = await m.c.get('mbti/history', m.token);
    expect(history.data.list[0]).toMatchObject({ id, unlocked: true });
  });

  it('is free for a VIP member', async () => {
    const m = await member(t);
    await makeVip(t, m.userId);
    const id = await takeTest(m, 'ISTP', 'full', 3);
    const open = await m.c.post('unlockMbtiReport', { id }, m.token);
    expect(open.code, open.msg).toBe(200);
    expect(open.data.unlocked).toBe(true);
    expect(await balanceOf(m.c, m.token)).toBe(0);
    expect(await unlockRows(id)).toEqual([{ mode: 'vip', user_id: m.userId }]);
  });

  it('refuses a short balance with 1201 and keeps nothing', async () => {
    const m = await member(t, 34);
    const id = await takeTest(m);
    const res = await m.c.post('unlockMbtiReport', { id }, m.token);
    expect(res.code).toBe(1201);
    expect(await unlockRows(id)).toEqual([]);
    expect(await balanceOf(m.c, m.token)).toBe(34);
    const report = await m.c.get(`mbti/history/report?id=${id}`, m.token);
    expect(report.data.unlocked).toBe(false);
    expect(report.data.sections).toHaveLength(1);
  });

  it('charges racing unlocks once', async () => {
    const m = await member(t, 100);
    const id = await takeTest(m);
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => m.c.post('unlockMbtiReport', { id }, m.token)),
    );
    for (const r of results) {
      expect(r.code, r.msg).toBe(200);
      expect(r.data.unlocked).toBe(true);
    }
    expect(await balanceOf(m.c, m.token)).toBe(65);
    expect((await ledgerFacts(t, m.userId)).sum).toBe(65);
    expect(await unlockRows(id)).toHaveLength(1);
  });

  it('answers 1501 for someone else’s result or one that is gone', async () => {
    const owner = await member(t, 100);
    const other = await member(t, 100);
    const id = await takeTest(owner);
    expect((await other.c.get(`mbti/history/report?id=${id}`, other.token)).code).toBe(1501);
    expect((await other.c.post('unlockMbtiReport', { id }, other.token)).code).toBe(1501);
    expect((await other.c.post('mbti/share', { id }, other.token)).code).toBe(1501);
    expect(await balanceOf(other.c, other.token)).toBe(100);
    expect((await owner.c.get('mbti/history/report?id=nope', owner.token)).code).toBe(1001);
    expect((await client(t).get(`mbti/history/report?id=${id}`)).code).toBe(4001);
    await owner.c.post('unlockMbtiReport', { id }, owner.token);
    expect((await owner.c.post('del/mbti/history', { ids: [id] }, owner.token)).code).toBe(200);
    expect((await owner.c.get(`mbti/history/report?id=${id}`, owner.token)).code).toBe(1501);
    expect((await owner.c.post('unlockMbtiReport', { id }, owner.token)).code).toBe(1501);
    expect(await unlockRows(id)).toEqual([]);
  });
});

describe('userMbtiReport', () => {
  it('gives the latest result with its report state, or null before the first test', async () => {
    const m = await member(t, 100);
    const none = await m.c.get('userMbtiReport', m.token);
    expect(none.code, none.msg).toBe(200);
    expect(none.data).toBeNull();
    await takeTest(m, 'ISFJ');
    const id = await takeTest(m, 'ENTP');
    const latest = await m.c.get('userMbtiReport?lang=zh', m.token);
    expect(latest.data).toMatchObject({ price: 35, result: { id, type: 'ENTP', unlocked: false } });
    expect(latest.data.result.nickname).toMatch(/[\u4e00-\u9fff]/);
    await m.c.post('unlockMbtiReport', { id }, m.token);
    expect((await m.c.get('userMbtiReport', m.token)).data.result.unlocked).toBe(true);
    expect((await client(t).get('userMbtiReport')).code).toBe(4001);
  });
});

describe('sharing', () => {
  it('makes one token per result and shows a public summary without personal data', async () => {
    const m = await member(t);
    // a name the person chose must not leak into the public summary
    await execSql(t, sql`update users set nickname = 'Orion Vale' where id = ${m.userId}`);
    const id = await takeTest(m, 'INFJ', 'full', 2);
    const first = await m.c.post('mbti/share', { id }, m.token);
    expect(first.code, first.msg).toBe(200);
    const token = first.data.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await m.c.post('mbti/share', { id }, m.token)).data.token).toBe(token);
    const other = await takeTest(m, 'ESTP');
    expect((await m.c.post('mbti/share', { id: other }, m.token)).data.token).not.toBe(token);

    const raw = await t.app.inject({
      method: 'GET',
      url: `/api/v2/getShareReport?token=${token}&lang=en`,
    });
    const shared = raw.json();
    expect(shared.code, shared.msg).toBe(200);
    const [user] = await execSql(t, sql`select nickname from users where id = ${m.userId}`);
    const [result] = await execSql(
      t,
      sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day from mbti_results where id = ${id}`,
    );
    expect(shared.data).toEqual({
      type: 'INFJ',
      nickname: expect.any(String),
      tagline: expect.any(String),
      group: { key: 'diplomats', name: expect.any(String) },
      level: 'full',
      dimensions: [
        {
          dimension: 'EI',
          poles: ['E', 'I'],
          names: ['Extraversion', 'Introversion'],
          percents: [17, 83],
          letter: 'I',
        },
        expect.objectContaining({ dimension: 'SN', letter: 'N', percents: [17, 83] }),
        expect.objectContaining({ dimension: 'TF', letter: 'F' }),
        expect.objectContaining({ dimension: 'JP', letter: 'J' }),
      ],
      date: result!.day,
    });
    for (const secret of [m.userId, m.email, String(user!.nickname), id, token, 'ei01'])
      expect(raw.body).not.toContain(secret);

    const zh = await client(t).get(`getShareReport?token=${token}&lang=zh`);
    expect(zh.data.nickname).toMatch(/[\u4e00-\u9fff]/);
    expect((await client(t).get(`getShareReport?token=${'x'.repeat(22)}`)).code).toBe(1501);
    expect((await client(t).get('getShareReport?token=short')).code).toBe(1001);
    expect((await client(t).get('getShareReport')).code).toBe(1001);
    // a deleted result's link stops working
    await m.c.post('del/mbti/history', { ids: [id] }, m.token);
    expect((await client(t).get(`getShareReport?token=${token}`)).code).toBe(1501);
  });
});
