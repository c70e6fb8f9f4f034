import type { Lang, Mansion, MansionRelation } from '@starlit/contracts';

/**
 * The eleven relations of the lunar mansions (命 业 胎 荣 衰 安 危 成 坏 友 亲), in the
 * legend's order, with their colours: the three of fate in gold and violet, the good ones
 * green and blue, the testing ones warm. The contracts' list, mirrored (no zod in the web).
 */
export const RELATIONS: readonly MansionRelation[] = [
  'life',
  'karma',
  'womb',
  'prosperity',
  'intimacy',
  'friendship',
  'decline',
  'safety',
  'danger',
  'success',
  'destruction',
];

export const RELATION_COLORS: Record<MansionRelation, string> = {
  life: '#f1d58a',
  karma: '#c9a0ff',
  womb: '#e59ad8',
  prosperity: '#6fd3a8',
  intimacy: '#5ec8f2',
  friendship: '#8fb8ff',
  decline: '#a7a2c4',
  safety: '#b8e07a',
  danger: '#f1b45a',
  success: '#7fe0d0',
  destruction: '#ff6b7d',
};

/** How many mansions there are. */
export const MANSIONS = 27;

/** The ring position of a mansion seen from another: 0 itself, then clockwise. */
export const stepsFrom = (self: number, other: number) =>
  (((other - self) % MANSIONS) + MANSIONS) % MANSIONS;

/**
 * A mansion's label in the reader's language: in Chinese its character and its name (昴,
 * 昴宿); in English its romanised name and what it means ("Mao (Pleiades)": Mao, Pleiades).
 */
export function mansionLabel(mansion: Mansion, lang: Lang): { short: string; gloss: string } {
  if (lang === 'zh') return { short: mansion.glyph, gloss: mansion.name };
  const match = /^(.+?)\s*\((.+)\)$/.exec(mansion.name);
  return match ? { short: match[1]!, gloss: match[2]! } : { short: mansion.name, gloss: '' };
}
