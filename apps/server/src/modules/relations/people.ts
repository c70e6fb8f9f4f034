import { ErrorCode } from '@starlit/contracts';
import { chart, type ChartOptions } from '@starlit/core/astro';
import { birthMansion } from '@starlit/core/mansions';
import type { DbOrTx } from '../../db/client';
import type { ProfileRow } from '../../db/schema-astro';
import type { DepthPerson } from '../../db/schema-relations';
import { AppError, paramError } from '../../lib/errors';
import { chartKey, natalChart } from '../astrology/charts';
import type { PairPerson } from '../interpret';
import { cachedProfile } from '../profiles/cache';

/** Two distinct profiles of the user (1001 for the same one twice, 1602 for one not found). */
export async function pairOf(
  db: DbOrTx,
  userId: string,
  a: number,
  b: number,
): Promise<[ProfileRow, ProfileRow]> {
  if (a === b) throw paramError('archive_b');
  const [rowA, rowB] = await Promise.all([
    cachedProfile(db, userId, a),
    cachedProfile(db, userId, b),
  ]);
  if (!rowA || !rowB) throw new AppError(ErrorCode.OWN_PROFILE_MISSING);
  return [rowA, rowB];
}

/** A person of a pair, charted with the member's chart options (none: the defaults). */
export const pairPerson = (row: ProfileRow, options: ChartOptions = {}): PairPerson => ({
  nickname: row.nickname,
  chart: natalChart(row, options),
  timeKnown: !row.timeUnknown,
});

/** The birth data and chart options a pair's text was written for. */
export const pairStamp = (a: ProfileRow, b: ProfileRow, options: ChartOptions = {}) =>
  `${chartKey(a, options)}#${chartKey(b, options)}`;

/** A stored gender as shown beside a name; none when it is neither 1 nor 2 (it is never read). */
export const genderOf = (g: number | null): 1 | 2 | null => (g === 1 || g === 2 ? g : null);

/** A person as a deep report keeps them. */
export function snapshot(row: ProfileRow): DepthPerson {
  return {
    nickname: row.nickname,
    gender: genderOf(row.gender),
    birthDate: row.birthDate,
    sign: row.sunSign,
    birthUtc: row.birthUtc.toISOString(),
    lat: row.birthPlace.lat,
    lon: row.birthPlace.lon,
    timeUnknown: row.timeUnknown,
    utcOffsetMinutes: row.birth.utcOffsetMinutes,
  };
}

/** A kept person back to a chart and a lunar mansion. */
export function fromSnapshot(p: DepthPerson): PairPerson & { mansion: number } {
  return {
    nickname: p.nickname,
    chart: chart({ utc: new Date(p.birthUtc), lat: p.lat, lon: p.lon }),
    timeKnown: !p.timeUnknown,
    mansion: birthMansion(p.birthDate).index,
  };
}

export const publicPerson = (p: DepthPerson) => ({
  nickname: p.nickname,
  gender: genderOf(p.gender),
  birthDate: p.birthDate,
  sign: p.sign,
});
