import type { Lang, TransitEntry, TransitsCalendar } from '@starlit/contracts';
import {
  composeTransit,
  natalPointsOf,
  PLANETS,
  TRANSIT_ORB,
  transitHouse,
  transits,
  type TransitEvent,
} from '@starlit/core/astro';
import type { DbOrTx } from '../../db/client';
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
 * A member's transits over the next `days`: every exact contact of the Sun to Pluto to the
 * profile's natal points in that span, and those made exact lately whose orb pass holds now.
 * Without a birth time there are no houses, Ascendant or MC. Houses follow the member's house
 * system.
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
  // the member's house system places each transit; the zodiac moves planets and cusps alike,
  // so the exact moments and houses are the same in either, and the tropical chart serves
  const { houseSystem } = await chartOptionsOf(db, userId);
  const natal = natalChart(row, { houseSystem });
  const points = natalPointsOf(natal).filter(
    (p) => !row.timeUnknown || (p.id !== 'ascendant' && p.id !== 'mc'),
  );
  const to = new Date(now.getTime() + days * DAY);
  const since = new Date(now.getTime() - LOOK_BACK_DAYS * DAY);
  const cusps = row.timeUnknown ? null : natal.houses;
  const events = transits(points, since, to, LISTED)
    .filter((e) => e.exact >= now || e.leaves >= now)
    .map((e) => entryOf(e, cusps, lang));
  return {
    profileId: row.id,
    nickname: row.nickname,
    from: now.toISOString(),
    to: to.toISOString(),
    orb: TRANSIT_ORB.sun,
    timeUnknown: row.timeUnknown,
    events,
  };
}
