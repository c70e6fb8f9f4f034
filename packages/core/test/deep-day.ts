/**
 * The paid daily report's day for tests: the transits calendar's passes of a chart (the Sun to
 * Pluto, 1° orb) narrowed to one day as the server narrows them (transitsOfDay), with the
 * calendar's titles.
 */
import {
  composeTransit,
  natalPointsOf,
  PLANETS,
  transitHouse,
  transits,
  transitsOfDay,
  type Chart,
  type DeepDay,
  type TransitEvent,
} from '../src/astro';

const DAY = 86_400_000;

/** The calendar's passes of a chart whose exact moment falls `back` days before to `ahead` after. */
export function calendarPasses(
  c: Pick<Chart, 'planets' | 'ascendant' | 'mc'>,
  timeKnown: boolean,
  from: Date,
  to: Date,
  back = 45,
): TransitEvent[] {
  const points = natalPointsOf(c).filter(
    (p) => timeKnown || (p.id !== 'ascendant' && p.id !== 'mc'),
  );
  const since = new Date(from.getTime() - back * DAY);
  return transits(
    points,
    since,
    to,
    PLANETS.filter((p) => p !== 'moon'),
  );
}

/** One local day (from `start`, 24 h) of those passes, as the report reads it. */
export function deepDayOf(
  passes: readonly TransitEvent[],
  cusps: readonly number[] | null,
  start: Date,
  zone: string,
  lang: 'en' | 'zh',
): DeepDay {
  const end = new Date(start.getTime() + DAY);
  return {
    start,
    zone,
    transits: transitsOfDay(passes, start, end).map((e) => {
      const house = transitHouse(e.target, cusps);
      const input = { ...e, house };
      return { ...input, title: composeTransit(input, lang).title };
    }),
  };
}
