import { describe, expect, it } from 'vitest';
import {
  cardIdAt,
  COMPANION_CONTENT,
  COMPANION_IDS,
  composeReply,
  messageSubject,
  planReply,
  replyHasSubstance,
  type ChatCard,
  type ChatTurn,
  type CompanionId,
  type CompanionLang,
  type Subject,
} from '../../src/companions';
import { DECK_TEXT } from '../../src/tarot';
import { prng } from './sentences';

/**
 * Companions answer, or the reply is free: over many generated conversations, a reply that is
 * charged (it has substance) does something (reads the cards drawn, gives a step), a reply
 * that only acknowledges or asks back is free, and topic detection hears what people say.
 */
const SAY: Record<CompanionLang, string[]> = {
  en: [
    'hello',
    'thanks so much',
    'I feel a bit sad today',
    'I got an offer in another city that pays 30% more but my family is here',
    'Things with my mom are tense lately',
    'My boss keeps making me work late',
    'He stopped texting me back',
    'I can’t pay rent this month',
    'My back hurts all the time',
    "I feel like I can't do anything right",
    'Should I take it?',
    'Will my sister forgive me?',
    'What does the second card mean?',
    'bye, good night',
  ],
  zh: [
    '你好',
    '谢谢你',
    '今天有点难过',
    '深圳的工作工资高三成，但是要离开家人',
    '我和妈妈的关系最近很紧张',
    '老板天天让我加班',
    '他最近不回我消息',
    '这个月钱又不够花了',
    '最近胃疼得厉害',
    '我觉得自己什么都做不好',
    '我该去吗？',
    '妹妹会原谅我吗？',
    '第二张牌是什么意思？',
    '再见，晚安',
  ],
};

const draw = (random: () => number, count: number): ChatCard[] => {
  const cards: ChatCard[] = [];
  while (cards.length < count) {
    const cardId = Math.floor(random() * 78);
    if (!cards.some((c) => c.cardId === cardId)) cards.push({ cardId, reversed: random() < 0.4 });
  }
  return cards;
};

/** The listener's steps and grounding ideas, as the text before their first placeholder. */
const steps = (lang: CompanionLang) => {
  const c = COMPANION_CONTENT[lang];
  return [...Object.values(c.details.step).flat(), ...Object.values(c.support.grounding).flat()]
    .map((s) => s.split('{')[0]!)
    .filter((s) => s.length > 4);
};

/** A template as a pattern: its {placeholders} match any short text. */
const templateRe = (template: string) =>
  new RegExp(template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.{1,40}?'));

interface Turn {
  id: CompanionId;
  lang: CompanionLang;
  text: string;
  intent: string;
  cards: ChatCard[];
  reply: string;
  paid: boolean;
}

function* conversations(lang: CompanionLang, count: number): Generator<Turn> {
  const random = prng(lang === 'en' ? 11 : 23);
  for (let i = 0; i < count; i++) {
    const id = COMPANION_IDS[i % COMPANION_IDS.length]!;
    const history: ChatTurn[] = [];
    const turns = 3 + Math.floor(random() * 4);
    for (let k = 0; k < turns; k++) {
      const text = SAY[lang][Math.floor(random() * SAY[lang].length)]!;
      const plan = planReply(id, text, history);
      const cards = plan.draw ? draw(random, plan.draw.count) : [];
      const seed = Math.floor(random() * 1e6);
      const reply = composeReply(id, lang, { text, history, plan, cards, seed }).join('');
      yield { id, lang, text, intent: plan.intent, cards, reply, paid: replyHasSubstance(reply) };
      history.push(
        { role: 'user', text },
        { role: 'assistant', text: reply, ...(cards.length ? { cards } : {}) },
      );
    }
  }
}

describe('over generated conversations, a charged reply answers and a free one only listens', () => {
  for (const lang of ['en', 'zh'] as const)
    it(`${lang}: 600 conversations`, () => {
      const names = Array.from({ length: 78 }, (_, i) => DECK_TEXT[lang][cardIdAt(i)]!.name);
      const ideas = steps(lang);
      const tally = { paid: 0, free: 0 };
      for (const turn of conversations(lang, 600)) {
        const label = `${turn.id} · ${turn.text}\n${turn.reply}`;
        tally[turn.paid ? 'paid' : 'free']++;
        // a draw is read in the same reply, and that reply is charged
        for (const card of turn.cards)
          expect(turn.reply, label).toContain(names[card.cardId]!.replace(/^The /, ''));
        if (turn.cards.length) expect(turn.paid, label).toBe(true);
        // a hello, a thank-you, a goodbye is free
        if (['greeting', 'thanks', 'goodbye'].includes(turn.intent))
          expect(turn.paid, label).toBe(false);
        // Sunny answers what was shared with one concrete step, and is charged for it
        if (turn.id === 'support' && ['share_feeling', 'question'].includes(turn.intent)) {
          expect(ideas.filter((idea) => turn.reply.includes(idea)).length, label).toBe(1);
          expect(turn.paid, label).toBe(true);
        }
        // a free reply is short and reads no cards
        if (!turn.paid) expect(turn.reply.split('\n\n').length, label).toBeLessThanOrEqual(4);
      }
      expect(tally.paid).toBeGreaterThan(0);
      expect(tally.free).toBeGreaterThan(0);
    });

  it('keeps the thread without saying the last message was "again" about the same thing', () => {
    for (const [lang, first, next] of [
      ['en', 'My boss keeps making me work late', 'My work is stressing me out'],
      ['zh', '老板天天让我加班', '工作压力好大'],
    ] as const)
      for (const id of ['junior', 'senior'] as const)
        for (let seed = 0; seed < 20; seed++) {
          const history: ChatTurn[] = [
            { role: 'user', text: first },
            { role: 'assistant', text: '…' },
          ];
          const plan = planReply(id, next, history);
          const reply = composeReply(id, lang, { text: next, history, plan, seed }).join('');
          for (const same of COMPANION_CONTENT[lang][id].memoryTopic.same)
            expect(reply).not.toMatch(templateRe(same));
        }
  });

  it('the dodges from the user test are free', () => {
    for (const dodge of [
      '原来此刻占据你心思的是工作上的事。要我为此排三张牌吗？',
      'Ah, so your work is on your mind. You brought up your work earlier as well. It’s clearly on your mind.',
      '听得出来，你在很认真地权衡这件事。\n\n想到这件事时，你觉得对你最重要的是什么？',
      '',
    ])
      expect(replyHasSubstance(dodge), dodge).toBe(false);
    expect(replyHasSubstance('I hear you. Write down three things that went right today.')).toBe(
      true,
    );
  });
});

describe('topic detection hears spoken zh and en', () => {
  const CASES: Array<[string, Subject]> = [
    ['我和妈妈的关系最近很紧张', 'family'],
    ['爸妈总是催我结婚', 'love'],
    ['家里人不理解我', 'family'],
    ['我和妈妈吵架了', 'family'],
    ['深圳的工作工资高三成', 'career'],
    ['领导不待见我', 'career'],
    ['同事排挤我', 'career'],
    ['他最近对我很冷淡', 'love'],
    ['我们吵架了，他不回我消息', 'love'],
    ['最近胃疼得厉害', 'health'],
    ['体检结果出来了', 'health'],
    ['我妈住院了', 'health'],
    ['欠了好多信用卡', 'money'],
    ['这个月钱又不够花了', 'money'],
    ['今天天气不错', 'general'],
    ['Things with my mom are tense', 'family'],
    ['my dad and I argued', 'family'],
    ['My coworkers ignore me', 'career'],
    ['I got an offer in another city that pays 30% more', 'career'],
    ['He stopped texting me back', 'love'],
    ['my back hurts all the time', 'health'],
    ['my son is sick', 'health'],
    ['I can’t pay rent this month', 'money'],
    ['saving for a house', 'money'],
    ['nice weather today', 'general'],
  ];
  it.each(CASES)('%s → %s', (text, subject) => expect(messageSubject(text)).toBe(subject));
});
