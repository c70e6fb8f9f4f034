import { Solar } from 'lunar-typescript';
import { describe, expect, it } from 'vitest';
import {
  baziChart,
  flowYears,
  interactions,
  pillarName,
  PILLAR_KEYS,
  tenGod,
  yearPillarOf,
} from '../src/bazi';

const chart = baziChart({
  utc: new Date(Date.UTC(1990, 4, 17, 2, 30)),
  lon: 116.4,
  standardOffsetMinutes: 480,
  sex: 'female',
  flowYear: 2026,
});
const dm = chart.pillars.day.stem;

describe('flowYears', () => {
  it('gives the year pillar of lunar-typescript for every year 1900–2100', () => {
    const years = flowYears(chart.list, dm, 1900, 201);
    expect(years).toHaveLength(201);
    for (const y of years) {
      // mid-year is long past 立春, so the almanac's exact year pillar is the year's own
      const theirs = Solar.fromYmd(y.year, 6, 1).getLunar().getYearInGanZhiExact();
      expect(`${y.year} ${pillarName(y.pillar)}`).toBe(`${y.year} ${theirs}`);
    }
  });

  it('reads each year against the chart as interactions() does, with its ten god', () => {
    const years = flowYears(chart.list, dm, 2026, 60);
    expect(years.map((y) => y.year)).toEqual(Array.from({ length: 60 }, (_, k) => 2026 + k));
    let met = 0;
    for (const y of years) {
      const expected = interactions(chart.list, yearPillarOf(y.year)).filter(
        (x) => x.between[0] === 'flowYear',
      );
      expect(y.interactions).toEqual(expected);
      expect(y.god).toBe(tenGod(dm, y.pillar.stem));
      for (const x of y.interactions) expect(PILLAR_KEYS).toContain(x.between[1]);
      met += y.interactions.length;
    }
    // over a whole cycle some years must clash or combine with the chart
    expect(met).toBeGreaterThan(0);
  });

  it('matches the chart’s own flow for its year', () => {
    const [first] = flowYears(chart.list, dm, chart.flow.year, 1);
    expect(first!.pillar).toEqual(chart.flow.pillar);
    expect(first!.interactions).toEqual(chart.flow.interactions);
  });

  it('names the luck pillar in force at each year’s middle', () => {
    const fromAges = chart.luck.pillars.map((p) => p.fromAge);
    const birthUtc = new Date(Date.UTC(1990, 4, 17, 2, 30));
    const years = flowYears(chart.list, dm, 1990, 90, { birthUtc, fromAges });
    const YEAR_MS = 365.2425 * 86_400_000;
    for (const y of years) {
      const age = (Date.UTC(y.year, 6, 1) - birthUtc.getTime()) / YEAR_MS;
      if (age < fromAges[0]! || age >= fromAges.at(-1)! + 10) expect(y.luck).toBeNull();
      else expect(fromAges[y.luck!]! <= age && age < fromAges[y.luck!]! + 10).toBe(true);
    }
    expect(years.some((y) => y.luck === null)).toBe(true);
    expect(new Set(years.map((y) => y.luck)).size).toBe(9);
    expect(flowYears(chart.list, dm, 2026, 3).every((y) => y.luck === null)).toBe(true);
  });
});
