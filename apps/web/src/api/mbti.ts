import type { MbtiQuestions, MbtiTypeCode } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { call } from './call';

const mbti = endpoints.mbti;

export type MbtiLevelId = MbtiQuestions['level'];

/**
 * The 16-type personality test (/api/v2; "mbti" is only the internal name): the statements of
 * a level, scoring into the history, the 16 type pages, the paid report and the public share.
 */
export const mbtiApi = {
  /** a level's statements in presentation order, with its size and the 7-point scale (public) */
  questions: (level: MbtiLevelId) => call(mbti.questions, { level }),
  /** scores a finished test (every statement answered 1..7) and keeps it in the history */
  calculate: (level: MbtiLevelId, answers: Record<string, number>) =>
    call(mbti.calculate, { level, answers }),
  /** the kept results, newest first */
  history: (page: number, pageSize: number) =>
    call(mbti.history, { page, pageSize, timestamp: Date.now() }),
  /** deletes kept results; 1501 when none of them is left */
  deleteHistory: (ids: readonly string[]) => call(mbti.deleteHistory, { ids: [...ids] }),
  /** the 16 types with their group (public) */
  types: () => call(mbti.types),
  /** one type's profile (public) */
  type: (type: MbtiTypeCode) => call(mbti.type, { type }),
  /** a kept result and its report: the overview while locked, every section once unlocked */
  report: (id: string) => call(mbti.report, { id, timestamp: Date.now() }),
  /** unlocks a result's report (unlockMbti, free for VIP), once per result */
  unlock: (id: string) => call(mbti.unlock, { id }),
  /** the latest result and the report's price; null before the first test */
  latest: () => call(mbti.latest, { timestamp: Date.now() }),
  /** the result's share token (the same on every call) */
  share: (id: string) => call(mbti.share, { id }),
  /** what a share link shows, to anyone (no sign-in) */
  shared: (token: string) => call(mbti.shared, { token }),
};
