/**
 * 流年 for a run of years: each year's pillar (the year from 立春), what its stem is to the day
 * master, how it meets the chart, and the luck pillar it falls in.
 */
import { interactions, tenGod, type Interaction, type TenGod } from './analysis';
import type { Pillar } from './cycle';
import { yearPillarOf } from './pillars';

const YEAR_MS = 365.2425 * 86_400_000;

export interface FlowYearEntry {
  year: number;
  pillar: Pillar;
  /** the year stem's ten god to the day master */
  god: TenGod;
  /** the year's pillar against each of the chart's four (between[0] is always 'flowYear') */
  interactions: Interaction[];
  /** index of the luck pillar in force at the year's middle; null before the first or after the last */
  luck: number | null;
}

export interface FlowLuck {
  birthUtc: Date;
  /** the ages the luck pillars begin at, ten years apart */
  fromAges: readonly number[];
}

/** The luck pillar in force at an age: the last that began at or before it, within its ten years. */
function luckAt(luck: FlowLuck, year: number): number | null {
  const age = (Date.UTC(year, 6, 1) - luck.birthUtc.getTime()) / YEAR_MS;
  const i = luck.fromAges.findIndex((from) => age >= from && age < from + 10);
  return i < 0 ? null : i;
}

/** `count` years of 流年 from `fromYear`, each read against the chart's four pillars. */
export function flowYears(
  list: readonly Pillar[],
  dayMaster: number,
  fromYear: number,
  count: number,
  luck?: FlowLuck,
): FlowYearEntry[] {
  return Array.from({ length: count }, (_, k) => {
    const year = fromYear + k;
    const pillar = yearPillarOf(year);
    return {
      year,
      pillar,
      god: tenGod(dayMaster, pillar.stem),
      interactions: interactions(list, pillar).filter((x) => x.between[0] === 'flowYear'),
      luck: luck ? luckAt(luck, year) : null,
    };
  });
}
