import { describe, expect, it } from 'vitest';
import {
  COMPANION_CONTENT,
  composeReply,
  planReply,
  type ChatCard,
  type ChatTurn,
  type CompanionId,
  type CompanionLang,
} from '../src/companions';
import { DECK, DECK_TEXT } from '../src/tarot';

const LANGS = ['en', 'zh'] as const;
const READERS = ['junior', 'senior'] as const;
const CJK = /[\u3400-\u9fff]/;
const ENDS_WITH_QUESTION = /[?？]$/;

const name = (card: ChatCard, lang: CompanionLang) => DECK_TEXT[lang][DECK[card.cardId]!.id]!.name;

function reply(
  id: CompanionId,
  lang: CompanionLang,
  text: string,
  history: ChatTurn[] = [],
  cards?: ChatCard[],
  seed = 7,
) {
  const plan = planReply(id, text, history);
  return composeReply(id, lang, { text, history, plan, cards, seed });
}

const THREE: ChatCard[] = [
  { cardId: 0, reversed: false }, // The Fool
  { cardId: 40, reversed: true }, // Five of Cups
  { cardId: 19, reversed: false }, // The Sun
];
const QUESTION = { en: 'Will I get the job?', zh: '我能拿到这份工作吗？' };
const POSITIONS = { en: ['past', 'present', 'future'], zh: ['过去', '现在', '未来'] };
const EARLIER: Record<CompanionLang, ChatTurn[]> = {
  en: [
    { role: 'user', text: 'My boyfriend and I keep arguing lately' },
    { role: 'assistant', text: 'That sounds tiring. Would you like me to draw on it?' },
  ],
  zh: [
    { role: 'user', text: '最近和男朋友总是吵架' },
    { role: 'assistant', text: '听起来很累，要不要我为这件事抽牌？' },
  ],
};

describe('reader replies with a draw', () => {
  for (const id of READERS)
    for (const lang of LANGS)
      it(`${id} ${lang}: names every card and position, remembers, ends with a question`, () => {
        const chunks = reply(id, lang, QUESTION[lang], EARLIER[lang], THREE);
        const all = chunks.join('\n');
        for (const card of THREE) expect(all).toContain(name(card, lang));
        for (const position of POSITIONS[lang]) expect(all.toLowerCase()).toContain(position);
        const common = COMPANION_CONTENT[lang].common;
        expect(all).toContain(common.reversed);
        // the meanings come from the deck's texts for the topic (career) and orientation
        const first = DECK_TEXT[lang]['major-00']!.meanings.career.upright;
        expect(all).toContain(first.slice(0, 20));
        const reversed = DECK_TEXT[lang]['cups-05']!.meanings.career.reversed;
        expect(all).toContain(reversed.slice(0, 20));
        // the earlier turn was about love: "Earlier you mentioned your relationship…"
        expect(all).toContain(common.topic.love);
        expect(chunks[chunks.length - 1]).toMatch(ENDS_WITH_QUESTION);
        if (lang === 'zh') expect(all).toMatch(CJK);
        else expect(all).not.toMatch(CJK);
        expect(all).not.toMatch(/\{\w*\}|undefined|NaN/);
        // chunks are sentences or short paragraphs to stream
        expect(chunks.length).toBeGreaterThanOrEqual(6);
      });

  it('is deterministic for a seed and varies with it', () => {
    for (const id of READERS)
      for (const lang of LANGS) {
        const a = reply(id, lang, QUESTION[lang], [], THREE, 1);
        expect(reply(id, lang, QUESTION[lang], [], THREE, 1)).toEqual(a);
        const seeds = new Set(
          [1, 2, 3, 4, 5, 6].map((s) => reply(id, lang, QUESTION[lang], [], THREE, s).join('|')),
        );
        expect(seeds.size).toBeGreaterThan(1);
      }
  });

  it('reads deeper as the senior: longer, cards together, elements and numbers', () => {
    for (const lang of LANGS) {
      const junior = reply('junior', lang, QUESTION[lang], [], THREE).join('');
      const senior = reply('senior', lang, QUESTION[lang], [], THREE).join('');
      expect(senior.length).toBeGreaterThan(junior.length * 1.3);
    }
    const cards: ChatCard[] = [
      { cardId: 27, reversed: false }, // Six of Wands
      { cardId: 31, reversed: true }, // Ten of Wands
      { cardId: 55, reversed: false }, // Six of Swords
    ];
    const senior = reply('senior', 'en', QUESTION.en, [], cards).join(' ');
    expect(senior).toMatch(/Fire runs through 2 of the 3 cards/);
    expect(senior).toMatch(/The number 6 repeats/);
    expect(senior).toMatch(/No Major Arcana/);
    expect(senior).toMatch(/from Six of Wands .* through Ten of Wands .* to Six of Swords/);
    const zh = reply('senior', 'zh', QUESTION.zh, [], cards).join('');
    expect(zh).toMatch(/属火/);
    expect(zh).toMatch(/数字6重复出现/);
    const junior = reply('junior', 'en', QUESTION.en, [], cards).join(' ');
    expect(junior).not.toMatch(/runs through|repeats/);
  });

  it('gives one card a yes-or-no lean', () => {
    const star: ChatCard[] = [{ cardId: 17, reversed: false }];
    for (const id of READERS) {
      const en = reply(id, 'en', 'yes or no: should I text him?', [], star);
      expect(en.join(' ')).toContain('The Star');
      expect(en.join(' ')).toMatch(/yes-or-no.*yes/);
      expect(en[en.length - 1]).toMatch(ENDS_WITH_QUESTION);
      const zh = reply(
        id,
        'zh',
        '是或否：我该主动联系他吗？',
        [],
        [{ cardId: 16, reversed: false }],
      );
      expect(zh.join('')).toContain('高塔');
      expect(zh.join('')).toMatch(/还不到时候/);
    }
  });

  it('remembers cards from an earlier draw', () => {
    const history: ChatTurn[] = [
      { role: 'user', text: 'Will I get the job?' },
      { role: 'assistant', text: 'Here are your cards.', cards: [{ cardId: 55, reversed: false }] },
    ];
    const all = reply('junior', 'en', 'Will my boyfriend propose?', history, THREE).join(' ');
    expect(all).toContain('Six of Swords');
    expect(all).toContain('your work');
  });
});

describe('reader follow-ups on cards already drawn', () => {
  const cards: ChatCard[] = [
    { cardId: 27, reversed: false },
    { cardId: 31, reversed: true },
    { cardId: 55, reversed: false },
  ];
  const history: Record<CompanionLang, ChatTurn[]> = {
    en: [
      { role: 'user', text: 'Will I get the job?' },
      { role: 'assistant', text: 'Here are your cards.', cards },
    ],
    zh: [
      { role: 'user', text: '我能拿到这份工作吗？' },
      { role: 'assistant', text: '这是你的牌。', cards },
    ],
  };

  it('answers about the card asked for, without drawing', () => {
    for (const id of READERS) {
      const text = 'what does the second card mean?';
      expect(planReply(id, text, history.en).draw).toBeNull();
      const en = reply(id, 'en', text, history.en).join(' ');
      expect(en).toContain('Ten of Wands');
      expect(en).toContain('present');
      expect(en).toContain(DECK_TEXT.en['wands-10']!.meanings.career.reversed.slice(0, 30));
      const zh = reply(id, 'zh', '第二张牌是什么意思？', history.zh);
      expect(zh.join('')).toContain('权杖十');
      expect(zh[zh.length - 1]).toMatch(ENDS_WITH_QUESTION);
    }
  });

  it('reads the whole draw again for "what should I do?"', () => {
    const en = reply('junior', 'en', 'so what should I do?', history.en).join(' ');
    for (const card of cards) expect(en).toContain(name(card, 'en'));
    expect(en).toContain('your work');
  });
});

describe('reader replies without a draw', () => {
  it('answers greetings, thanks, small talk, feelings and card questions in kind', () => {
    for (const id of READERS)
      for (const lang of LANGS) {
        for (const text of lang === 'en'
          ? ['hello', 'thanks!', 'who are you?', 'I feel so lonely', 'What does the Tower mean?']
          : ['你好', '谢谢！', '你是谁？', '我最近好孤单', '高塔这张牌是什么意思？']) {
          const chunks = reply(id, lang, text);
          expect(chunks.length, text).toBeGreaterThan(0);
          expect(chunks[chunks.length - 1], text).toMatch(ENDS_WITH_QUESTION);
          if (lang === 'en') expect(chunks.join(' '), text).not.toMatch(CJK);
        }
        const bye = reply(id, lang, lang === 'en' ? 'bye!' : '再见！');
        expect(bye.length).toBe(1);
      }
    expect(reply('junior', 'en', 'who are you?').join(' ')).toMatch(/AI/);
    expect(reply('senior', 'en', 'What does the Tower mean?').join(' ')).toContain(
      DECK_TEXT.en['major-16']!.meanings.general.upright,
    );
    expect(reply('junior', 'en', 'I feel so lonely').join(' ')).toContain('lonely');
  });

  it('says so when a draw was planned but no cards came', () => {
    const chunks = reply('junior', 'en', 'Will I get the job?');
    expect(chunks[0]).toBe(COMPANION_CONTENT.en.junior.noCards[0]);
  });
});

describe('the support companion', () => {
  const MESSAGES = {
    en: [
      'I feel so anxious and tired, my boss keeps yelling at me',
      'will I get the job?',
      'I am so lonely since the breakup',
      'I got the job!! I am so happy',
      'please draw three cards for me',
      'are you a real therapist?',
      'what does the second card mean?',
      'I don’t know what to do anymore, everything is too much',
      'hi',
      'thanks for listening',
    ],
    zh: [
      '最近工作压力好大，晚上睡不着，觉得很孤单',
      '我能拿到这份工作吗？',
      '分手以后我一直很难过',
      '我考上了！好开心',
      '帮我抽三张牌',
      '你是心理医生吗？',
      '第二张牌是什么意思？',
      '我不知道该怎么办了，什么都很乱',
      '你好',
      '谢谢你听我说',
    ],
  };
  const NAMES = LANGS.flatMap((lang) => DECK.map((c) => DECK_TEXT[lang][c.id]!.name));

  it('reflects, validates and asks, naming no card and making no clinical claim', () => {
    for (const lang of LANGS)
      for (const text of MESSAGES[lang])
        for (const seed of [1, 2, 3, 4, 5]) {
          const history: ChatTurn[] = [
            { role: 'user', text: lang === 'en' ? 'Work has been rough' : '工作上一直不顺' },
            { role: 'assistant', text: '…', cards: THREE },
          ];
          const chunks = reply('support', lang, text, history, THREE, seed);
          const all = chunks.join(' ');
          for (const n of NAMES) expect(all, `${text} #${seed}`).not.toContain(n);
          expect(all).not.toMatch(/diagnos|prescri|诊断|处方|disorder|障碍/i);
          expect(chunks[chunks.length - 1], text).toMatch(ENDS_WITH_QUESTION);
          if (lang === 'zh') expect(all).toMatch(CJK);
          else expect(all).not.toMatch(CJK);
        }
  });

  it('never draws, and listens to what was said and felt', () => {
    expect(planReply('support', 'will I get the job?', []).draw).toBeNull();
    const en = reply('support', 'en', MESSAGES.en[0]!).join(' ');
    expect(en).toMatch(/anxious/);
    expect(en).toContain(COMPANION_CONTENT.en.common.about.career);
    // one small, optional grounding idea for a hard feeling
    const ideas = Object.values(COMPANION_CONTENT.en.support.grounding).flat();
    expect(ideas.some((idea) => en.includes(idea))).toBe(true);
    const zh = reply('support', 'zh', MESSAGES.zh[0]!).join('');
    expect(zh).toMatch(/压力|疲惫|孤单/);
    expect(zh).toContain('工作');
    // it says it is an AI, not a therapist, when asked
    expect(reply('support', 'en', 'are you a real therapist?').join(' ')).toMatch(
      /AI companion.*not a therapist/,
    );
    expect(reply('support', 'zh', '你是心理医生吗？').join('')).toMatch(/人工智能.*不是心理治疗师/);
    // and remembers an earlier topic
    const remembered = reply('support', 'en', 'I feel so alone tonight', EARLIER.en).join(' ');
    expect(remembered).toMatch(/(Earlier you mentioned|You talked about) love/);
  });

  it('is deterministic for a seed', () => {
    const text = MESSAGES.en[0]!;
    expect(reply('support', 'en', text, [], undefined, 3)).toEqual(
      reply('support', 'en', text, [], undefined, 3),
    );
  });
});

describe('a reader bringing the last card back to the question', () => {
  // the Fool, the Sun, then the Five of Pentacles upright: hardship and feeling left out
  const HEAVY_LAST: ChatCard[] = [
    { cardId: 0, reversed: false },
    { cardId: 19, reversed: false },
    { cardId: 68, reversed: false },
  ];
  const ASKED = {
    en: 'Should I take the job in Shenzhen that pays 30% more?',
    zh: '深圳的工作工资高三成，我该去吗？',
  };

  it('names a card whose keys are a trouble as one to watch, never as what to do', () => {
    expect(DECK[68]!.id).toBe('pentacles-05');
    for (const lang of LANGS)
      for (const id of READERS)
        for (let seed = 0; seed < 12; seed++) {
          const text = reply(id, lang, ASKED[lang], [], HEAVY_LAST, seed).join('');
          const t = COMPANION_CONTENT[lang][id];
          const keywords = DECK_TEXT[lang]['pentacles-05']!.keywords.upright.slice(0, 2);
          const values = {
            card: name(HEAVY_LAST[2]!, lang),
            keywords: keywords.join(lang === 'zh' ? '与' : ' and '),
          };
          const filled = (template: string) =>
            template.replace(/\{(\w+)\}/g, (_, k: string) =>
              k in values ? values[k as keyof typeof values] : `{${k}}`,
            );
          // the part of each template after its question, filled: what would reach the member
          const tails = (templates: string[]) =>
            templates.map((x) => filled(x.slice(x.indexOf('{card}'))));
          for (const step of tails(Object.values(t.link).flat()))
            expect(text, `${lang} ${id} ${seed}`).not.toContain(step);
          expect(
            tails(t.linkWatch).some((watch) => text.includes(watch)),
            `${lang} ${id} ${seed}: ${text}`,
          ).toBe(true);
        }
  });
});
