/** Colours and orders of the fortune charts (Home's card uses them too). */

/** Chart colours that match the theme. */
export const CHART_COLORS = {
  text: '#b8b2d9',
  weak: '#8a84ad',
  line: 'rgba(255, 255, 255, 0.08)',
  gold: '#f1d58a',
  violet: '#a99bff',
} as const;

export const DIMENSIONS = ['emotions', 'health', 'wealth', 'career'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

export const DIMENSION_COLORS: Record<Dimension, string> = {
  emotions: '#ff8fb1',
  health: '#6fd3a8',
  wealth: '#f1d58a',
  career: '#a99bff',
};

/** The radar's order: wealth, romance, wisdom, family, luck, career. */
export const TRAIT_ORDER = ['wealth', 'romance', 'wisdom', 'family', 'luck', 'career'] as const;
