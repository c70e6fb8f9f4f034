/**
 * English aspect texts: what each aspect kind means, and what each of the 45 planet pairs
 * means in a natal chart as a conjunction, a harmonious aspect (sextile, trine) or a challenging
 * one (square, opposition). Pairs of two slow outer planets (Jupiter–Saturn onwards) are
 * written as generational backdrops.
 */
import type { AspectKindText, AspectPairText } from '../types';
import { ASPECT_PAIR_EN_1 } from './aspects1';
import { ASPECT_PAIR_EN_2 } from './aspects2';

export const ASPECT_KIND_EN: AspectKindText = {
  conjunction: {
    name: 'Conjunction',
    summary:
      'Two planets sit side by side, fusing their energies into one intense, unmistakable theme in your character.',
  },
  sextile: {
    name: 'Sextile',
    summary:
      'A friendly link that offers opportunities, rewarding you whenever you take a little initiative to use it.',
  },
  square: {
    name: 'Square',
    summary:
      'A tense angle that creates friction and pressure, pushing you to act, adjust and grow stronger.',
  },
  trine: {
    name: 'Trine',
    summary:
      'A flowing, natural harmony between two energies, often felt as an easy gift you hardly notice you have.',
  },
  opposition: {
    name: 'Opposition',
    summary:
      'Two energies face each other across the chart, asking you to find balance, often through your relationships.',
  },
};

export const ASPECT_PAIR_EN: AspectPairText = {
  ...ASPECT_PAIR_EN_1,
  ...ASPECT_PAIR_EN_2,
};
