import type { Currency, Lang } from '@starlit/contracts';
import { useAppStore } from './app';
import { STORAGE_KEYS, storage } from './storage';

const isCurrency = (value: unknown): value is Currency => value === 'cny' || value === 'usd';

/**
 * The currency a member pays in when they have not chosen one: CNY where the browser says the
 * region is mainland China, or the language is Chinese without another region; else USD.
 */
export function defaultCurrency(lang: Lang, locales: readonly string[]): Currency {
  for (const locale of locales) {
    const [language, ...rest] = locale.split(/[-_]/);
    const region = rest.find((part) => /^[A-Za-z]{2}$/.test(part))?.toUpperCase();
    if (region === 'CN') return 'cny';
    if (region) return 'usd';
    if (language?.toLowerCase() === 'zh') return 'cny';
  }
  return lang === 'zh' ? 'cny' : 'usd';
}

const browserLocales = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);

/** The member's chosen currency (remembered on this device), else the default for them. */
export function preferredCurrency(): Currency {
  const stored = storage.get(STORAGE_KEYS.currency);
  if (isCurrency(stored)) return stored;
  return defaultCurrency(useAppStore.getState().lang, browserLocales());
}

/** Remembers the member's choice on this device. */
export function choosePreferredCurrency(currency: Currency): void {
  storage.set(STORAGE_KEYS.currency, currency);
}
