/**
 * The paid depth report of a day: what the free view does not say. Its transits are the
 * transits calendar's in orb that day (the ones the free fortune lists and the daily push
 * names, with the calendar's titles): when each turns exact (a clock time in the member's zone
 * today, else its date), the house it runs through, what to do with it. Then how many points
 * each transit of the day's whole sky added to or took from each score (the scores' own
 * drivers, the Moon included); the Moon's sign change and what its phase is good for; the
 * retrograde planets and what to do while they are. Nothing here describes the birth chart as
 * if it were today's sky, and no free sentence comes back.
 */
import type { PlanetId } from '../planets';
import { localDate } from '../time';
import { bodyName, clockOf, transitPhrase } from './compose-daily';
import { flavorOf, signName, type ReportSection } from './compose-destiny';
import { transitPointTopic } from './compose-transits';
import { ASTRO_LABELS } from './content';
import type { AstroLang, HouseNumber } from './content';
import { DAILY_TEXT } from './content/daily';
import type { DaySky, DayTransit } from './daily';
import { FORTUNE_DIMENSIONS, pointsOf } from './fortune';
import type { NatalPointId, TransitAspect } from './transits';

const OUTER = new Set(['uranus', 'neptune', 'pluto']);

/** One of the calendar's transits in orb on the day, as the day's fortune lists it. */
export interface DeepDayTransit {
  planet: PlanetId;
  aspect: TransitAspect;
  natalPoint: NatalPointId;
  /** the house the transiting planet runs through (null without a birth time) */
  house: number | null;
  exact: Date;
  exactToday: boolean;
  /** the calendar's title in the report's language */
  title: string;
}

/** The day the report reads: its start (local midnight), the member's zone, its transits. */
export interface DeepDay {
  start: Date;
  zone: string;
  /** the calendar's transits in orb that day, in the fortune's order (exact today first) */
  transits: readonly DeepDayTransit[];
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant's clock time (hh, mm) in a zone. */
function clockIn(at: Date, zone: string): [number, number] {
  let format = clockFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clockFormats.set(zone, format);
  }
  const [hh, mm] = format.format(at).split(':').map(Number) as [number, number];
  return [hh, mm];
}

/** When a calendar transit is exact: its clock time today, else its date, in the member's zone. */
function when(t: DeepDayTransit, day: DeepDay, lang: AstroLang) {
  const deep = DAILY_TEXT[lang].deep;
  const past = t.exact < day.start;
  if (t.exactToday) return { clock: deep.clock(...clockIn(t.exact, day.zone)), date: null, past };
  const [, m, d] = localDate(t.exact, day.zone).split('-').map(Number) as [number, number, number];
  return { clock: null, date: deep.date(m, d), past };
}

function timeline(day: DeepDay, lang: AstroLang): string {
  const deep = DAILY_TEXT[lang].deep;
  const label = ASTRO_LABELS[lang];
  // one paragraph per contact: a slow planet's passes around a station can both touch the day
  const seen = new Set<string>();
  const shown = day.transits
    .filter((t) => {
      const key = `${t.planet} ${t.aspect} ${t.natalPoint}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, 6);
  if (shown.length === 0) return deep.quiet;
  const told = new Set<string>();
  return shown
    .map((t) => {
      const timing = deep.timing(
        t.title,
        when(t, day, lang),
        t.house ? label.house(t.house as HouseNumber) : null,
      );
      const advice = OUTER.has(t.planet)
        ? deep.todoOuter[flavorOf(t.aspect)]
        : deep.todo[t.planet]![flavorOf(t.aspect)];
      const todo = told.has(advice)
        ? deep.again(bodyName(t.planet, lang), transitPointTopic(t.natalPoint, lang))
        : advice;
      told.add(advice);
      return `${timing}${lang === 'zh' ? '' : ' '}${todo}`;
    })
    .join('\n\n');
}

/** The calendar's transit exact today that is this sky contact, if any. */
const calendarPeak = (t: DayTransit, day: DeepDay) =>
  day.transits.find(
    (c) =>
      c.exactToday && c.planet === t.transit && c.natalPoint === t.natal && c.aspect === t.kind,
  );

function areaText(
  sky: DaySky,
  dim: (typeof FORTUNE_DIMENSIONS)[number],
  lang: AstroLang,
  day: DeepDay,
  peaks: Set<DeepDayTransit>,
) {
  const deep = DAILY_TEXT[lang].deep;
  const name = ASTRO_LABELS[lang].titles[dim];
  const movers = sky.transits
    .filter((t) => pointsOf(dim, t.moves[dim]) !== 0)
    .sort((x, y) => Math.abs(y.moves[dim]) - Math.abs(x.moves[dim]))
    .slice(0, 4);
  if (movers.length === 0) return deep.quietPoints(name, sky.scores[dim]);
  const parts = movers.map((t) => deep.part(transitPhrase(t, lang), pointsOf(dim, t.moves[dim])));
  const lines = [deep.points(name, sky.scores[dim], parts)];
  // the strongest mover peaks today only when the calendar has it exact today, at its time
  const peak = calendarPeak(movers[0]!, day);
  if (peak && !peaks.has(peak)) {
    peaks.add(peak);
    lines.push(deep.peak(deep.clock(...clockIn(peak.exact, day.zone)), peak.title));
  }
  return lines.join(lang === 'zh' ? '' : ' ');
}

function skyText(sky: DaySky, lang: AstroLang): string {
  const deep = DAILY_TEXT[lang].deep;
  const free = DAILY_TEXT[lang].free;
  const label = ASTRO_LABELS[lang];
  const change = sky.moon.signChangeIn;
  const moon = deep.moon(
    free.phase[sky.moon.phase]!,
    signName(sky.moon.sign, lang),
    sky.moon.house ? label.house(sky.moon.house) : null,
    signName((sky.moon.sign + 1) % 12, lang),
    12 + change < 24 ? deep.clock(...clockOf(change)) : null,
  );
  const retro = sky.motions
    .filter((m) => m.retrograde || m.station)
    .map((m) => deep.retroTodo[m.id])
    .filter((s): s is string => Boolean(s));
  const join = lang === 'zh' ? '' : ' ';
  return [
    [moon, deep.phaseTodo[sky.moon.phase]!].join(join),
    retro.length ? retro.join(join) : deep.allDirect,
  ].join('\n\n');
}

/**
 * Today's depth report: the timing of the day's calendar transits, each area's points, the
 * Moon and the slow sky. Section keys: today, emotions, health, wealth, career, transits.
 */
export function composeDailyDeep(sky: DaySky, lang: AstroLang, day: DeepDay): ReportSection[] {
  const deep = DAILY_TEXT[lang].deep;
  const label = ASTRO_LABELS[lang];
  const peaks = new Set<DeepDayTransit>();
  return [
    { key: 'today', title: deep.titles.timeline, text: timeline(day, lang) },
    ...FORTUNE_DIMENSIONS.map((dim) => ({
      key: dim,
      title: `${label.titles[dim]} · ${sky.scores[dim]}`,
      text: areaText(sky, dim, lang, day, peaks),
    })),
    { key: 'transits', title: deep.titles.sky, text: skyText(sky, lang) },
  ];
}
