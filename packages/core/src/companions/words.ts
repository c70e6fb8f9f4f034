/**
 * Words that signal an intent or a feeling, in zh and en. English entries match whole words
 * (with common endings: "thank" finds "thanks", "draw" finds "drawing"); Chinese entries are
 * regular-expression sources matched anywhere.
 */
export interface Words {
  en: string[];
  zh: string[];
}

export interface Matcher {
  test(text: string): boolean;
}

export const escapeWord = (word: string) =>
  word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');

/** English words, whole, with common endings. */
export const enPattern = (words: readonly string[], flags = '') =>
  new RegExp(`(?<![a-z])(?:${words.map(escapeWord).join('|')})(?:s|es|d|ed|ing)?(?![a-z])`, flags);

/** Lower case with straight apostrophes, for the English patterns. */
export const normalizeEn = (text: string) => text.toLowerCase().replace(/[’‘]/g, "'");

export function matcher(words: Words): Matcher {
  const en = words.en.length ? enPattern(words.en) : null;
  const zh = words.zh.length ? new RegExp(words.zh.join('|')) : null;
  return { test: (text) => Boolean(en?.test(normalizeEn(text)) || zh?.test(text)) };
}
