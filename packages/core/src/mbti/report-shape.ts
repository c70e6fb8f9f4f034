/**
 * Shapes of the paid 16-type report's texts (report-en.ts, report-zh.ts: our own writing, each
 * language written on its own). The composer (report.ts) fills the templates with the user's
 * own percentages and clarity.
 */
import type { MbtiLevel } from './levels';
import type { ClarityBand } from './scoring';
import type { Dimension, Pole, TypeCode, TypeGroup } from './types';

/** The report's sections, in order. */
export const MBTI_REPORT_KEYS = [
  'overview',
  'ei',
  'sn',
  'tf',
  'jp',
  'strengths',
  'blindSpots',
  'relationships',
  'work',
  'growth',
] as const;
export type MbtiReportKey = (typeof MBTI_REPORT_KEYS)[number];

/** One dichotomy of the user's result, as the templates see it. */
export interface DimensionFacts {
  dimension: Dimension;
  /** the dichotomy's short name, e.g. "Energy" */
  name: string;
  letter: Pole;
  other: Pole;
  /** the letters' names, e.g. "Introversion" and "Extraversion" */
  pole: string;
  otherPole: string;
  /** the winning pole's percentage and the other's (they sum to 100) */
  p: number;
  q: number;
  /** 0–100 */
  clarity: number;
  band: ClarityBand;
  /** the band's name in the language */
  bandName: string;
  /** exactly 50/50 */
  tie: boolean;
}

/** What each letter brings, in the user's own life. */
export interface PoleReport {
  /** what leaning this way often looks like (a paragraph) */
  lean: string;
  /** what this side offers to someone who borrows from it (a phrase that completes a sentence) */
  offers: string;
  /** one sentence: a strength that grows from this letter */
  strength: string;
  /** what to watch for when this letter is used too much (a phrase) */
  risk: string;
  /** one sentence on love and friendship */
  love: string;
  /** one sentence on work */
  work: string;
  /** a weekly exercise for someone who leans this way, to practise the other side */
  stretch: string;
}

export interface DimensionReport {
  /** the dichotomy's short name: "Energy" / "能量来源" */
  name: string;
  /** what sitting near the middle of this dichotomy means (a paragraph) */
  flex: string;
}

export interface OverviewFacts {
  type: TypeCode;
  nickname: string;
  tagline: string;
  groupName: string;
  level: MbtiLevel;
  levelName: string;
  count: number;
  /** a number picked from the result, for choosing between phrasings */
  variant: number;
}

/** What the report adds per type group (never the free type page's own sentences). */
export interface GroupReport {
  /** three sentences on the strengths the group shares */
  strengths: string;
  /** three sentences, kind and constructive */
  blindSpots: string;
  /** three sentences on love and friendship */
  love: string;
  /** three sentences on how they work best */
  work: string;
  /** six fields (not job titles) that often suit the group */
  careers: string[];
  /** four weekly steps, one sentence each */
  growth: string[];
}

/** The energy letter with the structure letter: how the two shape a working style. */
export type StyleKey = 'EJ' | 'EP' | 'IJ' | 'IP';

/** Every text of the report in one language. */
export interface ReportContent {
  titles: Record<Exclude<MbtiReportKey, 'ei' | 'sn' | 'tf' | 'jp'>, string>;
  /** a dichotomy section's title from its name and its two letters' names */
  dimensionTitle(name: string, first: string, second: string): string;
  levels: Record<MbtiLevel, string>;
  bands: Record<ClarityBand, string>;
  dimensions: Record<Dimension, DimensionReport>;
  poles: Record<Pole, PoleReport>;
  groups: Record<TypeGroup, GroupReport>;
  /** one or two sentences per energy-and-structure pair */
  styles: Record<StyleKey, string>;
  /** "A, B and C" / "A、B和C" */
  list(items: string[]): string;
  overview: {
    intro(o: OverviewFacts): string;
    /** one dichotomy in the list of how clearly each preference showed */
    line(d: DimensionFacts): string;
    lines(o: OverviewFacts, lines: string[]): string;
    clearest(d: DimensionFacts): string;
    /** the least settled pair, when it sits near the middle */
    balanced(d: DimensionFacts): string;
    /** the least settled pair, when even it is a real lean */
    leastStillReal(d: DimensionFacts): string;
    allClear: string;
    /** other types the user may recognise, when some pairs sit near the middle */
    neighbours(middle: DimensionFacts[], types: string[]): string;
    /** a type with its nickname: "ENFP (The Spark)" */
    typeName(type: TypeCode, nickname: string): string;
    /** how steady a result of this length is (always for the simplified test, else near 50 %) */
    levelNote: Record<MbtiLevel, string>;
  };
  dimension: {
    tie(d: DimensionFacts): string;
    lead: Record<ClarityBand, (d: DimensionFacts) => string>;
    /** what the other side adds: near the middle, within reach, in small doses */
    borrow: Record<'near' | 'reach' | 'far', (d: DimensionFacts, offers: string) => string>;
  };
  strengths: {
    /** a strength of one of the clearest letters, with its percentage */
    line(d: DimensionFacts, text: string): string;
    intro(lines: string[]): string;
    /** when every pair sits near the middle */
    balanced(dims: DimensionFacts[]): string;
    /** the strengths of the other letters */
    more(lines: string[]): string;
  };
  blindSpots: {
    intro(d: DimensionFacts, risk: string): string;
    /** a second strong letter's risk */
    also(d: DimensionFacts, risk: string): string;
    balanced(dims: DimensionFacts[]): string;
  };
  relationships: {
    lead: string;
    line(d: DimensionFacts, text: string): string;
    middle(d: DimensionFacts): string;
  };
  work: {
    lead: string;
    line(d: DimensionFacts, text: string): string;
    middle(d: DimensionFacts): string;
    careers(type: TypeCode, careers: string[]): string;
  };
  growth: {
    intro: string;
    stretch(d: DimensionFacts, exercise: string): string;
    flex(d: DimensionFacts): string;
    step(week: number, text: string): string;
    closing(level: MbtiLevel): string;
  };
}
