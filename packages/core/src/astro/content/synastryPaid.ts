import type { AstroLang } from './types';
import { SYNASTRY_PAID_EN } from './en/synastryPaid';
import type { SynastryPaidText } from './paid-types';
import { SYNASTRY_PAID_ZH } from './zh/synastryPaid';

export type { SynastryPaidText } from './paid-types';
export const SYNASTRY_PAID: Record<AstroLang, SynastryPaidText> = {
  en: SYNASTRY_PAID_EN,
  zh: SYNASTRY_PAID_ZH,
};
