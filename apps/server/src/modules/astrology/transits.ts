import type { DayTransitEntry, Lang, TransitEntry, TransitsCalendar } from '@starlit/contracts';
import {
  composeTransit,
  natalPointsOf,
  PLANETS,
  TRANSIT_ORB,
  transitDayLead,
  transitHouse,
  transits,
  transitsOfDay,
  type HouseSystem,
  type TransitEvent,
} from '@starlit/core/astro';
import type { DbOrTx } from '../../db/client';
import type { ProfileRow } from '../../db/schema-astro';
import { chartOptionsOf } from '../settings/service';
import { natalChart } from './charts';
import { profileFor } from './service';

const DAY = 86_400_000;
/** The Moon's contacts last hours: the calendar lists the Sun to Pluto without it. */
const LISTED = PLANETS.filter((p) => p !== 'moon');
/** How far back to look for a contact made exact earlier whose orb pass still holds now. */
const LOOK_BACK_DAYS = 45;

function entryOf(e: TransitEvent, cusps: readonly number[] | null, lang: Lang): TransitEntry {
  const house = transitHouse(e.target, cusps);
  const reading = composeTransit(
    {
      planet: e.planet,
      aspect: e.aspect,
      natalPoint: e.natalPoint,
      house,
      retrograde: e.retrograde,
    },
    lang,
  );
  return {
    planet: e.planet,
    aspect: e.aspect,
    natalPoint: e.natalPoint,
    house,
    exact: e.exact.toISOString(),
    enters: e.enters.toISOString(),
    leaves: e.leaves.toISOString(),
    retrograde: e.retrograde,
    weight: reading.weight,
    title: reading.title,
    text: reading.sentences,
  };
}

/**
 * The transits of a profile whose exact moment falls in [since, to], with the calendar's words:
 * the one computation behind the calendar and the day's fortune. Without a birth time there are
 * no houses, Ascendant or MC. Houses follow the house system given.
 */
export function profileTransits(
  row: ProfileRow,
  houseSystem: HouseSystem | undefined,
  since: Date,
  to: Date,
): { events: TransitEvent[]; cusps: readonly number[] | null } {
  // the member's house system places each transit; the zodiac moves planets and cusps alike,
  // so the exact moments and houses are the same in either, and the tropical chart serves
  const natal = natalChart(row, { houseSystem });
  const points = natalPointsOf(natal).filter(
    (p) => !row.timeUnknown || (p.id !== 'ascendant' && p.id !== 'mc'),
  );
  const cusps = row.timeUnknown ? null : natal.houses;
  return { events: transits(points, since, to, LISTED), cusps };
}

/** The calendar's events from `now`: exact within [now − LOOK_BACK_DAYS, to], in orb from now. */
function calendarEvents(
  row: ProfileRow,
  houseSystem: HouseSystem | undefined,
  now: Date,
  to: Date,
) {
  const since = new Date(now.getTime() - LOOK_BACK_DAYS * DAY);
  const { events, cusps } = profileTransits(row, houseSystem, since, to);
  return { events: events.filter((e) => e.exact >= now || e.leaves >= now), cusps };
}

/**
 * A member's transits over the next `days`: every exact contact of the Sun to Pluto to the
 * profile's natal points in that span, and those made exact lately whose orb pass holds now.
 */
export async function transitsCalendar(
  db: DbOrTx,
  userId: string,
  profileId: number | undefined,
  days: 30 | 90,
  lang: Lang,
  now = new Date(),
): Promise<TransitsCalendar> {
  const row = await profileFor(db, userId, profileId);
  const { houseSystem } = await chartOptionsOf(db, userId);
  const to = new Date(now.getTime() + days * DAY);
  const found = calendarEvents(row, houseSystem, now, to);
  const events = found.events.map((e) => entryOf(e, found.cusps, lang));
  return {
    profileId: row.id,
    nickname: row.nickname,
    from: now.toISOString(),
    to: to.toISOString(),
    orb: TRANSIT_ORB.sun,
    timeUnknown: row.timeUnknown,
    zone: row.residence.tz,
    events,
  };
}

/** The longest calendar span: a day lists what the 90-day calendar opened that day lists. */
const DAY_SPAN_DAYS = 90;

/**
 * The calendar's transits in orb on a profile's local day (midnight to midnight in its
 * residence's zone): the 90-day calendar as it reads at the day's start, narrowed to the orb
 * passes begun before the day ends; exact ones first, then the nearest to exact. Each comes
 * with the opening of the day's reading (transitDayLead) for the first of them.
 */
export function dayTransits(
  row: ProfileRow,
  houseSystem: HouseSystem | undefined,
  day: { start: Date; end: Date },
  lang: Lang,
): { entries: DayTransitEntry[]; lead: string | null } {
  const to = new Date(day.start.getTime() + DAY_SPAN_DAYS * DAY);
  const found = calendarEvents(row, houseSystem, day.start, to);
  const ordered = transitsOfDay(found.events, day.start, day.end);
  const entries = ordered.map((e) => ({
    ...entryOf(e, found.cusps, lang),
    exactToday: e.exactToday,
    orb: e.orb,
  }));
  const first = ordered[0];
  const lead = first
    ? transitDayLead(
        { exactToday: first.exactToday, exact: first.exact, opening: entries[0]!.text[0]! },
        { start: day.start, zone: row.residence.tz },
        lang,
      )
    : null;
  return { entries, lead };
}
