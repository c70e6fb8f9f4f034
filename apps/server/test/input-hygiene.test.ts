import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { crisisReply } from '@starlit/core/companions';
import { grantPoints } from '../src/operators/service';
import { message } from '../src/i18n/messages';
import { startReply } from '../src/modules/chat/send';
import { useTestApp } from './support/app';
import { chunkText, sseEvents, whileChatStorageFails } from './support/sse';
import { placeId, profileForm } from './support/astro';
import { client, execSql, form } from './support/client';
import { balanceOf, ledgerFacts, member } from './support/economy';

const t = useTestApp();

type Member = Awaited<ReturnType<typeof member>>;

/** Spends the day's free allowance, so the next message is paid in points. */
async function useFreeAllowance(m: Member) {
  for (let i = 0; i < 5; i++) {
    const q = await m.c.post('preAiAnalysis', { healerId: 'support' }, m.token);
    if (q.data.mode !== 'free') return;
    // a message with something in it: a bare greeting is answered free, allowance untouched
    const text = 'I keep arguing with my mom and it hurts';
    const res = await m.c.post('chat/send', { healerId: 'support', text }, m.token);
    expect(res.data.charged).toBe('free');
  }
}

/** `chat/send` as server-sent events: each event's name and data, in order. */
async function streamChat(m: Member, payload: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/chat/send',
    headers: { authorization: `Bearer ${m.token}`, accept: 'text/event-stream' },
    payload: { healerId: 'junior', ...payload },
  });
  expect(res.headers['content-type']).toMatch(/text\/event-stream/);
  const events = sseEvents(res.body);
  return { events, names: events.map((e) => e.event), text: chunkText(events) };
}

/** Rows of the user's stored chat messages. */
const storedMessages = async (userId: string) =>
  execSql(t, sql`select role, text from chat_messages where user_id = ${userId} order by seq`);

/** Sends a chat message (checked answered) and reads the member's first stored message. */
async function sentAndStored(m: Member, text: string) {
  const ok = await m.c.post('chat/send', { healerId: 'support', text }, m.token);
  expect(ok.code, ok.msg).toBe(200);
  return (await storedMessages(m.userId))[0]?.text;
}

describe('text fields refuse control characters', () => {
  it('answers 1001 naming the field for a NUL in a chat message, and charges and stores nothing', async () => {
    const m = await member(t, 100);
    await useFreeAllowance(m);
    const before = await ledgerFacts(t, m.userId);
    const stored = (await storedMessages(m.userId)).length;
    const json = await m.c.post('chat/send', { healerId: 'junior', text: 'Love?\u0000' }, m.token);
    expect(json.code, json.msg).toBe(1001);
    expect(json.msg).toMatch(/: text \(/);
    const streamed = await t.app.inject({
      method: 'POST',
      url: '/api/v2/chat/send',
      headers: { authorization: `Bearer ${m.token}`, accept: 'text/event-stream' },
      payload: { healerId: 'junior', text: 'Work?\u0000', lang: 'zh' },
    });
    expect(streamed.json()).toMatchObject({ code: 1001, data: null });
    expect(streamed.json().msg).toMatch(/text/);
    expect(await balanceOf(m.c, m.token)).toBe(100);
    expect(await ledgerFacts(t, m.userId)).toEqual(before);
    expect(await storedMessages(m.userId)).toHaveLength(stored);
  });

  it('refuses other controls and lone surrogates in bodies, queries and forms; keeps tab and newline', async () => {
    const m = await member(t, 100);
    const refused = [
      await m.c.post('chat/send', { healerId: 'junior', text: 'Hi \ud800 there' }, m.token),
      await m.c.post('preAiAnalysis', { healerId: 'junior', text: 'a\u0007' }, m.token),
      await m.c.post('constellation/dice', { question: 'Job?\u001b[2J' }, m.token),
      await m.c.post('updateProfile', { name: 'Ann\u007f' }, m.token),
      await client(t).post('login', { account: 'a@b.co\u0000', password: 'secret123' }),
      await m.c.get('personal/subRegion?q=Shang%00hai'),
      await m.c.post('feedback', form({ content: 'Broken\u0000page' }), m.token),
    ];
    expect(refused.map((r) => r.code)).toEqual(Array(refused.length).fill(1001));
    const fields = ['text', 'text', 'question', 'name', 'account', 'q', 'content'];
    refused.forEach((r, i) => expect(r.msg).toContain(`: ${fields[i]}`));
    const place = await placeId(m.c, 'Shanghai', 'CN');
    const nul = await m.c.post(
      'personal/add',
      profileForm(place, { nickname: 'M\u0000e' }),
      m.token,
    );
    expect(nul.code).toBe(1001);
    expect(nul.msg).toContain(': nickname');

    // CRLF and a lone CR become newlines; tabs stay
    expect(await sentAndStored(m, 'First line\r\nsecond\rthird\tend')).toBe(
      'First line\nsecond\nthird\tend',
    );
  });

  it('refuses C1 controls and bidirectional overrides everywhere, and line breaks in names', async () => {
    const m = await member(t, 100);
    const place = await placeId(m.c, 'Shanghai', 'CN');
    const refused = {
      text: await m.c.post('chat/send', { healerId: 'support', text: 'Hi\u0085there' }, m.token),
      question: await m.c.post('constellation/dice', { question: 'Job\u202E?' }, m.token),
      name: await m.c.post('updateProfile', { name: 'Ann\u2066Lee\u2069' }, m.token),
      nickname: await m.c.post('updateProfile', { nickname: 'Ann\u2028Lee' }, m.token),
      content: await m.c.post('feedback', form({ content: 'Broken\u009bpage' }), m.token),
      profile: await m.c.post(
        'personal/add',
        profileForm(place, { nickname: 'gnp.\u202Eexe' }),
        m.token,
      ),
    };
    for (const [field, res] of Object.entries(refused)) {
      expect(res.code, `${field}: ${res.msg}`).toBe(1001);
      expect(res.msg).toContain(`: ${field === 'profile' ? 'nickname' : field}`);
    }
    const profile = await m.c.get('checkLogin', m.token);
    expect(JSON.stringify(profile.data.profile)).not.toMatch(/Ann/);
  });

  it('keeps free text on its lines: U+2028 becomes a newline, a byte-order mark is dropped', async () => {
    const m = await member(t, 100);
    expect(await sentAndStored(m, '\uFEFFFirst line\u2028second\u2029third')).toBe(
      'First line\nsecond\nthird',
    );
    const named = await m.c.post('updateProfile', { nickname: '\uFEFFStar Gazer' }, m.token);
    expect(named.code, named.msg).toBe(200);
    expect((await m.c.get('checkLogin', m.token)).data.profile.nickname).toBe('Star Gazer');
  });
});

describe('ids beyond what an integer column holds', () => {
  it('answer 1001 naming the field on every route that takes a profile or report id', async () => {
    const m = await member(t);
    const place = await placeId(m.c, 'Shanghai', 'CN');
    for (const id of [2147483648, 1e20, -1]) {
      const q = encodeURIComponent(String(id));
      const answers = {
        id: await m.c.get(`personal/info?id=${q}`, m.token),
        ids: await m.c.get(`personal/del?ids=${q}`, m.token),
        current: await m.c.post('personal/current', { id }, m.token),
        add: await m.c.post('personal/add', profileForm(place, { id }), m.token),
        report: await m.c.post('depth/report', { report_id: id }, m.token),
        del: await m.c.post('del/depth/report', { ids: [id] }, m.token),
      };
      for (const [route, res] of Object.entries(answers)) {
        expect(res.code, `${route} ${id}: ${res.msg}`).toBe(1001);
      }
      expect(answers.id.msg).toContain(': id');
      expect(answers.ids.msg).toContain(': ids');
      expect(answers.current.msg).toContain(': id');
      expect(answers.add.msg).toContain(': id');
      expect(answers.report.msg).toContain(': report_id');
      expect(answers.del.msg).toContain(': ids.0');
    }
    // the largest id passes validation: simply not found
    expect((await m.c.get('personal/info?id=2147483647', m.token)).code).not.toBe(9999);
    expect((await m.c.get('personal/del?ids=1,2147483648', m.token)).msg).toContain(': ids.1');
  });
});

describe('a streamed chat reply', () => {
  it('streams whole with done only after the reply is stored and charged', async () => {
    const m = await member(t, 100);
    await useFreeAllowance(m);
    const { names, text, events } = await streamChat(m, { text: 'Will the new job suit me?' });
    expect(names[0]).toBe('meta');
    expect(names.at(-1)).toBe('done');
    expect(events.at(-1)!.data.charged).toBe('points');
    const rows = await storedMessages(m.userId);
    expect(rows.at(-1)).toEqual({ role: 'assistant', text });
    expect(await balanceOf(m.c, m.token)).toBe(85);
  });

  it('ends with an error in the request’s language, never done, when storing fails', async () => {
    const m = await member(t, 100);
    await useFreeAllowance(m);
    const before = await ledgerFacts(t, m.userId);
    const stored = (await storedMessages(m.userId)).length;
    const { names, events, text } = await whileChatStorageFails(t, () =>
      streamChat(m, { text: 'Will the new job suit me?', lang: 'zh' }),
    );
    expect(names).toContain('chunk');
    expect(text.length).toBeGreaterThan(0);
    expect(names).not.toContain('done');
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: { code: 9999, msg: message(9999, 'zh') },
    });
    expect(await balanceOf(m.c, m.token)).toBe(100);
    expect(await ledgerFacts(t, m.userId)).toEqual(before);
    expect(await storedMessages(m.userId)).toHaveLength(stored);
  });

  it('holds the end of the text back until it is stored', async () => {
    const m = await member(t);
    const whole = crisisReply('en');
    const failed = await whileChatStorageFails(t, () =>
      streamChat(m, { text: 'I want to kill myself', lang: 'en' }),
    );
    expect(failed.names.at(-1)).toBe('error');
    expect(whole.startsWith(failed.text)).toBe(true);
    expect(failed.text.length).toBeLessThan(whole.length);
    const delivered = await streamChat(m, { text: 'I want to kill myself', lang: 'en' });
    expect(delivered.names.at(-1)).toBe('done');
    expect(delivered.text).toBe(whole);
  });

  it('is owed when the points were spent elsewhere while it was written: the balance goes below zero', async () => {
    const m = await member(t, 100);
    await useFreeAllowance(m);
    const stored = (await storedMessages(m.userId)).length;
    const started = await startReply(
      t.app,
      m.userId,
      { companionId: 'junior', text: 'Tell me about love' },
      'en',
    );
    let text = '';
    for await (const chunk of started.produce(new AbortController().signal)) text += chunk;
    await grantPoints(t.database.db, m.userId, -90, 'spent elsewhere');
    const done = await started.finish(text, false);
    started.release();
    expect(done.charged).toBe('points');
    // the reply is kept and charged: spending the points meanwhile did not make it free
    const rows = await storedMessages(m.userId);
    expect(rows.slice(stored)).toEqual([
      { role: 'user', text: 'Tell me about love' },
      { role: 'assistant', text },
    ]);
    const balance = await balanceOf(m.c, m.token);
    expect(balance).toBeLessThan(0);
    expect((await ledgerFacts(t, m.userId)).sum).toBe(balance);
    // while below zero, the next paid reply is refused before anything is written
    const next = await m.c.post('chat/send', { healerId: 'junior', text: 'And work?' }, m.token);
    expect(next.code).toBe(1201);
  });
});
