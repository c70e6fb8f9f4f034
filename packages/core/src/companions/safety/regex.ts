/** Building blocks shared by the pattern files (patterns-en.ts, patterns-zh.ts). */

export type DirectiveArea = 'medical' | 'legal' | 'financial';

/** The patterns of one language: crisis groups (any hit is a crisis) and directive areas. */
export interface SafetyPatterns {
  crisis: Record<string, readonly RegExp[]>;
  directive: Record<DirectiveArea, readonly RegExp[]>;
}

/**
 * English alternatives as whole words: `\b(?:a|b|c)\b`. Alternatives are regex source and
 * must begin and end with a letter or digit (a pattern led by "$" is written out in full).
 * Text is already lower case, with straight apostrophes and single spaces (normalize.ts).
 */
export function words(...alternatives: string[]): RegExp {
  return new RegExp(`\\b(?:${alternatives.join('|')})\\b`, 'u');
}

/** Chinese phrases (regex source, no word boundaries: Chinese has none). */
export function phrases(...alternatives: string[]): RegExp {
  return new RegExp(`(?:${alternatives.join('|')})`, 'u');
}

/** Join alternatives into one non-capturing group, for use inside a larger pattern. */
export const any = (...alternatives: string[]): string => `(?:${alternatives.join('|')})`;

/** Characters that stay within one clause of Chinese text (after NFKC, "，" is ","). */
export const CLAUSE = '[^,.!?;:。、…\\n]';
