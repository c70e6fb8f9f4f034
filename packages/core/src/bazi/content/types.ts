import type { Tuple } from '../../util/tuple';
import type { Element } from '../cycle';
import type { Strength } from '../analysis';

/** The five families of the ten gods, by what they are to the day master. */
export type GodFamily = 'peers' | 'expression' | 'wealth' | 'authority' | 'resource';
export type Relation = '冲' | '合' | '刑' | '害';

type Ten = Tuple<string, 10>;

/** The words of a 八字 reading in one language. */
export interface BaziText {
  /** a stem named for the reader: 「甲木」 / "甲 Jia (yang Wood)" */
  stem(stem: number): string;
  /** a pillar named for the reader: 「庚午」 / "庚午 Geng Wu" */
  pillar(stem: number, branch: number): string;
  element: Record<Element, string>;
  titles: Record<'dayMaster' | 'elements' | 'gifts' | 'luck' | 'year', string>;
  /** the nature of each day master, 甲 … 癸 */
  dayMaster: Ten;
  /** how its strength colours that nature */
  strength: Record<Strength, string>;
  /** born in its own season (得令) or out of it */
  season: { with: string; against: string };
  /** an element that stands out, and one that is scarce */
  abundant: Record<Element, string>;
  scarce: Record<Element, string>;
  /**
   * Said between the scarce and helps sentences when the balance (visible weight) and the
   * strength (the share on the day master's side) seem to disagree. `own`, `feeder`: the day
   * master's element and the one feeding it; `pct`: that side's share of the chart.
   */
  reconcile: {
    /** a weak day master whose own or feeding element is the most plentiful */
    weakPlenty(p: Reconcile & { season: boolean; rooted: boolean }): string;
    /** a strong day master whose outlet (the element it feeds or masters) is the most plentiful */
    strongPlenty(p: Reconcile): string;
    /** a strong day master whose own or feeding element is the scarcest; `other` the side's rich one */
    strongScarce(p: Reconcile & { other: string }): string;
  };
  /** what helps: the elements to lean on, by the day master's strength */
  helps(elements: string, count: number): string;
  /** the chart's leading family of gods: its gifts */
  gifts: Record<GodFamily, string>;
  /** a luck pillar's decade, by what its stem is to the day master */
  luckNow(pillar: string, from: string, to: string): string;
  decade: Record<GodFamily, string>;
  noLuckYet(age: string): string;
  /** the year's pillar, by what its stem is to the day master */
  yearIntro(year: number, pillar: string): string;
  yearTheme: Record<GodFamily, string>;
  /** the year's branch meeting the day's branch */
  yearTouch: Record<Relation, string>;
  yearQuiet: string;
  /** two people's day masters: how B's is to A's ({a} and {b} are their names) */
  pairBond: Record<
    'same' | 'aFeedsB' | 'aMastersB' | 'bMastersA' | 'bFeedsA',
    (a: string, b: string) => string
  >;
  pairCombine(a: string, b: string): string;
  /** their day branches meeting */
  pairDayBranch: Record<Relation, (a: string, b: string) => string>;
  /** the balance of combinations and clashes across all their pillars */
  pairOverall: { warm: string; mixed: string; testing: string };
  /** "and" between two elements */
  and(a: string, b: string): string;
  age(years: number, months: number): string;
}

/** The elements named when balance and strength are reconciled. */
export interface Reconcile {
  /** the plentiful or the scarce element in question */
  element: string;
  own: string;
  feeder: string;
  pct: number;
}
