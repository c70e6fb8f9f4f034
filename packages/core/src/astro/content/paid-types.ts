import type { PairArea } from '../synastry';

/**
 * The texts only the unlocked synastry report reads: written for it, so nothing the free
 * overview or the zodiac pairing showed is sold again.
 */
export interface SynastryPaidText {
  /** the title of the report's opening section */
  title: string;
  /** the whole bond in one sentence, by the overall band (< 45, 45–59, 60–74, ≥ 75) */
  overall: [Pair, Pair, Pair, Pair];
  /** how many contacts between the charts are easy and how many tense */
  tally(a: string, b: string, easy: number, tense: number): string;
  /** the highest-scoring area and the easy contact that helps most (null when none) */
  strongest(area: string, score: number, contact: string | null): string;
  /** the lowest-scoring area and the tense contact that asks most care (null when none) */
  weakest(area: string, score: number, contact: string | null): string;
  /** every area scores the same */
  level(score: number): string;
  /** the second side's planets in the same house of the first: the theme runs both ways */
  mutual(guest: string, host: string, house: string): string;
  /** what to practise, by the weakest area */
  advice: Record<PairArea, string>;
}
type Pair = (a: string, b: string) => string;
