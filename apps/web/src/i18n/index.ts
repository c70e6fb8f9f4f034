import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '@starlit/contracts';
import { applyLang, startLang } from './lang';
import { loadResource } from './resources';

export { detectLang } from './lang';

/**
 * i18next with one JSON file per namespace and language (locales/<lang>/<ns>.json).
 * Namespaces load on demand as their own small chunks: the shell needs `common` and
 * `errors`; a screen's namespace arrives with it (useTranslation suspends meanwhile).
 * This module is not part of the entry: the app loads it while the first screen loads.
 */
export const NAMESPACES = ['common', 'errors'] as const;

const jsonBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng: string, ns: string, callback: ReadCallback) {
    loadResource(lng, ns).then(
      (resource) => callback(null, resource),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

let initialised: Promise<unknown> | null = null;

/** Picks the language, saves it back, and starts i18next with it. */
export function initI18n(): Promise<unknown> {
  if (initialised) return initialised;
  const lang = startLang();
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
  applyLang(lang);
  await i18next.changeLanguage(lang);
}

export { i18next };
