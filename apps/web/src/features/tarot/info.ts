import type { CardInfo, SpreadIdValue, SpreadInfo, TarotInfo } from '@starlit/contracts';
import { tarotApi } from '../../api/tarot';
import { useAppStore } from '../../state/app';
import { langCache } from '../../state/langCache';

/**
 * The deck and spreads of tarot/info (names, descriptions, positions, keywords), in each
 * language once loaded: the chooser, the drawing screens and the card faces share it.
 */
const tarotInfo = langCache<TarotInfo>(() => tarotApi.info());
export const useTarotInfoStore = tarotInfo.useStore;
export const loadTarotInfo = tarotInfo.load;

/** The tarot info in the current language, loading it when needed. */
export function useTarotInfo(): { info: TarotInfo | undefined; failed: boolean; reload(): void } {
  const { data, failed, reload } = tarotInfo.useData();
  return { info: data, failed, reload };
}

/** A card's name in the current language, or '' until the deck has loaded. */
export function useCardName(cardId: string): string {
  const lang = useAppStore((s) => s.lang);
  return useTarotInfoStore((s) => s.data[lang]?.cards.find((c) => c.id === cardId)?.name ?? '');
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
