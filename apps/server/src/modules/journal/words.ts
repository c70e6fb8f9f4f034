import type { Lang } from '@starlit/contracts';

/** The journal's own words for an entry's title and summary, per language. */
export const JOURNAL_WORDS: Record<
  Lang,
  {
    dice: string;
    answers: string;
    fortune: string;
    /** a card's name with its orientation */
    reversed: (name: string) => string;
    /** between the cards of a spread */
    cardJoin: string;
    /** between the three dice faces */
    diceJoin: string;
    /** the day's overall score */
    score: (n: number) => string;
  }
> = {
  en: {
    dice: 'Zodiac dice',
    answers: 'The Answers Book',
    fortune: 'Daily fortune',
    reversed: (name) => `${name} (reversed)`,
    cardJoin: ', ',
    diceJoin: ' · ',
    score: (n) => `Overall ${n}/100`,
  },
  zh: {
    dice: '星座骰子',
    answers: '答案之书',
    fortune: '每日运势',
    reversed: (name) => `${name}（逆位）`,
    cardJoin: '、',
    diceJoin: ' · ',
    score: (n) => `综合运势 ${n} 分`,
  },
};
