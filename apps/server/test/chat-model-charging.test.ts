import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app';
import { placeId, profileForm } from './support/astro';
import { balanceOf, member } from './support/economy';
import { delta, useModelStub } from './support/model';

/**
 * With a language model writing the replies, the same charging rules hold: the prompt carries
 * the conversation's thread and the member's chart, and a reply that comes back blank or only
 * acknowledges and asks back is not charged. The stub model answers by a marker in the message.
 */
const ANSWERS: Record<string, string> = {
  '[dodge]':
    'Ah, so your work is on your mind. You brought up your work earlier as well. Shall we look at it?',
  '[blank]': '  \n ',
  '[dodge-zh]': '原来此刻占据你心思的是工作上的事。要我为此排三张牌吗？',
  '[answer]':
    'The Three of Wands in the future says the move can work: the pay is real. Before you decide, talk with your family about how often you would come home, and write down what each choice costs you. What would make the distance feel smaller?',
};
const prompts: Array<Array<{ role: string; content: string }>> = [];
const overrides: Record<string, string> = { AI_MODEL: 'star-1', AI_TIMEOUT_MS: '3000' };
useModelStub(overrides, (_req, res, body) => {
  const messages = JSON.parse(body).messages as Array<{ role: string; content: string }>;
  prompts.push(messages);
  const last = messages.at(-1)!.content;
  const marker = Object.keys(ANSWERS).find((k) => last.includes(k)) ?? '[answer]';
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  res.end(`${delta(ANSWERS[marker]!)}data: [DONE]\n\n`);
});

const t = useTestApp(overrides);

describe('a model’s companion replies are charged by the same rules', () => {
  it('carries the thread and the chart; a dodge or a blank is free, an answer is charged', async () => {
    const m = await member(t, 200);
    const place = await placeId(m.c, 'Shanghai', 'CN');
    expect((await m.c.post('personal/add', profileForm(place), m.token)).code).toBe(200);
    // the day's free allowance, spent on answers
    for (let i = 0; i < 5; i++) {
      const q = await m.c.post('preAiAnalysis', { healerId: 'senior' }, m.token);
      if (q.data.mode !== 'free') break;
      const res = await m.c.post('chat/send', { healerId: 'senior', text: `Hi ${i}` }, m.token);
      expect(res.data.charged).toBe('free');
    }
    let msgGroup: string | undefined;
    const say = async (text: string) => {
      const before = await balanceOf(m.c, m.token);
      const res = await m.c.post(
        'chat/send',
        { healerId: 'senior', text, lang: 'en', ...(msgGroup ? { msgGroup } : {}) },
        m.token,
      );
      expect(res.code, res.msg).toBe(200);
      msgGroup = res.data.msgGroup;
      return { ...res.data, spent: before - (await balanceOf(m.c, m.token)) };
    };
    const offer = 'I got an offer in another city that pays 30% more but my family is here';
    expect(await say(`${offer} [answer]`)).toMatchObject({ charged: 'points', spent: 25 });
    const dodged = await say('Should I take it? [dodge]');
    expect(dodged).toMatchObject({ charged: 'none', spent: 0 });
    expect(dodged.text).toBe(ANSWERS['[dodge]']);
    expect(await say('Are you there? [blank]')).toMatchObject({ charged: 'none', spent: 0 });
    expect(await say('我该去吗？ [dodge-zh]')).toMatchObject({ charged: 'none', spent: 0 });
    // the last prompt: the rules, the member's chart, the thread, the new message
    const prompt = prompts.at(-1)!;
    expect(prompt[0]!.content).toMatch(/Sun in taurus, Moon in \w+/i);
    expect(prompt[0]!.content).toMatch(/Never answer with only an acknowledgement/);
    expect(prompt[0]!.role).toBe('system');
    const thread = prompt.slice(1, -1);
    expect(thread.map((x) => x.role)).toContain('assistant');
    expect(thread.map((x) => x.content).join('\n')).toContain('Should I take it?');
    expect(prompt[1]!.content).toContain(offer);
    expect(prompt.at(-1)!.content).toContain('我该去吗？');
  });
});
