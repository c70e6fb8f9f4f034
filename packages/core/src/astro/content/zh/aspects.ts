/**
 * Chinese aspect texts: what each aspect kind means, and what each of the 45 planet pairs
 * means in a natal chart as a conjunction, a harmonious aspect (sextile, trine) or a challenging
 * one (square, opposition). Pairs of two slow outer planets (Jupiter–Saturn onwards) are
 * written as generational backdrops.
 */
import type { AspectKindText, AspectPairText } from '../types';
import { ASPECT_PAIR_ZH_1 } from './aspects1';
import { ASPECT_PAIR_ZH_2 } from './aspects2';

export const ASPECT_KIND_ZH: AspectKindText = {
  conjunction: {
    name: '合相',
    summary: '两颗行星紧靠在一起，力量融为一体、彼此放大，成为你性格中格外醒目的一股能量。',
  },
  sextile: {
    name: '六分相',
    summary: '两股能量友好相望，彼此提供机会，只要你稍加主动，就能让它们顺畅合作。',
  },
  square: {
    name: '四分相',
    summary: '两股能量互相摩擦，带来压力与张力，也正是推动你采取行动、不断成长的动力。',
  },
  trine: {
    name: '三分相',
    summary: '两股能量天然合拍、流动顺畅，是你与生俱来、用起来几乎毫不费力的天赋。',
  },
  opposition: {
    name: '对分相',
    summary: '两股能量隔空对望，需要你在两端之间寻找平衡，这份功课常常通过人际关系显现。',
  },
};

export const ASPECT_PAIR_ZH: AspectPairText = {
  ...ASPECT_PAIR_ZH_1,
  ...ASPECT_PAIR_ZH_2,
};
