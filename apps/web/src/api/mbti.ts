import type {
  MbtiHistory,
  MbtiQuestions,
  MbtiReport,
  MbtiResult,
  MbtiTypeCode,
  MbtiTypeInfo,
  MbtiTypeList,
  ShareReport,
  UserMbti,
} from '@starlit/contracts';
import { http } from './http';

export type MbtiLevelId = MbtiQuestions['level'];

/**
 * The 16-type personality test (/api/v2; "mbti" is only the internal name): the statements of
 * a level, scoring into the history, the 16 type pages, the paid report and the public share.
 */
export const mbtiApi = {
  /** a level's statements in presentation order, with its size and the 7-point scale (public) */
  questions: (level: MbtiLevelId) => http.post<MbtiQuestions>('mbtiQuestions', { level }),
  /** scores a finished test (every statement answered 1..7) and keeps it in the history */
  calculate: (level: MbtiLevelId, answers: Record<string, number>) =>
    http.post<MbtiResult>('calculateMbti', { level, answers }),
  /** the kept results, newest first */
  history: (page: number, pageSize: number) =>
    http.get<MbtiHistory>('mbti/history', { page, pageSize, timestamp: Date.now() }),
  /** deletes kept results; 1501 when none of them is left */
  deleteHistory: (ids: readonly string[]) =>
    http.post<{ deleted: number }>('del/mbti/history', { ids: [...ids] }),
  /** the 16 types with their group (public) */
  types: () => http.get<MbtiTypeList>('mbti/list'),
  /** one type's profile (public) */
  type: (type: MbtiTypeCode) => http.get<MbtiTypeInfo>('mbti/info', { type }),
  /** a kept result and its report: the overview while locked, every section once unlocked */
  report: (id: string) =>
    http.get<MbtiReport>('mbti/history/report', { id, timestamp: Date.now() }),
  /** unlocks a result's report (unlockMbti, free for VIP), once per result */
  unlock: (id: string) => http.post<MbtiReport>('unlockMbtiReport', { id }),
  /** the latest result and the report's price; null before the first test */
  latest: () => http.get<UserMbti>('userMbtiReport', { timestamp: Date.now() }),
  /** the result's share token (the same on every call) */
  share: (id: string) => http.post<{ token: string }>('mbti/share', { id }),
  /** what a share link shows, to anyone (no sign-in) */
  shared: (token: string) => http.get<ShareReport>('getShareReport', { token }),
};
