import type { PairingContent, PairingLang } from './types';
import { PAIRING_EN } from './en/pairing';
import { PAIRING_ZH } from './zh/pairing';

export * from './types';

/** Every pairing text, per language (our own writing; see types.ts for the shapes). */
export const PAIRING_TEXT: Record<PairingLang, PairingContent> = {
  en: PAIRING_EN,
  zh: PAIRING_ZH,
};
