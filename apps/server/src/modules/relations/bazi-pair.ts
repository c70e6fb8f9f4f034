import type { BaziPairReport, Lang } from '@starlit/contracts';
import { synastry, type ChartOptions } from '@starlit/core/astro';
import {
  composeBaziPair,
  pillarName,
  stemElement,
  stemIsYang,
  STEMS,
  type BaziChart,
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
import { castChart, settingsOf } from '../bazi/service';
import { chartOptionsOf } from '../settings/service';
import { pairOf } from './people';

function side(row: ProfileRow, chart: BaziChart) {
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
 * stellarTies/bazi: two profiles' 八字 side by side, cast with the member's 八字 settings (their
 * day masters, the clashes and combinations between their pillars, an unknown hour left out) and one sentence on how the
 * zodiac pairing, the lunar mansions, synastry and 八字 agree for them.
 */
export async function baziPairOf(
  db: DbOrTx,
  userId: string,
  ids: { a: number; b: number },
  lang: Lang,
): Promise<BaziPairReport> {
  const [a, b] = await pairOf(db, userId, ids.a, ids.b);
  // cast as the member's 八字 settings cast their own charts (true solar time, the 子 hour)
  const settings = await settingsOf(db, userId);
  const ca = castChart(a, settings);
  const cb = castChart(b, settings);
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
