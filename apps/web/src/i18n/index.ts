import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '@starlit/contracts';
import { isLang, useAppStore } from '../state/app';
import { STORAGE_KEYS, storage } from '../state/storage';

/**
 * i18next with one JSON file per namespace and language (locales/<lang>/<ns>.json).
 * Namespaces load on demand as their own small chunks: the shell needs `common` and
 * `errors`; a screen's namespace arrives with it (useTranslation suspends meanwhile).
 */
export const NAMESPACES = ['common', 'errors'] as const;

const loaders = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

const jsonBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng: string, ns: string, callback: ReadCallback) {
    const load = loaders[`./locales/${lng}/${ns}.json`];
    if (!load) {
      callback(new Error(`no translations for ${lng}/${ns}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** Stored language, else the browser's: zh when it mentions zh, otherwise en. */
export function detectLang(stored: string | null, browserLanguage: string | undefined): Lang {
  if (isLang(stored)) return stored;
  return (browserLanguage ?? '').toLowerCase().includes('zh') ? 'zh' : 'en';
}

function applyDocumentLang(lang: Lang): void {
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
}

let initialised: Promise<unknown> | null = null;

/** Picks the language, saves it back, and starts i18next with it. */
export function initI18n(): Promise<unknown> {
  if (initialised) return initialised;
  const lang = detectLang(storage.get(STORAGE_KEYS.lang), navigator.language);
  storage.set(STORAGE_KEYS.lang, lang);
  useAppStore.getState().setLang(lang);
  applyDocumentLang(lang);
  initialised = i18next
    .use(jsonBackend)
    .use(initReactI18next)
    .init({
      lng: lang,
      supportedLngs: ['zh', 'en'],
      fallbackLng: false,
      ns: [...NAMESPACES],
      defaultNS: 'common',
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
      showSupportNotice: false,
    });
  return initialised;
}

/** Switches the whole app's language: i18next, store, local storage, <html lang>. */
export async function changeLanguage(lang: Lang): Promise<void> {
  storage.set(STORAGE_KEYS.lang, lang);
  useAppStore.getState().setLang(lang);
  applyDocumentLang(lang);
  await i18next.changeLanguage(lang);
}

export { i18next };
