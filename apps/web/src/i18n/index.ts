import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '@starlit/contracts';
import { applyLang, startLang } from './lang';
import { SHARED_NAMESPACES, loadResource } from './resources';

export { detectLang } from './lang';

/**
 * i18next with one JSON file per namespace and language (locales/<lang>/<ns>.json). The
 * build packs a language's files into one chunk, so i18next starts with every namespace in it
 * and no screen waits for its words; only the legal texts load on demand (useTranslation
 * suspends meanwhile). This module is not part of the entry: the app loads it while the first
 * screen loads.
 */

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

/**
 * Picks the language, saves it back, and starts i18next with it, loading the shell's
 * namespaces and `extra` ones before it settles (a later call loads its `extra` ones).
 */
export function initI18n(extra: readonly string[] = []): Promise<unknown> {
  if (initialised)
    return extra.length ? initialised.then(() => i18next.loadNamespaces([...extra])) : initialised;
  const lang = startLang();
  initialised = i18next
    .use(jsonBackend)
    .use(initReactI18next)
    .init({
      lng: lang,
      supportedLngs: ['zh', 'en'],
      fallbackLng: false,
      ns: [...SHARED_NAMESPACES],
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
