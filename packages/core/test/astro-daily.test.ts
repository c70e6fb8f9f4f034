import { describe, expect, it } from 'vitest';
import {
  aspectText,
  chart,
  composeDailyDeep,
  dailyTexts,
  dayFortune,
  daySky,
  planetPositions,
  rawFortune,
  transitsTo,
} from '../src/astro';
import { calendarPasses, deepDayOf } from './deep-day';
import { sentencesOf } from './lint/sentences';

const natal = chart({ utc: new Date('1990-05-17T04:30:00Z'), lat: 31.23, lon: 121.47 });
const known = { planets: natal.planets, houses: natal.houses };
const noon = (date: string) => new Date(`${date}T04:00:00Z`); // noon in Shanghai

describe("the day's sky", () => {
  it('keeps the scores of dayFortune and says which transits moved them', () => {
    const sky = daySky(known, noon('2026-11-23'));
    expect(sky.scores).toEqual(dayFortune(natal.planets, noon('2026-11-23')).scores);
    const raw = rawFortune(sky.transits);
    for (const dim of ['emotions', 'health', 'wealth', 'career'] as const) {
      const sum = sky.transits.reduce((s, t) => s + t.moves[dim], 0);
      expect(sum).toBeCloseTo(raw[dim], 9);
      const [first, second] = sky.drivers[dim];
      if (first)
        for (const t of sky.transits)
          expect(Math.abs(first.moves[dim])).toBeGreaterThanOrEqual(Math.abs(t.moves[dim]));
      if (second) expect(second.transit).not.toBe(first!.transit);
    }
  });

  it('gives the Moon its phase: full on 3 Jan 2026, new on 18 Jan 2026', () => {
    expect(daySky(known, new Date('2026-01-03T10:00:00Z')).moon.phase).toBe(4);
    expect(daySky(known, new Date('2026-01-18T19:00:00Z')).moon.phase).toBe(0);
    const sky = daySky(known, noon('2026-01-03'));
    expect(sky.moon.house).toBeGreaterThanOrEqual(1);
    expect(daySky({ ...known, houses: null }, noon('2026-01-03')).moon.house).toBeNull();
  });

  it('finds Mercury retrograde in March 2026 and its station in late February', () => {
    const mid = daySky(known, noon('2026-03-08'));
    expect(mid.motions.find((m) => m.id === 'mercury')?.retrograde).toBe(true);
    const stations = Array.from({ length: 8 }, (_, k) =>
      daySky(known, new Date(Date.UTC(2026, 1, 22 + k, 4))).motions.find((m) => m.id === 'mercury'),
    ).filter((m) => m?.station);
    expect(stations.length).toBeGreaterThan(0);
    expect(stations.every((m) => m!.station === 'retrograde')).toBe(true);
  });

  it('times an exact transit: at the time given, the orb is closed', () => {
    const sky = daySky(known, noon('2026-11-23'));
    const exact = sky.transits.filter((t) => t.exact && t.exactIn !== null);
    expect(exact.length).toBeGreaterThan(0);
    for (const t of exact) {
      const at = new Date(noon('2026-11-23').getTime() + t.exactIn! * 3_600_000);
      const again = transitsTo(natal.planets, planetPositions(at)).find(
        (x) => x.transit === t.transit && x.natal === t.natal && x.kind === t.kind,
      )!;
      expect(again.orb).toBeLessThan(0.3);
    }
  });
});

describe('the daily texts', () => {
  const ctx = (date: string) => ({ date, seed: '7' });
  const SHANGHAI = 'Asia/Shanghai';
  const passes = calendarPasses(
    natal,
    true,
    new Date('2026-11-01T00:00:00Z'),
    new Date('2026-12-31T00:00:00Z'),
  );
  /** The day's calendar transits (Shanghai's midnight to midnight) as the server gives them. */
  const calendarDay = (
    date: string,
    lang: 'en' | 'zh' = 'en',
    houses: readonly number[] | null = natal.houses,
  ) => deepDayOf(passes, houses, new Date(Date.parse(`${date}T00:00:00+08:00`)), SHANGHAI, lang);
  it('name the lead transit and the Moon, differ every day, and never reuse natal blurbs', () => {
    let before = '';
    for (let d = 1; d <= 14; d++) {
      const date = `2026-11-${String(d).padStart(2, '0')}`;
      const sky = daySky(known, noon(date));
      const en = dailyTexts(sky, 'en', ctx(date));
      expect(en.overall).toMatch(/Moon/);
      expect(en.overall).not.toBe(before);
      before = en.overall;
      const paid = composeDailyDeep(sky, 'en', calendarDay(date));
      expect(paid.map((s) => s.key)).toEqual([
        'today',
        'emotions',
        'health',
        'wealth',
        'career',
        'transits',
      ]);
      const free = new Set(Object.values(en).flatMap((t) => sentencesOf(t, 'en')));
      const natalBlurbs = new Set(
        sky.transits.flatMap((t) =>
          sentencesOf(aspectText(t.transit, t.natal, t.kind, 'en'), 'en'),
        ),
      );
      for (const s of paid.flatMap((p) => sentencesOf(p.text, 'en'))) {
        expect(free.has(s), s).toBe(false);
        expect(natalBlurbs.has(s), s).toBe(false);
      }
    }
  });

  it("times the calendar's transits of the day, in its order, titles and zone", () => {
    for (const date of ['2026-11-23', '2026-12-05', '2026-12-16']) {
      const sky = daySky(known, noon(date));
      for (const lang of ['en', 'zh'] as const) {
        const day = calendarDay(date, lang);
        expect(day.transits.length, date).toBeGreaterThan(0);
        const timing = composeDailyDeep(sky, lang, day)[0]!.text.split('\n\n');
        const shown = day.transits.slice(0, 6);
        expect(timing).toHaveLength(shown.length);
        shown.forEach((t, i) => {
          // the calendar's title (capitalised in English) opens each paragraph
          expect(timing[i]!.toLowerCase().startsWith(t.title.toLowerCase()), timing[i]).toBe(true);
          const local = new Intl.DateTimeFormat('en-CA', {
            timeZone: SHANGHAI,
            month: 'numeric',
            day: 'numeric',
            hour: '2-digit',
            minute: '2-digit',
            hourCycle: 'h23',
          }).formatToParts(t.exact);
          const part = (type: string) => Number(local.find((p) => p.type === type)!.value);
          const clock = `${String(part('hour')).padStart(2, '0')}:${String(part('minute')).padStart(2, '0')}`;
          if (t.exactToday) expect(timing[i]).toContain(clock);
          else if (lang === 'zh') expect(timing[i]).toContain(`${part('month')}月${part('day')}日`);
          else
            expect(timing[i]).toContain(
              `${part('day')} ${new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: SHANGHAI }).format(t.exact)}`,
            );
        });
      }
    }
  });

  it('tells no house without a birth time', () => {
    const sky = daySky({ ...known, houses: null }, noon('2026-11-23'));
    const paid = composeDailyDeep(sky, 'en', calendarDay('2026-11-23', 'en', null));
    expect(paid.map((s) => s.text).join(' ')).not.toMatch(/house/);
    expect(
      composeDailyDeep(sky, 'zh', calendarDay('2026-11-23', 'zh', null))
        .map((s) => s.text)
        .join(''),
    ).not.toMatch(/宫/);
  });
});
