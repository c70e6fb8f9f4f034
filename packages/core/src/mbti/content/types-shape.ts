/**
 * Shapes of the 16-type personality test texts. Every text is Starlit's own writing: the
 * nicknames, group names and descriptions are original, English and Chinese are written
 * separately, in the second person, warm and concrete, never deterministic or clinical.
 */

import type { MbtiLang, Pole, TypeCode, TypeGroup } from '../types';

// The language, the 16 codes and the group keys are the domain's own (../types.ts); they are
// re-exported here, not redeclared, so that `export *` of both never clashes.
export type { MbtiLang, TypeCode, TypeGroup };

/**
 * One type, in one language. The items of `strengths` and `blindSpots` are "head: sentence";
 * the separator is ': ' in English and the full-width '：' in Chinese (see `splitLabel`).
 */
export interface TypeProfile {
  /** 2–4 words in English; 3–6 characters in Chinese */
  nickname: string;
  /** one sentence */
  tagline: string;
  /** two short paragraphs joined by \n\n (en ~90–130 words; zh ~180–260 characters) */
  summary: string;
  /** 5 items, "head: one sentence" */
  strengths: string[];
  /** 4–5 items, same format, kind and constructive */
  blindSpots: string[];
  /** one paragraph (en ~70–100 words): love and friendship, what they need and give */
  relationships: string;
  /** one paragraph on how they work best */
  work: string;
  /** 6–8 generic fields or roles that often suit them */
  careers: string[];
  /** 4 concrete growth suggestions, one sentence each */
  growth: string[];
}

export type TypeContent = Record<TypeCode, TypeProfile>;

/** One pole of a dimension, used to explain a result bar. */
export interface LetterText {
  /** "Extraversion" / "外向" */
  name: string;
  /** a short phrase: "draws energy from people and action" */
  short: string;
  /** one or two sentences */
  description: string;
}

/** E, I, S, N, T, F, J or P. */
export type Letter = Pole;
export type LetterContent = Record<Letter, LetterText>;

export interface GroupText {
  /** our own display name, e.g. "Stargazers" / "观星者" */
  name: string;
  /** one or two sentences */
  description: string;
}

export type GroupContent = Record<TypeGroup, GroupText>;
