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

/** Starts fetching namespaces ahead of use; i18next's own request then finds them loaded. */
export function preloadNamespaces(lang: string, namespaces: readonly string[]): void {
  for (const ns of namespaces) loadResource(lang, ns).catch(() => {});
}
