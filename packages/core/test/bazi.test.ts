import { Solar } from 'lunar-typescript';
import { describe, expect, it } from 'vitest';
import {
  baziChart,
  fourPillars,
  nayin,
  pillarName,
  SOLAR_TERMS,
  solarTerm,
  type BaziMoment,
} from '../src/bazi';
import { prng } from './lint/sentences';

const MIN = 60_000;
const BEIJING = 8 * 60;
/** A Beijing clock time (UTC+8) as an instant. */
const beijing = (y: number, mo: number, d: number, h: number, mi: number) =>
  new Date(Date.UTC(y, mo - 1, d, h, mi) - BEIJING * MIN);
const names = (m: BaziMoment) => {
  const p = fourPillars(m);
  return [p.year, p.month, p.day, p.hour].map(pillarName).join(' ');
};

describe('solar terms from the real sky', () => {
  // the Purple Mountain Observatory's almanac, Beijing time, to the minute
  const published: [number, number, string][] = [
    [2023, 2, '2023-02-04 10:42'],
    [2024, 2, '2024-02-04 16:27'],
    [2025, 2, '2025-02-03 22:10'],
    [2026, 2, '2026-02-04 04:02'],
    [2024, 5, '2024-03-20 11:06'],
    [2024, 11, '2024-06-21 04:51'],
    [2024, 23, '2024-12-21 17:21'],
    [2008, 11, '2008-06-21 07:59'],
  ];
  it.each(published)('%i term %i at %s', (year, index, when) => {
    const [date, time] = when.split(' ') as [string, string];
    const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
    const [h, mi] = time.split(':').map(Number) as [number, number];
    const ours = solarTerm(year, index).utc.getTime();
    expect(Math.abs(ours - beijing(y, mo, d, h, mi).getTime())).toBeLessThanOrEqual(2 * MIN);
  });

  it('agree with the 寿星 almanac algorithm (lunar-typescript) 1901–2050 within a minute', () => {
    let compared = 0;
    for (let y = 1901; y <= 2050; y += 7) {
      const table = Solar.fromYmd(y, 6, 1).getLunar().getJieQiTable();
      SOLAR_TERMS.forEach((name, i) => {
        const s = table[name];
        if (!s || s.getYear() !== y) return;
        const ms = beijing(y, s.getMonth(), s.getDay(), s.getHour(), s.getMinute()).getTime();
        const ours = solarTerm(y, i).utc.getTime() - s.getSecond() * 1000;
        expect(Math.abs(ours - ms), `${y} ${name}`).toBeLessThan(MIN);
        compared++;
      });
    }
    expect(compared).toBeGreaterThan(400);
  });
});

describe('the Four Pillars', () => {
  it('gives the founding ceremony of 1 October 1949, 15:00 Beijing, as 己丑 癸酉 甲子 壬申', () => {
    const m = { utc: beijing(1949, 10, 1, 15, 0), lon: 116.39, standardOffsetMinutes: BEIJING };
    expect(names({ ...m, trueSolarTime: false })).toBe('己丑 癸酉 甲子 壬申');
  });

  it('matches lunar-typescript on the standard clock for 400 births away from boundaries', () => {
    const rand = prng(8801);
    let compared = 0;
    for (let i = 0; i < 400; i++) {
      const utc = new Date(
        Date.UTC(1901, 2, 1) + Math.floor((rand() * 149 * 365.25 * 864e5) / MIN) * MIN,
      );
      const clock = new Date(utc.getTime() + BEIJING * MIN);
      const minuteOfDay = clock.getUTCHours() * 60 + clock.getUTCMinutes();
      // away from the hour boundaries (odd hours) and the month's terms, where the two
      // algorithms may part by seconds
      if (minuteOfDay % 120 < 3 || minuteOfDay % 120 > 57 + 60) continue;
      const p = fourPillars({
        utc,
        lon: 120,
        standardOffsetMinutes: BEIJING,
        trueSolarTime: false,
      });
      if (Math.abs(utc.getTime() - p.monthTerm.utc.getTime()) < 10 * MIN) continue;
      if (Math.abs(utc.getTime() - p.nextTerm.utc.getTime()) < 10 * MIN) continue;
      const ec = Solar.fromYmdHms(
        clock.getUTCFullYear(),
        clock.getUTCMonth() + 1,
        clock.getUTCDate(),
        clock.getUTCHours(),
        clock.getUTCMinutes(),
        0,
      )
        .getLunar()
        .getEightChar();
      ec.setSect(1); // 23:00 begins the next day
      const theirs = [ec.getYear(), ec.getMonth(), ec.getDay(), ec.getTime()].join(' ');
      expect(
        names({ utc, lon: 120, standardOffsetMinutes: BEIJING, trueSolarTime: false }),
        clock.toISOString(),
      ).toBe(theirs);
      compared++;
    }
    expect(compared).toBeGreaterThan(300);
  });

  it('turns the year at the instant of 立春 and the month at each 节', () => {
    const lichun = solarTerm(2024, 2).utc.getTime();
    const at = (ms: number) =>
      fourPillars({ utc: new Date(ms), lon: 116.4, standardOffsetMinutes: BEIJING });
    expect(pillarName(at(lichun - 3 * MIN).year)).toBe('癸卯');
    expect(pillarName(at(lichun - 3 * MIN).month)).toBe('乙丑');
    expect(pillarName(at(lichun + 3 * MIN).year)).toBe('甲辰');
    expect(pillarName(at(lichun + 3 * MIN).month)).toBe('丙寅');
    const jingzhe = solarTerm(2024, 4).utc.getTime();
    expect(pillarName(at(jingzhe - MIN).month)).toBe('丙寅');
    expect(pillarName(at(jingzhe + MIN).month)).toBe('丁卯');
  });

  it('begins the day at 23:00 by default, or at midnight in the other school', () => {
    const m = { lon: 120, standardOffsetMinutes: BEIJING, trueSolarTime: false };
    const before = fourPillars({ ...m, utc: beijing(2024, 3, 10, 22, 59) });
    const after = fourPillars({ ...m, utc: beijing(2024, 3, 10, 23, 1) });
    expect(pillarName(before.hour).slice(1)).toBe('亥');
    expect(after.hour.branch).toBe(0);
    expect(after.day.stem).toBe((before.day.stem + 1) % 10);
    const late = fourPillars({ ...m, utc: beijing(2024, 3, 10, 23, 1), dayChange: 'midnight' });
    expect(late.day).toEqual(before.day);
    // the late 子 hour takes the stem of the day it begins, in both schools
    expect(late.hour).toEqual(after.hour);
  });

  it('reckons by true solar time, and says when it changed a pillar', () => {
    // 01:30 Beijing time in Urumqi (87.6°E) is about 23:20 by the Sun: still the 子 hour,
    // while the clock says 丑
    const m = { utc: beijing(2024, 3, 10, 1, 30), lon: 87.6, standardOffsetMinutes: BEIJING };
    const c = baziChart({ ...m, sex: 'female' });
    expect(c.pillars.trueSolarClock.toISOString().slice(11, 16)).toMatch(/^23:(0|1|2)/);
    expect(c.pillars.hour.branch).toBe(0);
    expect(c.changedBySolarTime).toEqual(['hour']);
    const standard = baziChart({ ...m, sex: 'female', trueSolarTime: false });
    expect(standard.pillars.hour.branch).toBe(1);
    expect(standard.pillars.day).toEqual(c.pillars.day);
    // in the midnight school the solar 23:20 still belongs to the 9th, the clock's 01:30 to the 10th
    const late = fourPillars({ ...m, dayChange: 'midnight' });
    const clock = fourPillars({ ...m, dayChange: 'midnight', trueSolarTime: false });
    expect((late.day.stem + 1) % 10).toBe(clock.day.stem);
    // a Shanghai birth at 12:58: the Sun says 13:05, the 未 hour, while the clock says 午
    const noon = baziChart({
      utc: beijing(2024, 11, 3, 12, 58),
      lon: 121.47,
      standardOffsetMinutes: BEIJING,
      sex: 'male',
    });
    expect(noon.changedBySolarTime).toEqual(['hour']);
    expect(noon.pillars.hour.branch).toBe(7);
  });
});

describe('luck pillars and analysis', () => {
  it('step forward for a yang year and a man, backward for a woman, from the month pillar', () => {
    const utc = beijing(1990, 5, 17, 12, 30); // 庚午 year: yang
    const m = { utc, lon: 121.47, standardOffsetMinutes: BEIJING };
    const man = baziChart({ ...m, sex: 'male' }).luck;
    const woman = baziChart({ ...m, sex: 'female' }).luck;
    expect(man.forward).toBe(true);
    expect(woman.forward).toBe(false);
    expect(man.pillars.map(pillarName).slice(0, 3)).toEqual(['壬午', '癸未', '甲申']);
    expect(woman.pillars.map(pillarName).slice(0, 3)).toEqual(['庚辰', '己卯', '戊寅']);
    // three days to the 节 make a year: 立夏 was on 6 May 02:35, 芒种 on 6 June
    const lixia = solarTerm(1990, 8).utc.getTime();
    expect(woman.startAge).toBeCloseTo((utc.getTime() - lixia) / 864e5 / 3, 9);
    man.pillars.forEach((p, k) => expect(p.fromAge).toBeCloseTo(man.startAge + 10 * k, 9));
    // lunar-typescript agrees on the direction and the first pillar
    const yun = Solar.fromYmdHms(1990, 5, 17, 12, 30, 0).getLunar().getEightChar().getYun(1);
    expect(yun.isForward()).toBe(true);
    expect(yun.getDaYun()[1]!.getGanZhi()).toBe('壬午');
  });

  it('names the ten gods, the 纳音 and the clashes and combinations', () => {
    const c = baziChart({
      utc: beijing(1949, 10, 1, 15, 0),
      lon: 116.39,
      standardOffsetMinutes: BEIJING,
      trueSolarTime: false,
      sex: 'male',
      flowYear: 2026,
    });
    // day master 甲: 己 is its 正财, 癸 its 正印, 壬 its 偏印
    expect(c.details.map((d) => d.stemGod)).toEqual(['正财', '正印', null, '偏印']);
    expect(c.details.map((d) => d.nayin)).toEqual(['霹雳火', '剑锋金', '海中金', '剑锋金']);
    expect(nayin({ stem: 8, branch: 10 })).toBe('大海水');
    // 子 and 丑 combine (year and day); 2026 is 丙午: 午 clashes with the day's 子
    expect(c.interactions).toContainEqual({
      between: ['year', 'day'],
      stems: ['合'],
      branches: ['合'],
    });
    expect(pillarName(c.flow.pillar)).toBe('丙午');
    expect(c.flow.interactions).toContainEqual({
      between: ['flowYear', 'day'],
      stems: [],
      branches: ['冲'],
    });
    const total = Object.values(c.balance).reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(9, 9);
    expect(['strong', 'balanced', 'weak']).toContain(c.strength.strength);
  });
});
