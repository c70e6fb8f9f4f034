import type { Lang, SkyPreview, SkyPreviewBody } from '@starlit/contracts';
import {
  birthInstant,
  chart,
  dailyTexts,
  daySky,
  planetPositions,
  signOf,
  skyNow,
  transitLine,
} from '@starlit/core/astro';
import { isTimeZone, localDate } from '@starlit/core/time';
import { paramError } from '../../lib/errors';
import { resolveBirth } from '../profiles/service';

const NOON = '12:00';

/** The birth instant and where it is seen from; a birthplace gives the rising sign too. */
function birthOf(body: SkyPreviewBody, zone: string, lang: Lang) {
  const time = body.birthTime ?? NOON;
  if (body.birthPlaceId) {
    const { place, utc } = resolveBirth(
      {
        birthDate: body.birthDate,
        birthTime: time,
        timeUnknown: body.birthTime === undefined,
        birthPlaceId: body.birthPlaceId,
      },
      lang,
    );
    return { utc, place: { lat: place.lat, lon: place.lon } };
  }
  const today = new Date().toISOString().slice(0, 10);
  if (body.birthDate < '1800-01-01' || body.birthDate > today) throw paramError('birthDate');
  try {
    return { utc: birthInstant({ date: body.birthDate, time, tz: zone, lon: 0 }).utc, place: null };
  } catch {
    throw paramError('birthDate');
  }
}

/** The Moon's sign on a day whose hour is not known: only when it kept one sign all day. */
function moonSignOfDay(noon: Date): number | null {
  const at = (hours: number) =>
    signOf(planetPositions(new Date(noon.getTime() + hours * 3600_000))[1]!.lon);
  const first = at(-12);
  return first === at(12) ? first : null;
}

/**
 * A visitor's preview: the birth chart's Sun (and Moon, and rising sign when time and place
 * are known), today's Sun and Moon with the Moon's phase, and today's transits to the chart
 * read as the day's score, its text (composed from the day's sky, as the member's daily
 * fortune is) and the strongest transit.
 */
export function skyPreview(body: SkyPreviewBody, lang: Lang, now = new Date()): SkyPreview {
  const zone = body.timeZone && isTimeZone(body.timeZone) ? body.timeZone : 'UTC';
  const known = body.birthTime !== undefined;
  const { utc, place } = birthOf(body, zone, lang);
  const natal = chart({ utc, lat: place?.lat ?? 0, lon: place?.lon ?? 0 });
  const date = localDate(now, zone);
  const noon = birthInstant({ date, time: NOON, tz: zone, lon: 0 }).utc;
  // the houses only when the hour and place are known, as for a saved profile
  const houses = known && place ? natal.houses : null;
  const day = daySky({ planets: natal.planets, houses }, noon);
  const top = day.transits[0];
  return {
    date,
    natal: {
      sun: natal.planets[0]!.sign,
      moon: known ? natal.planets[1]!.sign : moonSignOfDay(utc),
      rising: known && place ? signOf(natal.ascendant) : null,
    },
    today: skyNow(now),
    overall: day.overall,
    text: dailyTexts(day, lang, { date, seed: body.birthDate }).overall,
    transit: top ? transitLine(top, lang) : null,
  };
}
