import type { ChartData } from '@starlit/contracts';
import type { PlanetId } from '@starlit/core/planets';

/** Glyphs, elements and colours of the chart wheel and tables (no zod here; planets from core). */

export { PLANETS, type PlanetId } from '@starlit/core/planets';
export type AspectKind = ChartData['aspects'][number]['kind'];
export type Element = 'fire' | 'earth' | 'air' | 'water';

export const ASPECTS: readonly AspectKind[] = [
  'conjunction',
  'sextile',
  'square',
  'trine',
  'opposition',
];

/** Text presentation (U+FE0E): never the colour emoji some of these symbols have. */
const text = (glyph: string) => `${glyph}\uFE0E`;

export const PLANET_GLYPHS: Record<PlanetId, string> = {
  sun: text('☉'),
  moon: text('☽'),
  mercury: text('☿'),
  venus: text('♀'),
  mars: text('♂'),
  jupiter: text('♃'),
  saturn: text('♄'),
  uranus: text('♅'),
  neptune: text('♆'),
  pluto: text('♇'),
};

export type ChartPointId = ChartData['points'][number]['id'];
/** The points the wheel draws and the tables list (the osculating Lilith stays in the data). */
export const WHEEL_POINTS: readonly ChartPointId[] = [
  'northNode',
  'southNode',
  'lilith',
  'fortune',
  'vertex',
];
export const POINT_GLYPHS: Record<ChartPointId, string> = {
  northNode: text('☊'),
  southNode: text('☋'),
  lilith: text('⚸'),
  trueLilith: text('⚸'),
  fortune: text('⊗'),
  vertex: 'Vx',
};

/** 0 Aries … 11 Pisces */
export const SIGN_GLYPHS: readonly string[] = [
  '♈',
  '♉',
  '♊',
  '♋',
  '♌',
  '♍',
  '♎',
  '♏',
  '♐',
  '♑',
  '♒',
  '♓',
].map(text);

export const ASPECT_GLYPHS: Record<AspectKind, string> = {
  conjunction: '☌',
  sextile: '⚹',
  square: '□',
  trine: '△',
  opposition: '☍',
};

const ELEMENT_CYCLE: readonly Element[] = ['fire', 'earth', 'air', 'water'];
export const signElement = (sign: number): Element => ELEMENT_CYCLE[sign % 4]!;

export const ELEMENT_COLORS: Record<Element, string> = {
  fire: '#ff8a65',
  earth: '#9ccc65',
  air: '#ffd95e',
  water: '#5ec8f2',
};

/** Trines and sextiles flow; squares and oppositions strain; conjunctions blend. */
export function aspectNature(kind: AspectKind): 'harmonious' | 'challenging' | 'neutral' {
  if (kind === 'trine' || kind === 'sextile') return 'harmonious';
  if (kind === 'square' || kind === 'opposition') return 'challenging';
  return 'neutral';
}

export const ASPECT_COLORS: Record<AspectKind, string> = {
  conjunction: '#d8b56a',
  sextile: '#6ab0ff',
  square: '#ff6b7d',
  trine: '#6fd3a8',
  opposition: '#ff6b7d',
};
