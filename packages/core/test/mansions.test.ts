/**
 * 宿曜 (Sukuyō) stellar ties. Rule source: the 宿曜经 month-start table as summarised in the
 * issue (day 1 of lunar months 1–12 starts at 室 奎 胃 毕 参 鬼 张 角 氐 心 斗 虚, then one mansion a
 * day in the 27-mansion order 昴 … 胃, 牛 left out; a leap month uses the month it repeats).
 * Lunar calendar: lunar-typescript (Solar.fromYmd(...).getLunar(), Lunar.fromYmd(...).getSolar()).
 */
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Lunar, Solar } from 'lunar-typescript';
import { describe, expect, it } from 'vitest';
import {
  MANSION_GLYPHS,
  birthMansion,
  composeTies,
  composeTiesSections,
  lunarDateOf,
  mansionCharacter,
  mansionName,
  mansionRelation,
  pairOf,
  type MansionDistance,
  type MansionLang,
  type MansionRelationKey,
} from '../src/mansions';
import { mansionCommand } from '../cli/mansion';
import { CliError } from '../cli/chart';

const glyph = (date: string) => MANSION_GLYPHS[birthMansion(date).index];
const solarOf = (year: number, month: number, day: number) =>
  Lunar.fromYmd(year, month, day).getSolar().toYmd();
const CJK = /[\u3400-\u9fff]/;
const LANGS: MansionLang[] = ['zh', 'en'];

describe('the 27 mansions', () => {
  it('are in the Sukuyō order, 昴 first and 胃 last, without 牛', () => {
    expect(MANSION_GLYPHS.join('')).toBe('昴毕觜参井鬼柳星张翼轸角亢氐房心尾箕斗女虚危室壁奎娄胃');
    expect(MANSION_GLYPHS).toHaveLength(27);
    expect(MANSION_GLYPHS).not.toContain('牛');
  });
});

describe('birthMansion', () => {
  const MONTH_START = ['室', '奎', '胃', '毕', '参', '鬼', '张', '角', '氐', '心', '斗', '虚'];

  it.each([1950, 1986, 2024, 2077])(
    'starts lunar months 1–12 of %i at 室 奎 胃 毕 参 鬼 张 角 氐 心 斗 虚',
    (year) => {
      for (let month = 1; month <= 12; month++) {
        const date = solarOf(year, month, 1);
        expect(lunarDateOf(date)).toEqual({ year, month, day: 1, leap: false });
        expect(glyph(date), `${year}/${month}/1 = ${date}`).toBe(MONTH_START[month - 1]);
      }
    },
  );

  it('advances one mansion a day through the month, wrapping after 胃', () => {
    // lunar 2024-03: starts at 胃 (26), so day 2 wraps to 昴 (0), day 30 is 26 + 29 = 55 ≡ 1 毕
    expect(glyph(solarOf(2024, 3, 1))).toBe('胃');
    expect(glyph(solarOf(2024, 3, 2))).toBe('昴');
    expect(glyph(solarOf(2024, 3, 3))).toBe('毕');
    for (let day = 1; day <= 29; day++)
      expect(birthMansion(solarOf(2024, 9, day)).index).toBe((13 + day - 1) % 27); // 氐 = 13
  });

  it('gives a leap month the start of the month it repeats', () => {
    // 2020 闰四月, 2023 闰二月, 2017 闰六月 (lunar-typescript: negative month = leap)
    for (const [year, month, start] of [
      [2020, 4, '毕'],
      [2023, 2, '奎'],
      [2017, 6, '鬼'],
    ] as const) {
      const regular = solarOf(year, month, 1);
      const leap = solarOf(year, -month, 1);
      expect(leap > regular).toBe(true);
      expect(lunarDateOf(leap)).toEqual({ year, month, day: 1, leap: true });
      expect(glyph(leap)).toBe(start);
      expect(glyph(regular)).toBe(start);
      // leap day 5 = start + 4
      const start5 = birthMansion(solarOf(year, -month, 5)).index;
      expect(start5).toBe((MANSION_GLYPHS.indexOf(start) + 4) % 27);
    }
    // worked by hand: 2020-05-27 is 2020 闰四月初五; 四月 starts at 毕 (1); 1 + 4 = 5 → 鬼
    expect(solarOf(2020, -4, 5)).toBe('2020-05-27');
    expect(birthMansion('2020-05-27')).toEqual({
      index: 5,
      lunar: { year: 2020, month: 4, day: 5, leap: true },
    });
  });

  it('matches the cases worked by hand', () => {
    // The CLI's example. 1986-10-19 = lunar 1986 九月十六 (lunar-typescript);
    // 九月 starts at 氐 (13); offset 16 − 1 = 15; 13 + 15 = 28 ≡ 1 → 毕.
    expect(birthMansion('1986-10-19')).toEqual({
      index: 1,
      lunar: { year: 1986, month: 9, day: 16, leap: false },
    });
    // 1977-10-29 = lunar 1977 九月十七; 氐 (13) + 16 = 29 ≡ 2 → 觜.
    expect(birthMansion('1977-10-29')).toEqual({
      index: 2,
      lunar: { year: 1977, month: 9, day: 17, leap: false },
    });
    // 2024-02-10 = lunar 2024 正月初一 (Spring Festival); 正月 starts at 室 (22); offset 0 → 室.
    expect(birthMansion('2024-02-10')).toEqual({
      index: 22,
      lunar: { year: 2024, month: 1, day: 1, leap: false },
    });
    // 2023-01-21 = lunar 2022 腊月三十 (New Year's Eve); 腊月 starts at 虚 (20);
    // 20 + 29 = 49 ≡ 22 → 室, the mansion the next month starts on.
    expect(birthMansion('2023-01-21')).toEqual({
      index: 22,
      lunar: { year: 2022, month: 12, day: 30, leap: false },
    });
    // a date before Spring Festival belongs to the previous lunar year
    expect(lunarDateOf('1901-01-01')).toEqual({ year: 1900, month: 11, day: 11, leap: false });
  });

  it('is not the almanac’s 28-mansion day cycle (getXiu)', () => {
    // 2024-02-10: the almanac's day mansion is 氐, the Sukuyō birth mansion is 室
    expect(Solar.fromYmd(2024, 2, 10).getLunar().getXiu()).toBe('氐');
    expect(glyph('2024-02-10')).toBe('室');
  });

  it('accepts the ends of the supported range', () => {
    expect(() => birthMansion('1901-01-01')).not.toThrow();
    expect(() => birthMansion('2099-12-31')).not.toThrow();
    expect(() => birthMansion('2000-02-29')).not.toThrow();
  });

  it.each([
    '1986-02-29', // not a leap year
    '1986-13-01',
    '1986-04-31',
    '1986-00-10',
    '1900-12-31', // before the supported range
    '2100-01-01', // after it
    '1986-1-9',
    '19861019',
    '1986-10-19T00:00',
    '',
    'yesterday',
  ])('throws a RangeError for %j', (date) => {
    expect(() => lunarDateOf(date)).toThrow(RangeError);
    expect(() => birthMansion(date)).toThrow(RangeError);
  });
});

describe('mansionRelation', () => {
  // k = (index(B) − index(A)) mod 27 → A's view of B, and the distance
  const BY_K: [MansionRelationKey, MansionDistance][] = [
    ['life', null],
    ['prosperity', 'near'],
    ['decline', 'near'],
    ['safety', 'near'],
    ['danger', 'near'],
    ['success', 'middle'],
    ['destruction', 'middle'],
    ['friendship', 'middle'],
    ['intimacy', 'middle'],
    ['karma', null],
    ['prosperity', 'far'],
    ['decline', 'far'],
    ['safety', 'far'],
    ['danger', 'far'],
    ['success', 'far'],
    ['destruction', 'far'],
    ['friendship', 'far'],
    ['intimacy', 'far'],
    ['womb', null],
    ['prosperity', 'middle'],
    ['decline', 'middle'],
    ['safety', 'middle'],
    ['danger', 'middle'],
    ['success', 'near'],
    ['destruction', 'near'],
    ['friendship', 'near'],
    ['intimacy', 'near'],
  ];

  it('maps every k 0..26 to its relation and distance, from every mansion', () => {
    expect(BY_K).toHaveLength(27);
    for (let a = 0; a < 27; a++)
      BY_K.forEach(([relation, distance], k) => {
        expect(mansionRelation(a, (a + k) % 27)).toEqual({ k, relation, distance });
      });
  });

  it('pairs the two directions into one of the six pairings, at one distance', () => {
    // 荣↔亲, 衰↔友, 安↔坏, 危↔成, 命↔命, 业↔胎 (each written in alphabetical order)
    const PAIRS = [
      'intimacy/prosperity',
      'decline/friendship',
      'destruction/safety',
      'danger/success',
      'life/life',
      'karma/womb',
    ];
    const seen = new Set<string>();
    for (let a = 0; a < 27; a++)
      for (let b = 0; b < 27; b++) {
        const ab = mansionRelation(a, b);
        const ba = mansionRelation(b, a);
        const pair = [ab.relation, ba.relation].sort().join('/');
        expect(PAIRS).toContain(pair);
        expect(ab.distance).toBe(ba.distance);
        expect(pairOf(ab.relation)).toBe(pairOf(ba.relation));
        expect(ba.k).toBe((27 - ab.k) % 27);
        seen.add(pair);
      }
    expect(seen.size).toBe(6);
  });

  it('reads the CLI’s example as 荣 one way and 亲 the other, near', () => {
    // 毕 (1) → 觜 (2): k = 1 → 荣, d = 1 → near; back: k = 26, 26 mod 9 = 8 → 亲, near
    expect(mansionRelation(1, 2)).toEqual({ k: 1, relation: 'prosperity', distance: 'near' });
    expect(mansionRelation(2, 1)).toEqual({ k: 26, relation: 'intimacy', distance: 'near' });
  });

  it('rejects indices outside 0..26', () => {
    expect(() => mansionRelation(27, 0)).toThrow(RangeError);
    expect(() => mansionRelation(0, -1)).toThrow(RangeError);
    expect(() => mansionRelation(1.5, 2)).toThrow(RangeError);
  });
});

describe('mansion texts', () => {
  it('names every mansion and describes its temperament in both languages', () => {
    for (let i = 0; i < 27; i++) {
      expect(mansionName(i, 'zh')).toBe(`${MANSION_GLYPHS[i]}宿`);
      const en = mansionName(i, 'en');
      expect(en).toMatch(/^[A-Z][a-zü]+ \([A-Za-z ]+\)$/);
      const zh = mansionCharacter(i, 'zh');
      expect([...zh].length).toBeGreaterThanOrEqual(70);
      expect([...zh].length).toBeLessThanOrEqual(120);
      const words = mansionCharacter(i, 'en').split(/\s+/).length;
      expect(words).toBeGreaterThanOrEqual(50);
      expect(words).toBeLessThanOrEqual(90);
      expect(mansionCharacter(i, 'en')).not.toMatch(CJK);
    }
    expect(mansionName(0, 'en')).toBe('Mao (Pleiades)');
    for (const lang of LANGS) {
      const names = Array.from({ length: 27 }, (_, i) => mansionName(i, lang));
      expect(new Set(names).size).toBe(27);
      const texts = Array.from({ length: 27 }, (_, i) => mansionCharacter(i, lang));
      expect(new Set(texts).size).toBe(27);
    }
    expect(() => mansionName(27, 'zh')).toThrow(RangeError);
  });

  it('composes a tie for every pair of mansions in both languages', () => {
    const a = { nickname: 'Ana' };
    const b = { nickname: 'Ben' };
    const fields = ['title', 'summary', 'advice', 'aView', 'bView'] as const;
    for (let i = 0; i < 27; i++)
      for (let j = 0; j < 27; j++) {
        const zh = composeTies({ ...a, index: i }, { ...b, index: j }, 'zh');
        const en = composeTies({ ...a, index: i }, { ...b, index: j }, 'en');
        for (const f of fields) {
          expect(zh[f].length).toBeGreaterThan(0);
          expect(en[f].length).toBeGreaterThan(0);
          expect(zh[f]).not.toBe(en[f]);
          expect(zh[f]).toMatch(CJK);
          expect(en[f]).not.toMatch(CJK);
        }
        for (const t of [zh, en]) {
          for (const f of ['summary', 'aView', 'bView'] as const) {
            expect(t[f]).toContain('Ana');
            expect(t[f]).toContain('Ben');
          }
          expect(t.aView.indexOf('Ana')).toBeGreaterThanOrEqual(0);
          expect(t.summary).not.toMatch(/\{\w+\}/);
          expect(t.aView).not.toMatch(/\{\w+\}/);
          expect(t.bView).not.toMatch(/\{\w+\}/);
        }
        const sections = composeTiesSections({ ...a, index: i }, { ...b, index: j }, 'en');
        expect(sections.map((s) => s.key)).toEqual(['overview', 'aView', 'bView', 'advice']);
        for (const s of sections) expect(s.title && s.text).toBeTruthy();
      }
  });

  it('titles the pairing and views each side of the CLI’s example', () => {
    const a = { index: 1, nickname: '小林' }; // 毕
    const b = { index: 2, nickname: '阿木' }; // 觜
    const zh = composeTies(a, b, 'zh');
    expect(zh.title).toBe('荣亲 · 近距离');
    expect(zh.summary).toContain('在小林看来阿木是“荣”，在阿木看来小林是“亲”');
    expect(zh.aView).toContain('阿木是带来好运与成长的人');
    expect(zh.bView).toContain('阿木对小林有种天然的亲近感');
    // swapping the two swaps the views; the pairing's name stays
    const swapped = composeTies(b, a, 'zh');
    expect(swapped.title).toBe(zh.title);
    expect(swapped.aView).toBe(zh.bView);
    expect(swapped.bView).toBe(zh.aView);

    const en = composeTies({ ...a, nickname: 'Lin' }, { ...b, nickname: 'Mu' }, 'en');
    expect(en.title).toBe('Prosperity & Intimacy · near');
    expect(en.summary).toContain('From Lin’s side this is a tie of Prosperity');
    expect(composeTies({ index: 5, nickname: 'A' }, { index: 14, nickname: 'B' }, 'en').title).toBe(
      'Karma & Womb',
    );
    expect(composeTies({ index: 5, nickname: 'A' }, { index: 5, nickname: 'B' }, 'zh').title).toBe(
      '命命',
    );
    const sections = composeTiesSections(a, b, 'zh');
    expect(sections.map((s) => s.title)).toEqual([
      '关系总览：荣亲 · 近距离',
      '小林眼中的阿木',
      '阿木眼中的小林',
      '相处建议',
    ]);
  });

  it('stresses distance for 危成 and 安坏', () => {
    const danger = composeTies({ index: 0, nickname: 'A' }, { index: 4, nickname: 'B' }, 'en');
    const prosperity = composeTies({ index: 0, nickname: 'A' }, { index: 1, nickname: 'B' }, 'en');
    expect(danger.summary).toContain('distance matters most');
    expect(prosperity.summary).not.toContain('distance matters most');
  });

  it('leaves placeholder-like nicknames as they are', () => {
    const t = composeTies({ index: 0, nickname: '{other}' }, { index: 3, nickname: '$&' }, 'en');
    expect(t.aView).toContain('{other}');
    expect(t.aView).toContain('$&');
  });
});

describe('cli: mansion', () => {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
  const cli = (json: string) =>
    spawnSync(
      process.execPath,
      ['--import', 'tsx', 'packages/core/cli/index.ts', 'mansion', json],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );

  it('prints both mansions and A’s relation to B', () => {
    const run = cli('{"a":"1986-10-19","b":"1977-10-29"}');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      a: { index: 1, name: '毕' },
      b: { index: 2, name: '觜' },
      relation: 'prosperity',
      distance: 'near',
    });
  }, 30_000);

  it('prints one birth mansion with its lunar date, and null distances as JSON null', () => {
    const run = cli('{"date":"2020-05-27"}');
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      index: 5,
      name: '鬼',
      lunar: { year: 2020, month: 4, day: 5, leap: true },
    });
    expect(mansionCommand('{"a":"2024-02-10","b":"2024-02-10"}')).toEqual({
      a: { index: 22, name: '室' },
      b: { index: 22, name: '室' },
      relation: 'life',
      distance: null,
    });
  }, 30_000);

  it('exits with 2 and a message on stderr for bad input', () => {
    const run = cli('{"date":"1986-02-30"}');
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('1986-02-30');
    for (const bad of ['not json', '[]', '{}', '{"a":"1986-10-19"}', '{"date":19861019}'])
      expect(() => mansionCommand(bad)).toThrow(CliError);
  }, 30_000);
});
