import type { Lang } from '@starlit/contracts';
import { isLang, useAppStore } from '../state/app';
import { STORAGE_KEYS, storage } from '../state/storage';

/**
 * The app's language without i18next: the entry picks it before the first paint, so the
 * translations and the screen's code can be fetched together with i18next itself.
 */

/** Stored language, else the browser's: zh when it mentions zh, otherwise en. */
export function detectLang(stored: string | null, browserLanguage: string | undefined): Lang {
  if (isLang(stored)) return stored;
  return (browserLanguage ?? '').toLowerCase().includes('zh') ? 'zh' : 'en';
}

/** The language everywhere but i18next: store, local storage, <html lang>. */
export function applyLang(lang: Lang): void {
  storage.set(STORAGE_KEYS.lang, lang);
  useAppStore.getState().setLang(lang);
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
}

/** Picks the language (stored, else the browser's) and applies it; returns it. */
export function startLang(): Lang {
  const lang = detectLang(storage.get(STORAGE_KEYS.lang), navigator.language);
  applyLang(lang);
  return lang;
}
