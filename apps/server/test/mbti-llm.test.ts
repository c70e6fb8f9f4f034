import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { mbtiItems } from '@starlit/core/mbti';
import { useTestApp } from './support/app';
import { delta, useModelStub } from './support/model';
import { execSql } from './support/client';
import { balanceOf, member } from './support/economy';

/**
 * A loopback OpenAI-compatible server: it records each request and streams a short report
 * whose first section keeps our overview title (so it keeps our key) and whose second is new.
 */
let mode: 'stream' | 'fail' = 'stream';
const requests: Array<{ messages: Array<{ role: string; content: string }> }> = [];
const overrides: Record<string, string> = { AI_MODEL: 'star-1', AI_TIMEOUT_MS: '400' };

useModelStub(overrides, (req, res, raw) => {
  const body = JSON.parse(raw) as (typeof requests)[number];
  requests.push(body);
  if (mode === 'fail') return void res.writeHead(500).end('{"error":"down"}');
  const zh = body.messages[0]!.content.includes('简体中文');
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  res.write(delta(zh ? '## 你的类型一览\n\n模型写的概览。\n\n' : '## Your type at a glance\n\n'));
  res.write(delta(zh ? '## 更多\n\n模型写的正文。' : 'A model overview.\n\n## More\n\nBody.'));
  res.end('data: [DONE]\n\n');
});

const t = useTestApp(overrides);

async function unlockedResult() {
  const m = await member(t, 100);
  const answers = Object.fromEntries(
    mbtiItems('simplified').map((item) => [item.id, 'ISFP'.includes(item.key) ? 6 : 2]),
  );
  const res = await m.c.post('calculateMbti', { level: 'simplified', answers }, m.token);
  expect(res.code, res.msg).toBe(200);
  return { m, id: res.data.id as string };
}

describe('the 16-type report written by a model', () => {
  it('gets the result as data, is kept per result and language, and is paid once', async () => {
    mode = 'stream';
    const { m, id } = await unlockedResult();
    const before = requests.length;
    const open = await m.c.post('unlockMbtiReport', { id, lang: 'en' }, m.token);
    expect(open.code, open.msg).toBe(200);
    expect(open.data.sections).toEqual([
      { key: 'overview', title: 'Your type at a glance', text: 'A model overview.' },
      { key: 's2', title: 'More', text: 'Body.' },
    ]);
    expect(requests).toHaveLength(before + 1);
    const [system, user] = requests.at(-1)!.messages;
    expect(system!.content).toMatch(/never MBTI/);
    expect(system!.content).toMatch(/Never change, round or invent a number/);
    expect(user!.content).toContain('ISFP');
    expect(user!.content).toContain('simplified test of 24 statements');
    // two steps toward each letter: 50 + 50·(−12)/18 → 17/83, clarity 66
    expect(user!.content).toContain(
      '- Energy (E/I): Introversion 83%, Extraversion 17%; clarity 66/100 (clear)',
    );
    expect(user!.content).toContain('## Your growth plan');

    const again = await m.c.get(`mbti/history/report?id=${id}&lang=en`, m.token);
    expect(again.data.sections).toEqual(open.data.sections);
    expect(requests).toHaveLength(before + 1);
    const zh = await m.c.get(`mbti/history/report?id=${id}&lang=zh`, m.token);
    expect(zh.data.sections[0]).toEqual({
      key: 'overview',
      title: '你的类型一览',
      text: '模型写的概览。',
    });
    expect(requests).toHaveLength(before + 2);
    expect(await balanceOf(m.c, m.token)).toBe(65);
    const kept = await execSql(
      t,
      sql`select lang from mbti_texts where result_id = ${id} order by lang`,
    );
    expect(kept).toEqual([{ lang: 'en' }, { lang: 'zh' }]);
    // the locked preview never asks the model; deleting the result drops its texts
    await m.c.post('del/mbti/history', { ids: [id] }, m.token);
    expect(await execSql(t, sql`select 1 from mbti_texts where result_id = ${id}`)).toEqual([]);
  });

  it('falls back to the embedded report when the model fails', async () => {
    mode = 'fail';
    const { m, id } = await unlockedResult();
    const open = await m.c.post('unlockMbtiReport', { id, lang: 'en' }, m.token);
    expect(open.code, open.msg).toBe(200);
    expect(open.data.sections).toHaveLength(10);
    expect(open.data.sections[1]).toMatchObject({ key: 'ei' });
    expect(open.data.sections[1].text).toContain('83% Introversion and 17% Extraversion');
  });
});
