import type { BaziPairReport, Lang } from '@starlit/contracts';
import { synastry, type ChartOptions } from '@starlit/core/astro';
import {
  baziChart,
  composeBaziPair,
  pillarName,
  standardOffset,
  stemElement,
  stemIsYang,
  STEMS,
} from '@starlit/core/bazi';
import { birthMansion, mansionRelation } from '@starlit/core/mansions';
import { pairing } from '@starlit/core/pairing';
import {
  baziTone,
  knownPillarsPair,
  mansionTone,
  methodsAgreement,
  scoreTone,
} from '@starlit/core/pair-methods';
import type { DbOrTx } from '../../db/client';
import type { ProfileRow } from '../../db/schema-astro';
import { natalChart } from '../astrology/charts';
import { chartOptionsOf } from '../settings/service';
import { pairOf } from './people';

/**
 * A profile's 八字 from its stored birth: the instant, the birthplace's longitude and the zone's
 * standard offset (summer time removed; local mean time or a hand-set offset as stored), the
 * day and hour by true solar time, the day turning at 23:00; the sex the profile gives.
 */
export function profileBazi(row: ProfileRow) {
  const { birth } = row;
  const standard =
    birth.lmt || birth.overridden
      ? birth.utcOffsetMinutes
      : standardOffset(row.timeZone, row.birthUtc, birth.utcOffsetMinutes, birth.dst);
  return baziChart({
    utc: row.birthUtc,
    lon: row.birthPlace.lon,
    standardOffsetMinutes: standard,
    trueSolarTime: true,
    dayChange: 'ziHour',
    sex: row.gender === 2 ? 'female' : 'male',
  });
}

function side(row: ProfileRow, chart: ReturnType<typeof profileBazi>) {
  const dm = chart.pillars.day.stem;
  const keys = row.timeUnknown
    ? (['year', 'month', 'day'] as const)
    : chart.details.map((d) => d.key);
  return {
    archiveId: row.id,
    nickname: row.nickname,
    timeUnknown: row.timeUnknown,
    pillars: keys.map((key) => {
      const p = chart.pillars[key];
      return { key, stem: p.stem, branch: p.branch, name: pillarName(p) };
    }),
    dayMaster: { stem: dm, glyph: STEMS[dm]!, element: stemElement(dm), yang: stemIsYang(dm) },
    changedBySolarTime: row.timeUnknown ? [] : chart.changedBySolarTime,
  };
}

/** The tones of the four methods for a pair: signs, mansions, charts and pillars. */
function tones(a: ProfileRow, b: ProfileRow, options: ChartOptions, harmony: number) {
  const signs = pairing({
    signA: a.sunSign,
    signB: b.sunSign,
    moonA: a.moonSign,
    moonB: b.moonSign,
  });
  const mansions = mansionRelation(
    birthMansion(a.birthDate).index,
    birthMansion(b.birthDate).index,
  );
  const syn = synastry(natalChart(a, options), natalChart(b, options), {
    aTimeKnown: !a.timeUnknown,
    bTimeKnown: !b.timeUnknown,
  });
  return {
    zodiac: scoreTone(signs.overall),
    mansions: mansionTone(mansions.relation),
    synastry: scoreTone(syn.overall),
    bazi: baziTone(harmony),
  };
}

/**
 * stellarTies/bazi: two profiles' 八字 side by side (their day masters, the clashes and
 * combinations between their pillars, an unknown hour left out) and one sentence on how the
 * zodiac pairing, the lunar mansions, synastry and 八字 agree for them.
 */
export async function baziPairOf(
  db: DbOrTx,
  userId: string,
  ids: { a: number; b: number },
  lang: Lang,
): Promise<BaziPairReport> {
  const [a, b] = await pairOf(db, userId, ids.a, ids.b);
  const ca = profileBazi(a);
  const cb = profileBazi(b);
  const pair = knownPillarsPair(ca.list, cb.list, { a: !a.timeUnknown, b: !b.timeUnknown });
  const methods = tones(a, b, await chartOptionsOf(db, userId), pair.harmony);
  return {
    people: [side(a, ca), side(b, cb)],
    bond: pair.bond,
    dayMastersCombine: pair.dayMastersCombine,
    contacts: pair.contacts,
    harmony: pair.harmony,
    sentences: composeBaziPair(pair, { a: a.nickname, b: b.nickname }, lang),
    methods: { ...methods, text: methodsAgreement(methods, lang) },
  };
}
