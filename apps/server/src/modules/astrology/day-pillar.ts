import type { Fortune } from '@starlit/contracts';
import { composeDayPillar, dayPillarOfDate, fourPillars, standardOffset } from '@starlit/core/bazi';
import type { ProfileRow } from '../../db/schema-astro';

/**
 * A profile's own day and year pillars: the stored birth instant at the birthplace, the day by
 * true solar time, the zone's standard offset (the offset as entered for local mean time or a
 * hand-set offset). Without a birth time the stored noon serves: the day and year stay right.
 */
function ownPillars(row: ProfileRow) {
  const { utcOffsetMinutes, dst, lmt, overridden } = row.birth;
  const offset =
    lmt || overridden
      ? utcOffsetMinutes
      : standardOffset(row.timeZone, row.birthUtc, utcOffsetMinutes, dst);
  const p = fourPillars({
    utc: row.birthUtc,
    lon: row.birthPlace.lon,
    standardOffsetMinutes: offset,
  });
  return { day: p.day, year: p.year };
}

/** The day pillar (日柱) of a profile's local date against its own chart, in Chinese. */
export function dayPillarLine(row: ProfileRow, date: string): NonNullable<Fortune['dayPillar']> {
  const reading = composeDayPillar(dayPillarOfDate(date), ownPillars(row), 'zh');
  return {
    stem: reading.pillar.stem,
    branch: reading.pillar.branch,
    name: reading.name,
    god: reading.god,
    text: reading.text,
  };
}
