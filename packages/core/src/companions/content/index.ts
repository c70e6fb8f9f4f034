import type { CompanionLang } from '../types';
import type { LangContent } from './types';
import { ANSWERS_EN } from './en/answers';
import { DETAILS_EN } from './en/details';
import { GREETINGS_EN } from './en/greetings';
import { JUNIOR_EN } from './en/junior';
import { COMMON_EN, PROFILES_EN } from './en/profiles';
import { SENIOR_EN } from './en/senior';
import { SUPPORT_EN } from './en/support';
import { TIPS_EN } from './en/tips';
import { ANSWERS_ZH } from './zh/answers';
import { DETAILS_ZH } from './zh/details';
import { GREETINGS_ZH } from './zh/greetings';
import { JUNIOR_ZH } from './zh/junior';
import { COMMON_ZH, PROFILES_ZH } from './zh/profiles';
import { SENIOR_ZH } from './zh/senior';
import { SUPPORT_ZH } from './zh/support';
import { TIPS_ZH } from './zh/tips';

export type * from './types';

/** Every companion text, per language (our own writing). */
export const COMPANION_CONTENT: Record<CompanionLang, LangContent> = {
  en: {
    profiles: PROFILES_EN,
    tips: TIPS_EN,
    common: COMMON_EN,
    greetings: GREETINGS_EN,
    junior: JUNIOR_EN,
    senior: SENIOR_EN,
    support: SUPPORT_EN,
    answers: ANSWERS_EN,
    details: DETAILS_EN,
  },
  zh: {
    profiles: PROFILES_ZH,
    tips: TIPS_ZH,
    common: COMMON_ZH,
    greetings: GREETINGS_ZH,
    junior: JUNIOR_ZH,
    senior: SENIOR_ZH,
    support: SUPPORT_ZH,
    answers: ANSWERS_ZH,
    details: DETAILS_ZH,
  },
};
