/**
 * Every text of the 16-type personality test, per language: type profiles, the eight letters
 * and the four groups (our own writing; see types-shape.ts for the shapes).
 */
import type {
  GroupContent,
  LetterContent,
  MbtiLang,
  TypeCode,
  TypeContent,
  TypeProfile,
} from './types-shape';
import { TYPES_EN_A } from './en/types-a';
import { TYPES_EN_B } from './en/types-b';
import { GROUPS_EN, LETTERS_EN } from './en/letters';
import { TYPES_ZH_A } from './zh/types-a';
import { TYPES_ZH_B } from './zh/types-b';
import { GROUPS_ZH, LETTERS_ZH } from './zh/letters';

export * from './types-shape';

export const TYPE_CONTENT: Record<MbtiLang, TypeContent> = {
  en: { ...TYPES_EN_A, ...TYPES_EN_B },
  zh: { ...TYPES_ZH_A, ...TYPES_ZH_B },
};

export const LETTER_CONTENT: Record<MbtiLang, LetterContent> = {
  en: LETTERS_EN,
  zh: LETTERS_ZH,
};

export const GROUP_CONTENT: Record<MbtiLang, GroupContent> = {
  en: GROUPS_EN,
  zh: GROUPS_ZH,
};

/** The profile of one type in one language. */
export function typeProfile(code: TypeCode, lang: MbtiLang): TypeProfile {
  return TYPE_CONTENT[lang][code];
}

/**
 * Splits a strength or blind spot into its bold head and its sentence, at the first ': ' (en)
 * or '：' (zh): "Dependability: People often…" → { head: 'Dependability', text: 'People often…' }.
 */
export function splitLabel(item: string): { head: string; text: string } {
  const at = [item.indexOf(': '), item.indexOf('：')].filter((i) => i > 0);
  if (at.length === 0) return { head: '', text: item };
  const i = Math.min(...at);
  return { head: item.slice(0, i), text: item.slice(i + (item[i] === ':' ? 2 : 1)) };
}
