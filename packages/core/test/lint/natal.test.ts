import { describe, expect, it } from 'vitest';
import {
  chart,
  composeDailyDeep,
  composeNatalReport,
  dailyTexts,
  daySky,
  natalOverview,
  singleReading,
  type Chart,
} from '../../src/astro';
import { calendarPasses, deepDayOf } from '../deep-day';
import { expectClean, type Lang, type LintSample } from './rules';
import { prng, sentencesOf, joinSections } from './sentences';

const LANGS: Lang[] = ['en', 'zh'];
const NOW = ['2026-03-01', '2026-08-15', '2027-01-20'].map((d) => new Date(`${d}T00:00:00Z`));
const join = joinSections;

interface Person {
  chart: Chart;
  timeUnknown: boolean;
  now: Date;
  days: Date[];
}

function people(count: number, seed: number): Person[] {
  const rand = prng(seed);
  const out: Person[] = [];
  for (let i = 0; i < count; i++) {
    const utc = new Date(Date.UTC(1935, 0, 1) + Math.floor(rand() * 75 * 365.25 * 864e5));
    const c = chart({ utc, lat: -60 + rand() * 125, lon: -180 + rand() * 360 });
    const now = NOW[i % NOW.length]!;
    const day = (k: number) => new Date(now.getTime() + Math.floor(rand() * 365) * 864e5 + k);
    out.push({ chart: c, timeUnknown: rand() < 0.3, now, days: [day(0), day(1)] });
  }
  return out;
}

const crowd = people(360, 20260517);

const passesOf = new Map<string, ReturnType<typeof calendarPasses>>();
/** The calendar's transits of the 24 hours from `d` (UTC) for the paid report. */
function calendarDay(p: Person, d: Date, lang: Lang, timeKnown = !p.timeUnknown) {
  const key = `${crowd.indexOf(p)}:${d.getTime()}:${timeKnown}`;
  let passes = passesOf.get(key);
  if (!passes) {
    passes = calendarPasses(p.chart, timeKnown, d, new Date(d.getTime() + 86_400_000));
    passesOf.set(key, passes);
  }
  return deepDayOf(passes, timeKnown ? p.chart.houses : null, d, 'UTC', lang);
}

describe('natal reports, horoscopes, fortunes and single readings pass the reading linter', () => {
  it('lints over a thousand readings in each language', () => {
    const samples: LintSample[] = [];
    crowd.forEach((p, i) => {
      for (const lang of LANGS) {
        const report = composeNatalReport(p.chart, lang, {
          timeUnknown: p.timeUnknown,
          now: p.now,
        });
        samples.push({ text: join(report), lang, label: `natal #${i}` });
        p.days.forEach((d, k) => {
          const seed = `${i}:${k}`;
          const sky = daySky({ planets: p.chart.planets, houses: p.chart.houses }, d);
          const ctx = { date: d.toISOString().slice(0, 10), seed };
          samples.push({
            text: join(composeDailyDeep(sky, lang, calendarDay(p, d, lang))),
            lang,
            label: `horoscope #${i}/${k}`,
          });
          samples.push({
            text: Object.values(dailyTexts(sky, lang, ctx)).join('\n\n'),
            lang,
            label: `fortune #${i}/${k}`,
          });
        });
      }
    });
    for (const lang of LANGS)
      for (let s = 0; s < 12; s++)
        samples.push({
          text: Object.values(singleReading(s, lang)).join('\n\n'),
          lang,
          label: `single ${s}`,
        });
    expect(samples.filter((s) => s.lang === 'zh').length).toBeGreaterThanOrEqual(1000);
    expect(expectClean(samples)).toBe(samples.length);
  }, 60_000);

  it('gives the paid report unique titles, four sentences a section and no free sentence', () => {
    crowd.slice(0, 200).forEach((p, i) => {
      for (const lang of LANGS) {
        const opts = { timeUnknown: p.timeUnknown, now: p.now };
        const report = composeNatalReport(p.chart, lang, opts);
        const label = `natal #${i} ${lang}`;
        expect(report[0], label).toEqual(natalOverview(p.chart, lang, opts));
        const titles = report.map((s) => s.title);
        expect(new Set(titles).size, label).toBe(titles.length);
        for (const s of report)
          expect(sentencesOf(s.text, lang).length, `${label} ${s.title}`).toBeGreaterThanOrEqual(4);
        const free = new Set([
          ...sentencesOf(report[0]!.text, lang),
          ...sentencesOf(
            Object.values(singleReading(p.chart.planets[0]!.sign, lang)).join('\n'),
            lang,
          ),
          ...p.days.flatMap((d, k) =>
            sentencesOf(
              Object.values(
                dailyTexts(daySky({ planets: p.chart.planets, houses: p.chart.houses }, d), lang, {
                  date: d.toISOString().slice(0, 10),
                  seed: `${i}:${k}`,
                }),
              ).join('\n'),
              lang,
            ),
          ),
        ]);
        for (const s of report.slice(1))
          for (const sentence of sentencesOf(s.text, lang))
            expect(free.has(sentence), `${label} ${s.title}: ${sentence}`).toBe(false);
      }
    });
  }, 60_000);

  it('tells each transit text once in a horoscope', () => {
    crowd.slice(0, 120).forEach((p, i) => {
      const sky = daySky({ planets: p.chart.planets, houses: null }, p.days[0]!);
      for (const lang of LANGS) {
        const seen = new Set<string>();
        for (const s of composeDailyDeep(sky, lang, calendarDay(p, p.days[0]!, lang, false)))
          for (const sentence of sentencesOf(s.text, lang)) {
            expect(seen.has(sentence), `horoscope #${i} ${lang}: ${sentence}`).toBe(false);
            seen.add(sentence);
          }
      }
    });
  });
});
