import { describe, expect, it } from 'vitest';
import { composeReading, keysAreStep, type DrawnCard } from '../src/tarot';
import type { Lang } from '../src/tarot/content';

const read = (
  spreadId: Parameters<typeof composeReading>[0]['spreadId'],
  question: string,
  cards: DrawnCard[],
  lang: Lang,
  seed = 's1',
) => composeReading({ spreadId, question, cards, lang, seed }).sections;

const textOf = (sections: ReturnType<typeof read>, kind: string) =>
  sections
    .filter((s) => s.kind === kind)
    .map((s) => s.text)
    .join(' ');

/** "take the offer" wins on the Sun; "stay" ends on the Five of Pentacles. */
const OFFER: DrawnCard[] = [
  { cardId: 'wands-03', position: 'now', reversed: false },
  { cardId: 'cups-09', position: 'pathA', reversed: false },
  { cardId: 'swords-05', position: 'pathB', reversed: false },
  { cardId: 'major-19', position: 'outcomeA', reversed: false },
  { cardId: 'pentacles-05', position: 'outcomeB', reversed: false },
];

describe('tarot advice follows the reading it closes', () => {
  it('a two-choices reading advises from the favoured side, never from the other', () => {
    const en = read('twoChoices', 'Should I take the offer or stay?', OFFER, 'en');
    expect(textOf(en, 'answer')).toMatch(
      /“take the offer” has the clearer support|favour “take the offer”/,
    );
    const advice = textOf(en, 'advice');
    expect(advice).toContain('The Sun at the end of “take the offer”');
    expect(advice).not.toContain('“stay”');
    expect(advice).not.toMatch(/hardship/);
    const zh = textOf(read('twoChoices', '我该接受这份工作还是留下？', OFFER, 'zh'), 'advice');
    expect(zh).toContain('代表「接受这份工作」结果的太阳（正位）');
    expect(zh).not.toContain('「留下」');
  });

  it('a card whose keys name a trouble is something to watch, with its other face as the way', () => {
    const cards: DrawnCard[] = [{ cardId: 'pentacles-05', position: 'focus', reversed: false }];
    const en = textOf(read('single', 'What do I need to know?', cards, 'en'), 'advice');
    expect(en).toMatch(/(watch|Keep an eye on|wary of)[^.]*hardship and feeling left out/);
    expect(en).toMatch(/recovery and accepting help/);
    const zh = textOf(read('single', '我需要知道什么？', cards, 'zh'), 'advice');
    expect(zh).toMatch(/(留意|当心|提防)[^。]*困顿与被排斥感/);
    expect(keysAreStep({ cardId: 'pentacles-05', reversed: true })).toBe(true);
    expect(keysAreStep({ cardId: 'pentacles-13', reversed: true })).toBe(false);
  });

  it('a timing in days or weeks is never followed by a season', () => {
    const cards: DrawnCard[] = [
      { cardId: 'swords-02', position: 'past', reversed: false },
      { cardId: 'swords-06', position: 'present', reversed: false },
      { cardId: 'wands-12', position: 'future', reversed: false },
    ];
    const en = textOf(read('three', 'When will I find a new job?', cards, 'en'), 'answer');
    expect(en).toMatch(/within days/);
    expect(en).not.toMatch(/season|autumn/);
    const zh = textOf(read('three', '我什么时候能找到新工作？', cards, 'zh'), 'answer');
    expect(zh).toMatch(/几天之内/);
    expect(zh).not.toMatch(/季节|秋天/);
    // a major keeps no calendar, so the season may narrow its months
    const major = [
      { ...cards[0]! },
      { ...cards[1]! },
      { cardId: 'major-17', position: 'future', reversed: false },
    ];
    expect(textOf(read('three', 'When will I find a new job?', major, 'en'), 'answer')).toMatch(
      /months rather than days.*likeliest season is autumn/,
    );
  });

  it('full readings close on their own cards, not on one shared sentence', () => {
    const last = (cards: DrawnCard[], lang: Lang, seed: string) => {
      const advice = textOf(read('three', '我的工作会顺利吗？', cards, lang, seed), 'advice');
      return advice
        .split(/(?<=[。.])/)
        .filter(Boolean)
        .at(-1)!;
    };
    const a = last(
      OFFER.slice(0, 3).map((c, i) => ({ ...c, position: ['past', 'present', 'future'][i]! })),
      'zh',
      'a',
    );
    const b = last(
      OFFER.slice(2).map((c, i) => ({ ...c, position: ['past', 'present', 'future'][i]! })),
      'zh',
      'b',
    );
    expect(a).not.toBe(b);
    expect(`${a}${b}`).not.toContain('这周就迈出一步');
  });
});
