import { zoneOffset } from '../src/astro/birth';
import {
  baziChart,
  BRANCHES,
  equationOfTime,
  standardOffset,
  stemElement,
  STEMS,
  type Pillar,
} from '../src/bazi';
import { isTimeZone } from '../src/time';
import { CliError, moment, parseObject, type Json } from './input';

const named = (p: Pillar) => ({ stem: STEMS[p.stem]!, branch: BRANCHES[p.branch]! });
const round = (x: number, digits = 3) => Math.round(x * 10 ** digits) / 10 ** digits;
/** A Date whose UTC fields hold a local time, as YYYY-MM-DDTHH:mm:ss. */
const wall = (d: Date) => d.toISOString().slice(0, 19);

function flag(data: Json, key: string, fallback: boolean): boolean {
  const v = data[key];
  if (v === undefined) return fallback;
  if (typeof v !== 'boolean') throw new CliError(`"${key}" must be true or false`);
  return v;
}

/** The standard offset: from the zone's rules for `local` input, or `tz` beside `utc`. */
function offsetOf(data: Json, utc: Date, how: Record<string, unknown>): number {
  const minutes = typeof how.utcOffsetMinutes === 'number' ? how.utcOffsetMinutes : 0;
  if (typeof data.local === 'string') {
    if (how.lmt === true || how.overridden === true) return minutes;
    return standardOffset(data.tz as string, utc, minutes, how.dst === true);
  }
  if (data.tz === undefined) return 0;
  if (typeof data.tz !== 'string' || !isTimeZone(data.tz))
    throw new CliError('"tz" must be an IANA time zone such as Asia/Shanghai');
  // summer time or not, the smaller of the year's January and July offsets is standard time
  return standardOffset(data.tz, utc, zoneOffset(data.tz, utc.getTime()), true);
}

/**
 * {"local":"1990-05-17T12:30","tz":"Asia/Shanghai","lat":…,"lon":…,"sex":"male",
 * "trueSolarTime":true} → the Four Pillars, luck pillars, the month's 节 and the analysis.
 */
export function baziCommand(json: string) {
  const data = parseObject(json);
  const { utc, lon, how } = moment(data);
  if (data.sex !== 'male' && data.sex !== 'female')
    throw new CliError('"sex" must be "male" or "female"');
  const trueSolarTime = flag(data, 'trueSolarTime', true);
  const lateZi = flag(data, 'lateZiHour', false);
  const c = baziChart({
    utc,
    lon,
    standardOffsetMinutes: offsetOf(data, utc, how),
    trueSolarTime,
    dayChange: lateZi ? 'midnight' : 'ziHour',
    sex: data.sex,
  });
  const p = c.pillars;
  const startAge = round(c.luck.startAge);
  return {
    pillars: { year: named(p.year), month: named(p.month), day: named(p.day), hour: named(p.hour) },
    luck: {
      forward: c.luck.forward,
      startAge,
      start: c.luck.start,
      pillars: c.luck.pillars.map((l, k) => ({ ...named(l), fromAge: round(startAge + 10 * k) })),
    },
    solarTerm: { name: p.monthTerm.name, utc: p.monthTerm.utc.toISOString() },
    nextSolarTerm: { name: p.nextTerm.name, utc: p.nextTerm.utc.toISOString() },
    clock: {
      used: trueSolarTime ? 'trueSolar' : 'standard',
      standard: wall(p.standardClock),
      trueSolar: wall(p.trueSolarClock),
      equationOfTimeMinutes: round(equationOfTime(utc), 2),
      dayChange: lateZi ? 'midnight' : 'ziHour',
    },
    changedBySolarTime: c.changedBySolarTime,
    dayMaster: {
      stem: STEMS[p.day.stem]!,
      element: stemElement(p.day.stem),
      ...c.strength,
    },
    details: c.details.map((d) => ({
      pillar: d.key,
      nayin: d.nayin,
      stemGod: d.stemGod,
      hidden: d.hidden.map((h) => ({ stem: STEMS[h.stem]!, god: h.god })),
    })),
    elements: c.balance,
    interactions: c.interactions,
    flowYear: { year: c.flow.year, ...named(c.flow.pillar), interactions: c.flow.interactions },
  };
}
