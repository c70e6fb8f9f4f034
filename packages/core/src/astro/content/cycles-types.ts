import type { PlanetId } from '../../planets';
import type { Tuple } from '../../util/tuple';

/** Twelve texts, one per sign (0 Aries … 11 Pisces) or per house (index 0 = the first). */
type Twelve = Tuple<string, 12>;

/** The texts of the progressed Moon and the solar return, per language. */
export interface CyclesText {
  /** the emotional climate of a chapter with the progressed Moon in each sign */
  progressedMoonSign: Twelve;
  /** where in life that chapter's feelings gather, by natal house */
  progressedMoonHouse: Twelve;
  progressedMoonNow(sign: string, house: string): string;
  /** "Around {date} it {what}." */
  progressedMoonNext(date: string, what: string): string;
  progressedMoonEnters: { sign(sign: string): string; house(house: string): string };
  /** joins two changes on one date */
  progressedMoonAnd(a: string, b: string): string;
  /** the year's tone, by the return's rising sign */
  returnRising: Twelve;
  /** the year's main arena, by the return Sun's house */
  returnSunHouse: Twelve;
  /** where the year's feelings and needs sit, by the return Moon's house */
  returnMoonHouse: Twelve;
  /** a planet within 5° of the return's Ascendant, IC, Descendant or MC */
  returnAngular: Record<PlanetId, string>;
  returnTitle(year: number): string;
  returnWhen(moment: string, place: string): string;
}
