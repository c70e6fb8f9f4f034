import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from './support/app';
import { chunkText, sseEvents } from './support/sse';
import { execSql } from './support/client';
import { balanceOf, makeVip, member } from './support/economy';
import { hasLean, lintReading } from '../../../packages/core/test/lint/rules';

const t = useTestApp();

type Member = Awaited<ReturnType<typeof member>>;

async function draw(m: Member, spreadId: string, question: string, lang = 'en') {
  const shuffled = await m.c.post('tarot/shuffle', { spreadId }, m.token);
  expect(shuffled.code, shuffled.msg).toBe(200);
  const picks = Array.from({ length: shuffled.data.picks }, (_, i) => i * 3);
  const res = await m.c.post(
    'tarot/prediction',
    { shuffleId: shuffled.data.shuffleId, question, picks, lang },
    m.token,
  );
  expect(res.code, res.msg).toBe(200);
  return res.data;
}

/** Posts and reads the server-sent events of a streamed reading. */
async function streamed(m: Member, path: string, id: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v2/${path}`,
    headers: { authorization: `Bearer ${m.token}`, accept: 'text/event-stream' },
    payload: { id, lang: 'en' },
  });
  const events = sseEvents(res.body);
  return { res, events, text: chunkText(events) };
}

describe('tarot', () => {
  it('lists ten spreads and 78 cards in the request language', async () => {
    const m = await member(t);
    const zh = await m.c.post('tarot/info', { lang: 'zh' });
    expect(zh.data.spreads).toHaveLength(10);
    expect(zh.data.cards).toHaveLength(78);
    const celtic = zh.data.spreads.find((s: { id: string }) => s.id === 'celticCross');
    expect(celtic).toMatchObject({ name: '凯尔特十字', route: '/drawingTenCards' });
    expect(celtic.positions).toHaveLength(10);
    expect(zh.data.cards[0].name).toBe('愚人');
  });

  it('draws a Celtic cross from the server shuffle, once per shuffle', async () => {
    const m = await member(t);
    const shuffled = await m.c.post('tarot/shuffle', { spreadId: 'celticCross' }, m.token);
    expect(shuffled.data).toMatchObject({ deckSize: 78, picks: 10 });
    const picks = [0, 7, 14, 21, 28, 35, 42, 49, 56, 63];
    const body = {
      shuffleId: shuffled.data.shuffleId,
      question: 'Should I change jobs this year?',
      picks,
    };
    const res = await m.c.post('tarot/prediction', body, m.token);
    expect(res.data.topic).toBe('career');
    expect(res.data.cards).toHaveLength(10);
    expect(new Set(res.data.cards.map((c: { cardId: string }) => c.cardId)).size).toBe(10);
    expect(res.data.cards[0]).toMatchObject({ position: 'present', positionName: 'The present' });
    // the drawn cards are the shuffle's cards at the picked places
    const [row] = await execSql(
      t,
      sql`select deck from tarot_shuffles where id = ${shuffled.data.shuffleId}`,
    );
    expect(res.data.cards.map((c: { cardId: string }) => c.cardId)).toEqual(
      picks.map((p) => (row!.deck as string[])[p]),
    );
    expect((await m.c.post('tarot/prediction', body, m.token)).code).toBe(1001);
  });

  it('refuses empty questions, bad picks and other users’ shuffles', async () => {
    const [a, b] = [await member(t), await member(t)];
    const shuffled = await a.c.post('tarot/shuffle', { spreadId: 'three' }, a.token);
    const base = { shuffleId: shuffled.data.shuffleId, question: 'Love?' };
    expect(
      (await a.c.post('tarot/prediction', { ...base, question: '  ', picks: [1, 2, 3] }, a.token))
        .code,
    ).toBe(1001);
    expect((await a.c.post('tarot/prediction', { ...base, picks: [1, 1, 2] }, a.token)).code).toBe(
      1001,
    );
    expect((await a.c.post('tarot/prediction', { ...base, picks: [1, 2] }, a.token)).code).toBe(
      1001,
    );
    expect((await b.c.post('tarot/prediction', { ...base, picks: [1, 2, 3] }, b.token)).code).toBe(
      1001,
    );
    expect((await a.c.post('tarot/shuffle', { spreadId: 'three' })).code).toBe(4001);
  });

  it('high-card draws only Major Arcana', async () => {
    const m = await member(t);
    for (let i = 0; i < 5; i++) {
      const reading = await draw(m, 'highCard', 'What is my path?');
      expect(reading.cards[0].cardId).toMatch(/^major-/);
    }
  });

  it('gives a free brief, then charges the full reading once and streams it', async () => {
    const m = await member(t, 100);
    const question = 'Will my relationship grow?';
    const reading = await draw(m, 'celticCross', question);
    const brief = await m.c.post('tarot/brief', { id: reading.id }, m.token);
    // the answer to the question (a yes/no question: a lean), then one sentence per card
    expect(brief.data.lines).toHaveLength(11);
    expect(hasLean(brief.data.lines[0], 'en')).toBe(true);
    expect(lintReading(brief.data.lines.join('\n\n'), 'en', { question })).toEqual([]);

    // three free readings a day first, then points
    for (let i = 0; i < 3; i++) {
      const other = await draw(m, 'single', `Free question ${i}`);
      expect(
        (await m.c.post('tarot/predictionAnalysis', { id: other.id }, m.token)).data.charged,
      ).toBe('free');
    }
    const first = await streamed(m, 'tarot/predictionAnalysis', reading.id);
    expect(first.res.headers['content-type']).toContain('text/event-stream');
    expect(first.events.at(-1)).toEqual({ event: 'done', data: { charged: 'points' } });
    expect(first.events.filter((e) => e.event === 'chunk').length).toBeGreaterThan(10);
    for (const card of reading.cards) expect(first.text).toContain(card.name);
    // the embedded reading answers the question first, in prose the linter passes
    expect(first.text).toContain('## The short answer');
    expect(lintReading(first.text, 'en', { question })).toEqual([]);
    expect(await balanceOf(m.c, m.token)).toBe(55);

    const again = await streamed(m, 'tarot/predictionAnalysis', reading.id);
    expect(again.text).toBe(first.text);
    expect(again.events.at(-1)!.data).toEqual({ charged: 'already' });
    expect(await balanceOf(m.c, m.token)).toBe(55);
    const opened = await m.c.post('tarot/checkPrediction', { id: reading.id }, m.token);
    expect(opened.data.analysis).toBe(first.text);
  });

  it('is free for a VIP member (the clock read in the same statement that claims the reading)', async () => {
    const m = await member(t);
    await makeVip(t, m.userId);
    const reading = await draw(m, 'three', 'What helps my health?');
    const res = await m.c.post('tarot/predictionAnalysis', { id: reading.id }, m.token);
    expect(res.data.charged).toBe('vip');
    const usage = await m.c.get('featuresUsage', m.token);
    expect(usage.data.items).toContainEqual({ feature: 'aiChat', used: 1, cap: 20 });
  });

  it('refuses the full reading with 1201 when points run out, and charges nothing', async () => {
    const m = await member(t, 10);
    for (let i = 0; i < 3; i++) {
      const r = await draw(m, 'single', `q${i}`);
      await m.c.post('tarot/predictionAnalysis', { id: r.id }, m.token);
    }
    const reading = await draw(m, 'three', 'Money this month?');
    const res = await m.c.post('tarot/predictionAnalysis', { id: reading.id }, m.token);
    expect(res.code).toBe(1201);
    const streamedRes = await t.app.inject({
      method: 'POST',
      url: '/api/v2/tarot/predictionAnalysis',
      headers: { authorization: `Bearer ${m.token}`, accept: 'text/event-stream' },
      payload: { id: reading.id },
    });
    expect(streamedRes.json().code).toBe(1201);
    expect(await balanceOf(m.c, m.token)).toBe(10);
  });

  it('keeps a history the user can page and delete from', async () => {
    const m = await member(t);
    const ids = [];
    for (const q of ['one', 'two', 'three']) ids.push((await draw(m, 'single', q)).id);
    const page = await m.c.post('tarot/history', { page: 1, pageSize: 2 }, m.token);
    expect(page.data.total).toBe(3);
    expect(page.data.list[0].question).toBe('three');
    const other = await member(t);
    expect((await other.c.post('tarot/history/delete', { ids }, other.token)).data.deleted).toBe(0);
    expect((await other.c.post('tarot/checkPrediction', { id: ids[0] }, other.token)).code).toBe(
      1501,
    );
    expect((await m.c.post('tarot/history/delete', { ids: [] }, m.token)).code).toBe(1001);
    expect(
      (await m.c.post('tarot/history/delete', { ids: ids.slice(0, 2) }, m.token)).data.deleted,
    ).toBe(2);
    expect((await m.c.post('tarot/history', {}, m.token)).data.total).toBe(1);
  });
});

describe('answers book and dice', () => {
  it('opens the book on an answer in the request language', async () => {
    const m = await member(t);
    const zh = await m.c.get('bookAnswer?lang=zh');
    expect(zh.data.answer).toMatch(/[\u4e00-\u9fff]/);
    const seen = new Set<number>();
    for (let i = 0; i < 20; i++) seen.add((await m.c.get('bookAnswer')).data.index);
    expect(seen.size).toBeGreaterThan(10);
  });

  it('rolls three dice, refuses sensitive questions, and charges the reading', async () => {
    const m = await member(t);
    expect(
      (await m.c.post('constellation/dice', { question: 'When will I die?' }, m.token)).code,
    ).toBe(1205);
    expect((await m.c.post('constellation/dice', { question: '' }, m.token)).code).toBe(1001);
    const roll = await m.c.post(
      'constellation/dice',
      { question: 'How do I grow at work?' },
      m.token,
    );
    expect(roll.code).toBe(200);
    expect(roll.data.planet.symbol).toBeTruthy();
    expect(Number(roll.data.house.id)).toBeGreaterThanOrEqual(1);
    const reading = await streamed(m, 'constellation/dice/analysis', roll.data.id);
    expect(reading.text).toContain(roll.data.planet.name);
    expect(reading.text).toContain(roll.data.sign.name);
    expect(reading.events.at(-1)!.data).toEqual({ charged: 'free' });
  });
});
