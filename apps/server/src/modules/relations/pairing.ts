import { ErrorCode, type Lang, type PairingPerson, type PairingResult } from '@starlit/contracts';
import { planetPositions, signOf, synastry } from '@starlit/core/astro';
import { pairing, pairingTexts } from '@starlit/core/pairing';
import type { DbOrTx } from '../../db/client';
import type { ProfileRow } from '../../db/schema-astro';
import { AppError, paramError } from '../../lib/errors';
import { natalChart } from '../astrology/charts';
import { cachedProfile } from '../profiles/cache';
import { chartOptionsOf } from '../settings/service';

interface Side {
  nickname: string;
  birthDate: string;
  sign: number;
  moonSign: number;
  row?: ProfileRow;
}

/** A typed birthday: the Sun and Moon at the given time (noon when unknown), read as UTC. */
function typedSide(p: { nickname: string; birthDate: string; birthTime?: string }): Side {
  const utc = new Date(`${p.birthDate}T${p.birthTime ?? '12:00'}:00Z`);
  if (Number.isNaN(utc.getTime()) || utc.toISOString().slice(0, 10) !== p.birthDate)
    throw paramError('birthDate');
  const year = utc.getUTCFullYear();
  if (year < 1900 || year > 2100 || utc.getTime() > Date.now() + 86_400_000)
    throw paramError('birthDate');
  const planets = planetPositions(utc);
  const lonOf = (id: string) => planets.find((x) => x.id === id)!.lon;
  return {
    nickname: p.nickname,
    birthDate: p.birthDate,
    sign: signOf(lonOf('sun')),
    moonSign: signOf(lonOf('moon')),
  };
}

async function sideOf(db: DbOrTx, userId: string, p: PairingPerson): Promise<Side> {
  if (!('archive_id' in p)) return typedSide(p);
  const row = await cachedProfile(db, userId, p.archive_id);
  if (!row) throw new AppError(ErrorCode.OWN_PROFILE_MISSING);
  return {
    nickname: row.nickname,
    birthDate: row.birthDate,
    sign: row.sunSign,
    moonSign: row.moonSign,
    row,
  };
}

const publicSide = (s: Side) => ({
  nickname: s.nickname,
  birthDate: s.birthDate,
  sign: s.sign,
  moonSign: s.moonSign,
  ...(s.row ? { archiveId: s.row.id } : {}),
});

/**
 * Zodiac pairing of exactly two birthdays. Two stored profiles (their places are always known)
 * are compared chart to chart: the scores are their synastry's, the same as the synastry report
 * gives the pair ('charts'). Otherwise it is a Sun and Moon sign pairing ('signs').
 */
export async function pairingOf(
  db: DbOrTx,
  userId: string,
  people: PairingPerson[],
  lang: Lang,
): Promise<PairingResult> {
  const [pa, pb] = people;
  if (!pa || !pb || people.length !== 2) throw paramError('people');
  if ('archive_id' in pa && 'archive_id' in pb && pa.archive_id === pb.archive_id)
    throw paramError('people');
  const [a, b] = await Promise.all([sideOf(db, userId, pa), sideOf(db, userId, pb)]);
  const options = a.row && b.row ? await chartOptionsOf(db, userId) : {};
  // two stored profiles: the synastry of both charts, exactly as serendipity/together reads it
  const syn =
    a.row && b.row
      ? synastry(natalChart(a.row, options), natalChart(b.row, options), {
          aTimeKnown: !a.row.timeUnknown,
          bTimeKnown: !b.row.timeUnknown,
        })
      : undefined;
  const input = {
    signA: a.sign,
    signB: b.sign,
    moonA: a.moonSign,
    moonB: b.moonSign,
    ...(syn ? { synastry: syn } : {}),
  };
  const result = pairing(input);
  const texts = pairingTexts(
    { ...input, nicknameA: a.nickname, nicknameB: b.nickname },
    result,
    lang,
  );
  return {
    people: [publicSide(a), publicSide(b)],
    level: result.level,
    overall: result.overall,
    scores: result.scores,
    angle: result.angle,
    summary: texts.summary,
    strengths: texts.strengths,
    frictions: texts.frictions,
    advice: texts.advice,
    aspects: syn ? syn.aspects.slice(0, 8).map(roundAspect) : [],
  };
}

const r2 = (x: number) => Math.round(x * 100) / 100;
export const roundAspect = <T extends { orb: number; weight: number }>(a: T): T => ({
  ...a,
  orb: r2(a.orb),
  weight: r2(a.weight),
});
