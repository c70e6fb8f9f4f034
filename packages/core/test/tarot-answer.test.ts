import { describe, expect, it } from 'vitest';
import {
  DECK_TEXT,
  SPREADS,
  composeBrief,
  composeReading,
  type DrawnCard,
  type SpreadId,
} from '../src/tarot';
import type { Lang } from '../src/tarot/content';
import { hasLean } from './lint/rules';

const LANGS: readonly Lang[] = ['en', 'zh'];

const three = (ids: Array<[string, boolean]>): DrawnCard[] =>
  ids.map(([cardId, reversed], i) => ({
    cardId,
    reversed,
    position: ['past', 'present', 'future'][i]!,
  }));

function answerOf(spreadId: SpreadId, question: string, cards: DrawnCard[], lang: Lang) {
  const sections = composeReading({ spreadId, question, cards, lang, seed: 'a1' }).sections;
  const answer = sections.find((s) => s.kind === 'answer')!;
  expect(sections.indexOf(answer)).toBe(1);
  return answer;
}

const BRIGHT = three([
  ['major-19', false],
  ['cups-10', false],
  ['major-21', false],
]);
const HEAVY = three([
  ['swords-09', false],
  ['major-16', false],
  ['swords-10', false],
]);

describe('the answer to the question as asked', () => {
  it('gives a yes/no question a lean, its strength, and the cards that tip it', () => {
    const yes = answerOf('three', 'Will I get the job?', BRIGHT, 'en');
    expect(yes.title).toBe('The short answer');
    expect(yes.text).toMatch(/^(A clear yes\.|The cards give a clear yes\.)/);
    expect(yes.text).toContain('The World in the future');
    const no = answerOf('three', 'Will I get the job?', HEAVY, 'en');
    expect(no.text).toMatch(/\b(clear|firm) no\b/);
    expect(no.text).toContain('the Ten of Swords in the future');
    expect(no.text).toContain('The Tower in the present');
    const zh = answerOf('three', '我能拿到这份工作吗？', HEAVY, 'zh');
    expect(hasLean(zh.text, 'zh')).toBe(true);
    expect(zh.text).toMatch(/倾向于(「否」|否定)/);
    expect(zh.text).toContain('未来位的宝剑十（正位）');
  });

  it('leans even when the cards are evenly balanced, in every spread', () => {
    for (const spread of SPREADS)
      for (const lang of LANGS) {
        const cards = spread.positions.map((position, i) => ({
          cardId: spread.majorsOnly ? 'major-02' : ['swords-04', 'pentacles-02'][i % 2]!,
          position,
          reversed: false,
        }));
        const question = lang === 'zh' ? '会顺利吗？' : 'Will it go well?';
        expect(hasLean(answerOf(spread.id, question, cards, lang).text, lang)).toBe(true);
        expect(
          hasLean(composeBrief({ spreadId: spread.id, question, cards, lang })[0]!, lang),
        ).toBe(true);
      }
  });

  it('compares the two options of a choice and says which the cards favour', () => {
    const cards: DrawnCard[] = [
      { cardId: 'wands-04', position: 'now', reversed: false },
      { cardId: 'swords-05', position: 'pathA', reversed: false },
      { cardId: 'cups-10', position: 'pathB', reversed: false },
      { cardId: 'major-16', position: 'outcomeA', reversed: false },
      { cardId: 'major-19', position: 'outcomeB', reversed: false },
    ];
    const en = answerOf(
      'twoChoices',
      'Should I take the job in Berlin or stay in Paris?',
      cards,
      'en',
    );
    expect(en.title).toBe('Your two options');
    expect(en.text).toMatch(
      /clearly favour “stay in Paris”|“stay in Paris” has the clearer support/,
    );
    expect(en.text).toContain('“take the job in Berlin”');
    const zh = answerOf('twoChoices', '我该去北京还是留在上海？', cards, 'zh');
    expect(zh.text).toMatch(/明显更支持「留在上海」|「留在上海」得到的支持更清楚/);
    expect(zh.text).toContain('「去北京」');
    // a spread without paths reads its halves; an open question on the two-choices spread compares too
    const halves = answerOf('three', 'Should I stay or go?', BRIGHT, 'en');
    expect(halves.text).toContain('“stay”');
    expect(halves.text).toContain('“go”');
    expect(answerOf('twoChoices', 'What do I need to see?', cards, 'en').text).toContain(
      'the second option',
    );
  });

  it('reads one card for a choice by its orientation', () => {
    const card = (reversed: boolean): DrawnCard[] => [
      { cardId: 'cups-06', position: 'focus', reversed },
    ];
    expect(answerOf('single', 'Tea or coffee?', card(false), 'en').text).toContain(
      'so it points to “Tea”',
    );
    expect(answerOf('single', '喝茶还是喝咖啡？', card(true), 'zh').text).toContain(
      '所以指向「喝咖啡」',
    );
  });

  it('speaks about timing from the telling card’s suit, number and orientation', () => {
    const cards = three([
      ['cups-02', false],
      ['pentacles-05', false],
      ['wands-03', false],
    ]);
    const en = answerOf('three', 'When will I find a new job?', cards, 'en');
    expect(en.title).toBe('Timing');
    expect(en.text).toContain('the Three of Wands in the future');
    expect(en.text).toContain('about three days');
    expect(en.text).toMatch(/tendency/);
    const zh = answerOf('three', '我什么时候能找到新工作？', cards, 'zh');
    expect(zh.text).toContain('三天左右');
    const slow = three([
      ['cups-02', false],
      ['pentacles-05', false],
      ['swords-04', true],
    ]);
    const delayed = answerOf('three', 'How long until my exam results?', slow, 'en').text;
    expect(delayed).toContain('about four weeks');
    expect(delayed).toMatch(/delay/);
    const major = answerOf('three', '多久能还清贷款？', BRIGHT, 'zh').text;
    expect(major).toContain('以月为单位');
  });

  it('gives an open question the gist: the tone and the cards that set it', () => {
    const open = answerOf('three', 'What should I focus on?', BRIGHT, 'en');
    expect(open.title).toBe('In short');
    expect(open.text).toMatch(/encouraging/);
    const zh = answerOf('three', '我该怎么做', HEAVY, 'zh');
    expect(zh.title).toBe('简而言之');
    expect(zh.text).toContain('定下了基调');
  });
});

describe('the card paragraphs', () => {
  it('weave the position into a sentence and name the orientation in Chinese', () => {
    for (const spread of SPREADS) {
      const cards = spread.positions.map((position, i) => ({
        cardId: `major-${String(i + 3).padStart(2, '0')}`,
        position,
        reversed: i % 2 === 1,
      }));
      for (const lang of LANGS) {
        const reading = composeReading({
          spreadId: spread.id,
          question: lang === 'zh' ? '我的方向是什么' : 'Where am I heading?',
          cards,
          lang,
          seed: 'p',
        });
        const paragraphs = reading.sections.filter((s) => s.kind === 'card');
        for (const [i, c] of cards.entries()) {
          const name = DECK_TEXT[lang][c.cardId]!.name;
          const lead = paragraphs[i]!.text.split(lang === 'zh' ? '。' : '. ')[0]!;
          if (lang === 'zh') expect(lead).toContain(`${name}（${c.reversed ? '逆位' : '正位'}）`);
          else expect(lead).toContain(c.reversed ? `${name} reversed` : name);
          expect(lead).not.toMatch(/[(（][^)）]*[:：]/);
        }
        const texts = reading.sections.map((s) => s.text);
        expect(new Set(texts).size).toBe(texts.length);
      }
    }
  });
});
