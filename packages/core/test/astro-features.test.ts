import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../src/util';
import {
  ASTRO_TEXT,
  aspectBetween,
  aspectsOf,
  chart,
  chartTraits,
  composeDailyDeep,
  composeNatalReport,
  dailyTexts,
  dayFortune,
  daySky,
  dignity,
  PLANETS,
  SIGNS,
  signOf,
  signTraits,
  singleReading,
  transitsTo,
} from '../src/astro';
import { calendarPasses, deepDayOf } from './deep-day';
import { ZODIAC_SIGNS } from '../src/zodiac';

const body = (id: (typeof PLANETS)[number], lon: number, speed = 1) => ({ id, lon, speed });

describe('signs', () => {
  it('puts boundaries at exact multiples of 30°', () => {
    expect(signOf(0)).toBe(0);
    expect(signOf(29.999999)).toBe(0);
    expect(signOf(30)).toBe(1);
    expect(signOf(359.9999)).toBe(11);
    expect(signOf(-0.0001)).toBe(11);
    expect(signOf(360)).toBe(0);
  });
  it('knows element, modality, ruler, dates and dignities', () => {
    expect(SIGNS[0]).toMatchObject({
      key: 'aries',
      element: 'fire',
      modality: 'cardinal',
      ruler: 'mars',
      from: '03-21',
      to: '04-19',
    });
    expect(SIGNS[11]).toMatchObject({
      key: 'pisces',
      element: 'water',
      modality: 'mutable',
      to: '03-20',
    });
    expect(SIGNS[9]).toMatchObject({ from: '12-22', to: '01-19' });
    expect(dignity('sun', 4)).toBe(5);
    expect(dignity('sun', 0)).toBe(4);
    expect(dignity('sun', 10)).toBe(-5);
    expect(dignity('sun', 6)).toBe(-4);
    expect(dignity('mercury', 3)).toBe(0);
  });
});

describe('aspects', () => {
  it('finds each aspect within its planet-dependent orb', () => {
    expect(aspectBetween(body('sun', 10), body('moon', 19.9))?.kind).toBe('conjunction'); // 10° for the lights
    expect(aspectBetween(body('uranus', 10), body('pluto', 16.1))).toBeNull(); // 6° for two outer planets
    expect(aspectBetween(body('uranus', 10), body('pluto', 15.9))?.kind).toBe('conjunction');
    expect(aspectBetween(body('venus', 0), body('mars', 64.9))?.kind).toBe('sextile');
    expect(aspectBetween(body('venus', 0), body('mars', 65.1))).toBeNull();
    expect(aspectBetween(body('mars', 350), body('saturn', 81))?.kind).toBe('square'); // across 0°
    expect(aspectBetween(body('sun', 0), body('jupiter', 240))).toMatchObject({
      kind: 'trine',
      orb: 0,
    });
    expect(aspectBetween(body('moon', 100), body('saturn', 281))).toMatchObject({
      kind: 'opposition',
    });
  });
  it('says whether an aspect is applying', () => {
    // the faster Moon behind an exact trine to a slow Saturn: applying; past it: separating
    expect(aspectBetween(body('moon', 0, 13), body('saturn', 123, 0.03))?.applying).toBe(true);
    expect(aspectBetween(body('moon', 6, 13), body('saturn', 123, 0.03))?.applying).toBe(false);
  });
  it('lists a chart’s aspects tightest first, and halves the orbs for transits', () => {
    const list = aspectsOf([body('sun', 0), body('moon', 92), body('venus', 1)]);
    expect(list.map((a) => `${a.a}-${a.b}`)).toEqual(['sun-venus', 'moon-venus', 'sun-moon']);
    expect(transitsTo([body('sun', 0)], [body('mars', 5)])).toHaveLength(0); // 8.5° natal, 4.5° transit
    expect(transitsTo([body('sun', 0)], [body('mars', 4)])).toMatchObject([
      { transit: 'mars', natal: 'sun', kind: 'conjunction' },
    ]);
  });
});

describe('houses near the polar circles', () => {
  it.each([0, 35, 60, 66, 66.5, 70, -67])('gives twelve ascending cusps at %s°', (lat) => {
    const c = chart({ utc: new Date('2001-03-04T12:00:00Z'), lat, lon: 25 });
    expect(c.houses).toHaveLength(12);
    expect(c.houses[0]).toBeCloseTo(c.ascendant, 9);
    if (Math.abs(lat) > 66.56) expect(c.fallbackFrom).toBe('placidus');
    else expect(c.houseSystem).toBe('placidus');
    const span = c.houses.map((h, i) => (c.houses[(i + 1) % 12]! - h + 360) % 360);
    expect(span.reduce((a, b) => a + b, 0)).toBeCloseTo(360, 6);
  });
});

describe('daily fortune', () => {
  const natal = chart({ utc: new Date('1990-05-17T04:30:00Z'), lat: 31.23, lon: 121.47 });
  it('is deterministic for a chart and a day, and changes with the day', () => {
    const a = dayFortune(natal.planets, new Date('2026-11-23T04:00:00Z'));
    const b = dayFortune(natal.planets, new Date('2026-11-23T04:00:00Z'));
    expect(a).toEqual(b);
    const week = [...Array(7).keys()].map(
      (d) => dayFortune(natal.planets, new Date(Date.UTC(2026, 10, 17 + d, 4))).overall,
    );
    expect(new Set(week).size).toBeGreaterThan(2);
    for (const s of [a.overall, ...Object.values(a.scores)]) expect(s).toBeGreaterThanOrEqual(3);
  });
  it('is calibrated so a typical day scores about 50', () => {
    const rand = mulberry32(11);
    const scores: number[] = [];
    for (let i = 0; i < 60; i++) {
      const birth = chart({
        utc: new Date(Date.UTC(1960, 0, 1) + rand() * 45 * 365.25 * 864e5),
        lat: 40,
        lon: 0,
      });
      for (let d = 0; d < 10; d++)
        scores.push(
          dayFortune(
            birth.planets,
            new Date(Date.UTC(2026, 0, 1) + Math.floor(rand() * 365) * 864e5),
          ).scores.emotions,
        );
    }
    scores.sort((x, y) => x - y);
    const median = scores[scores.length >> 1]!;
    expect(median).toBeGreaterThanOrEqual(45);
    expect(median).toBeLessThanOrEqual(55);
    // a real spread: bad days and good days both happen
    expect(scores[Math.floor(scores.length * 0.1)]!).toBeLessThan(40);
    expect(scores[Math.floor(scores.length * 0.9)]!).toBeGreaterThan(60);
  });
  it('words the day from its sky, in both languages, the same for the same day and seed', () => {
    const day = dayFortune(natal.planets, new Date('2026-11-23T04:00:00Z'));
    const sky = daySky(
      { planets: natal.planets, houses: natal.houses },
      new Date('2026-11-23T04:00:00Z'),
    );
    expect(sky.scores).toEqual(day.scores);
    const ctx = { date: '2026-11-23', seed: 'a' };
    const en = dailyTexts(sky, 'en', ctx);
    const zh = dailyTexts(sky, 'zh', ctx);
    expect(en).toEqual(dailyTexts(sky, 'en', ctx));
    expect(Object.values(en).every((t) => t.length > 20)).toBe(true);
    expect(Object.values(zh).every((t) => /[\u4e00-\u9fff]/.test(t))).toBe(true);
    const start = new Date('2026-11-22T16:00:00Z');
    const passes = calendarPasses(natal, true, start, new Date('2026-11-24T00:00:00Z'));
    const calendar = deepDayOf(passes, natal.houses, start, 'Asia/Shanghai', 'en');
    const report = composeDailyDeep(sky, 'en', calendar);
    expect(report.map((s) => s.key)).toEqual([
      'today',
      'emotions',
      'health',
      'wealth',
      'career',
      'transits',
    ]);
  });
});

describe('traits and readings', () => {
  it('scores six traits of a chart within 20–98, the same every time', () => {
    const natal = chart({ utc: new Date('1990-05-17T04:30:00Z'), lat: 31.23, lon: 121.47 });
    const t = chartTraits(natal.planets);
    expect(Object.keys(t)).toEqual(['wealth', 'romance', 'wisdom', 'family', 'luck', 'career']);
    for (const v of Object.values(t)) expect(v).toBeGreaterThanOrEqual(20);
    expect(chartTraits(natal.planets)).toEqual(t);
    expect(signTraits(1).wealth).toBeGreaterThan(signTraits(2).wealth); // Taurus over Gemini
  });
  it('has every text in both languages', () => {
    for (const lang of ['en', 'zh'] as const) {
      const text = ASTRO_TEXT[lang];
      for (const p of PLANETS) {
        for (const s of ZODIAC_SIGNS)
          expect(text.planetInSign[p][s].length, `${p} ${s}`).toBeGreaterThan(30);
        for (let h = 1; h <= 12; h++)
          expect(text.planetInHouse[p][h as 1]!.length).toBeGreaterThan(20);
      }
      for (let i = 0; i < PLANETS.length; i++)
        for (let j = i + 1; j < PLANETS.length; j++) {
          const pair = text.aspectPair[`${PLANETS[i]!}-${PLANETS[j]!}`];
          expect(pair, `${PLANETS[i]}-${PLANETS[j]}`).toBeDefined();
        }
      for (let s = 0; s < 12; s++) expect(Object.values(singleReading(s, lang))).toHaveLength(6);
    }
  });
  it('composes the natal report, without houses when the birth time is unknown', () => {
    const natal = chart({ utc: new Date('1988-07-01T03:00:00Z'), lat: 31.23, lon: 121.47 });
    const full = composeNatalReport(natal, 'en');
    const themes = ['elements', 'ruler', 'gathering', 'nodes'];
    expect(full.map((s) => s.key)).toEqual(['overview', ...PLANETS, 'aspects', ...themes]);
    // read on a given day, it also dates Saturn's returns and the year's slow transits
    const dated = composeNatalReport(natal, 'en', { now: new Date('2026-05-01T00:00:00Z') });
    expect(dated.map((s) => s.key).slice(-2)).toEqual(['saturn', 'yearAhead']);
    expect(dated.at(-2)!.text).toMatch(
      /Your first Saturn return (came|comes) in \w+[ -]\w+ 2017, at 29/,
    );
    // the Sun's sign text is told once, in the free overview, never again in the Sun's section
    expect(full[1]!.text).not.toContain(full[0]!.text.split('\n\n')[0]!);
    expect(full[1]!.title).toBe(
      `Sun in Cancer, ${natal.planets[0]!.house}${['st', 'nd', 'rd'][natal.planets[0]!.house - 1] ?? 'th'} house`,
    );
    const unknown = composeNatalReport(natal, 'zh', { timeUnknown: true });
    expect(unknown[0]!.text).toContain('出生时间未知');
    expect(unknown[1]!.title).toBe('太阳落巨蟹座');
  });
});
