import { useCallback, useSyncExternalStore } from 'react';
import en from './locales/en.json';
import zh from './locales/zh.json';

/** The console's own words (apart from the member app's), in English and Chinese. */
export type Lang = 'en' | 'zh';
type Tree = { [key: string]: string | Tree };
type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`;
}[keyof T & string];
/** A dotted key of the console's words (en.json; a test holds zh's keys equal). */
export type AdminKey = Paths<typeof en>;
type Groups<T> = {
  [K in keyof T & string]: T[K] extends string ? never : K | `${K}.${Groups<T[K]>}`;
}[keyof T & string];
/** A dotted key of a group of words named by a server's code (order statuses, error codes). */
export type AdminGroup = Groups<typeof en>;
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
function lookup(at: Lang, key: string, vars: Vars = {}): string {
  let node: string | Tree | undefined = WORDS[at];
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  const text = typeof node === 'string' ? node : key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

export const translate = (at: Lang, key: AdminKey, vars?: Vars): string => lookup(at, key, vars);

/** The text of a code in a group (`group.code`); the dotted key itself when missing. */
export type TranslateCode = (group: AdminGroup, code: string, vars?: Vars) => string;

/** Whether a code of a group has a text (error codes fall back to the server's message). */
export function hasText(group: AdminGroup, code: string): boolean {
  const key = `${group}.${code}`;
  return lookup(lang, key) !== key;
}

export function useT() {
  const now = useSyncExternalStore(subscribe, currentLang);
  const t = useCallback((key: AdminKey, vars?: Vars) => lookup(now, key, vars), [now]);
  const tCode = useCallback<TranslateCode>(
    (group, code, vars) => lookup(now, `${group}.${code}`, vars),
    [now],
  );
  return { t, tCode, lang: now };
}

/** A code's name in the current language (a ledger reason, an audit action), else the code. */
export function labelOf(tCode: TranslateCode, group: AdminGroup, code: string): string {
  const text = tCode(group, code);
  return text === `${group}.${code}` ? code : text;
}
