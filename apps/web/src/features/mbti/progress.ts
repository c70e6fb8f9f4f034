import { safeLocalStorage } from '../../state/storage';
import type { MbtiLevelId } from '../../api/mbti';
import { SCALE } from './model';

/**
 * A test in progress, kept in localStorage per user and level as the user answers, so that
 * a reload (or coming back later) resumes at the same statement with the same answers.
 */
export interface SavedRun {
  /** statement id → 1..7 */
  answers: Record<string, number>;
  /** the statement on screen (0-based) */
  index: number;
}

const PREFIX = 'mbtiRun';
export const runKey = (userId: string, level: MbtiLevelId) => `${PREFIX}:${userId}:${level}`;

const isAnswer = (v: unknown): v is number =>
  typeof v === 'number' && (SCALE as readonly number[]).includes(v);

/** The saved run of a user and level; null when there is none or it cannot be read. */
export function loadRun(userId: string, level: MbtiLevelId): SavedRun | null {
  if (!userId) return null;
  const raw = safeLocalStorage.getItem(runKey(userId, level));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { answers?: unknown; index?: unknown };
    const answers: Record<string, number> = {};
    if (parsed.answers && typeof parsed.answers === 'object') {
      for (const [id, value] of Object.entries(parsed.answers)) {
        if (isAnswer(value)) answers[id] = value;
      }
    }
    const index = Number.isInteger(parsed.index) ? Math.max(0, parsed.index as number) : 0;
    if (Object.keys(answers).length === 0 && index === 0) return null;
    return { answers, index };
  } catch {
    return null;
  }
}

export function saveRun(userId: string, level: MbtiLevelId, run: SavedRun): void {
  if (!userId) return;
  safeLocalStorage.setItem(runKey(userId, level), JSON.stringify(run));
}

export function clearRun(userId: string, level: MbtiLevelId): void {
  if (!userId) return;
  safeLocalStorage.removeItem(runKey(userId, level));
}

/** How many statements a saved run has answered (0 when there is none). */
export function answeredCount(run: SavedRun | null): number {
  return run ? Object.keys(run.answers).length : 0;
}
