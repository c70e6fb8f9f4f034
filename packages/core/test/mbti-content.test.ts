import { describe, expect, it } from 'vitest';
import {
  GROUP_CONTENT,
  LETTER_CONTENT,
  splitLabel,
  TYPE_CONTENT,
  typeProfile,
  type MbtiLang,
  type TypeCode,
  type TypeProfile,
} from '../src/mbti/content';
import { MBTI_TYPES } from '../src/mbti';

const CODES: readonly TypeCode[] = MBTI_TYPES;
const LANGS: MbtiLang[] = ['en', 'zh'];
const CJK = /[\u4e00-\u9fff]/;
const CJK_ALL = /[\u4e00-\u9fff]/g;
/** ASCII sentence punctuation touching a CJK character: "你好, 世界" or "好." */
const ASCII_PUNCT_IN_ZH = /[\u4e00-\u9fff][,.;:!?]|[,;:!?] ?[\u4e00-\u9fff]/;

/** The 16Personalities nicknames and their usual Chinese renderings: never ours. */
const FORBIDDEN_EN = [
  'architect',
  'advocate',
  'logician',
  'commander',
  'mediator',
  'protagonist',
  'campaigner',
  'virtuoso',
  'adventurer',
  'entrepreneur',
  'entertainer',
  'consul',
  'defender',
  'executive',
  'logistician',
  'debater',
];
const FORBIDDEN_ZH = [
  '建筑师',
  '逻辑学家',
  '指挥官',
  '辩论家',
  '提倡者',
  '调停者',
  '主人公',
  '竞选者',
  '物流师',
  '守卫者',
  '总经理',
  '执政官',
  '鉴赏家',
  '探险家',
  '企业家',
  '表演者',
];

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
const hanzi = (s: string) => (s.match(CJK_ALL) ?? []).length;

/** Every string of a profile, lists flattened. */
function texts(p: TypeProfile): string[] {
  return Object.values(p).flatMap((v: string | string[]) => (Array.isArray(v) ? v : [v]));
}

describe('16-type personality content', () => {
  it('has every field of every type in both languages, with the list lengths', () => {
    for (const lang of LANGS) {
      expect(Object.keys(TYPE_CONTENT[lang]).sort()).toEqual([...CODES].sort());
      for (const code of CODES) {
        const p = typeProfile(code, lang);
        expect(p).toBe(TYPE_CONTENT[lang][code]);
        for (const t of texts(p)) expect(t.trim().length, `${lang} ${code}`).toBeGreaterThan(0);
        expect(p.strengths).toHaveLength(5);
        expect(p.blindSpots.length).toBeGreaterThanOrEqual(4);
        expect(p.blindSpots.length).toBeLessThanOrEqual(5);
        expect(p.careers.length).toBeGreaterThanOrEqual(6);
        expect(p.careers.length).toBeLessThanOrEqual(8);
        expect(p.growth).toHaveLength(4);
        expect(p.summary.split('\n\n'), `${lang} ${code} summary`).toHaveLength(2);
        for (const item of [...p.strengths, ...p.blindSpots]) {
          const { head, text } = splitLabel(item);
          expect(head.length, item).toBeGreaterThan(0);
          expect(text.length, item).toBeGreaterThan(0);
          expect(item.includes(lang === 'en' ? ': ' : '：'), item).toBe(true);
        }
      }
    }
  });

  it('keeps the texts near their intended lengths', () => {
    for (const code of CODES) {
      const en = typeProfile(code, 'en');
      const zh = typeProfile(code, 'zh');
      const nick = en.nickname.split(' ').length;
      expect(nick, en.nickname).toBeGreaterThanOrEqual(2);
      expect(nick, en.nickname).toBeLessThanOrEqual(4);
      expect(zh.nickname.length, zh.nickname).toBeGreaterThanOrEqual(3);
      expect(zh.nickname.length, zh.nickname).toBeLessThanOrEqual(6);
      expect(words(en.summary), `${code} en summary`).toBeGreaterThanOrEqual(80);
      expect(words(en.summary), `${code} en summary`).toBeLessThanOrEqual(140);
      expect(hanzi(zh.summary), `${code} zh summary`).toBeGreaterThanOrEqual(170);
      expect(hanzi(zh.summary), `${code} zh summary`).toBeLessThanOrEqual(280);
      expect(words(en.relationships), `${code} en relationships`).toBeGreaterThanOrEqual(65);
      expect(words(en.relationships), `${code} en relationships`).toBeLessThanOrEqual(105);
      for (const one of [en.tagline, ...en.growth])
        expect(one.split(/[.!?] /), one).toHaveLength(1);
    }
  });

  it('gives each type its own nickname, none borrowed from elsewhere', () => {
    for (const lang of LANGS) {
      const nicks = CODES.map((c) => TYPE_CONTENT[lang][c].nickname);
      expect(new Set(nicks).size).toBe(16);
    }
    for (const code of CODES) {
      const en = typeProfile(code, 'en').nickname.toLowerCase();
      for (const w of FORBIDDEN_EN) expect(en, en).not.toContain(w);
      const zh = typeProfile(code, 'zh').nickname;
      for (const w of FORBIDDEN_ZH) expect(zh, zh).not.toContain(w);
    }
    const groups = LANGS.flatMap((l) => Object.values(GROUP_CONTENT[l]).map((g) => g.name));
    for (const g of groups)
      for (const w of ['analyst', 'diplomat', 'sentinel', 'explorer', '分析家', '外交家', '守护者'])
        expect(g.toLowerCase()).not.toContain(w);
  });

  it('writes Chinese in Chinese, with full-width punctuation, and English without CJK', () => {
    const zhTexts = [
      ...CODES.flatMap((c) => texts(typeProfile(c, 'zh'))),
      ...Object.values(LETTER_CONTENT.zh).flatMap((l) => [l.name, l.short, l.description]),
      ...Object.values(GROUP_CONTENT.zh).flatMap((g) => [g.name, g.description]),
    ];
    for (const t of zhTexts) {
      expect(t, t).toMatch(CJK);
      expect(t, t).not.toMatch(ASCII_PUNCT_IN_ZH);
      expect(t, t).not.toMatch(/["']/);
    }
    const enTexts = [
      ...CODES.flatMap((c) => texts(typeProfile(c, 'en'))),
      ...Object.values(LETTER_CONTENT.en).flatMap((l) => [l.name, l.short, l.description]),
      ...Object.values(GROUP_CONTENT.en).flatMap((g) => [g.name, g.description]),
    ];
    for (const t of enTexts) {
      expect(t, t).not.toMatch(CJK);
      expect(t, t).not.toMatch(/[\u201c\u201d\u2018\u2019\uff0c\u3002]/);
    }
  });

  it('explains all eight letters and four groups in both languages', () => {
    for (const lang of LANGS) {
      expect(Object.keys(LETTER_CONTENT[lang]).sort()).toEqual(
        ['E', 'F', 'I', 'J', 'N', 'P', 'S', 'T'].sort(),
      );
      for (const l of Object.values(LETTER_CONTENT[lang]))
        for (const t of [l.name, l.short, l.description]) expect(t.trim()).not.toBe('');
      expect(Object.keys(GROUP_CONTENT[lang]).sort()).toEqual([
        'analysts',
        'diplomats',
        'explorers',
        'sentinels',
      ]);
      for (const g of Object.values(GROUP_CONTENT[lang])) {
        expect(g.name.trim()).not.toBe('');
        expect(g.description.trim()).not.toBe('');
      }
    }
  });

  it('splits a labelled item at its separator', () => {
    expect(splitLabel('Dependability: People relax.')).toEqual({
      head: 'Dependability',
      text: 'People relax.',
    });
    expect(splitLabel('靠得住：有你在，大家就放心。')).toEqual({
      head: '靠得住',
      text: '有你在，大家就放心。',
    });
    expect(splitLabel('no label')).toEqual({ head: '', text: 'no label' });
  });

  it('names no trademark and no famous people', () => {
    for (const lang of LANGS)
      for (const c of CODES)
        for (const t of texts(typeProfile(c, lang))) expect(t).not.toMatch(/MBTI|Myers|Briggs/i);
  });
});
