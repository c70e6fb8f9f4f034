/**
 * The translation files, one chunk per language and namespace (locales/<lang>/<ns>.json),
 * fetched on demand. Kept apart from i18next so the entry can start fetching a screen's
 * namespaces while i18next itself is still on its way.
 */
export type Resource = Record<string, unknown>;

const loaders = import.meta.glob<{ default: Resource }>('./locales/*/*.json');

/** One namespace's translations; rejects when there is no such file. */
export function loadResource(lang: string, ns: string): Promise<Resource> {
  const load = loaders[`./locales/${lang}/${ns}.json`];
  if (!load) return Promise.reject(new Error(`no translations for ${lang}/${ns}`));
  return load().then((module) => module.default);
}

/**
 * The namespaces the build packs into one chunk per language (all but the long legal texts,
 * which travel alone): fetching one fetches them all, so the app starts with all of them.
 */
export const SHARED_NAMESPACES: readonly string[] = Object.keys(loaders)
  .map((file) => /^\.\/locales\/en\/(.+)\.json$/.exec(file)?.[1])
  .filter((ns): ns is string => ns !== undefined && ns !== 'legal');

/** Starts fetching a language's shared chunk; i18next's own requests then find it loaded. */
export function preloadTranslations(lang: string): void {
  loadResource(lang, 'common').catch(() => {});
}
