import type { DeckText } from '../types';
import type { Lang } from './spreads';
import { MAJORS1_EN } from './en/majors1';
import { MAJORS2_EN } from './en/majors2';
import { WANDS_EN } from './en/wands';
import { CUPS_EN } from './en/cups';
import { SWORDS_EN } from './en/swords';
import { PENTACLES_EN } from './en/pentacles';
import { MAJORS1_ZH } from './zh/majors1';
import { MAJORS2_ZH } from './zh/majors2';
import { WANDS_ZH } from './zh/wands';
import { CUPS_ZH } from './zh/cups';
import { SWORDS_ZH } from './zh/swords';
import { PENTACLES_ZH } from './zh/pentacles';
import { READING_EN } from './en/reading';
import { READING_ZH } from './zh/reading';
import type { ReadingText } from './reading';

export type { Lang } from './spreads';
export { SPREAD_TEXT, type SpreadText } from './spreads';
export { SYNTHESIS, type SynthesisText } from './synthesis';
export type { Court, Light, PositionPhrase, ReadingText } from './reading';

/** The prose around the cards (answers, timing, the brief), per language. */
export const READING_TEXT: Record<Lang, ReadingText> = { en: READING_EN, zh: READING_ZH };

/** Every card's text, per language. */
export const DECK_TEXT: Record<Lang, DeckText> = {
  en: { ...MAJORS1_EN, ...MAJORS2_EN, ...WANDS_EN, ...CUPS_EN, ...SWORDS_EN, ...PENTACLES_EN },
  zh: { ...MAJORS1_ZH, ...MAJORS2_ZH, ...WANDS_ZH, ...CUPS_ZH, ...SWORDS_ZH, ...PENTACLES_ZH },
};
