import type { AstroLang } from './types';
import type { DeepText } from './deepTypes';
import { COMPOSITE_EN, CONFLICT_EN, DEEP_LABELS_EN, TALK_EN } from './en/synastryDeep';
import { MONTHS_EN, PLAN_EN, TIMING_EN } from './en/synastryYear';
import { COMPOSITE_ZH, CONFLICT_ZH, DEEP_LABELS_ZH, TALK_ZH } from './zh/synastryDeep';
import { MONTHS_ZH, PLAN_ZH, TIMING_ZH } from './zh/synastryYear';

export type * from './deepTypes';

/** The deep report's texts, per language (our own writing; see deepTypes.ts for the shapes). */
export const DEEP_TEXT: Record<AstroLang, DeepText> = {
  en: {
    labels: DEEP_LABELS_EN,
    composite: COMPOSITE_EN,
    talk: TALK_EN,
    conflict: CONFLICT_EN,
    timing: TIMING_EN,
    months: MONTHS_EN,
    plan: PLAN_EN,
  },
  zh: {
    labels: DEEP_LABELS_ZH,
    composite: COMPOSITE_ZH,
    talk: TALK_ZH,
    conflict: CONFLICT_ZH,
    timing: TIMING_ZH,
    months: MONTHS_ZH,
    plan: PLAN_ZH,
  },
};
