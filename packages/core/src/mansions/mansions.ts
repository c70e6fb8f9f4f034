/**
 * The 27 lunar mansions of 宿曜 (Sukuyō): the birth mansion from the lunar birth date, and the
 * relation between two mansions. 牛 (the Ox mansion of the 28) is left out. This is not the
 * almanac's 28-mansion day cycle (lunar-typescript's getXiu()), which runs on without regard to
 * the lunar month (docs/decisions.md, "Stellar ties").
 */
import { lunarDateOf, type LunarDate } from './calendar';

/** The 27 mansions in order, index 0 = 昴 … 26 = 胃. */
// prettier-ignore
export const MANSION_GLYPHS: readonly string[] = Object.freeze([
  '昴', '毕', '觜', '参', '井', '鬼', '柳', '星', '张', '翼', '轸', '角', '亢', '氐',
  '房', '心', '尾', '箕', '斗', '女', '虚', '危', '室', '壁', '奎', '娄', '胃',
]);

export const MANSION_COUNT = 27;

/** The mansion of day 1 of lunar months 1..12 (宿曜经 table): 室 奎 胃 毕 参 鬼 张 角 氐 心 斗 虚. */
export const MONTH_START: readonly number[] = Object.freeze(
  ['室', '奎', '胃', '毕', '参', '鬼', '张', '角', '氐', '心', '斗', '虚'].map((g) =>
    MANSION_GLYPHS.indexOf(g),
  ),
);

export type MansionRelationKey =
  | 'life'
  | 'karma'
  | 'womb'
  | 'prosperity'
  | 'decline'
  | 'safety'
  | 'danger'
  | 'success'
  | 'destruction'
  | 'friendship'
  | 'intimacy';

export type MansionDistance = 'near' | 'middle' | 'far' | null;

/** The six pairings; each names the two directions (A→B, B→A) in either order. */
export type MansionPairKey =
  | 'prosperityIntimacy'
  | 'declineFriendship'
  | 'safetyDestruction'
  | 'dangerSuccess'
  | 'lifeLife'
  | 'karmaWomb';

/** k mod 9 → relation, for k not 0, 9, 18. */
const BY_STEP: readonly MansionRelationKey[] = [
  'life', // unused: k mod 9 = 0 is 命, 业 or 胎
  'prosperity',
  'decline',
  'safety',
  'danger',
  'success',
  'destruction',
  'friendship',
  'intimacy',
];

const PAIR_OF: Record<MansionRelationKey, MansionPairKey> = {
  prosperity: 'prosperityIntimacy',
  intimacy: 'prosperityIntimacy',
  decline: 'declineFriendship',
  friendship: 'declineFriendship',
  safety: 'safetyDestruction',
  destruction: 'safetyDestruction',
  danger: 'dangerSuccess',
  success: 'dangerSuccess',
  life: 'lifeLife',
  karma: 'karmaWomb',
  womb: 'karmaWomb',
};

/** The pairing a relation belongs to (the same for both directions of one tie). */
export const pairOf = (relation: MansionRelationKey): MansionPairKey => PAIR_OF[relation];

const mod = (n: number, m: number) => ((n % m) + m) % m;

function checkIndex(index: number, name: string): void {
  if (!Number.isInteger(index) || index < 0 || index >= MANSION_COUNT)
    throw new RangeError(`${name} must be a mansion index 0..26, got ${String(index)}`);
}

/** The birth mansion of a Gregorian 'YYYY-MM-DD': month-start mansion + (lunar day − 1). */
export function birthMansion(date: string): { index: number; lunar: LunarDate } {
  const lunar = lunarDateOf(date);
  // a leap month repeats the month before it, so it starts where that month starts
  const start = MONTH_START[lunar.month - 1]!;
  return { index: mod(start + lunar.day - 1, MANSION_COUNT), lunar };
}

/**
 * How A sees B: k = (B − A) mod 27; 0 命, 9 业, 18 胎, else by k mod 9. Distance from
 * min(k, 27 − k): 1–4 near, 5–8 middle, 10–13 far; null for 命, 业 and 胎.
 */
export function mansionRelation(
  a: number,
  b: number,
): { k: number; relation: MansionRelationKey; distance: MansionDistance } {
  checkIndex(a, 'a');
  checkIndex(b, 'b');
  const k = mod(b - a, MANSION_COUNT);
  if (k === 0) return { k, relation: 'life', distance: null };
  if (k === 9) return { k, relation: 'karma', distance: null };
  if (k === 18) return { k, relation: 'womb', distance: null };
  const d = Math.min(k, MANSION_COUNT - k);
  const distance: MansionDistance = d <= 4 ? 'near' : d <= 8 ? 'middle' : 'far';
  return { k, relation: BY_STEP[k % 9]!, distance };
}

export { checkIndex as assertMansionIndex };
