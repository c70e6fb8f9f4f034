/**
 * The three lengths of the test. The item pool is nested: simplified ⊂ standard ⊂ full, and
 * each level's presentation order starts with the whole order of the level below it, so a
 * finished shorter test can be extended by answering only the new items.
 */
import { MBTI_LEVEL_IDS } from '@starlit/contracts/constants';

export const MBTI_LEVELS = MBTI_LEVEL_IDS;
export type MbtiLevel = (typeof MBTI_LEVELS)[number];

/** Whether a value is one of the three level ids. */
export function isMbtiLevel(value: unknown): value is MbtiLevel {
  return typeof value === 'string' && (MBTI_LEVELS as readonly string[]).includes(value);
}

const ids = (block: string): string[] => block.trim().split(/\s+/);

/**
 * Presentation order, one line per round of the four dichotomies (the dichotomy order rotates
 * each round, so the same dichotomy never comes twice in a row, and within a round the keys
 * mix). The simplified test is items 01–06 of each dichotomy.
 */
const SIMPLIFIED_ORDER = ids(`
  ei01 sn02 tf01 jp02
  sn01 tf02 jp01 ei02
  tf03 jp04 ei03 sn04
  jp03 ei04 sn03 tf04
  ei05 sn06 tf05 jp06
  sn05 tf06 jp05 ei06
`);

/** What the standard test adds: items 07–12 of each dichotomy. */
const STANDARD_ADDED = ids(`
  tf07 jp08 ei07 sn08
  jp07 ei08 sn07 tf08
  ei09 sn10 tf09 jp10
  sn09 tf10 jp09 ei10
  tf11 jp12 ei11 sn12
  jp11 ei12 sn11 tf12
`);

/** What the full test adds: items 13–24 of each dichotomy. */
const FULL_ADDED = ids(`
  ei13 sn14 tf13 jp14
  sn13 tf14 jp13 ei14
  tf15 jp16 ei15 sn16
  jp15 ei16 sn15 tf16
  ei17 sn18 tf17 jp18
  sn17 tf18 jp17 ei18
  tf19 jp20 ei19 sn20
  jp19 ei20 sn19 tf20
  ei21 sn22 tf21 jp22
  sn21 tf22 jp21 ei22
  tf23 jp24 ei23 sn24
  jp23 ei24 sn23 tf24
`);

/** Each level's item ids in presentation order. */
export const LEVEL_ITEM_IDS: Readonly<Record<MbtiLevel, readonly string[]>> = {
  simplified: SIMPLIFIED_ORDER,
  standard: [...SIMPLIFIED_ORDER, ...STANDARD_ADDED],
  full: [...SIMPLIFIED_ORDER, ...STANDARD_ADDED, ...FULL_ADDED],
};

/** Items per dichotomy in each level (half keyed to each pole). */
export const ITEMS_PER_DIMENSION: Readonly<Record<MbtiLevel, number>> = {
  simplified: 6,
  standard: 12,
  full: 24,
};

/** The time estimate assumes about six seconds to read and rate one statement. */
export const SECONDS_PER_ITEM = 6;

export interface LevelInfo {
  level: MbtiLevel;
  /** number of items */
  items: number;
  /** estimated minutes, rounded up: 3, 5 and 10 */
  minutes: number;
}

/** A level's item count and estimated minutes. */
export function levelInfo(level: MbtiLevel): LevelInfo {
  const items = LEVEL_ITEM_IDS[level].length;
  return { level, items, minutes: Math.ceil((items * SECONDS_PER_ITEM) / 60) };
}

/** The three levels' item counts and minutes, in MBTI_LEVELS order. */
export const MBTI_LEVEL_INFO: readonly LevelInfo[] = MBTI_LEVELS.map(levelInfo);
