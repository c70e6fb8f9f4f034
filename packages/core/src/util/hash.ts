/**
 * FNV-1a, 32 bits, over a string's UTF-16 code units: a small stable hash for choosing among
 * text variants, so the same seed always gives the same reading. Not for security.
 */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** One of the variants, chosen by the hash of a key. */
export function pickBy<T>(items: readonly T[], key: string): T {
  if (items.length === 0) throw new RangeError(`no variants for "${key}"`);
  return items[fnv1a(key) % items.length]!;
}
