import type { CompanionLang } from './types';

/** FNV-1a: a small stable hash for choosing among variants. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** One of the variants, chosen by the seed and a salt naming the slot. */
export function pick<T>(items: readonly T[], seed: number, salt: string): T {
  if (items.length === 0) throw new RangeError(`no variants for ${salt}`);
  return items[hash(`${seed}|${salt}`) % items.length]!;
}

export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );

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
