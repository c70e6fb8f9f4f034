/**
 * The sexagenary cycle as the 八字 screen names it (the server sends indexes: 0 甲 … 9 癸,
 * 0 子 … 11 亥); the names, elements and pinyin are core's.
 */
import { BRANCH_PINYIN, STEM_PINYIN } from '@starlit/core/ganzhi';

export {
  BRANCH_PINYIN,
  BRANCHES,
  branchElement,
  ELEMENTS,
  pillarName,
  STEM_PINYIN,
  STEMS,
  stemElement,
  type Element,
} from '@starlit/core/ganzhi';

/** 甲 丙 戊 庚 壬 and 子 寅 辰 午 申 戌 (even indexes) are yang. */
export const isYang = (index: number) => index % 2 === 0;

export const pillarPinyin = (p: { stem: number; branch: number }) =>
  `${STEM_PINYIN[p.stem]} ${BRANCH_PINYIN[p.branch]}`;
