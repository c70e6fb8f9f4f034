import { useEffect } from 'react';
import { create } from 'zustand';
import type { CardInfo, Lang, SpreadIdValue, SpreadInfo, TarotInfo } from '@starlit/contracts';
import { ApiError, isOk } from '../../api/http';
import { tarotApi } from '../../api/tarot';
import { useAppStore } from '../../state/app';

/**
 * The deck and spreads of tarot/info (names, descriptions, positions, keywords), in each
 * language once loaded: the chooser, the drawing screens and the card faces share it.
 */
interface TarotInfoState {
  info: Partial<Record<Lang, TarotInfo>>;
  /** the languages whose last load failed */
  failed: Partial<Record<Lang, boolean>>;
}

export const useTarotInfoStore = create<TarotInfoState>()(() => ({ info: {}, failed: {} }));

const loading = new Map<Lang, Promise<void>>();

/** Loads tarot/info for a language unless it is loaded or on its way. */
export function loadTarotInfo(lang: Lang): Promise<void> {
  if (useTarotInfoStore.getState().info[lang]) return Promise.resolve();
  const pending = loading.get(lang);
  if (pending) return pending;
  const request = tarotApi.info().then((result) => {
    loading.delete(lang);
    if (result instanceof ApiError && result.cancelled) return;
    useTarotInfoStore.setState((s) =>
      isOk(result)
        ? { info: { ...s.info, [lang]: result.data }, failed: { ...s.failed, [lang]: false } }
        : { failed: { ...s.failed, [lang]: true } },
    );
  });
  loading.set(lang, request);
  return request;
}

/** The tarot info in the current language, loading it when needed. */
export function useTarotInfo(): { info: TarotInfo | undefined; failed: boolean; reload(): void } {
  const lang = useAppStore((s) => s.lang);
  const info = useTarotInfoStore((s) => s.info[lang]);
  const failed = useTarotInfoStore((s) => s.failed[lang] ?? false);
  useEffect(() => {
    void loadTarotInfo(lang);
  }, [lang]);
  const reload = () => {
    useTarotInfoStore.setState((s) => ({ failed: { ...s.failed, [lang]: false } }));
    void loadTarotInfo(lang);
  };
  return { info, failed, reload };
}

/** A card's name in the current language, or '' until the deck has loaded. */
export function useCardName(cardId: string): string {
  const lang = useAppStore((s) => s.lang);
  return useTarotInfoStore((s) => s.info[lang]?.cards.find((c) => c.id === cardId)?.name ?? '');
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
