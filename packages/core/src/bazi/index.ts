/**
 * 八字, the Four Pillars of Destiny, from the real sky: the year from the instant of 立春, the
 * month from the 节 the Sun has passed, the day and hour by true solar time (or the standard
 * clock), the luck pillars, and the analysis a reading is composed from.
 */
import { zoneOffset } from '../astro/birth';
import {
  dayMasterStrength,
  elementBalance,
  HIDDEN_STEMS,
  interactions,
  PILLAR_KEYS,
  tenGod,
} from './analysis';
import { nayin, type Pillar } from './cycle';
import { fourPillars, luckPillars, yearPillarOf, type BaziMoment } from './pillars';

export * from './cycle';
export * from './terms';
export * from './solar-time';
export * from './pillars';
export * from './analysis';
export * from './reading';
export * from './pair';
export * from './daily';
export * from './luck-report';
export * from './flow';
export type { LuckFit, LuckStage } from './content/luck-types';
export { GOD_EN } from './content/luck-en';
export type { BaziText, GodFamily } from './content/types';

/**
 * The zone's standard offset at an instant, in minutes: the offset in force, less summer time
 * when it was kept (the smaller of the January and July offsets of that year).
 */
export function standardOffset(tz: string, utc: Date, offsetMinutes: number, dst: boolean) {
  if (!dst) return offsetMinutes;
  const y = utc.getUTCFullYear();
  return Math.min(zoneOffset(tz, Date.UTC(y, 0, 15)), zoneOffset(tz, Date.UTC(y, 6, 15)));
}

export interface BaziInput extends BaziMoment {
  sex: 'male' | 'female';
  /** the year whose pillar is read against the chart (流年); the birth year's next by default */
  flowYear?: number;
}

/** The whole chart: pillars, what changed with true solar time, luck, analysis. */
export function baziChart(input: BaziInput) {
  const pillars = fourPillars(input);
  const list: Pillar[] = PILLAR_KEYS.map((k) => pillars[k]);
  const dm = pillars.day.stem;
  // which pillars the standard clock would have given differently
  const other = fourPillars({ ...input, trueSolarTime: !(input.trueSolarTime ?? true) });
  const changedBySolarTime = (['day', 'hour'] as const).filter(
    (k) => other[k].stem !== pillars[k].stem || other[k].branch !== pillars[k].branch,
  );
  const flowYear = input.flowYear ?? input.utc.getUTCFullYear() + 1;
  const flow = yearPillarOf(flowYear);
  return {
    pillars,
    list,
    changedBySolarTime,
    luck: luckPillars(pillars, input.utc, input.sex),
    details: list.map((p, i) => ({
      key: PILLAR_KEYS[i]!,
      nayin: nayin(p),
      stemGod: i === 2 ? null : tenGod(dm, p.stem),
      hidden: HIDDEN_STEMS[p.branch]!.map((s) => ({ stem: s, god: tenGod(dm, s) })),
    })),
    balance: elementBalance(list),
    strength: dayMasterStrength(list),
    interactions: interactions(list),
    flow: {
      year: flowYear,
      pillar: flow,
      interactions: interactions(list, flow).filter((x) => x.between[0] === 'flowYear'),
    },
  };
}
export type BaziChart = ReturnType<typeof baziChart>;
