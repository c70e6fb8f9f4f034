/**
 * The sexagenary cycle: ten heavenly stems, twelve earthly branches, their elements and
 * polarity, and the sixty pairs (甲子 … 癸亥) with their 纳音 sounds.
 */

export const STEMS = ['甲', '乙', '丙', '丁', '戊', '己', '庚', '辛', '壬', '癸'] as const;
export const BRANCHES = [
  '子',
  '丑',
  '寅',
  '卯',
  '辰',
  '巳',
  '午',
  '未',
  '申',
  '酉',
  '戌',
  '亥',
] as const;
export type Stem = (typeof STEMS)[number];
export type Branch = (typeof BRANCHES)[number];

export const ELEMENTS = ['wood', 'fire', 'earth', 'metal', 'water'] as const;
export type Element = (typeof ELEMENTS)[number];

/** A stem's element: 甲乙 wood, 丙丁 fire, 戊己 earth, 庚辛 metal, 壬癸 water. */
export const stemElement = (stem: number): Element => ELEMENTS[Math.floor(stem / 2)]!;
/** Odd-numbered stems (甲 丙 戊 庚 壬, index 0, 2, …) are yang. */
export const stemIsYang = (stem: number): boolean => stem % 2 === 0;

/** A branch's own element: 寅卯 wood, 巳午 fire, 申酉 metal, 亥子 water, 辰戌丑未 earth. */
const BRANCH_ELEMENT: readonly Element[] = [
  'water',
  'earth',
  'wood',
  'wood',
  'earth',
  'fire',
  'fire',
  'earth',
  'metal',
  'metal',
  'earth',
  'water',
];
export const branchElement = (branch: number): Element => BRANCH_ELEMENT[branch]!;
/** 子 寅 辰 午 申 戌 are yang. */
export const branchIsYang = (branch: number): boolean => branch % 2 === 0;

/** A pillar: a stem and a branch by index (0 甲 … 9 癸, 0 子 … 11 亥). */
export interface Pillar {
  stem: number;
  branch: number;
}

export const mod = (n: number, m: number): number => ((n % m) + m) % m;

/** The pillar at position `n` of the sixty (0 = 甲子). */
export const pillarAt = (n: number): Pillar => ({ stem: mod(n, 10), branch: mod(n, 12) });

/** The position (0 甲子 … 59 癸亥) of a pillar; stem and branch share polarity. */
export const cycleIndex = ({ stem, branch }: Pillar): number => mod(6 * stem - 5 * branch, 60);

export const pillarName = (p: Pillar): string => `${STEMS[p.stem]}${BRANCHES[p.branch]}`;

/** 纳音 of each pair of the sixty: 甲子乙丑 海中金, 丙寅丁卯 炉中火, … */
const NAYIN = [
  '海中金',
  '炉中火',
  '大林木',
  '路旁土',
  '剑锋金',
  '山头火',
  '涧下水',
  '城头土',
  '白蜡金',
  '杨柳木',
  '泉中水',
  '屋上土',
  '霹雳火',
  '松柏木',
  '长流水',
  '砂中金',
  '山下火',
  '平地木',
  '壁上土',
  '金箔金',
  '覆灯火',
  '天河水',
  '大驿土',
  '钗钏金',
  '桑柘木',
  '大溪水',
  '沙中土',
  '天上火',
  '石榴木',
  '大海水',
] as const;

export const nayin = (p: Pillar): string => NAYIN[Math.floor(cycleIndex(p) / 2)]!;
