import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from './support/app';
import { execSql } from './support/client';
import { delta, useModelStub } from './support/model';
import { member } from './support/economy';
import { couple } from './support/relations';

/**
 * A small OpenAI-compatible chat-completions server on loopback: it records the request and
 * answers in the mode the test sets (stream, fail, hang).
 */
let mode: 'stream' | 'fail' | 'hang' | 'break' = 'stream';
const requests: Array<{
  auth: string;
  body: { model: string; stream: boolean; messages: Array<{ role: string; content: string }> };
}> = [];
const overrides: Record<string, string> = {
  AI_API_KEY: 'sk-local',
  AI_MODEL: 'star-1',
  AI_TIMEOUT_MS: '400',
  METRICS_TOKEN: 'metrics-token-0123456789',
};

useModelStub(overrides, (req, res, raw) => {
  requests.push({ auth: req.headers.authorization ?? '', body: JSON.parse(raw) });
  if (req.url !== '/v1/chat/completions') return void res.writeHead(404).end();
  if (mode === 'fail') return void res.writeHead(500).end('{"error":"down"}');
  if (mode === 'hang') return; // never answers: the timeout must fire
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  res.write(delta('## The cards\n\n'));
  if (mode === 'break') return void setTimeout(() => res.destroy(), 100);
  res.write(delta('A model reading '));
  res.write(delta('of your cards.'));
  res.end('data: [DONE]\n\n');
});

const t = useTestApp(overrides);

async function readingFor(question: string) {
  const m = await member(t, 500);
  const shuffled = await m.c.post('tarot/shuffle', { spreadId: 'three' }, m.token);
  const reading = await m.c.post(
    'tarot/prediction',
    { shuffleId: shuffled.data.shuffleId, question, picks: [1, 2, 3] },
    m.token,
  );
  return { m, reading: reading.data };
}

async function stream(m: Awaited<ReturnType<typeof member>>, id: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/tarot/predictionAnalysis',
    headers: { authorization: `Bearer ${m.token}`, accept: 'text/event-stream' },
    payload: { id },
  });
  return res.body
    .split('\n\n')
    .filter((b) => b.startsWith('event: chunk'))
    .map((b) => JSON.parse(b.split('\n')[1]!.slice(6)).text as string);
}

describe('OpenAI-compatible interpreter', () => {
  it('streams the model’s chunks, with a prompt that carries exactly the drawn cards', async () => {
    mode = 'stream';
    const { m, reading } = await readingFor('Will my project succeed?');
    const chunks = await stream(m, reading.id);
    expect(chunks).toEqual(['## The cards\n\n', 'A model reading ', 'of your cards.']);
    const sent = requests.at(-1)!;
    expect(sent.auth).toBe('Bearer sk-local');
    expect(sent.body).toMatchObject({ model: 'star-1', stream: true });
    const [system, user] = sent.body.messages;
    expect(system!.content).toMatch(/Never invent/);
    expect(system!.content).toMatch(/English/);
    for (const card of reading.cards) {
      expect(user!.content).toContain(card.name);
      expect(user!.content).toContain(card.meaning);
    }
    expect(user!.content).toContain('Will my project succeed?');
    // stored: opening it again replays the same text without asking the model
    const before = requests.length;
    expect((await stream(m, reading.id)).join('')).toBe(chunks.join(''));
    expect(requests.length).toBe(before);
  });

  it('falls back to the embedded reading when the model errors', async () => {
    mode = 'fail';
    const { m, reading } = await readingFor('Career?');
    const text = (await stream(m, reading.id)).join('');
    for (const card of reading.cards) expect(text).toContain(card.name);
    expect(text).not.toContain('A model reading');
    // the operators' dashboard counts the fallback (written beside the reading, not before it)
    const fallbacks = async () =>
      (await execSql(t, sql`select count from daily_counts where name = 'aiFallback'`))[0]?.count;
    await expect.poll(fallbacks, { timeout: 5000 }).toBe(1);
  });

  it('counts calls to the model and fallbacks in the app metrics; no stream stays open', async () => {
    const metrics = t.app.metrics!;
    const count = async (
      metric: { get(): Promise<{ values: Array<{ value: number; labels: object }> }> },
      outcome?: string,
    ) =>
      (await metric.get()).values
        .filter((v) => !outcome || (v.labels as { outcome?: string }).outcome === outcome)
        .reduce((sum, v) => sum + v.value, 0);
    const before = {
      ok: await count(metrics.aiCalls, 'ok'),
      error: await count(metrics.aiCalls, 'error'),
      fallbacks: await count(metrics.aiFallbacks),
    };
    mode = 'stream';
    const first = await readingFor('Travel?');
    await stream(first.m, first.reading.id);
    mode = 'fail';
    const second = await readingFor('Money?');
    await stream(second.m, second.reading.id);
    expect(await count(metrics.aiCalls, 'ok')).toBe(before.ok + 1);
    expect(await count(metrics.aiCalls, 'error')).toBe(before.error + 1);
    expect(await count(metrics.aiFallbacks)).toBe(before.fallbacks + 1);
    expect(await count(metrics.sseStreams)).toBe(0);
  });

  it('falls back when the model does not answer in time', async () => {
    mode = 'hang';
    const { m, reading } = await readingFor('Love?');
    // the stub never answers: only AI_TIMEOUT_MS ends the wait (else the test times out)
    const res = await m.c.post('tarot/predictionAnalysis', { id: reading.id }, m.token);
    expect(res.code).toBe(200);
    for (const card of reading.cards) expect(res.data.text).toContain(card.name);
  });

  it('completes with the embedded reading when the stream breaks midway', async () => {
    mode = 'break';
    const { m, reading } = await readingFor('Health?');
    const text = (await stream(m, reading.id)).join('');
    expect(text.startsWith('## The cards')).toBe(true);
    for (const card of reading.cards) expect(text).toContain(card.name);
  });

  it('writes a deep report from our facts once per language and keeps it', async () => {
    mode = 'stream';
    const m = await couple(t, 300);
    const before = requests.length;
    const pair = { archive_a: m.her, archive_b: m.him, lang: 'en' };
    const report = await m.c.post('unlock/depth/report', pair, m.token);
    expect(report.code, report.msg).toBe(200);
    expect(report.data.sections[0]).toMatchObject({ title: 'The cards' });
    expect(requests).toHaveLength(before + 1);
    const prompt = requests.at(-1)!.body.messages[1]!.content;
    expect(prompt).toContain('Person A (Me)');
    expect(prompt).toContain('Person B (Kai)');
    expect(prompt).toMatch(/Lunar mansions: A \S, B \S; A sees B as \w+/);
    const id = report.data.reportId as number;
    const again = await m.c.post('depth/report', { report_id: id, lang: 'en' }, m.token);
    expect(again.data.sections).toEqual(report.data.sections);
    expect(requests).toHaveLength(before + 1);
    await m.c.post('depth/report', { report_id: id, lang: 'zh' }, m.token);
    expect(requests).toHaveLength(before + 2);
  });

  it('lets the model write a companion reply from the persona, the history and the drawn cards', async () => {
    mode = 'stream';
    const m = await member(t);
    const first = await m.c.post(
      'chat/send',
      { healerId: 'senior', text: 'Will my new business find customers this year?', lang: 'en' },
      m.token,
    );
    expect(first.code, first.msg).toBe(200);
    expect(first.data.text).toBe('## The cards\n\nA model reading of your cards.');
    expect(first.data.cards).toHaveLength(3);
    const messages = requests.at(-1)!.body.messages;
    expect(messages[0]!.role).toBe('system');
    expect(messages[0]!.content).toMatch(/never diagnose/);
    const last = messages.at(-1)!.content;
    for (const card of first.data.cards) expect(last).toContain(card.name);
    const next = await m.c.post(
      'chat/send',
      { healerId: 'senior', text: 'And in autumn?', msgGroup: first.data.msgGroup, lang: 'en' },
      m.token,
    );
    expect(next.code, next.msg).toBe(200);
    const turns = requests.at(-1)!.body.messages.map((x) => x.role);
    expect(turns).toEqual(['system', 'user', 'assistant', 'user']);
    // a model that fails: the embedded companion answers, and the delivered reply is paid once
    mode = 'fail';
    const fallback = await m.c.post(
      'chat/send',
      {
        healerId: 'senior',
        text: 'Will my savings last the year?',
        msgGroup: first.data.msgGroup,
        lang: 'en',
      },
      m.token,
    );
    expect(fallback.code, fallback.msg).toBe(200);
    expect(fallback.data.text).not.toContain('A model reading');
    expect(fallback.data.charged).toBe('free');
  });
});
