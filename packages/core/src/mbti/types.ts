/**
 * 16-type personality test: domain types and the 16 type codes. Ids and numbers here; the item
 * statements are in ./items-*.ts, the type profiles in ./content/.
 */

import { MBTI_TYPE_CODES } from '@starlit/contracts/constants';
export type MbtiLang = 'en' | 'zh';

/** The four dichotomies, always in this order in a type code. */
export type Dimension = 'EI' | 'SN' | 'TF' | 'JP';
export const MBTI_DIMENSIONS: readonly Dimension[] = ['EI', 'SN', 'TF', 'JP'];

/** One pole (letter) of a dichotomy. */
export type Pole = 'E' | 'I' | 'S' | 'N' | 'T' | 'F' | 'J' | 'P';

/** Each dichotomy's two poles: [first, second]. Scores are computed toward the first. */
export const DIMENSION_POLES: Readonly<Record<Dimension, readonly [Pole, Pole]>> = {
  EI: ['E', 'I'],
  SN: ['S', 'N'],
  TF: ['T', 'F'],
  JP: ['J', 'P'],
};

/**
 * One test item: a short first-person statement rated 1 (strongly disagree) to 7 (strongly
 * agree). `key` is the pole that agreement points to; an item keyed to a dichotomy's second
 * pole is reverse-keyed.
 */
export interface MbtiItem {
  /** 'ei01' … 'ei24', 'sn01' …, 'tf01' …, 'jp01' … (see docs/personality-test.md) */
  id: string;
  dimension: Dimension;
  key: Pole;
  /** written separately in both languages */
  text: Record<MbtiLang, string>;
  /** 'ipip' when the statement rewords the idea of a public-domain IPIP item */
  source?: 'ipip';
}

/** The 16 type codes in a fixed order (introverts first, then extraverts). */
export const MBTI_TYPES = MBTI_TYPE_CODES;

export type TypeCode = (typeof MBTI_TYPES)[number];

/** Whether a value is one of the 16 type codes (upper case, exactly). */
export function isTypeCode(value: unknown): value is TypeCode {
  return typeof value === 'string' && (MBTI_TYPES as readonly string[]).includes(value);
}

/** The four families of types: NT, NF, SJ and SP. */
export type TypeGroup = 'analysts' | 'diplomats' | 'sentinels' | 'explorers';
export const TYPE_GROUPS: readonly TypeGroup[] = [
  'analysts',
  'diplomats',
  'sentinels',
  'explorers',
];

/** A type's family: NT analysts, NF diplomats, SJ sentinels, SP explorers. */
export function typeGroup(code: TypeCode): TypeGroup {
  if (code[1] === 'N') return code[2] === 'T' ? 'analysts' : 'diplomats';
  return code[3] === 'J' ? 'sentinels' : 'explorers';
}

/** The pole a type code holds on a dichotomy, e.g. ('INFP', 'TF') → 'F'. */
export function typeLetter(code: TypeCode, dimension: Dimension): Pole {
  return code[MBTI_DIMENSIONS.indexOf(dimension)] as Pole;
}

/** An item as written in an items file: the dichotomy is added by `defineItems`. */
export interface ItemRow {
  id: string;
  key: Pole;
  en: string;
  zh: string;
  source?: 'ipip';
}

/** Builds a dichotomy's items from their rows, keeping the rows' order. */
export function defineItems(dimension: Dimension, rows: readonly ItemRow[]): readonly MbtiItem[] {
  return rows.map(({ id, key, en, zh, source }) => ({
    id,
    dimension,
    key,
    text: { en, zh },
    ...(source ? { source } : {}),
  }));
}
