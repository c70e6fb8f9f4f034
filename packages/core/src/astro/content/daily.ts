import type { AstroLang } from './types';
import type { DailyDeepText, DailyText } from './daily-types';
import { DAILY_EN } from './en/daily';
import { DAILY_DEEP_EN } from './en/daily-deep';
import { DAILY_ZH } from './zh/daily';
import { DAILY_DEEP_ZH } from './zh/daily-deep';

export type * from './daily-types';

/** The day's texts, per language: the free view's parts and the paid report's own. */
export const DAILY_TEXT: Record<AstroLang, { free: DailyText; deep: DailyDeepText }> = {
  en: { free: DAILY_EN, deep: DAILY_DEEP_EN },
  zh: { free: DAILY_ZH, deep: DAILY_DEEP_ZH },
};
