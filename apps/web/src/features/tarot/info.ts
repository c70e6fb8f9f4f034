import type { CardInfo, SpreadIdValue, SpreadInfo, TarotInfo } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { STATIC_STALE_MS, useApiQuery } from '../../api/query';
import { tarotApi } from '../../api/tarot';

/**
 * The deck and spreads of tarot/info (names, descriptions, positions, keywords) in the current
 * language, loaded once per language and kept: the chooser, the drawing screens and the card
 * faces share it.
 */
export function useTarotInfo(): { info: TarotInfo | undefined; failed: boolean; reload(): void } {
  const { data, result, loading, reload } = useApiQuery(
    endpoints.tarot.info,
    null,
    () => tarotApi.info(),
    { staleTime: STATIC_STALE_MS },
  );
  const failed = !loading && !data && result !== undefined;
  return { info: data, failed, reload };
}

/** A card's name in the current language, or '' until the deck has loaded. */
export function useCardName(cardId: string): string {
  return useTarotInfo().info?.cards.find((c) => c.id === cardId)?.name ?? '';
}

export function findSpread(info: TarotInfo | undefined, id: string): SpreadInfo | undefined {
  return info?.spreads.find((s) => s.id === id);
}

export function findCard(info: TarotInfo | undefined, id: string): CardInfo | undefined {
  return info?.cards.find((c) => c.id === id);
}

/** The spreads drawn on /drawingCards, chosen there by `?spread=`. */
export const ONE_TO_THREE: readonly SpreadIdValue[] = ['single', 'three', 'highCard', 'general'];

/** Where a spread is drawn: its route, with `?spread=` on the shared one. */
export function spreadPath(spread: Pick<SpreadInfo, 'id' | 'route'>, readingId?: string): string {
  const params = new URLSearchParams();
  if (spread.route === '/drawingCards') params.set('spread', spread.id);
  if (readingId) params.set('reading', readingId);
  const query = params.toString();
  return query ? `${spread.route}?${query}` : spread.route;
}
