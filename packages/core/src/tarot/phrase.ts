import { toFullWidth } from '../question';
import { pickBy } from '../util';
import type { Lang } from './content';

/** One of several phrasings, the same one for the same seed and salt. */
export const pick = <T>(items: readonly T[], seed: string, salt: string): T =>
  pickBy(items, seed + salt);

/** The first letter upper-cased (English sentences that open on a card or an option). */
export const cap = (text: string): string =>
  text.length > 0 ? text[0]!.toUpperCase() + text.slice(1) : text;

/** Majors read without an article in English ("Strength", "Death"); the rest take "the". */
const BARE_EN = new Set(['Strength', 'Justice', 'Death', 'Temperance', 'Judgement']);

/**
 * A card named in a sentence with its orientation: "the Ten of Swords reversed" /
 * 「宝剑十（逆位）」 (every Chinese mention carries 正位 or 逆位).
 */
export function cardRef(name: string, reversed: boolean, lang: Lang): string {
  if (lang === 'zh') return `${name}（${reversed ? '逆位' : '正位'}）`;
  const named = name.startsWith('The ') || BARE_EN.has(name) ? name : `the ${name}`;
  return reversed ? `${named} reversed` : named;
}

/** Two or more phrases as a list: "a, b and c" / 「甲、乙与丙」. */
export function listOf(items: readonly string[], lang: Lang): string {
  if (items.length <= 1) return items[0] ?? '';
  const last = items[items.length - 1]!;
  const head = items.slice(0, -1).join(lang === 'zh' ? '、' : ', ');
  return lang === 'zh' ? `${head}与${last}` : `${head} and ${last}`;
}

/** Words for 1–10 ("three" / 「三」; 「两」 before a measure word). */
const NUMBER_WORDS: Record<Lang, readonly string[]> = {
  en: ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'],
  zh: ['一', '两', '三', '四', '五', '六', '七', '八', '九', '十'],
};

export const numberWord = (n: number, lang: Lang): string => NUMBER_WORDS[lang][n - 1] ?? String(n);

/** The person's own words inside a reading: Chinese punctuation beside Chinese characters. */
export function quoteQuestion(question: string, lang: Lang): string {
  const q = question.trim().replace(/\s+/g, ' ');
  if (lang !== 'zh') return q;
  return toFullWidth(q.replace(/\s*"\s*/g, ''))
    .replace(/\.(?=\s|$)/g, '。')
    .replace(/「/g, '『')
    .replace(/」/g, '』');
}
