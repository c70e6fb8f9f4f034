import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ANSWERS, ANSWER_COUNT } from '@starlit/core/answers';
import { JOURNAL_LIMITS } from '@starlit/contracts';
import { localDate } from '@starlit/core/time';
import { useTestApp } from './support/app';
import { execSql } from './support/client';
import { member } from './support/economy';
import { placeId, profileForm } from './support/astro';

const t = useTestApp();

type Member = Awaited<ReturnType<typeof member>>;

async function draw(m: Member, question = 'Will the move go well?') {
  const shuffled = await m.c.post('tarot/shuffle', { spreadId: 'three' }, m.token);
  const res = await m.c.post(
    'tarot/prediction',
    { shuffleId: shuffled.data.shuffleId, question, picks: [0, 5, 9] },
    m.token,
  );
  expect(res.code, res.msg).toBe(200);
  return res.data as { id: string; cards: Array<{ cardId: string; reversed: boolean }> };
}

const save = (m: Member, body: Record<string, unknown>) => m.c.post('journal/save', body, m.token);
const list = (m: Member, query = '') => m.c.get(`journal?${query}`, m.token);
const entryOf = (m: Member, kind: string, refId: string, lang = 'en') =>
  m.c.get(`journal/entry?kind=${kind}&refId=${refId}&lang=${lang}`, m.token);

/** Moves an entry to another day, as if its reading had been made then. */
const setDay = (id: string, day: string) =>
  execSql(t, sql`update journal_entries set day = ${day} where id = ${id}`);

describe('journal', () => {
  it('keeps a note on a tarot reading, shows it again and replaces it on a second save', async () => {
    const m = await member(t);
    const reading = await draw(m);
    const first = await save(m, {
      kind: 'tarot',
      refId: reading.id,
      note: '  Felt right.  ',
      mood: 'hopeful',
      tags: ['#Move', 'home', 'move'],
    });
    expect(first.code, first.msg).toBe(200);
    expect(first.data).toMatchObject({
      kind: 'tarot',
      refId: reading.id,
      note: 'Felt right.',
      mood: 'hopeful',
      tags: ['Move', 'home'],
      title: 'Three cards',
      question: 'Will the move go well?',
      companionId: null,
    });
    expect(first.data.summary.split(', ')).toHaveLength(3);
    const zh = await entryOf(m, 'tarot', reading.id, 'zh');
    expect(zh.data.title).toBe('三张牌');
    expect(zh.data.summary).toMatch(/、/);
    if (reading.cards.some((c) => c.reversed)) expect(zh.data.summary).toMatch(/（逆位）/);

    const again = await save(m, { kind: 'tarot', refId: reading.id, note: 'Changed my mind' });
    expect(again.data).toMatchObject({ id: first.data.id, note: 'Changed my mind', mood: null });
    expect(again.data.tags).toEqual([]);
    const [n] = await execSql(t, sql`select count(*)::int as n from journal_entries`);
    expect(n!.n).toBe(1);
  });

  it('keeps notes private: another member cannot read, write, note or delete them', async () => {
    const a = await member(t);
    const b = await member(t);
    const reading = await draw(a);
    const saved = await save(a, { kind: 'tarot', refId: reading.id, note: 'mine' });
    expect(saved.code).toBe(200);
    expect((await entryOf(b, 'tarot', reading.id)).data).toBeNull();
    expect((await list(b)).data.days).toEqual([]);
    expect((await save(b, { kind: 'tarot', refId: reading.id, note: 'hers' })).code).toBe(1501);
    expect((await b.c.post('journal/delete', { id: saved.data.id }, b.token)).code).toBe(1501);
    const answer = await save(a, { kind: 'answers', index: 3, note: 'a' });
    const taken = await save(b, { kind: 'answers', refId: answer.data.refId, note: 'b' });
    expect(taken.code).toBe(1501);
    expect((await entryOf(a, 'tarot', reading.id)).data.note).toBe('mine');
    expect((await entryOf(a, 'answers', answer.data.refId)).data.note).toBe('a');
    expect((await b.c.get('journal/tags', b.token)).data.list).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/journal' })).json().code).toBe(4001);
  });

  it('refuses what is out of bounds with 1001', async () => {
    const m = await member(t);
    const reading = await draw(m);
    const bad: Array<Record<string, unknown>> = [
      { kind: 'tarot', refId: reading.id, mood: 'ecstatic' },
      { kind: 'tarot', refId: reading.id, tags: Array.from({ length: 9 }, (_, i) => `t${i}`) },
      { kind: 'tarot', refId: reading.id, tags: ['x'.repeat(21)] },
      { kind: 'tarot', refId: reading.id, tags: ['   '] },
      { kind: 'tarot', refId: reading.id, note: 'x'.repeat(2001) },
      { kind: 'tarot', refId: reading.id, note: 'bad\u0000' },
      { kind: 'tarot', refId: '2026-01-01' },
      { kind: 'tarot' },
      { kind: 'diary', refId: reading.id },
      { kind: 'answers', index: 360 },
      { kind: 'answers', index: -1 },
      { kind: 'answers' },
      { kind: 'answers', index: 1, question: 'q'.repeat(201) },
      { kind: 'fortune', refId: '2026-02-30' },
      { kind: 'fortune', refId: '2001-01-01' },
    ];
    for (const body of bad) expect((await save(m, body)).code, JSON.stringify(body)).toBe(1001);
    expect((await list(m, `q=${'x'.repeat(51)}`)).code).toBe(1001);
    expect((await list(m, 'before=2026-13-01')).code).toBe(1001);
    expect((await m.c.get('journal/onThisDay?day=2026-02-30', m.token)).code).toBe(1001);
    expect(ANSWER_COUNT).toBe(JOURNAL_LIMITS.answerPages);
    const [n] = await execSql(t, sql`select count(*)::int as n from journal_entries`);
    expect(n!.n).toBe(0);
  });

  it('gives each noted answer its own entry, edited by its id', async () => {
    const m = await member(t);
    const one = await save(m, {
      kind: 'answers',
      index: 7,
      question: 'Should I call her?',
      mood: 'unsure',
    });
    const two = await save(m, { kind: 'answers', index: 7, note: 'same page, another day' });
    expect(one.code, one.msg).toBe(200);
    expect(one.data.refId).not.toBe(two.data.refId);
    expect(one.data).toMatchObject({
      title: 'The Answers Book',
      summary: ANSWERS[7]!.en,
      question: 'Should I call her?',
    });
    const edited = await save(m, {
      kind: 'answers',
      refId: one.data.refId,
      index: 9,
      note: 'I called',
    });
    expect(edited.data).toMatchObject({
      id: one.data.id,
      note: 'I called',
      summary: ANSWERS[7]!.en,
    });
    const zh = await entryOf(m, 'answers', one.data.refId, 'zh');
    expect(zh.data).toMatchObject({ title: '答案之书', summary: ANSWERS[7]!.zh });
    const unknown = await save(m, { kind: 'answers', refId: crypto.randomUUID(), index: 1 });
    expect(unknown.code).toBe(1501);
  });

  it('notes dice rolls, fortune days and conversations with what they were', async () => {
    const m = await member(t);
    const roll = await m.c.post('constellation/dice', { question: 'New job?' }, m.token);
    expect(roll.code, roll.msg).toBe(200);
    const dice = await save(m, { kind: 'dice', refId: roll.data.id, note: 'dice' });
    expect(dice.data).toMatchObject({ title: 'Zodiac dice', question: 'New job?' });
    expect(dice.data.summary).toBe(
      [roll.data.planet.name, roll.data.sign.name, roll.data.house.name].join(' · '),
    );

    const today = localDate(new Date(), 'UTC');
    const bare = await save(m, { kind: 'fortune', refId: today, note: 'no profile yet' });
    expect(bare.data).toMatchObject({ day: today, title: 'Daily fortune', summary: '' });
    const place = await placeId(m.c, 'Shanghai', 'CN');
    expect((await m.c.post('personal/add', profileForm(place), m.token)).code).toBe(200);
    const yesterday = localDate(new Date(Date.now() - 86_400_000), 'UTC');
    const fortune = await m.c.post('fortune', { date: yesterday, lang: 'zh' }, m.token);
    const scored = await save(m, { kind: 'fortune', refId: yesterday, lang: 'zh' });
    expect(scored.data.summary).toBe(`综合运势 ${fortune.data.overall} 分`);

    const [conv] = await execSql(
      t,
      sql`insert into chat_conversations (user_id, healer_id, preview) values (${m.userId}, 'senior', 'The cards lean yes.') returning id`,
    );
    const chat = await save(m, { kind: 'chat', refId: conv!.id, tags: ['talk'] });
    expect(chat.data).toMatchObject({
      kind: 'chat',
      companionId: 'senior',
      summary: 'The cards lean yes.',
    });
    expect(chat.data.title.length).toBeGreaterThan(0);
    const other = await member(t);
    expect((await save(other, { kind: 'chat', refId: conv!.id })).code).toBe(1501);
    expect((await save(other, { kind: 'dice', refId: roll.data.id })).code).toBe(1501);
  });

  it('lists by day with search, kind and tag filters, and counts the tags', async () => {
    const m = await member(t);
    const r1 = await draw(m, 'Is the new flat right for me?');
    const a = await save(m, { kind: 'tarot', refId: r1.id, note: 'Calm morning', tags: ['home'] });
    const b = await save(m, {
      kind: 'answers',
      index: 2,
      question: 'Trip to Lisbon?',
      tags: ['Travel', 'home'],
    });
    const c = await save(m, { kind: 'answers', index: 4, note: '100% sure_ish', tags: ['work'] });
    await setDay(a.data.id, '2026-03-01');
    await setDay(b.data.id, '2026-03-02');
    await setDay(c.data.id, '2026-03-02');

    const all = await list(m);
    expect(all.data.days.map((d: { day: string }) => d.day)).toEqual(['2026-03-02', '2026-03-01']);
    expect(all.data.days[0].entries).toHaveLength(2);
    expect(all.data.nextBefore).toBeNull();

    const ids = async (query: string) =>
      (await list(m, query)).data.days.flatMap((d: { entries: Array<{ id: string }> }) =>
        d.entries.map((e) => e.id),
      );
    expect(await ids('q=calm')).toEqual([a.data.id]);
    expect(await ids('q=lisbon')).toEqual([b.data.id]);
    expect(await ids('q=TRAV')).toEqual([b.data.id]);
    expect(await ids('q=%25')).toEqual([c.data.id]);
    expect(await ids('q=s_r')).toEqual([]);
    expect(await ids('kind=tarot')).toEqual([a.data.id]);
    expect((await ids('tag=home')).sort()).toEqual([a.data.id, b.data.id].sort());
    expect(await ids('tag=home&kind=answers')).toEqual([b.data.id]);
    expect(await ids('tag=hom')).toEqual([]);

    const tags = await m.c.get('journal/tags', m.token);
    expect(tags.data.list).toEqual([
      { tag: 'home', count: 2 },
      { tag: 'Travel', count: 1 },
      { tag: 'work', count: 1 },
    ]);
  });

  it('pages by whole days', async () => {
    const m = await member(t);
    const days = ['2026-01-05', '2026-01-04', '2026-01-04', '2026-01-04', '2026-01-03'];
    for (const [i, day] of days.entries()) {
      const e = await save(m, { kind: 'answers', index: i, note: `n${i}` });
      await setDay(e.data.id, day);
    }
    const first = await list(m, 'pageSize=2');
    expect(first.data.days.map((d: { day: string }) => d.day)).toEqual([
      '2026-01-05',
      '2026-01-04',
    ]);
    expect(first.data.days[1].entries).toHaveLength(3);
    expect(first.data.nextBefore).toBe('2026-01-04');
    const second = await list(m, `pageSize=2&before=${first.data.nextBefore}`);
    expect(second.data.days.map((d: { day: string }) => d.day)).toEqual(['2026-01-03']);
    expect(second.data.nextBefore).toBeNull();
  });

  it('finds this day last month and last year', async () => {
    const m = await member(t);
    const made = [];
    for (const day of ['2026-02-15', '2025-03-15', '2026-03-14']) {
      const e = await save(m, { kind: 'answers', index: 1, note: day });
      await setDay(e.data.id, day);
      made.push(e.data.id);
    }
    const res = await m.c.get('journal/onThisDay?day=2026-03-15', m.token);
    expect(res.data.day).toBe('2026-03-15');
    expect(res.data.lastMonth.day).toBe('2026-02-15');
    expect(res.data.lastMonth.entries.map((e: { note: string }) => e.note)).toEqual(['2026-02-15']);
    expect(res.data.lastYear.entries.map((e: { note: string }) => e.note)).toEqual(['2025-03-15']);
    const end = await m.c.get('journal/onThisDay?day=2026-03-31', m.token);
    expect(end.data.lastMonth).toBeNull();
    expect(end.data.lastYear).toEqual({ day: '2025-03-31', entries: [] });
    const jan = await m.c.get('journal/onThisDay?day=2026-01-10', m.token);
    expect(jan.data.lastMonth.day).toBe('2025-12-10');
  });

  it("dates an entry by its reading's day in the member's zone", async () => {
    const m = await member(t);
    expect((await m.c.post('timeZone', { timeZone: 'Pacific/Kiritimati' }, m.token)).code).toBe(
      200,
    );
    const reading = await draw(m);
    // made at 12:00 UTC on New Year's Day: already 2 January at UTC+14
    await execSql(
      t,
      sql`update tarot_readings set created_at = '2026-01-01T12:00:00Z' where id = ${reading.id}`,
    );
    const saved = await save(m, { kind: 'tarot', refId: reading.id, note: 'late' });
    expect(saved.data.day).toBe('2026-01-02');
    const answer = await save(m, { kind: 'answers', index: 0 });
    expect(answer.data.day).toBe(localDate(new Date(), 'Pacific/Kiritimati'));
    const onThisDay = await m.c.get('journal/onThisDay', m.token);
    expect(onThisDay.data.day).toBe(localDate(new Date(), 'Pacific/Kiritimati'));
  });

  it('deletes an entry once', async () => {
    const m = await member(t);
    const e = await save(m, { kind: 'answers', index: 5, note: 'bye' });
    const gone = await m.c.post('journal/delete', { id: e.data.id }, m.token);
    expect(gone.data).toEqual({ deleted: 1 });
    expect((await m.c.post('journal/delete', { id: e.data.id }, m.token)).code).toBe(1501);
    expect((await list(m)).data.days).toEqual([]);
  });
});
