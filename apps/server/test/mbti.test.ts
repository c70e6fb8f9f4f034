import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  LEVEL_ITEM_IDS,
  MBTI_LEVELS,
  MBTI_TYPES,
  mbtiItems,
  type MbtiLevel,
} from '@starlit/core/mbti';
import { useTestApp } from './support/app';
import { client, execSql } from './support/client';
import { member } from './support/economy';

const t = useTestApp();

/**
 * Answers for a level that point to `type`: `strength` (1–3) toward each of its letters
 * (7 = strongly agree with its items, 1 = strongly disagree with the others' items).
 */
function answersFor(level: MbtiLevel, type: string, strength = 3) {
  return Object.fromEntries(
    mbtiItems(level).map((item) => [
      item.id,
      type.includes(item.key) ? 4 + strength : 4 - strength,
    ]),
  );
}

describe('16-type test questions', () => {
  it('gives each level’s statements in order, in the request’s language, without signing in', async () => {
    const c = client(t);
    const sizes = { simplified: [24, 3], standard: [48, 5], full: [96, 10] } as const;
    for (const level of MBTI_LEVELS) {
      const en = await c.post('mbtiQuestions', { level, lang: 'en' });
      expect(en.code, en.msg).toBe(200);
      expect(en.data).toMatchObject({
        level,
        count: sizes[level][0],
        minutes: sizes[level][1],
        scale: { min: 1, max: 7, neutral: 4 },
      });
      expect(en.data.questions.map((q: { id: string }) => q.id)).toEqual(LEVEL_ITEM_IDS[level]);
      expect(Object.keys(en.data.questions[0]).sort()).toEqual(['id', 'text']);
      expect(en.data.questions[0].text).not.toMatch(/[\u4e00-\u9fff]/);
      const zh = await c.post('mbtiQuestions', { level, lang: 'zh' });
      expect(zh.data.questions).toHaveLength(sizes[level][0]);
      for (const q of zh.data.questions) expect(q.text).toMatch(/[\u4e00-\u9fff]/);
    }
    const bad = await c.post('mbtiQuestions', { level: 'huge' });
    expect(bad.code).toBe(1001);
    expect(bad.msg).toContain('level');
  });
});

describe('calculateMbti', () => {
  it('scores a finished test into a kept result', async () => {
    const m = await member(t);
    const res = await m.c.post(
      'calculateMbti',
      { level: 'standard', answers: answersFor('standard', 'INTJ', 2), lang: 'en' },
      m.token,
    );
    expect(res.code, res.msg).toBe(200);
    const r = res.data;
    expect(r).toMatchObject({
      level: 'standard',
      type: 'INTJ',
      nickname: expect.any(String),
      tagline: expect.any(String),
      group: { key: 'analysts', name: expect.any(String) },
      unlocked: false,
    });
    expect(r.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(r.dimensions.map((d: { letter: string }) => d.letter).join('')).toBe('INTJ');
    const ei = r.dimensions[0];
    // every answer two steps toward I: 50 + 50·(−2·12)/(3·12) → 17/83, clarity 66, clear
    expect(ei).toEqual({
      dimension: 'EI',
      poles: ['E', 'I'],
      names: ['Extraversion', 'Introversion'],
      percents: [17, 83],
      letter: 'I',
      clarity: 66,
      band: 'clear',
      tie: false,
    });
    const [row] = await execSql(
      t,
      sql`select user_id, level, type, answers, percents, clarity from mbti_results where id = ${r.id}`,
    );
    expect(row).toMatchObject({ user_id: m.userId, level: 'standard', type: 'INTJ' });
    expect(Object.keys(row!.answers as object)).toHaveLength(48);
    expect(row!.percents).toMatchObject({ E: 17, I: 83, J: 83, P: 17 });
    expect(row!.clarity).toEqual({ EI: 66, SN: 66, TF: 66, JP: 66 });
    // an all-neutral test is an exact tie everywhere: INFP by the tie rule
    const neutral = Object.fromEntries(LEVEL_ITEM_IDS.simplified.map((id) => [id, 4]));
    const tie = await m.c.post('calculateMbti', { level: 'simplified', answers: neutral }, m.token);
    expect(tie.data.type).toBe('INFP');
    expect(tie.data.dimensions.every((d: { tie: boolean }) => d.tie)).toBe(true);
  });

  it('needs every statement answered, the last one included', async () => {
    const m = await member(t);
    const ids = LEVEL_ITEM_IDS.simplified;
    const last = ids[ids.length - 1]!;
    const answers = answersFor('simplified', 'ESFP');
    delete answers[last];
    const res = await m.c.post('calculateMbti', { level: 'simplified', answers }, m.token);
    expect(res.code).toBe(1001);
    expect(res.msg).toContain(`missing: ${last}`);
    // answers of a shorter level do not finish a longer one
    const short = await m.c.post(
      'calculateMbti',
      { level: 'full', answers: answersFor('standard', 'ESFP') },
      m.token,
    );
    expect(short.code).toBe(1001);
    expect(short.msg).toMatch(/missing: ei13, sn14, tf13, jp14, .* \+36\)/);
    const none = await execSql(t, sql`select count(*)::int as n from mbti_results`);
    expect(none[0]!.n).toBe(0);
  });

  it('refuses answers off the scale, unknown statements and anonymous callers', async () => {
    const m = await member(t);
    for (const value of [0, 8, 3.5, '5', null]) {
      const answers = { ...answersFor('simplified', 'ISTJ'), tf04: value };
      const res = await m.c.post('calculateMbti', { level: 'simplified', answers }, m.token);
      expect(res.code, String(value)).toBe(1001);
      expect(res.msg).toContain('answers.tf04');
    }
    const withAnswer = (key: string) =>
      m.c.post(
        'calculateMbti',
        { level: 'simplified', answers: { ...answersFor('simplified', 'ISTJ'), [key]: 4 } },
        m.token,
      );
    const unknown = await withAnswer('zz99');
    expect(unknown.code).toBe(1001);
    expect(unknown.msg).toContain('unknown: zz99');
    const beyond = await withAnswer('ei07');
    expect(beyond.msg).toContain('unknown: ei07');
    expect((await m.c.post('calculateMbti', { level: 'simplified' }, m.token)).code).toBe(1001);
    const anonymous = await client(t).post('calculateMbti', {
      level: 'simplified',
      answers: answersFor('simplified', 'ISTJ'),
    });
    expect(anonymous.code).toBe(4001);
  });
});

describe('history', () => {
  it('pages newest first and deletes a selection (1001 empty, 1501 gone or not yours)', async () => {
    const m = await member(t);
    const types = ['ISTJ', 'ENFP', 'INTP'];
    const ids: string[] = [];
    for (const type of types) {
      const res = await m.c.post(
        'calculateMbti',
        { level: 'simplified', answers: answersFor('simplified', type) },
        m.token,
      );
      expect(res.code, res.msg).toBe(200);
      ids.push(res.data.id);
    }
    const first = await m.c.get('mbti/history?page=1&pageSize=2&lang=en', m.token);
    expect(first.code, first.msg).toBe(200);
    expect(first.data).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.data.list.map((r: { type: string }) => r.type)).toEqual(['INTP', 'ENFP']);
    expect(first.data.list[0]).toEqual({
      id: ids[2],
      level: 'simplified',
      type: 'INTP',
      nickname: expect.any(String),
      createdAt: expect.any(String),
      unlocked: false,
    });
    const second = await m.c.get('mbti/history?page=2&pageSize=2', m.token);
    expect(second.data.list.map((r: { id: string }) => r.id)).toEqual([ids[0]]);
    expect((await m.c.get('mbti/history?pageSize=51', m.token)).code).toBe(1001);
    expect((await client(t).get('mbti/history')).code).toBe(4001);

    const other = await member(t);
    const empty = await m.c.post('del/mbti/history', { ids: [] }, m.token);
    expect(empty.code).toBe(1001);
    expect(empty.msg).toContain('ids');
    expect((await m.c.post('del/mbti/history', { ids: ['nope'] }, m.token)).code).toBe(1001);
    expect((await other.c.post('del/mbti/history', { ids }, other.token)).code).toBe(1501);
    const deleted = await m.c.post('del/mbti/history', { ids: [ids[1], ids[1]] }, m.token);
    expect(deleted.code, deleted.msg).toBe(200);
    expect(deleted.data).toEqual({ deleted: 1 });
    expect((await m.c.post('del/mbti/history', { ids: [ids[1]] }, m.token)).code).toBe(1501);
    const mixed = await m.c.post('del/mbti/history', { ids: [ids[1], ids[0]] }, m.token);
    expect(mixed.data).toEqual({ deleted: 1 });
    const left = await m.c.get('mbti/history', m.token);
    expect(left.data.list.map((r: { id: string }) => r.id)).toEqual([ids[2]]);
    expect(left.data.total).toBe(1);
  });
});

describe('the 16 types', () => {
  it('lists all 16 types and shows one type’s whole profile, without signing in', async () => {
    const c = client(t);
    const en = await c.get('mbti/list?lang=en');
    expect(en.code, en.msg).toBe(200);
    expect(en.data.list.map((x: { type: string }) => x.type)).toEqual([...MBTI_TYPES]);
    const intj = en.data.list.find((x: { type: string }) => x.type === 'INTJ');
    expect(intj).toMatchObject({ group: { key: 'analysts', name: expect.any(String) } });
    const zh = await c.get('mbti/list?lang=zh');
    for (const x of zh.data.list) expect(x.nickname).toMatch(/[\u4e00-\u9fff]/);

    const info = await c.get('mbti/info?type=INTJ&lang=en');
    expect(info.code, info.msg).toBe(200);
    expect(info.data.type).toBe('INTJ');
    expect(info.data.nickname).toBe(intj.nickname);
    expect(info.data.summary.length).toBeGreaterThan(200);
    expect(info.data.strengths.length).toBeGreaterThanOrEqual(5);
    expect(info.data.strengths[0]).toEqual({ head: expect.any(String), text: expect.any(String) });
    expect(info.data.blindSpots.length).toBeGreaterThanOrEqual(4);
    expect(info.data.careers.length).toBeGreaterThanOrEqual(6);
    expect(info.data.growth).toHaveLength(4);
    expect(info.data.relationships.length).toBeGreaterThan(100);
    expect(info.data.work.length).toBeGreaterThan(100);
    expect(info.data.letters.map((l: { letter: string }) => l.letter)).toEqual([
      'I',
      'N',
      'T',
      'J',
    ]);
    expect(info.data.letters[0]).toMatchObject({ name: 'Introversion', short: expect.any(String) });
    expect(info.data.group).toMatchObject({ key: 'analysts', description: expect.any(String) });
    const zhInfo = await c.get('mbti/info?type=ESFP&lang=zh');
    expect(zhInfo.data.summary).toMatch(/[\u4e00-\u9fff]/);
    expect(zhInfo.data.letters[0].name).toBe('外向');
    const bad = await c.get('mbti/info?type=XXXX');
    expect(bad.code).toBe(1001);
    expect(bad.msg).toContain('type');
    expect((await c.get('mbti/info')).code).toBe(1001);
  });
});
