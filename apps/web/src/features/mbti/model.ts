import type { MbtiTypeCode } from '@starlit/contracts';
import type { MbtiLevelId } from '../../api/mbti';

/**
 * The three lengths of the test, as `@starlit/core/mbti` defines them (MBTI_LEVEL_INFO: a test
 * keeps them equal); the home shows them before any call.
 */
export const LEVELS: readonly { level: MbtiLevelId; items: number; minutes: number }[] = [
  { level: 'simplified', items: 24, minutes: 3 },
  { level: 'standard', items: 48, minutes: 5 },
  { level: 'full', items: 96, minutes: 10 },
];

/** The level a test opens with when the address names none: about five minutes. */
export const DEFAULT_LEVEL: MbtiLevelId = 'standard';

export function isLevel(value: unknown): value is MbtiLevelId {
  return LEVELS.some((l) => l.level === value);
}

/** The 7-point agreement scale: 1 strongly disagree … 4 neutral … 7 strongly agree. */
export const SCALE = [1, 2, 3, 4, 5, 6, 7] as const;

export const TYPE_CODE = /^[EI][SN][TF][JP]$/;
export const isTypeCode = (value: unknown): value is MbtiTypeCode =>
  typeof value === 'string' && TYPE_CODE.test(value);

/** The four groups in the order the type list shows them. */
export const GROUP_ORDER = ['analysts', 'diplomats', 'sentinels', 'explorers'] as const;

export const testPath = (level: MbtiLevelId) => `/mbti?level=${level}`;
export const reportPath = (id: string) => `/mbtiReport?id=${encodeURIComponent(id)}`;
export const typePath = (type: string) => `/personalityTypeDetail?type=${type}`;
export const sharePath = (token: string) => `/mbtiReport?share=${encodeURIComponent(token)}`;

/** The address anyone can open to see a shared result (the app's own origin and path). */
export function shareUrl(token: string): string {
  const { origin, pathname } = window.location;
  return `${origin}${pathname}#${sharePath(token)}`;
}

/** The winning side of a bar: 0 (first letter) or 1 (second). */
export function winner(d: { poles: readonly [string, string]; letter: string }): 0 | 1 {
  return d.letter === d.poles[1] ? 1 : 0;
}
