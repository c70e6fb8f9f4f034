import { pickBy } from '../util';
import type { CompanionLang } from './types';

/** One of the variants, chosen by the seed and a salt naming the slot. */
export const pick = <T>(items: readonly T[], seed: number, salt: string): T =>
  pickBy(items, `${seed}|${salt}`);

/** Han, kana, Hangul, CJK punctuation and full-width forms. */
export const CJK_CHAR =
  /[\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef\u{20000}-\u{2fa1f}]/u;

export const hasCjk = (text: string): boolean => CJK_CHAR.test(text);

/** A text's sentences (the tarot meanings are two to four sentences each). */
export function sentences(text: string, lang: CompanionLang): string[] {
  const parts = lang === 'zh' ? text.split(/(?<=[。！？])/) : text.split(/(?<=[.!?])\s+/);
  return parts.map((s) => s.trim()).filter(Boolean);
}

/** "a and b", "a, b and c"; "a和b", "a、b和c". */
export function joinList(items: readonly string[], lang: CompanionLang): string {
  if (items.length <= 1) return items[0] ?? '';
  const and = lang === 'zh' ? '和' : ' and ';
  const sep = lang === 'zh' ? '、' : ', ';
  return `${items.slice(0, -1).join(sep)}${and}${items[items.length - 1]}`;
}

/** Joins chunks into one text: a space between English sentences, none between Chinese. */
export const joinChunks = (chunks: readonly string[], lang: CompanionLang): string =>
  chunks.join(lang === 'zh' ? '' : ' ');
