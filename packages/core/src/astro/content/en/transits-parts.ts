import type { NatalPointId, TransitAspect } from '../../transits';
import type { TransitAspectText, TransitFrame, TransitPointText } from '../transits-types';

/** What each aspect does: the opening sentence. Our own text. */
export const TRANSIT_ASPECTS_EN: Record<TransitAspect, TransitAspectText> = {
  conjunction: {
    title: 'conjunct',
    opening: '{planet} sits right on {point}, pouring {brings} straight into {means}.',
  },
  sextile: {
    title: 'sextile',
    opening:
      '{planet} makes a friendly sextile to {point}: if you take the first step, it offers {brings} to {means}.',
  },
  square: {
    title: 'square',
    opening:
      '{planet} squares {point}, pressing {brings} against {means} until something gives a little.',
  },
  trine: {
    title: 'trine',
    opening: '{planet} trines {point}, lending {brings} to {means} with unusual ease.',
  },
  opposition: {
    title: 'opposite',
    opening:
      '{planet} opposes {point}, so other people tend to bring you {brings}, and you are asked to weigh it against {means}.',
  },
};

/** What each natal point stands for. */
export const TRANSIT_POINTS_EN: Record<NatalPointId, TransitPointText> = {
  sun: {
    name: 'your Sun',
    means: 'your sense of self, your vitality and where you are headed',
    topic: 'your sense of direction',
  },
  moon: {
    name: 'your Moon',
    means: 'your feelings, your need for comfort and the people you lean on',
    topic: 'your emotional life',
  },
  mercury: {
    name: 'your Mercury',
    means: 'the way you think, learn and talk things through',
    topic: 'how you think and speak',
  },
  venus: {
    name: 'your Venus',
    means: 'how you love, what you enjoy and what you value',
    topic: 'love and what you value',
  },
  mars: {
    name: 'your Mars',
    means: 'your drive, your courage and how you go after what you want',
    topic: 'your drive',
  },
  jupiter: {
    name: 'your Jupiter',
    means: 'your faith in life, your generosity and your appetite to grow',
    topic: 'your hopes',
  },
  saturn: {
    name: 'your Saturn',
    means: 'your sense of duty, your fears and the limits you have learned to work with',
    topic: 'your commitments',
  },
  uranus: {
    name: 'your Uranus',
    means: 'your need for freedom and the part of you that refuses to fit in',
    topic: 'your need for freedom',
  },
  neptune: {
    name: 'your Neptune',
    means: 'your imagination, your ideals and your quiet sensitivity',
    topic: 'your ideals',
  },
  pluto: {
    name: 'your Pluto',
    means: 'your deepest drives and the places where you hold power or fear losing it',
    topic: 'your deepest drives',
  },
  ascendant: {
    name: 'your Ascendant',
    means: 'the way you meet the world, your body and the first impression you give',
    topic: 'the way you show up',
  },
  mc: {
    name: 'your Midheaven',
    means: 'your work, your reputation and the direction you are steering your life',
    topic: 'your work and standing',
  },
};

export const TRANSIT_FRAME_EN: TransitFrame = {
  house: 'With {planet} moving through your {ordinal} house, it shows up most in {area}: {hint}.',
  noHouse:
    "Without a birth time the house can't be placed, so notice where in your days this shows up: that is where it is working.",
  title: '{planet} {aspect} {point}',
};
