/** The ten spreads: ids, positions (ids only; names and meanings in ./content/spreads.ts). */

export type SpreadId =
  | 'single'
  | 'three'
  | 'highCard'
  | 'general'
  | 'loversPyramid'
  | 'twoChoices'
  | 'loversTree'
  | 'intuitive'
  | 'hexagram'
  | 'celticCross';

export interface Spread {
  id: SpreadId;
  /** position ids, in drawing order */
  positions: readonly string[];
  /** the route the spread is drawn on */
  route: string;
  /** draw only from the 22 Major Arcana */
  majorsOnly: boolean;
}

const spread = (id: SpreadId, route: string, positions: string[], majorsOnly = false): Spread => ({
  id,
  route,
  positions,
  majorsOnly,
});

export const SPREADS: readonly Spread[] = [
  spread('single', '/drawingCards', ['focus']),
  spread('three', '/drawingCards', ['past', 'present', 'future']),
  spread('highCard', '/drawingCards', ['answer'], true),
  spread('general', '/drawingCards', ['situation', 'obstacle', 'advice']),
  spread('loversPyramid', '/drawingFourCards', ['you', 'partner', 'bond', 'future']),
  spread('twoChoices', '/drawingFiveCards', ['now', 'pathA', 'pathB', 'outcomeA', 'outcomeB']),
  spread('loversTree', '/drawingFiveLoveCards', [
    'roots',
    'yourHeart',
    'theirHeart',
    'growth',
    'fruit',
  ]),
  spread('intuitive', '/drawingSixCards', [
    'surface',
    'hidden',
    'past',
    'present',
    'guidance',
    'outcome',
  ]),
  spread('hexagram', '/drawingSevenCards', [
    'past',
    'present',
    'future',
    'response',
    'environment',
    'attitude',
    'result',
  ]),
  spread('celticCross', '/drawingTenCards', [
    'present',
    'challenge',
    'foundation',
    'recentPast',
    'potential',
    'nearFuture',
    'self',
    'environment',
    'hopesFears',
    'outcome',
  ]),
];

const BY_ID = new Map(SPREADS.map((s) => [s.id, s]));

export function spreadById(id: string): Spread | undefined {
  return BY_ID.get(id as SpreadId);
}

export const SPREAD_IDS = SPREADS.map((s) => s.id) as readonly SpreadId[];
