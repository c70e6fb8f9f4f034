/**
 * Shapes of the deep report's texts (a couple's composite chart, how they talk and argue, and
 * their year ahead). Every text is Starlit's own writing, written separately in each language,
 * and none repeats a sentence of the synastry report, the pairing or the stellar ties. Arrays of
 * twelve are indexed by sign (0 Aries … 11 Pisces); a text that may appear twice in one report
 * takes a slot (a name, a date, a month) so that no sentence is ever repeated.
 */
import type { Tuple } from '../../util/tuple';
import type { AspectKind } from '../aspects';
import type { PairArea } from '../synastry';

export type Twelve = Tuple<string, 12>;

/** harmonious (trine, sextile), tense (square, opposition) or a conjunction */
export type Tone = 'harmonious' | 'tense' | 'conjunction';
/** two signs: the same sign, the same element, friendly elements (fire–air, earth–water), or other */
export type SignRelation = 'twin' | 'same' | 'compatible' | 'different';

export interface DeepLabels {
  titles: Record<'composite' | 'talk' | 'conflict' | 'timing' | 'months' | 'plan', string>;
  /** "Luna's Venus" / "the composite Venus" */
  point(owner: string | null, point: string): string;
  /** a day: "12 March" / 「3月12日」 */
  date(d: Date): string;
  /** a day with its year: "12 March 2026" / 「2026年3月12日」 */
  dateYear(d: Date): string;
  /** a month with its year: "March 2026" / 「2026年3月」 */
  month(d: Date): string;
  /** "a, b and c" */
  list(items: readonly string[]): string;
  /** an aspect between a moving planet and a point: "Saturn square Luna's Venus" */
  transit(planet: string, kind: AspectKind, target: string): string;
  /** a house of the composite chart: "5th house" */
  house(n: number): string;
}

export interface CompositeText {
  intro(a: string, b: string): string;
  /** "The composite Sun is in Leo." (house null when a birth time is unknown) */
  placed(point: string, sign: string, house: string | null, theme: string | null): string;
  /** what each house is about, a noun phrase */
  houseTheme: Twelve;
  sun: Twelve;
  moon: Twelve;
  venus: Twelve;
  asc: Twelve;
  /** why the composite Ascendant and houses are left out */
  noTimes(a: string, b: string): string;
}

export interface StyleText {
  /** "Luna's Mercury is in Aries and Kai's in Libra." / both in one sign */
  placed(a: string, signA: string, b: string, signB: string): string;
  placedBoth(a: string, b: string, sign: string): string;
  /** the sign's style, one sentence that names the sign */
  sign: Twelve;
  /** the two planets' own aspect, or none */
  contact: Record<AspectKind | 'none', (a: string, b: string) => string>;
  /** a cross contact: the first person's planet touching the other's (Mercury–Mars, Mars–Moon) */
  cross: Record<'harmonious' | 'tense', (first: string, second: string) => string>;
  /** a habit to keep, from how the two signs relate */
  habit: Record<SignRelation, (a: string, b: string) => string>;
}

export interface TimingText {
  /** where Jupiter and Saturn travel over the twelve months */
  sky(from: string, to: string, jupiter: string, saturn: string): string;
  roles: string;
  /** "exact on 3 March and 20 July; in force from 10 February to 1 August." */
  when(exact: readonly string[], from: string, to: string): string;
  /** what a Jupiter or Saturn aspect to a point means, naming the point */
  meaning: Record<
    'jupiter' | 'saturn',
    Record<Tone, Record<'sun' | 'moon' | 'venus' | 'asc', (who: string) => string>>
  >;
  none(a: string, b: string): string;
  closing(count: number): string;
}

export interface MonthsText {
  intro(a: string, b: string, first: string, last: string): string;
  /** the Sun entering a sign on a date, with the season it brings */
  sun(date: string, sign: string, theme: string): string;
  season: Twelve;
  /** Venus or Mars entering a sign on a date */
  ingress(planet: 'venus' | 'mars', date: string, sign: string, meaning: string): string;
  /** both staying in their signs all month */
  stay(month: string, venus: string, mars: string): string;
  venusIn: Twelve;
  marsIn: Twelve;
  /** Mercury or Venus turning retrograde or direct on a date */
  station(planet: 'mercury' | 'venus' | 'mars', turn: 'retro' | 'direct', date: string): string;
  /** a new or full moon: date, sign, where it falls for the pair, what it is good for */
  lunation(
    kind: 'new' | 'full',
    date: string,
    sign: string,
    where: string | null,
    element: number,
  ): string;
  /** "in your composite 5th house" / "on Luna's Venus" */
  lunationWhere: {
    house(house: string): string;
    touches(target: string, kind: AspectKind): string;
  };
  /** the Sun, Venus or Mars exact to a point of the pair */
  fast(planet: 'sun' | 'venus' | 'mars', tone: Tone, date: string, head: string): string;
  /** a Jupiter or Saturn aspect still in force this month */
  slow(head: string, month: string, exactIn: string | null): string;
  /** the month in one line, by its balance of easy and hard contacts */
  focus: Record<'warm' | 'mixed' | 'tense' | 'quiet', (month: string) => string>;
}

export interface PlanText {
  intro(a: string, b: string): string;
  best(months: string): string;
  careful(months: string): string;
  mercury(windows: string): string;
  noMercury: string;
  venus(window: string): string;
  /** "from 1 April to 25 April"; a span already under way when the year begins has no start,
   * one still under way when it ends has no end */
  span(from: string | null, to: string | null): string;
  /** a habit for the year, by the pair's weakest score */
  area: Record<PairArea, (a: string, b: string) => string>;
  closing(a: string, b: string): string;
}

export interface DeepText {
  labels: DeepLabels;
  composite: CompositeText;
  talk: StyleText;
  conflict: StyleText;
  timing: TimingText;
  months: MonthsText;
  plan: PlanText;
}
