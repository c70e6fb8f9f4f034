import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app';
import { balanceOf, ledgerFacts, member } from './support/economy';
import { startReply } from '../src/modules/chat/send';
import { shorten } from '../src/modules/chat/repository';

const t = useTestApp();

type Member = Awaited<ReturnType<typeof member>>;
const say = (m: Member, text: string, extra: Record<string, unknown> = {}) =>
  m.c.post('chat/send', { healerId: 'junior', text, ...extra }, m.token);

/** Spends the day's free allowance, so the next message is paid in points. */
async function useFreeAllowance(m: Member) {
  for (let i = 0; i < 5; i++) {
    const q = await m.c.post('preAiAnalysis', { healerId: 'support' }, m.token);
    if (q.data.mode !== 'free') return;
    expect(
      (await say(m, 'Work has worn me out this week', { healerId: 'support' })).data.charged,
    ).toBe('free');
  }
}

describe('companions', () => {
  it('lists the three companions with their prices and the AI disclosure, in both languages', async () => {
    const en = await t.app.inject({ method: 'POST', url: '/api/v2/healers?lang=en' });
    const list = en.json().data.list;
    expect(list.map((h: { id: string; price: number }) => [h.id, h.price])).toEqual([
      ['junior', 15],
      ['senior', 25],
      ['support', 15],
    ]);
    expect(list[2].disclosure).toMatch(/AI/);
    expect(list[2].disclosure).toMatch(/not a therapist/i);
    const zh = await t.app.inject({ method: 'POST', url: '/api/v2/healers?lang=zh' });
    expect(zh.json().data.list[2].disclosure).toMatch(/不是心理咨询师/);
    const tips = await t.app.inject({ method: 'POST', url: '/api/v2/healersTips?lang=en' });
    expect(tips.json().data.list).toHaveLength(3);
  });

  it('greets for the time of day in the asked language', async () => {
    const m = await member(t);
    const night = await m.c.post(
      'greetings',
      { healerId: 'senior', hour: 23, lang: 'zh' },
      m.token,
    );
    expect(night.code, night.msg).toBe(200);
    expect(night.data.text).toMatch(/[\u4e00-\u9fff]/);
    const morning = await m.c.post(
      'greetings',
      { healerId: 'senior', hour: 8, lang: 'en' },
      m.token,
    );
    expect(morning.data.text).not.toMatch(/[\u4e00-\u9fff]/);
    expect((await m.c.post('greetings', { healerId: 'nobody' }, m.token)).code).toBe(1001);
  });

  it('answers crisis messages with the hotlines before anything else, never charged', async () => {
    const m = await member(t, 100);
    await useFreeAllowance(m);
    const messages = [
      '我不想活了',
      'I want to kill myself',
      '我想结束自己的生命',
      "I don't want to wake up tomorrow",
    ];
    for (const text of messages) {
      const res = await say(m, text);
      expect(res.code, res.msg).toBe(200);
      expect(res.data).toMatchObject({ safety: 'crisis', charged: 'none', cards: [] });
      expect(res.data.text).toContain('12356');
      expect(res.data.text).toContain('988');
    }
    expect(await balanceOf(m.c, m.token)).toBe(100);
    // an ordinary sad message is a normal, paid reply
    const sad = await say(m, 'I feel so sad today, work was awful');
    expect(sad.data).toMatchObject({ safety: 'ok', charged: 'points' });
    expect(sad.data.text).not.toContain('988');
    expect(await balanceOf(m.c, m.token)).toBe(85);
  });

  it('refuses a medical directive kindly and does not charge for it', async () => {
    const m = await member(t, 100);
    await useFreeAllowance(m);
    const res = await say(m, 'What dose of ibuprofen should I take?', { healerId: 'support' });
    expect(res.data).toMatchObject({ safety: 'directive', charged: 'none' });
    expect(await balanceOf(m.c, m.token)).toBe(100);
  });

  it('charges a delivered reply once; a reader draws cards on the server for a question', async () => {
    const m = await member(t, 100);
    await useFreeAllowance(m);
    const res = await say(m, 'Will I get the job I interviewed for last week?', { lang: 'en' });
    expect(res.code, res.msg).toBe(200);
    expect(res.data.charged).toBe('points');
    expect(res.data.cards).toHaveLength(3);
    expect(new Set(res.data.cards.map((c: { cardId: string }) => c.cardId)).size).toBe(3);
    for (const card of res.data.cards) expect(res.data.text).toContain(card.name);
    expect(await balanceOf(m.c, m.token)).toBe(85);
    expect((await ledgerFacts(t, m.userId)).sum).toBe(85);
    // the conversation goes on, remembered, and draws no new cards for a follow-up
    const next = await say(m, 'What does the second card mean?', { msgGroup: res.data.msgGroup });
    expect(next.data.msgGroup).toBe(res.data.msgGroup);
    expect(next.data.cards).toEqual([]);
    expect(await balanceOf(m.c, m.token)).toBe(70);
    const info = await m.c.get(`chatting/records/info?msgGroup=${res.data.msgGroup}`, m.token);
    expect(info.data.messages.map((x: { role: string }) => x.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    expect(info.data.messages[1].cards).toHaveLength(3);
    const wrong = await say(m, 'hi', { msgGroup: res.data.msgGroup, healerId: 'senior' });
    expect(wrong.code).toBe(1001);
  });

  it('does not charge a reply stopped before anything was delivered, and refuses before streaming when short', async () => {
    const m = await member(t, 20);
    await useFreeAllowance(m);
    const started = await startReply(
      t.app,
      m.userId,
      { companionId: 'junior', text: 'Tell me about love' },
      'en',
    );
    for await (const chunk of started.produce(new AbortController().signal)) {
      expect(chunk.length).toBeGreaterThan(0);
      break;
    }
    // stopped before its first chunk reached the member: nothing delivered
    const done = await started.finish('', true);
    started.release();
    expect(done.charged).toBe('none');
    expect(await balanceOf(m.c, m.token)).toBe(20);
    expect((await say(m, 'And my career?')).data.charged).toBe('points');
    expect(await balanceOf(m.c, m.token)).toBe(5);
    const short = await say(m, 'And my money?');
    expect(short.code).toBe(1201);
    const q = await m.c.post('preAiAnalysis', { healerId: 'junior' }, m.token);
    expect(q.data).toMatchObject({ mode: 'points', cost: 15, balance: 5, canPay: false });
    expect(q.data.safety).toBeUndefined();
    // a message the safety screen answers itself needs no points: nothing holds it back
    const crisis = await m.c.post(
      'preAiAnalysis',
      { healerId: 'junior', text: 'I want to kill myself' },
      m.token,
    );
    expect(crisis.data).toMatchObject({ safety: 'crisis', canPay: true, balance: 5 });
    const asked = await m.c.post('preAiAnalysis', { healerId: 'junior', text: 'Love?' }, m.token);
    expect(asked.data).toMatchObject({ safety: 'ok', canPay: false });
    const reply = await say(m, 'I want to kill myself');
    expect(reply.data).toMatchObject({ safety: 'crisis', charged: 'none' });
    expect(await balanceOf(m.c, m.token)).toBe(5);
  });

  it('writes one reply at a time per member and charges each delivered one exactly once', async () => {
    const m = await member(t, 100);
    await useFreeAllowance(m);
    const results = await Promise.all(
      ['Love?', 'Work?', 'Money?', 'Home?'].map((q) => say(m, `What about my ${q}`)),
    );
    const codes = results.map((r) => r.code);
    const delivered = codes.filter((c) => c === 200).length;
    expect(delivered).toBeGreaterThanOrEqual(1);
    expect(codes.every((c) => c === 200 || c === 1005)).toBe(true);
    expect(await balanceOf(m.c, m.token)).toBe(100 - 15 * delivered);
    expect((await ledgerFacts(t, m.userId)).sum).toBe(100 - 15 * delivered);
  });

  it('streams the reply as server-sent events', async () => {
    const m = await member(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/chat/send',
      headers: { authorization: `Bearer ${m.token}`, accept: 'text/event-stream' },
      payload: { healerId: 'junior', text: 'Should I move to a new city this year?', lang: 'en' },
    });
    const events = res.body
      .split('\n\n')
      .filter(Boolean)
      .map((b) => b.split('\n')[0]!.slice(7));
    expect(events[0]).toBe('meta');
    expect(events).toContain('chunk');
    expect(events.at(-1)).toBe('done');
    const done = JSON.parse(res.body.trim().split('\n').at(-1)!.slice(6));
    expect(done.charged).toBe('free');
  });

  it('lists, pages and deletes conversations with a selection first', async () => {
    const m = await member(t, 200);
    const a = await say(m, 'Hello', { healerId: 'support' });
    const b = await say(m, 'Hi', { healerId: 'senior' });
    const records = await m.c.post('chatting/records', {}, m.token);
    expect(records.data.list.map((r: { msgGroup: string }) => r.msgGroup)).toEqual([
      b.data.msgGroup,
      a.data.msgGroup,
    ]);
    const latest = await m.c.post('userLatestMsgs', {}, m.token);
    expect(latest.data.list).toHaveLength(2);
    const page = await m.c.get(
      `chatting/records/info?msgGroup=${a.data.msgGroup}&limit=1`,
      m.token,
    );
    expect(page.data).toMatchObject({ hasMore: true });
    expect(page.data.messages[0].role).toBe('assistant');
    const older = await m.c.get(
      `chatting/records/info?msgGroup=${a.data.msgGroup}&limit=1&before=${page.data.messages[0].id}`,
      m.token,
    );
    expect(older.data.messages[0].role).toBe('user');
    expect((await m.c.post('del/chatting/records', { ids: [] }, m.token)).code).toBe(1001);
    const del = await m.c.post('del/chatting/records', { ids: [a.data.msgGroup] }, m.token);
    expect(del.data).toEqual({ deleted: 1 });
    expect((await m.c.post('del/chatting/records', { ids: [a.data.msgGroup] }, m.token)).code).toBe(
      1501,
    );
    expect((await m.c.get(`chatting/records/info?msgGroup=${a.data.msgGroup}`, m.token)).code).toBe(
      1501,
    );
    const stranger = await member(t);
    expect(
      (await stranger.c.post('del/chatting/records', { ids: [b.data.msgGroup] }, stranger.token))
        .code,
    ).toBe(1501);
  });
});

describe('conversation previews', () => {
  it('cut long text at a word, with an ellipsis, and keep short text whole', () => {
    expect(shorten('Short and\n  sweet.', 80)).toBe('Short and sweet.');
    const long =
      'A work question! Those can keep us up at night, so let us look. You brought up your plans';
    const cut = shorten(long, 80);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(80);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(long[cut.length - 1]).toBe(' '); // ended at a word
    const zh = '工作上的事最容易让人睡不着，我们来看看。'.repeat(6);
    expect(shorten(zh, 30)).toHaveLength(30);
    expect(shorten(zh, 30).endsWith('…')).toBe(true);
  });
});
