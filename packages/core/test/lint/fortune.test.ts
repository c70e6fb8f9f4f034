import { describe, expect, it } from 'vitest';
import { expectClean, type Lang, type LintSample } from './rules';
import { measureVariety, memberDays, sampleMembers } from './daily';

const LANGS: Lang[] = ['zh', 'en'];
/** Fewer days than the full year the script measures (scripts/fortune-variety.ts), for CI. */
const members = sampleMembers(8);
const START = '2026-03-01';
const DAYS = 45;

describe('the daily fortune', () => {
  it('passes the reading linter: free views and paid reports in both languages', () => {
    const samples: LintSample[] = [];
    for (const lang of LANGS)
      for (const m of members)
        for (const d of memberDays(m, START, 10, lang)) {
          samples.push({
            text: Object.values(d.free).join('\n\n'),
            lang,
            label: `${m.id} ${d.date} free`,
          });
          samples.push({ text: d.paid.join('\n\n'), lang, label: `${m.id} ${d.date} paid` });
        }
    expect(expectClean(samples)).toBe(samples.length);
  }, 30_000);

  it('is about the day: lines rarely come back, never two days running, paid never repeats free', () => {
    for (const lang of LANGS) {
      const v = measureVariety(members, START, DAYS, lang);
      expect(v.overall, `${lang} distinct overall lines`).toBeGreaterThanOrEqual(0.95);
      expect(v.area, `${lang} distinct area lines`).toBeGreaterThanOrEqual(0.85);
      expect(v.consecutive, `${lang} a line the same as the day before`).toBe(0);
      expect(v.paidSentences).toBeGreaterThan(0);
      expect(v.paidInFree, `${lang} paid sentences in the free view`).toBe(0);
    }
  }, 60_000);
});
