import { cycleIndex, mod, pillarAt, stemIsYang, type Pillar } from './cycle';
import { monthTermAt, nextMonthTerm, solarTerm, type SolarTerm } from './terms';
import { trueSolarTime } from './solar-time';

const DAY = 86_400_000;

/**
 * When the day pillar turns: at 23:00, the start of the 子 hour (子初换日, the default), or at
 * midnight, with 23:00–24:00 the "late 子 hour" of the same day (早晚子时).
 */
export type DayChange = 'ziHour' | 'midnight';

export interface BaziMoment {
  utc: Date;
  /** birthplace longitude, degrees east */
  lon: number;
  /** the zone's standard offset at birth, minutes east of UTC (summer time removed) */
  standardOffsetMinutes: number;
  /** reckon the day and hour in local apparent solar time (default) or the standard clock */
  trueSolarTime?: boolean;
  dayChange?: DayChange;
}

export interface FourPillars {
  year: Pillar;
  month: Pillar;
  day: Pillar;
  hour: Pillar;
  /** the 节 that opened the birth month, and the one that closes it */
  monthTerm: SolarTerm;
  nextTerm: SolarTerm;
  /** the wall-clock readings the day and hour came from (UTC fields hold the local time) */
  clock: Date;
  standardClock: Date;
  trueSolarClock: Date;
}

/** Days from 1970-01-01 of a date held in a Date's UTC fields. */
const dayNumber = (d: Date) => Math.floor(d.getTime() / DAY);
/** 1970-01-01 was 辛巳 day, position 17 of the sixty. */
const EPOCH_DAY_INDEX = 17;

/** The day pillar of a calendar date (held in a Date's UTC fields). */
export const dayPillarOf = (date: Date): Pillar => pillarAt(dayNumber(date) + EPOCH_DAY_INDEX);

/** The year pillar of a pillar-year (the year that begins at its 立春): 1984 was 甲子. */
export const yearPillarOf = (year: number): Pillar => pillarAt(year - 4);

/** 五虎遁: the stem of a year's first (寅) month from the year stem. */
const tigerMonthStem = (yearStem: number) => mod((yearStem % 5) * 2 + 2, 10);
/** 五鼠遁: the stem of a day's first (子) hour from the day stem. */
const ratHourStem = (dayStem: number) => mod((dayStem % 5) * 2, 10);

/** The Four Pillars of a birth instant and place. */
export function fourPillars(m: BaziMoment): FourPillars {
  const utc = m.utc;
  // the year turns at the instant of 立春 (the Sun at 315°)
  const y = utc.getUTCFullYear();
  const pillarYear = utc.getTime() < solarTerm(y, 2).utc.getTime() ? y - 1 : y;
  const year = yearPillarOf(pillarYear);
  // the month opens at its 节; 小寒 (index 0) opens the 丑 month, 立春 the 寅 month, …
  const monthTerm = monthTermAt(utc);
  const branch = mod(monthTerm.index / 2 + 1, 12);
  const fromTiger = mod(branch - 2, 12);
  const month = { stem: mod(tigerMonthStem(year.stem) + fromTiger, 10), branch };
  // the day and the hour by the chosen clock
  const standardClock = new Date(utc.getTime() + m.standardOffsetMinutes * 60_000);
  const trueSolarClock = trueSolarTime(utc, m.lon);
  const clock = m.trueSolarTime === false ? standardClock : trueSolarClock;
  const hours = clock.getUTCHours() + clock.getUTCMinutes() / 60;
  const late = hours >= 23;
  const date = new Date(Math.floor(clock.getTime() / DAY) * DAY);
  const nextDay = dayPillarOf(new Date(date.getTime() + DAY));
  const day = late && (m.dayChange ?? 'ziHour') === 'ziHour' ? nextDay : dayPillarOf(date);
  const hourBranch = mod(Math.floor((hours + 1) / 2), 12);
  // the 子 hour from 23:00 takes its stem from the day it begins, in either school
  const stemDay = late ? nextDay : day;
  const hour = { stem: mod(ratHourStem(stemDay.stem) + hourBranch, 10), branch: hourBranch };
  return {
    year,
    month,
    day,
    hour,
    monthTerm,
    nextTerm: nextMonthTerm(utc),
    clock,
    standardClock,
    trueSolarClock,
  };
}

export interface LuckPillars {
  /** forward for a yang year stem and a male birth, or a yin year stem and a female one */
  forward: boolean;
  /** age at which the first luck pillar begins: three days to the 节 count as a year */
  startAge: number;
  start: { years: number; months: number };
  /** eight pillars of ten years, the first from startAge */
  pillars: (Pillar & { fromAge: number })[];
}

/** 大运: the luck pillars, stepping from the month pillar towards the next or the last 节. */
export function luckPillars(p: FourPillars, utc: Date, sex: 'male' | 'female'): LuckPillars {
  const forward = stemIsYang(p.year.stem) === (sex === 'male');
  const ms = forward
    ? p.nextTerm.utc.getTime() - utc.getTime()
    : utc.getTime() - p.monthTerm.utc.getTime();
  const startAge = ms / DAY / 3;
  const totalMonths = Math.round(startAge * 12);
  const base = cycleIndex(p.month);
  return {
    forward,
    startAge,
    start: { years: Math.floor(totalMonths / 12), months: totalMonths % 12 },
    pillars: Array.from({ length: 8 }, (_, k) => ({
      ...pillarAt(base + (forward ? k + 1 : -(k + 1))),
      fromAge: startAge + 10 * k,
    })),
  };
}
