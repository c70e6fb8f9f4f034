import { useEffect } from 'react';
import { create } from 'zustand';
import type { CompanionIdValue, Healer, Lang } from '@starlit/contracts';
import { chatApi } from '../../api/chat';
import { ApiError, isOk } from '../../api/http';
import { useAppStore } from '../../state/app';

/**
 * The companions (`healers`) and today's tips (`healersTips`), per language: the chat tab,
 * the chat screen and Home's card share them. A language change loads them again in the
 * new language (spec section 4).
 */
interface HealersState {
  healers: Partial<Record<Lang, Healer[]>>;
  tips: Partial<Record<Lang, Partial<Record<CompanionIdValue, string>>>>;
  failed: Partial<Record<Lang, boolean>>;
}

export const useHealersStore = create<HealersState>()(() => ({
  healers: {},
  tips: {},
  failed: {},
}));

const loading = new Map<Lang, Promise<void>>();

export function loadHealers(lang: Lang): Promise<void> {
  if (useHealersStore.getState().healers[lang]) return Promise.resolve();
  const pending = loading.get(lang);
  if (pending) return pending;
  const request = Promise.all([chatApi.healers(), chatApi.tips()]).then(([healers, tips]) => {
    loading.delete(lang);
    if (healers instanceof ApiError && healers.cancelled) return;
    useHealersStore.setState((s) => {
      if (!isOk(healers)) return { failed: { ...s.failed, [lang]: true } };
      const byId = isOk(tips) ? Object.fromEntries(tips.data.list.map((t) => [t.id, t.tip])) : {};
      return {
        healers: { ...s.healers, [lang]: healers.data.list },
        tips: { ...s.tips, [lang]: byId },
        failed: { ...s.failed, [lang]: false },
      };
    });
  });
  loading.set(lang, request);
  return request;
}

/** The companions in the current language, loading them when needed. */
export function useHealers() {
  const lang = useAppStore((s) => s.lang);
  const healers = useHealersStore((s) => s.healers[lang]);
  const tips = useHealersStore((s) => s.tips[lang]);
  const failed = useHealersStore((s) => s.failed[lang] ?? false);
  useEffect(() => {
    void loadHealers(lang);
  }, [lang]);
  const reload = () => {
    useHealersStore.setState((s) => ({ failed: { ...s.failed, [lang]: false } }));
    void loadHealers(lang);
  };
  return { healers, tips: tips ?? {}, failed, reload };
}

/** The chat route of a companion's conversation ('new' for a fresh one). */
export function chatPath(healer: Pick<Healer, 'id' | 'deduction'>, msgGroup = 'new'): string {
  return `/chat/${healer.deduction}/${healer.id}/${msgGroup}`;
}
