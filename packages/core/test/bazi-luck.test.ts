import { describe, expect, it } from 'vitest';
import { baziChart, BRANCHES, composeLuckReport, STEMS, type BaziLang } from '../src/bazi';
import { BAZI_GLOSSED, randomBaziBirths } from './lint/bazi-samples';
import { expectClean, type LintSample } from './lint/rules';

const LANGS: BaziLang[] = ['zh', 'en'];

const chartOf = (iso: string, sex: 'male' | 'female') =>
  baziChart({ utc: new Date(iso), lon: 121.47, standardOffsetMinutes: 480, sex });

describe('八字 luck-pillar report', () => {
  it('gives every decade its own text in both languages, for 200 births', () => {
    const samples: LintSample[] = [];
    for (const { utc, chart } of randomBaziBirths(20261206, 200)) {
      for (const lang of LANGS) {
        const report = composeLuckReport(chart, lang, 30);
        expect(report.decades).toHaveLength(8);
        expect(report.intro.length).toBeGreaterThan(20);
        const paragraphs = report.decades.map((d) => d.paragraphs.join('\n'));
        // no two decades of one person read alike
        expect(new Set(paragraphs).size).toBe(8);
        for (const d of report.decades) {
          expect(d.paragraphs).toHaveLength(4);
          for (const p of d.paragraphs) expect(p.length).toBeGreaterThan(15);
        }
        samples.push({
          text: [
            report.intro,
            ...report.decades.map((d) => `${d.title}\n${d.paragraphs.join('\n')}`),
          ].join('\n\n'),
          lang,
          label: `${lang} ${utc.toISOString()}`,
          opts: { allow: BAZI_GLOSSED },
        });
      }
    }
    expect(expectClean(samples)).toBe(400);
  });

  it('steps through the luck pillars in order, marks the current one and names each god', () => {
    // 1990-05-17 12:30 Shanghai: 庚午 year, 辛巳 month, male → forward from 辛巳
    const chart = chartOf('1990-05-17T04:30:00Z', 'male');
    const report = composeLuckReport(chart, 'zh', 36);
    expect(report.decades.map((d) => `${STEMS[d.stem]}${BRANCHES[d.branch]}`)).toEqual(
      chart.luck.pillars.map((p) => `${STEMS[p.stem]}${BRANCHES[p.branch]}`),
    );
    expect(report.decades.filter((d) => d.current)).toHaveLength(1);
    const current = report.decades.find((d) => d.current)!;
    expect(36).toBeGreaterThanOrEqual(current.fromAge);
    expect(36).toBeLessThan(current.toAge);
    expect(report.intro).toMatch(/^你的大运顺行/);
    for (const d of report.decades) expect(d.paragraphs[0]).toContain(`${d.god}当运`);
    const en = composeLuckReport(chart, 'en', 36);
    expect(en.decades[0]!.title).toMatch(
      /^[甲乙丙丁戊己庚辛壬癸]. [A-Z][a-z]+ [A-Z][a-z]+ · ages \d+–\d+$/,
    );
    expect(en.decades[0]!.paragraphs[0]).toMatch(/\((\S+) [A-Z][a-z]+/);
    // a woman born the same moment counts backward
    expect(composeLuckReport(chartOf('1990-05-17T04:30:00Z', 'female'), 'en', 36).intro).toMatch(
      /run backward/,
    );
  });
});
