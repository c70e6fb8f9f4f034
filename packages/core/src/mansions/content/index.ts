import type { MansionLang, MansionsText } from './types';
import { MANSIONS_EN_1 } from './en/mansions1';
import { MANSIONS_EN_2 } from './en/mansions2';
import { DISTANCES_EN, RELATIONS_EN, TIES_LABELS_EN } from './en/relations';
import { PAIRS_EN } from './en/pairs';
import { MANSIONS_ZH_1 } from './zh/mansions1';
import { MANSIONS_ZH_2 } from './zh/mansions2';
import { DISTANCES_ZH, RELATIONS_ZH, TIES_LABELS_ZH } from './zh/relations';
import { PAIRS_ZH } from './zh/pairs';

export * from './types';

/** Every 宿曜 text, per language (our own writing; see types.ts for the shapes). */
export const MANSION_TEXT: Record<MansionLang, MansionsText> = {
  en: {
    mansions: [...MANSIONS_EN_1, ...MANSIONS_EN_2],
    relations: RELATIONS_EN,
    pairs: PAIRS_EN,
    distances: DISTANCES_EN,
    labels: TIES_LABELS_EN,
  },
  zh: {
    mansions: [...MANSIONS_ZH_1, ...MANSIONS_ZH_2],
    relations: RELATIONS_ZH,
    pairs: PAIRS_ZH,
    distances: DISTANCES_ZH,
    labels: TIES_LABELS_ZH,
  },
};
