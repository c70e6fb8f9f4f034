import type { Currency, Lang } from '@starlit/contracts';
import { useAppStore } from './app';
import { STORAGE_KEYS, storage } from './storage';

const isCurrency = (value: unknown): value is Currency => value === 'cny' || value === 'usd';

/**
 * The currency a member pays in when they have not chosen one: CNY for a member who uses the
 * app in Chinese or whose browser says their region is mainland China; else USD.
 */
export function defaultCurrency(lang: Lang, locales: readonly string[]): Currency {
  if (lang === 'zh') return 'cny';
  const regionOf = (locale: string) =>
    locale
      .split(/[-_]/)
      .slice(1)
      .find((part) => /^[A-Za-z]{2}$/.test(part))
      ?.toUpperCase();
  return locales.some((locale) => regionOf(locale) === 'CN') ? 'cny' : 'usd';
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
