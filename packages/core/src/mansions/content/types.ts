/**
 * Shapes of the 宿曜 (stellar ties) texts. Every text is Starlit's own writing; Chinese and
 * English are written separately, warm and concrete, never fatalistic, never medical or
 * financial advice. Templates name the two people with {self} (whose view it is) and {other}.
 */
import type { MansionPairKey, MansionRelationKey } from '../mansions';

export type MansionLang = 'zh' | 'en';

/** One mansion: its name (zh '昴宿', en 'Mao (Pleiades)') and a paragraph on the temperament
 * traditionally linked with it (zh 70–120 characters, en 50–90 words). */
export interface MansionText {
  name: string;
  character: string;
}

/** One relation seen from one side: its name and how {self} experiences {other}. */
export interface RelationText {
  name: string;
  view: string;
}

/** One pairing as a whole: its name, what it means, how to make it work. */
export interface PairText {
  name: string;
  summary: string;
  advice: string;
}

/** How a distance colours a tie: its label, a sentence on the pairing (`summary`; `strong` for
 * 危成 and 安坏, where distance matters most) and a sentence for one side's view ({self}, {other}). */
export interface DistanceText {
  label: string;
  summary: string;
  strong: string;
  view: string;
}

/** Headings and glue of the ties texts ({a}, {b}: the two nicknames). */
export interface TiesLabels {
  /** heading of the overview, around the tie's {title} */
  overview: string;
  /** heading of one side's view: how {a} sees {b} */
  view: string;
  advice: string;
  /** joins a pairing's name and its distance label in a title */
  separator: string;
  /** who is who: {a} born under {ma}, {b} under {mb}; {a} sees {b} as {ra}, {b} sees {a} as {rb} */
  roles: string;
  /** the same, when both share the mansion {ma} */
  same: string;
  /** joins sentences ('' in Chinese, a space in English) */
  join: string;
}

export interface MansionsText {
  /** 27 entries, index 0 = 昴 */
  mansions: readonly MansionText[];
  relations: Record<MansionRelationKey, RelationText>;
  pairs: Record<MansionPairKey, PairText>;
  distances: Record<'near' | 'middle' | 'far', DistanceText>;
  labels: TiesLabels;
}
