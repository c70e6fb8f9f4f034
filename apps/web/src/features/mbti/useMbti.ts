import { useTranslation } from 'react-i18next';
import { endpoints } from '@starlit/contracts/endpoints';
import type { MbtiLevelId } from '../../api/mbti';
import { mbtiApi } from '../../api/mbti';
import { useApiQuery } from '../../api/query';
import { formatDate } from '../../i18n/format';
import { useAppStore } from '../../state/app';
import { useSessionStore } from '../../state/session';

/**
 * The signed-in user's latest result (null before the first test), reloaded with the language
 * and the user, and after a new result or a delete. Visitors load nothing and get no result.
 */
export function useLatest() {
  const loginStatus = useSessionStore((s) => s.loginStatus);
  const userId = useSessionStore((s) => s.userId);
  const state = useApiQuery(endpoints.mbti.latest, { userId }, () => mbtiApi.latest(), {
    enabled: loginStatus,
  });
  return { ...state, latest: loginStatus ? (state.data?.result ?? null) : null };
}

/** "Standard test · 2 Jun 2025": a result's level and day, for its head and its history row. */
export function useTakenLine() {
  const { t } = useTranslation('mbti');
  const lang = useAppStore((s) => s.lang);
  return (key: 'mine.taken' | 'result.taken' | 'shared.taken', level: MbtiLevelId, date: string) =>
    t(key, { level: t(`levels.${level}.name`), date: formatDate(date, lang) });
}
