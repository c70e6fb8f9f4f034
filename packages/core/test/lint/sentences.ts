import type { Lang } from './rules';

/** mulberry32: a small seeded PRNG, so every run lints the same readings. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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
