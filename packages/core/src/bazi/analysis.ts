import {
  branchElement,
  ELEMENTS,
  mod,
  stemElement,
  stemIsYang,
  type Element,
  type Pillar,
} from './cycle';

/** 藏干: the stems hidden in each branch, the main one first. */
export const HIDDEN_STEMS: readonly (readonly number[])[] = [
  [9], // 子: 癸
  [5, 9, 7], // 丑: 己 癸 辛
  [0, 2, 4], // 寅: 甲 丙 戊
  [1], // 卯: 乙
  [4, 1, 9], // 辰: 戊 乙 癸
  [2, 4, 6], // 巳: 丙 戊 庚
  [3, 5], // 午: 丁 己
  [5, 3, 1], // 未: 己 丁 乙
  [6, 8, 4], // 申: 庚 壬 戊
  [7], // 酉: 辛
  [4, 7, 3], // 戌: 戊 辛 丁
  [8, 0], // 亥: 壬 甲
];

/** How a branch's weight is shared among its hidden stems (main, middle, residual qi). */
const HIDDEN_SHARE: Record<number, readonly number[]> = {
  1: [1],
  2: [0.7, 0.3],
  3: [0.6, 0.3, 0.1],
};

export const TEN_GODS = [
  '比肩',
  '劫财',
  '食神',
  '伤官',
  '偏财',
  '正财',
  '七杀',
  '正官',
  '偏印',
  '正印',
] as const;
export type TenGod = (typeof TEN_GODS)[number];

/**
 * 十神: what a stem is to the day master, by the elements' cycles (wood → fire → earth → metal
 * → water → wood produces; each controls the one two steps on) and by polarity: the same
 * element (比肩, 劫财), what the day master produces (食神, 伤官), controls (偏财, 正财), is
 * controlled by (七杀, 正官) and is produced by (偏印, 正印); the first of each pair when the
 * polarities agree.
 */
export function tenGod(dayMaster: number, stem: number): TenGod {
  // 0 the same element, 1 one the day master produces, 2 one it controls, 3 one that
  // controls it, 4 one that produces it
  const step = mod(Math.floor(stem / 2) - Math.floor(dayMaster / 2), 5);
  const samePolarity = stemIsYang(stem) === stemIsYang(dayMaster);
  return TEN_GODS[step * 2 + (samePolarity ? 0 : 1)]!;
}

export type ElementBalance = Record<Element, number>;

/**
 * The five elements' weight in a chart: each of the four stems counts 1; each branch counts 1,
 * shared among its hidden stems (0.6 / 0.3 / 0.1, or 0.7 / 0.3, or all to one); the month
 * branch (月令, the season) counts double. Total 9.
 */
export function elementBalance(pillars: readonly Pillar[], monthIndex = 1): ElementBalance {
  const out: ElementBalance = { wood: 0, fire: 0, earth: 0, metal: 0, water: 0 };
  pillars.forEach((p, i) => {
    out[stemElement(p.stem)] += 1;
    const hidden = HIDDEN_STEMS[p.branch]!;
    const share = HIDDEN_SHARE[hidden.length]!;
    const weight = i === monthIndex ? 2 : 1;
    hidden.forEach((s, k) => {
      out[stemElement(s)] += share[k]! * weight;
    });
  });
  for (const e of ELEMENTS) out[e] = Math.round(out[e] * 100) / 100;
  return out;
}

/** The element that produces `e` (water for wood, …). */
const producerOf = (e: Element): Element => ELEMENTS[mod(ELEMENTS.indexOf(e) - 1, 5)]!;

export type Strength = 'strong' | 'balanced' | 'weak';
export interface DayMasterStrength {
  strength: Strength;
  /** the share of the chart's weight on the day master's side (its element and the one feeding it) */
  support: number;
  /** 得令: the season (the month branch's own element) is the day master's or feeds it */
  season: boolean;
  /** 得地: the day master's element is hidden in a branch (it has roots) */
  rooted: boolean;
  /** 得势: other stems of its element or feeding it */
  helpingStems: number;
}

/**
 * The day master's strength: the support share of the weighted balance, at least 55 % strong,
 * at most 45 % weak, in between balanced; with the three classic reasons beside it.
 */
export function dayMasterStrength(pillars: readonly Pillar[]): DayMasterStrength {
  const dm = pillars[2]!.stem;
  const own = stemElement(dm);
  const feeder = producerOf(own);
  const balance = elementBalance(pillars);
  const total = ELEMENTS.reduce((s, e) => s + balance[e], 0);
  const support = (balance[own] + balance[feeder]) / total;
  const monthElement = branchElement(pillars[1]!.branch);
  return {
    strength: support >= 0.55 ? 'strong' : support <= 0.45 ? 'weak' : 'balanced',
    support: Math.round(support * 1000) / 1000,
    season: monthElement === own || monthElement === feeder,
    rooted: pillars.some((p) => HIDDEN_STEMS[p.branch]!.some((s) => stemElement(s) === own)),
    helpingStems: pillars.filter((p, i) => {
      const e = stemElement(p.stem);
      return i !== 2 && (e === own || e === feeder);
    }).length,
  };
}

export type BranchRelation = '冲' | '合' | '刑' | '害';
export type StemRelation = '合' | '冲';

/** 六冲 (opposite branches), 六合, 六害, and 刑 (寅巳申, 丑戌未, 子卯, and 辰午酉亥 with themselves). */
export function branchRelations(a: number, b: number): BranchRelation[] {
  const out: BranchRelation[] = [];
  if (mod(a - b, 12) === 6) out.push('冲');
  if (mod(a + b, 12) === 1) out.push('合');
  const punish = [
    [2, 5, 8],
    [1, 10, 7],
  ].some((g) => a !== b && g.includes(a) && g.includes(b));
  const ziMao = (a === 0 && b === 3) || (a === 3 && b === 0);
  const self = a === b && [4, 6, 9, 11].includes(a);
  if (punish || ziMao || self) out.push('刑');
  if (mod(a + b, 12) === 7) out.push('害');
  return out;
}

/** 天干五合 (甲己, 乙庚, 丙辛, 丁壬, 戊癸) and 相冲 (甲庚, 乙辛, 丙壬, 丁癸). */
export function stemRelations(a: number, b: number): StemRelation[] {
  const out: StemRelation[] = [];
  if (Math.abs(a - b) === 5) out.push('合');
  if (Math.abs(a - b) === 6 && Math.min(a, b) <= 3) out.push('冲');
  return out;
}

export const PILLAR_KEYS = ['year', 'month', 'day', 'hour'] as const;
export type PillarKey = (typeof PILLAR_KEYS)[number];

export interface Interaction {
  between: [PillarKey | 'flowYear', PillarKey];
  stems: StemRelation[];
  branches: BranchRelation[];
}

/** Every combination and clash among the four pillars, and with a year's pillar if given. */
export function interactions(pillars: readonly Pillar[], flowYear?: Pillar): Interaction[] {
  const out: Interaction[] = [];
  const add = (key: PillarKey | 'flowYear', p: Pillar, k: PillarKey, q: Pillar) => {
    const stems = stemRelations(p.stem, q.stem);
    const branches = branchRelations(p.branch, q.branch);
    if (stems.length + branches.length > 0) out.push({ between: [key, k], stems, branches });
  };
  PILLAR_KEYS.forEach((k, i) =>
    PILLAR_KEYS.slice(i + 1).forEach((l, j) => add(k, pillars[i]!, l, pillars[i + 1 + j]!)),
  );
  if (flowYear) PILLAR_KEYS.forEach((k, i) => add('flowYear', flowYear, k, pillars[i]!));
  return out;
}
