import type { Lang } from './rules';

/** mulberry32 (the personality simulation's): a small seeded PRNG, so every run lints the same readings. */
export { mulberry32 as prng } from '../../src/util';

/**
 * The sentences of a text as a reader meets them (list marks and bold heads dropped), at least
 * `min` characters long: 20 in English, 10 in Chinese by default.
 */
export function sentencesOf(text: string, lang: Lang, min = lang === 'zh' ? 10 : 20): string[] {
  const parts = lang === 'zh' ? text.split(/(?<=[。！？])|\n+/u) : text.split(/(?<=[.!?])\s+|\n+/u);
  return parts
    .map((s) =>
      s
        .replace(/\*\*[^*]*\*\*[:：]?/g, '')
        .replace(/^[•\-\s]+/, '')
        .trim(),
    )
    .filter((s) => s.length >= min);
}

/** A report's sections as a reader meets them: each title, then its text. */
export const joinSections = (sections: ReadonlyArray<{ title: string; text: string }>) =>
  sections.map((s) => `${s.title}\n\n${s.text}`).join('\n\n');
