import type { CompanionIdValue, Healer } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { chatApi } from '../../api/chat';
import { type ApiResult, isOk } from '../../api/http';
import { msUntilTomorrow, useApiQuery } from '../../api/query';

type Tips = Partial<Record<CompanionIdValue, string>>;

/**
 * The companions (`healers`) with today's tips (`healersTips`), per language: the chat tab,
 * the chat screen and Home's card share them. A language change loads them again in the
 * new language; tips that fail to load leave the companions without a tip.
 */
export interface HealersData {
  list: Healer[];
  tips: Tips;
}

async function loadHealers(): Promise<ApiResult<HealersData>> {
  const [healers, tips] = await Promise.all([chatApi.healers(), chatApi.tips()]);
  if (!isOk(healers)) return healers;
  const byId: Tips = isOk(tips) ? Object.fromEntries(tips.data.list.map((t) => [t.id, t.tip])) : {};
  return { ...healers, data: { list: healers.data.list, tips: byId } };
}

/** The companions in the current language, loading them when needed. */
export function useHealers() {
  // today's tips: fresh until the day changes
  const { data, result, loading, reload } = useApiQuery(endpoints.chat.healers, null, loadHealers, {
    staleTime: msUntilTomorrow(),
  });
  const failed = !loading && !data && result !== undefined;
  return { healers: data?.list, tips: data?.tips ?? {}, failed, reload };
}

/** The chat route of a companion's conversation ('new' for a fresh one). */
export function chatPath(healer: Pick<Healer, 'id' | 'deduction'>, msgGroup = 'new'): string {
  return `/chat/${healer.deduction}/${healer.id}/${msgGroup}`;
}
