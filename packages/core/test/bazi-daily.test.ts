import { Solar } from 'lunar-typescript';
import { describe, expect, it } from 'vitest';
import {
  BRANCHES,
  branchRelations,
  composeDayPillar,
  dayPillarOfDate,
  pillarAt,
  pillarName,
  STEMS,
  TEN_GODS,
  tenGod,
  type Pillar,
} from '../src/bazi';
import { addDays } from '../src/time';
import { expectClean, type LintSample } from './lint/rules';
import { prng } from './lint/sentences';

/** The 八字 words an English line glosses: stems, branches, ten gods, relations. */
const GLOSSES = ['自刑', ...STEMS, ...BRANCHES, ...TEN_GODS, '冲', '合', '刑', '害'];

/** A sample of charts: day and year pillars from every part of the cycle. */
function sampleCharts(n: number): { day: Pillar; year: Pillar }[] {
  const random = prng(31);
  return Array.from({ length: n }, () => ({
    day: pillarAt(Math.floor(random() * 60)),
    year: pillarAt(Math.floor(random() * 60)),
  }));
}

describe('the day pillar line', () => {
  it('names the day, its ten god and the branch relations for all 10 × 12 day pillars', () => {
    const charts = sampleCharts(24);
    const samples: LintSample[] = [];
    let clashes = 0;
    let combinations = 0;
    for (let stem = 0; stem < 10; stem++)
      for (let branch = 0; branch < 12; branch++)
        for (const own of charts) {
          const today = { stem, branch };
          const zh = composeDayPillar(today, own, 'zh');
          const en = composeDayPillar(today, own, 'en');
          const god = tenGod(own.day.stem, stem);
          expect(zh.god).toBe(god);
          expect(zh.name).toBe(`${STEMS[stem]}${BRANCHES[branch]}`);
          expect(zh.text.startsWith(`今天是${zh.name}日。`)).toBe(true);
          expect(zh.text).toContain(`来说是${god}`);
          expect(zh.text.endsWith('。')).toBe(true);
          expect(en.text).toContain(`Today is a ${zh.name} `);
          expect(en.text).toContain(`(${god})`);
          expect(en.text.endsWith('.')).toBe(true);
          const day = branchRelations(branch, own.day.branch)[0] ?? null;
          const year = branchRelations(branch, own.year.branch)[0] ?? null;
          expect(zh.dayBranch).toBe(day);
          expect(zh.yearBranch).toBe(year);
          if (day === '冲') {
            clashes++;
            expect(zh.text).toContain(`冲你的日支${BRANCHES[own.day.branch]}`);
            expect(en.text).toContain('clashes (冲) with your day branch');
          }
          if (day === '合') {
            combinations++;
            expect(zh.text).toContain(`与你的日支${BRANCHES[own.day.branch]}`);
            expect(zh.text).toContain('相合');
          }
          if (year === '冲') expect(zh.text).toContain(`冲你的年支${BRANCHES[own.year.branch]}`);
          if (!day && !year) expect(zh.text).toContain('相安无事');
          samples.push(
            { text: zh.text, lang: 'zh', label: `${zh.name} vs ${pillarName(own.day)}` },
            {
              text: en.text,
              lang: 'en',
              opts: { allow: GLOSSES },
              label: `${zh.name} vs ${pillarName(own.day)}`,
            },
          );
        }
    expect(clashes).toBeGreaterThan(0);
    expect(combinations).toBeGreaterThan(0);
    expect(expectClean(samples)).toBe(10 * 12 * 24 * 2);
  });

  it('reads 丙午 against a 壬子 day and a 庚子 year as a clash with both', () => {
    const line = composeDayPillar(
      { stem: 2, branch: 6 },
      { day: { stem: 8, branch: 0 }, year: { stem: 6, branch: 0 } },
      'zh',
    );
    expect(line.text).toBe(
      '今天是丙午日。丙火对你的日主壬水来说是偏财，机会容易从意料之外冒出来，人缘也活络，量力而行就好。' +
        '日支午火冲你的日支子水，起居和亲近的关系容易有变动，说话做事留些余地。' +
        '日支午火冲你的年支子水，家里或长辈那边的事可能牵动你的心思。',
    );
  });

  it('gives the day pillar of a date as lunar-typescript does, 1901–2099', () => {
    const random = prng(7);
    for (let k = 0; k < 600; k++) {
      const date = addDays('1901-01-01', Math.floor(random() * 72_000));
      const [y, m, d] = date.split('-').map(Number) as [number, number, number];
      const expected = Solar.fromYmd(y, m, d).getLunar().getDayInGanZhi();
      expect(pillarName(dayPillarOfDate(date)), date).toBe(expected);
    }
    // the almanac's own examples: 2000-01-01 a 戊午 day, 2024-02-10 (New Year) a 甲辰 day
    expect(pillarName(dayPillarOfDate('2000-01-01'))).toBe('戊午');
    expect(pillarName(dayPillarOfDate('2024-02-10'))).toBe('甲辰');
  });
});
