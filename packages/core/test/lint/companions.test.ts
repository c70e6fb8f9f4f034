import { describe, expect, it } from 'vitest';
import {
  COMPANION_IDS,
  composeReply,
  planReply,
  type ChatCard,
  type ChatTurn,
  type CompanionId,
  type CompanionLang,
} from '../../src/companions';
import { classifyQuestion } from '../../src/question';
import { expectClean, hasLean, type LintSample } from './rules';
import { prng as seeded } from './sentences';

/** What people say to a companion: feelings, questions of every kind, small talk. */
const MESSAGES: Record<CompanionLang, string[]> = {
  en: [
    'tired of everything',
    'I feel so anxious about tomorrow',
    'I am so lonely since the breakup',
    'Everything is too much right now and I cannot cope',
    'I feel lost and I don’t know what to do',
    'My boss keeps yelling at me and I am furious',
    'I got the job!! I am so happy',
    'I miss her so much',
    'Will I get the job I interviewed for?',
    'Will my sister forgive me?',
    'Is he still thinking about me?',
    'yes or no: should I text him?',
    'Should I stay at my company or start my own business?',
    'Should I move to Berlin or stay in Paris?',
    'When will I meet someone?',
    'When will my money situation improve?',
    'How long until I feel better about work?',
    'What should I focus on in my studies?',
    'What does my future in love look like?',
    'Can you draw three cards for me about my career?',
    'What does the Tower mean?',
    'Is tarot real?',
    'hello',
    'hi, how are you?',
    'who are you?',
    'thanks so much',
    'bye, good night',
    'what does the second card mean?',
    'so what should I do?',
    'I keep arguing with my mom and it hurts',
  ],
  zh: [
    '对什么都累了',
    '明天的事让我好焦虑',
    '分手以后我一直很孤单',
    '最近压力好大，感觉撑不住了',
    '我很迷茫，不知道该怎么办',
    '老板一直骂我，我好生气',
    '我考上了！好开心',
    '我好想她',
    '我能拿到这份工作吗？',
    '妹妹会原谅我吗？',
    '他还在想我吗？',
    '是或否：我该主动联系他吗？',
    '我该留在现在的公司还是去创业？',
    '我该去北京还是留在上海？',
    '我什么时候才能遇到对的人？',
    '我的财务状况什么时候会好转？',
    '还要多久我才能在工作上顺利一些？',
    '学业上我该把重心放在哪里？',
    '我的感情未来会怎样？',
    '帮我抽三张牌看看事业',
    '高塔这张牌是什么意思？',
    '塔罗准吗？',
    '你好',
    '嗨，最近怎么样？',
    '你是谁？',
    '谢谢你',
    '再见，晚安',
    '第二张牌是什么意思？',
    '那我该怎么办？',
    '我总是和妈妈吵架，心里很难受',
  ],
};

const EARLIER: Record<CompanionLang, ChatTurn[][]> = {
  en: [
    [],
    [
      { role: 'user', text: 'Work has been rough lately' },
      { role: 'assistant', text: 'That sounds hard. Would you like to talk about it?' },
    ],
  ],
  zh: [
    [],
    [
      { role: 'user', text: '最近工作一直不顺' },
      { role: 'assistant', text: '听起来很辛苦，想聊聊吗？' },
    ],
  ],
};

function draw(random: () => number, count: number): ChatCard[] {
  const cards: ChatCard[] = [];
  while (cards.length < count) {
    const cardId = Math.floor(random() * 78);
    if (!cards.some((c) => c.cardId === cardId)) cards.push({ cardId, reversed: random() < 0.4 });
  }
  return cards;
}

interface Turn {
  id: CompanionId;
  text: string;
  history: ChatTurn[];
  cards?: ChatCard[];
  reply: string;
}

function converse(lang: CompanionLang, random: () => number, id: CompanionId, text: string): Turn {
  const any = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const history = [...any(EARLIER[lang])];
  // follow-ups need cards drawn before: one turn in three carries an earlier draw
  if (random() < 0.33)
    history.push(
      { role: 'user', text: any(MESSAGES[lang].slice(8, 11)) },
      { role: 'assistant', text: '…', cards: draw(random, 3) },
    );
  const plan = planReply(id, text, history);
  const cards = plan.draw ? draw(random, plan.draw.count) : undefined;
  const seed = Math.floor(random() * 1e6);
  const reply = composeReply(id, lang, { text, history, plan, cards, seed }).join('');
  return { id, text, history, cards, reply };
}

function* samples(lang: CompanionLang, count: number): Generator<LintSample> {
  const random = seeded(lang === 'en' ? 5 : 17);
  for (let i = 0; i < count; i++) {
    const id = COMPANION_IDS[i % COMPANION_IDS.length]!;
    const text = MESSAGES[lang][Math.floor(random() * MESSAGES[lang].length)]!;
    const turn = converse(lang, random, id, text);
    // a reader that drew for a question answers it: a yes/no question gets a lean
    const answered = id !== 'support' && turn.cards !== undefined;
    yield {
      text: turn.reply,
      lang,
      opts: answered ? { question: text } : {},
      label: `${id} · ${text}`,
    };
  }
}

describe('companion replies pass the reading linter', () => {
  for (const lang of ['en', 'zh'] as const)
    it(`${lang}: 1,200 seeded replies from every companion`, () => {
      expect(expectClean(samples(lang, 1200))).toBe(1200);
    });

  it('the message bank covers every kind of question', () => {
    for (const lang of ['en', 'zh'] as const) {
      const kinds = new Set(MESSAGES[lang].map((m) => classifyQuestion(m).kind));
      expect([...kinds].sort()).toEqual(['choice', 'open', 'when', 'yesno']);
    }
  });
});

const reply = (
  id: CompanionId,
  lang: CompanionLang,
  text: string,
  seed: number,
  cards?: ChatCard[],
) => {
  const plan = planReply(id, text, []);
  return composeReply(id, lang, { text, history: [], plan, cards, seed }).join('');
};

describe('companions reply to what was said', () => {
  const HEALTH =
    /\b(health\w*|body|bodies|doctor|medical|medicine|sick|illness|physical)\b|健康|身体|医生|医院|生病|就医/i;

  it('Sunny hears "tired of everything" as exhaustion, not as a health question', () => {
    for (let seed = 0; seed < 40; seed++) {
      const en = reply('support', 'en', 'tired of everything', seed);
      expect(en, `#${seed}`).not.toMatch(HEALTH);
      expect(en, `#${seed}`).toMatch(/worn out|tired|exhaust/);
      expect(en, `#${seed}`).toMatch(/\?$/);
      const zh = reply('support', 'zh', '对什么都累了', seed);
      expect(zh, `#${seed}`).not.toMatch(HEALTH);
      expect(zh, `#${seed}`).toMatch(/疲惫|累/);
      expect(zh, `#${seed}`).toMatch(/？$/);
    }
  });

  it('a reader leans yes or no on a yes/no question, whatever the number of cards', () => {
    const three: ChatCard[] = [
      { cardId: 19, reversed: false },
      { cardId: 17, reversed: false },
      { cardId: 21, reversed: false },
    ];
    const hard: ChatCard[] = [
      { cardId: 16, reversed: false },
      { cardId: 13, reversed: false },
      { cardId: 15, reversed: false },
    ];
    for (const id of ['junior', 'senior'] as const) {
      const yes = reply(id, 'en', 'Will my sister forgive me?', 1, three);
      expect(yes).toMatch(/lean toward yes|leans toward yes/);
      const no = reply(id, 'en', 'Will my sister forgive me?', 1, hard);
      expect(hasLean(no, 'en')).toBe(true);
      expect(no).not.toMatch(/toward yes/);
      expect(hasLean(reply(id, 'zh', '妹妹会原谅我吗？', 1, three), 'zh')).toBe(true);
    }
  });

  it('a reader weighs both options of "A or B" and speaks about timing for "when"', () => {
    const upright: ChatCard[] = [
      { cardId: 2, reversed: false },
      { cardId: 5, reversed: false },
      { cardId: 19, reversed: false },
    ];
    const choice = reply('junior', 'en', 'Should I move to Berlin or stay in Paris?', 3, upright);
    expect(choice).toContain('“stay in Paris”');
    expect(choice).toMatch(/point to “move to Berlin”/);
    const zh = reply('senior', 'zh', '我该留在现在的公司还是去创业？', 3, upright);
    expect(zh).toMatch(/指向「去创业」/);
    const when = reply('senior', 'en', 'When will I meet someone?', 3, upright);
    expect(when).toMatch(/On timing: The Sun is a Major Arcana card/);
  });
});
