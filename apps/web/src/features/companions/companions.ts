import type { Companion, CompanionIdValue } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { chatApi } from '../../api/chat';
import { type ApiResult, isOk } from '../../api/http';
import { msUntilTomorrow, useApiQuery } from '../../api/query';

type Tips = Partial<Record<CompanionIdValue, string>>;

/**
 * The companions with today's tips (the spec's `healers` and `healersTips`), per language: the
 * chat tab, the chat screen and Home's card share them. A language change loads them again in
 * the new language; tips that fail to load leave the companions without a tip.
 */
export interface CompanionsData {
  list: Companion[];
  tips: Tips;
}

async function loadCompanions(): Promise<ApiResult<CompanionsData>> {
  const [companions, tips] = await Promise.all([chatApi.companions(), chatApi.tips()]);
  if (!isOk(companions)) return companions;
  const byId: Tips = isOk(tips) ? Object.fromEntries(tips.data.list.map((t) => [t.id, t.tip])) : {};
  return { ...companions, data: { list: companions.data.list, tips: byId } };
}

/** The companions in the current language, loading them when needed. */
export function useCompanions() {
  // today's tips: fresh until the day changes
  const { data, result, loading, reload } = useApiQuery(
    endpoints.chat.companions,
    null,
    loadCompanions,
    { staleTime: msUntilTomorrow() },
  );
  const failed = !loading && !data && result !== undefined;
  return { companions: data?.list, tips: data?.tips ?? {}, failed, reload };
}

/** The chat route of a companion's conversation ('new' for a fresh one). */
export function chatPath(
  companion: Pick<Companion, 'id' | 'deduction'>,
  conversationId = 'new',
): string {
  return `/chat/${companion.deduction}/${companion.id}/${conversationId}`;
}
