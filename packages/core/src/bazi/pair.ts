/**
 * Two people's 八字 side by side: how their day masters meet (the same element, one feeding or
 * mastering the other, or a stem combination), and every clash and combination between their
 * pillars, with the one that matters most (day branch to day branch) first.
 */
import {
  branchRelations,
  stemRelations,
  PILLAR_KEYS,
  type BranchRelation,
  type PillarKey,
  type StemRelation,
} from './analysis';
import { mod, stemElement, ELEMENTS, type Pillar } from './cycle';
import { BAZI_EN } from './content/en';
import { BAZI_ZH } from './content/zh';
import type { BaziLang } from './reading';

const TEXT_OF = { zh: BAZI_ZH, en: BAZI_EN };

/** What B's day master is to A's: the same element, A feeds B, A masters B, B masters A, B feeds A. */
export type DayMasterBond = 'same' | 'aFeedsB' | 'aMastersB' | 'bMastersA' | 'bFeedsA';

export interface PairContact {
  a: PillarKey;
  b: PillarKey;
  stems: StemRelation[];
  branches: BranchRelation[];
}

export interface BaziPair {
  bond: DayMasterBond;
  /** the two day masters combine (甲己, 乙庚, …): a classic sign of attraction */
  dayMastersCombine: boolean;
  /** every contact between a pillar of A and one of B, the day pillars' first */
  contacts: PairContact[];
  /** combinations less clashes, punishments and harms, over all contacts */
  harmony: number;
}

const BONDS: DayMasterBond[] = ['same', 'aFeedsB', 'aMastersB', 'bMastersA', 'bFeedsA'];

export function baziPair(a: readonly Pillar[], b: readonly Pillar[]): BaziPair {
  const ea = ELEMENTS.indexOf(stemElement(a[2]!.stem));
  const eb = ELEMENTS.indexOf(stemElement(b[2]!.stem));
  const contacts: PairContact[] = [];
  PILLAR_KEYS.forEach((ka, i) =>
    PILLAR_KEYS.forEach((kb, j) => {
      const stems = stemRelations(a[i]!.stem, b[j]!.stem);
      const branches = branchRelations(a[i]!.branch, b[j]!.branch);
      if (stems.length + branches.length > 0) contacts.push({ a: ka, b: kb, stems, branches });
    }),
  );
  const dayFirst = (c: PairContact) => (c.a === 'day' && c.b === 'day' ? 0 : 1);
  contacts.sort((x, y) => dayFirst(x) - dayFirst(y));
  const harmony = contacts.reduce(
    (sum, c) => sum + [...c.stems, ...c.branches].reduce((s, r) => s + (r === '合' ? 1 : -1), 0),
    0,
  );
  return {
    bond: BONDS[mod(eb - ea, 5)]!,
    dayMastersCombine: stemRelations(a[2]!.stem, b[2]!.stem).includes('合'),
    contacts,
    harmony,
  };
}

/** The pair's sentences: the day masters' bond, their combination, their day branches, the whole. */
export function composeBaziPair(
  pair: BaziPair,
  names: { a: string; b: string },
  lang: BaziLang,
): string[] {
  const t = TEXT_OF[lang];
  const day = pair.contacts.find((c) => c.a === 'day' && c.b === 'day');
  const touch = day?.branches[0];
  return [
    t.pairBond[pair.bond](names.a, names.b),
    ...(pair.dayMastersCombine ? [t.pairCombine(names.a, names.b)] : []),
    ...(touch ? [t.pairDayBranch[touch](names.a, names.b)] : []),
    pair.harmony > 0
      ? t.pairOverall.warm
      : pair.harmony < 0
        ? t.pairOverall.testing
        : t.pairOverall.mixed,
  ];
}
