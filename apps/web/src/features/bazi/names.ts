/**
 * The sexagenary cycle as the 八字 screen names it: stems and branches, their pinyin, elements
 * and polarity (the server sends indexes: 0 甲 … 9 癸, 0 子 … 11 亥).
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
export const STEM_PINYIN = ['Jia', 'Yi', 'Bing', 'Ding', 'Wu', 'Ji', 'Geng', 'Xin', 'Ren', 'Gui'];
export const BRANCH_PINYIN = [
  'Zi',
  'Chou',
  'Yin',
  'Mao',
  'Chen',
  'Si',
  'Wu',
  'Wei',
  'Shen',
  'You',
  'Xu',
  'Hai',
];

export const ELEMENTS = ['wood', 'fire', 'earth', 'metal', 'water'] as const;
export type Element = (typeof ELEMENTS)[number];

export const stemElement = (stem: number): Element => ELEMENTS[Math.floor(stem / 2)]!;
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
/** 甲 丙 戊 庚 壬 and 子 寅 辰 午 申 戌 (even indexes) are yang. */
export const isYang = (index: number) => index % 2 === 0;

export const pillarName = (p: { stem: number; branch: number }) =>
  `${STEMS[p.stem]}${BRANCHES[p.branch]}`;
export const pillarPinyin = (p: { stem: number; branch: number }) =>
  `${STEM_PINYIN[p.stem]} ${BRANCH_PINYIN[p.branch]}`;
