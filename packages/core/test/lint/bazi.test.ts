import { describe, expect, it } from 'vitest';
import {
  baziChart,
  baziPair,
  composeBaziPair,
  composeBaziReading,
  yearPillarOf,
  type BaziLang,
} from '../../src/bazi';
import { BAZI_GLOSSED, randomBaziBirths } from './bazi-samples';
import { expectClean, type LintSample } from './rules';
import { prng } from './sentences';

const LANGS: BaziLang[] = ['zh', 'en'];

describe('八字 readings', () => {
  it('read cleanly for 300 births in both languages, and differ between people', () => {
    const samples: LintSample[] = [];
    const texts = new Set<string>();
    for (const { utc, chart } of randomBaziBirths(19491001, 300)) {
      const age = (Date.UTC(2027, 0, 1) - utc.getTime()) / (365.2425 * 864e5);
      for (const lang of LANGS) {
        const sections = composeBaziReading(chart, lang, {
          age,
          year: 2027,
          yearPillar: yearPillarOf(2027),
        });
        expect(sections.map((s) => s.key)).toEqual([
          'dayMaster',
          'elements',
          'gifts',
          'luck',
          'year',
        ]);
        const text = sections.map((s) => `${s.title}\n${s.text}`).join('\n\n');
        texts.add(text);
        samples.push({
          text,
          lang,
          label: `${lang} ${utc.toISOString()}`,
          opts: { allow: BAZI_GLOSSED },
        });
      }
    }
    expect(expectClean(samples)).toBe(600);
    expect(texts.size).toBe(600);
  });

  it('glosses the Day Master in English and names the current luck pillar by age', () => {
    const chart = baziChart({
      utc: new Date('1990-05-17T04:30:00Z'),
      lon: 121.47,
      standardOffsetMinutes: 480,
      sex: 'male',
    });
    const en = composeBaziReading(chart, 'en', {
      age: 37,
      year: 2027,
      yearPillar: yearPillarOf(2027),
    });
    expect(en[0]!.text).toMatch(
      /^Your Day Master \(the stem of your day, which stands for you\) is 壬 Ren, yang Water/,
    );
    // from 6 years 7 months the luck pillars run 壬午, 癸未, 甲申, 乙酉: at 37 it is 乙酉
    expect(en[3]!.text).toMatch(/^You are in the 乙酉 Yi You luck pillar/);
    const zh = composeBaziReading(chart, 'zh', {
      age: 3,
      year: 1993,
      yearPillar: yearPillarOf(1993),
    });
    expect(zh[3]!.text).toBe('你的第一步大运从6岁7个月起运，在此之前以月柱为主。');
  });

  it('read a pair: the day masters, their day branches and the whole, in both languages', () => {
    const rand = prng(52013);
    const samples: LintSample[] = [];
    const bonds = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const chartAt = () =>
        baziChart({
          utc: new Date(Date.UTC(1950, 0, 1) + Math.floor(rand() * 60 * 365.25 * 864e5)),
          lon: 116,
          standardOffsetMinutes: 480,
          sex: 'female',
        }).list;
      const pair = baziPair(chartAt(), chartAt());
      bonds.add(pair.bond);
      for (const [lang, names] of [
        ['zh', { a: '小雨', b: '阿杰' }],
        ['en', { a: 'Mia', b: 'Leo' }],
      ] as const) {
        const text = composeBaziPair(pair, names, lang).join(lang === 'zh' ? '' : ' ');
        samples.push({
          text,
          lang,
          label: `pair ${i}`,
          opts: { allow: [...BAZI_GLOSSED, 'Mia', 'Leo'] },
        });
      }
    }
    expect(expectClean(samples)).toBe(400);
    expect(bonds.size).toBe(5);
  });

  it('reads who feeds and who masters whom', () => {
    // 甲 wood and 丙 fire: wood feeds fire; 庚 metal masters 甲 wood
    const p = (stem: number) => [
      { stem: 0, branch: 0 },
      { stem: 0, branch: 2 },
      { stem, branch: 6 },
      { stem: 0, branch: 0 },
    ];
    expect(baziPair(p(0), p(2)).bond).toBe('aFeedsB');
    expect(baziPair(p(0), p(6)).bond).toBe('bMastersA');
    expect(baziPair(p(0), p(5)).dayMastersCombine).toBe(true);
    // 午 day branches: the same, no clash; 子 against 午: a clash, listed first
    const clash = baziPair(p(0), [...p(2).slice(0, 2), { stem: 2, branch: 0 }, p(2)[3]!]);
    expect(clash.contacts[0]).toMatchObject({ a: 'day', b: 'day', branches: ['冲'] });
  });
});
