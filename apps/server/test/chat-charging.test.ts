import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { chargeVerdict } from '../src/modules/chat/charging';
import { useTestApp } from './support/app';
import { execSql } from './support/client';
import { balanceOf, member } from './support/economy';

/**
 * Companions answer, or they do not charge: real conversations in zh and en over HTTP into the
 * app with the embedded companions. A reply that works with what the member said (a reading of
 * their situation, a next step) is charged; one that only acknowledges or asks back is free,
 * and says so (`charged: 'none'`).
 */
const t = useTestApp();

type Member = Awaited<ReturnType<typeof member>>;

/** A member with points and the day's free allowance spent, so a charged reply costs points. */
async function payingMember(): Promise<Member> {
  const m = await member(t, 200);
  for (let i = 0; i < 5; i++) {
    const q = await m.c.post('preAiAnalysis', { healerId: 'support' }, m.token);
    if (q.data.mode !== 'free') return m;
    const res = await m.c.post(
      'chat/send',
      { healerId: 'support', text: 'Work has worn me out this week', lang: 'en' },
      m.token,
    );
    expect(res.data.charged).toBe('free');
  }
  return m;
}

/** A conversation with one companion: each `say` continues it and reports the balance. */
function conversation(m: Member, healerId: string, lang: 'zh' | 'en') {
  let msgGroup: string | undefined;
  return async (text: string) => {
    const before = await balanceOf(m.c, m.token);
    const res = await m.c.post(
      'chat/send',
      { healerId, text, lang, ...(msgGroup ? { msgGroup } : {}) },
      m.token,
    );
    expect(res.code, res.msg).toBe(200);
    msgGroup = res.data.msgGroup;
    const spent = before - (await balanceOf(m.c, m.token));
    return { ...res.data, spent } as {
      text: string;
      charged: string;
      cards: unknown[];
      spent: number;
    };
  };
}

describe('companions answer, or they do not charge', () => {
  it('the senior reader reads a dilemma in zh at once, and a thank-you is free', async () => {
    const m = await payingMember();
    const say = conversation(m, 'senior', 'zh');
    const work = await say('深圳的工作工资高三成，但是要离开家人，我很纠结');
    expect(work.cards).toHaveLength(3);
    expect(work.text).toContain('深圳的工作工资高三成');
    expect(work.text).toContain('要离开家人');
    expect(work).toMatchObject({ charged: 'points', spent: 25 });
    const thanks = await say('谢谢你');
    expect(thanks).toMatchObject({ charged: 'none', spent: 0, cards: [] });
    const mother = await say('我和妈妈的关系最近很紧张，我该怎么办？');
    expect(mother.text).toContain('妈妈');
    expect(mother.text).not.toContain('接下来的路');
    expect(mother).toMatchObject({ charged: 'points', spent: 25 });
  });

  it('Mira reads the offer in en; a bare feeling is heard for free and said to be free', async () => {
    const m = await payingMember();
    const say = conversation(m, 'junior', 'en');
    const sad = await say('I feel a bit sad today');
    expect(sad).toMatchObject({ charged: 'none', spent: 0, cards: [] });
    const offer = await say(
      'I got an offer in another city that pays 30% more but my family is here',
    );
    expect(offer.cards).toHaveLength(3);
    expect(offer.text).toContain('my family is here');
    expect(offer).toMatchObject({ charged: 'points', spent: 15 });
    // the reading just given: a reaction to it is heard, not read again, and is free
    const again = await say('Yes, my work is really on my mind');
    expect(again).toMatchObject({ charged: 'none', spent: 0 });
    expect(again.text).not.toMatch(/brought up your work earlier/);
  });

  it('Sunny reflects and offers one concrete step, in zh and en; a hello is free', async () => {
    const m = await payingMember();
    const zh = conversation(m, 'support', 'zh');
    expect(await zh('你好')).toMatchObject({ charged: 'none', spent: 0 });
    const doubt = await zh('我觉得自己什么都做不好');
    expect(doubt.text).not.toContain('权衡');
    expect(doubt.text).toMatch(/做不好/);
    expect(doubt.text).toMatch(/写下|试/);
    expect(doubt).toMatchObject({ charged: 'points', spent: 15 });
    const en = conversation(m, 'support', 'en');
    const mom = await en('Things with my mom are tense lately');
    expect(mom.text).toContain('your mom');
    expect(mom).toMatchObject({ charged: 'points', spent: 15 });
  });

  it('a free reply does not use the day’s free message', async () => {
    const m = await member(t, 0);
    const used = async () =>
      (
        await execSql(
          t,
          sql`select coalesce(sum(used), 0)::int as used from usage_counters
              where user_id = ${m.userId} and counter = 'free'`,
        )
      )[0]!.used;
    const say = conversation(m, 'junior', 'en');
    expect(await say('Hello!')).toMatchObject({ charged: 'none' });
    expect(await used()).toBe(0);
    expect(await say('Will I find a new job this spring?')).toMatchObject({ charged: 'free' });
    expect(await used()).toBe(1);
  });

  it('crisis replies still come first with the hotlines and are never charged', async () => {
    const m = await payingMember();
    for (const [text, lang] of [
      ['我不想活了', 'zh'],
      ['I want to kill myself', 'en'],
    ] as const) {
      const res = await conversation(m, 'senior', lang)(text);
      expect(res).toMatchObject({ charged: 'none', spent: 0, cards: [] });
      expect(res.text).toContain('12356');
      expect(res.text).toContain('988');
    }
  });
});

describe('the charging decision (charging.ts)', () => {
  const READING =
    'Past: the Three of Wands, upright. Your efforts are starting to pay off and your reach is growing. ';
  it('judges the text as delivered: the stop rule and acknowledgement together', () => {
    expect(chargeVerdict({ paid: false, text: READING, aborted: false })).toBe('safety');
    expect(chargeVerdict({ paid: true, text: ' \n', aborted: false })).toBe('empty');
    expect(chargeVerdict({ paid: true, text: 'Past: the Three', aborted: true })).toBe(
      'stopped_early',
    );
    expect(
      chargeVerdict({ paid: true, text: 'Thanks for telling me about your work.', aborted: true }),
    ).toBe('acknowledgement');
    expect(chargeVerdict({ paid: true, text: READING, aborted: true })).toBe('charged');
    expect(
      chargeVerdict({
        paid: true,
        text: '原来此刻占据你心思的是工作上的事。要我为此排三张牌吗？',
        aborted: false,
      }),
    ).toBe('acknowledgement');
  });
});
