import type { Lang, RelationshipCharts } from '@starlit/contracts';
import {
  composeRelationshipCharts,
  compositeOf,
  davison,
  davisonMoment,
  type ChartOptions,
} from '@starlit/core/astro';
import type { DbOrTx } from '../../db/client';
import type { ProfileRow } from '../../db/schema-astro';
import { chartData, natalChart } from '../astrology/charts';
import { chargeRule, economyRules } from '../points/rules';
import { chartOptionsOf } from '../settings/service';
import { pairOf } from './people';

/** A profile's birth moment and place, as the relationship charts take them. */
export const momentOf = (row: { birthUtc: Date; birthPlace: { lat: number; lon: number } }) => ({
  utc: row.birthUtc,
  lat: row.birthPlace.lat,
  lon: row.birthPlace.lon,
});

/** The composite (midpoints of the two natal charts) and the Davison chart of a pair. */
export function relationshipChartsOf(a: ProfileRow, b: ProfileRow, options: ChartOptions) {
  return {
    composite: compositeOf(natalChart(a, options), natalChart(b, options)),
    davison: davison(momentOf(a), momentOf(b), options),
  };
}

/**
 * serendipity/charts: both relationship charts, drawn with the member's chart options, and
 * each one's short reading (free); the full readings are a section of the deep report.
 */
export async function relationshipCharts(
  db: DbOrTx,
  userId: string,
  ids: { a: number; b: number },
  lang: Lang,
): Promise<RelationshipCharts> {
  const [a, b] = await pairOf(db, userId, ids.a, ids.b);
  const options = await chartOptionsOf(db, userId);
  const charts = relationshipChartsOf(a, b, options);
  const names = { a: a.nickname, b: b.nickname };
  const timesKnown = !a.timeUnknown && !b.timeUnknown;
  const moment = davisonMoment(momentOf(a), momentOf(b));
  const readings = composeRelationshipCharts(charts, names, lang, timesKnown);
  // a chart of no one's birth: shown in UTC
  const read = (kind: 'composite' | 'davison') => ({
    chart: chartData(charts[kind], 0),
    title: readings[kind].title,
    brief: readings[kind].brief,
  });
  const person = (row: ProfileRow) => ({
    archiveId: row.id,
    nickname: row.nickname,
    timeUnknown: row.timeUnknown,
  });
  return {
    people: [person(a), person(b)],
    composite: read('composite'),
    davison: {
      ...read('davison'),
      moment: { utc: moment.utc.toISOString(), lat: moment.lat, lon: moment.lon },
    },
    depthPrice: chargeRule(await economyRules(db), 'unlockDepthReport').cost,
  };
}
