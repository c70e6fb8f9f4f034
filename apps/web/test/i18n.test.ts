import { describe, expect, it } from 'vitest';
import { ErrorCode, LIMITS as CONTRACT_LIMITS } from '@starlit/contracts';
import { LIMITS } from '../src/api/limits';
import { CODES } from '../src/api/http';
import { detectLang } from '../src/i18n';

const files = import.meta.glob<Record<string, unknown>>('../src/i18n/locales/*/*.json', {
  eager: true,
  import: 'default',
});

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function namespace(lang: 'zh' | 'en', ns: string): Record<string, unknown> {
  const file = files[`../src/i18n/locales/${lang}/${ns}.json`];
  if (!file) throw new Error(`missing ${lang}/${ns}.json`);
  return file;
}

const namespaces = (lang: string) =>
  Object.keys(files)
    .filter((path) => path.includes(`/locales/${lang}/`))
    .map((path) => path.replace(/.*\//, '').replace('.json', ''))
    .sort();

describe('translations', () => {
  it('has the same namespaces in both languages', () => {
    expect(namespaces('zh')).toEqual(namespaces('en'));
    expect(namespaces('en')).toEqual(expect.arrayContaining(['common', 'errors', 'auth']));
  });

  it.each(namespaces('en'))('has the same keys in zh and en: %s', (ns) => {
    expect(keys(namespace('zh', ns)).sort()).toEqual(keys(namespace('en', ns)).sort());
  });

  it('has no empty strings', () => {
    for (const path of Object.keys(files)) {
      const blank = keys(files[path])
        .filter((k) => k)
        .filter((k) => {
          const value = k
            .split('.')
            .reduce<unknown>((o, part) => (o as Record<string, unknown>)[part], files[path]);
          return typeof value === 'string' && value.trim() === '';
        });
      expect({ path, blank }).toEqual({ path, blank: [] });
    }
  });

  it('writes Chinese with full-width punctuation and 你, English without Chinese', () => {
    const strings = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(strings)
          : [];
    const halfWidth = /[\p{Script=Han}][()[\]:;,!?"]|[()[\]:;,!?"][\p{Script=Han}]/u;
    for (const ns of namespaces('zh')) {
      const bad = strings(namespace('zh', ns)).filter((s) => halfWidth.test(s) || s.includes('您'));
      expect({ ns, bad }).toEqual({ ns, bad: [] });
    }
    // a few en strings name Chinese things on purpose: the language's name, the app's Chinese name
    const cjk = /[\p{Script=Han}]/u;
    const allowed = /简体中文|中文|星语/g;
    for (const ns of namespaces('en')) {
      const bad = strings(namespace('en', ns)).filter((s) => cjk.test(s.replace(allowed, '')));
      expect({ ns, bad }).toEqual({ ns, bad: [] });
    }
  });

  it('translates every error code of the contracts in both languages', () => {
    for (const lang of ['zh', 'en'] as const) {
      const errors = namespace(lang, 'errors');
      for (const code of Object.values(ErrorCode)) {
        if (code === ErrorCode.OK) continue;
        expect(errors[String(code)], `${lang} errors:${code}`).toEqual(expect.any(String));
      }
      expect(errors.loginFailed).toEqual(expect.any(String));
    }
  });
});

describe('contract mirrors', () => {
  it('keeps LIMITS equal to the contracts', () => {
    expect(LIMITS).toEqual(CONTRACT_LIMITS);
  });

  it('keeps the codes the client acts on equal to the contracts', () => {
    expect(CODES.OK).toBe(ErrorCode.OK);
    expect(CODES.UNAUTHENTICATED).toBe(ErrorCode.UNAUTHENTICATED);
    expect(CODES.WRONG_CAPTCHA).toBe(ErrorCode.WRONG_CAPTCHA);
  });
});

describe('language choice', () => {
  it('prefers the stored language', () => {
    expect(detectLang('zh', 'en-US')).toBe('zh');
    expect(detectLang('en', 'zh-CN')).toBe('en');
  });

  it("falls back to the browser's: zh when it mentions zh, else en", () => {
    expect(detectLang(null, 'zh-TW')).toBe('zh');
    expect(detectLang('', 'ZH')).toBe('zh');
    expect(detectLang('fr', 'fr-FR')).toBe('en');
    expect(detectLang(null, undefined)).toBe('en');
  });
});
