import { useCallback, useSyncExternalStore } from 'react';
import en from './locales/en.json';
import zh from './locales/zh.json';

/** The console's own words (apart from the member app's), in English and Chinese. */
export type Lang = 'en' | 'zh';
type Tree = { [key: string]: string | Tree };
const WORDS: Record<Lang, Tree> = { en, zh };
const KEY = 'starlit.admin.lang';
const listeners = new Set<() => void>();

function initial(): Lang {
  try {
    const saved = localStorage.getItem(KEY);
    if (saved === 'en' || saved === 'zh') return saved;
  } catch {
    // storage unavailable: the browser's language
  }
  return /^zh/i.test(navigator.language) ? 'zh' : 'en';
}

let lang: Lang = initial();

export const currentLang = () => lang;

export function setLang(next: Lang) {
  lang = next;
  try {
    localStorage.setItem(KEY, next);
  } catch {
    // kept for this page only
  }
  document.documentElement.lang = next === 'zh' ? 'zh-CN' : 'en';
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export type Vars = Record<string, string | number>;

/** The text at a dotted key with its `{{name}}` slots filled; the key itself when missing. */
export function translate(at: Lang, key: string, vars: Vars = {}): string {
  let node: string | Tree | undefined = WORDS[at];
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  const text = typeof node === 'string' ? node : key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

/** Whether a key has a text (error codes fall back to the server's message). */
export function hasText(key: string): boolean {
  return translate(lang, key) !== key;
}

export function useT() {
  const now = useSyncExternalStore(subscribe, currentLang);
  const t = useCallback((key: string, vars?: Vars) => translate(now, key, vars), [now]);
  return { t, lang: now };
}

/** A code's name in the current language (a ledger reason, an audit action), else the code. */
export function labelOf(t: (key: string) => string, group: string, code: string): string {
  const key = `${group}.${code}`;
  const text = t(key);
  return text === key ? code : text;
}
