import {
  chart,
  composite,
  davison,
  natalPointsOf,
  progressedChart,
  solarReturn,
  transits,
} from '../src/astro';
import { chartJson } from './chart';
import {
  chartOptions,
  CliError,
  isoInstant,
  moment,
  num,
  objectField,
  parseObject,
  type Json,
} from './input';

/** The natal moment and place (`natal`: `{utc, lat, lon}` or `{local, tz, lat, lon}`). */
const natalOf = (data: Json) => moment(objectField(data, 'natal'));

/** Longest range one transits call may cover, in days (ten years). */
const MAX_TRANSIT_DAYS = 3660;

/**
 * {"natal":{…},"from":ISO,"to":ISO} → {events: [{planet, natalPoint, aspect, exactUtc, …}]}:
 * every exact aspect of the transiting Sun…Pluto to the natal Sun…Pluto, Ascendant and MC.
 */
export function transitsCommand(json: string) {
  const data = parseObject(json);
  const natal = natalOf(data);
  const from = isoInstant(data, 'from');
  const to = isoInstant(data, 'to');
  if (to.getTime() < from.getTime()) throw new CliError('"to" must not be before "from"');
  if (to.getTime() - from.getTime() > MAX_TRANSIT_DAYS * 86_400_000)
    throw new CliError(`"from" and "to" may be at most ${MAX_TRANSIT_DAYS} days apart`);
  const points = natalPointsOf(chart(natal));
  return {
    events: transits(points, from, to).map((e) => ({
      planet: e.planet,
      natalPoint: e.natalPoint,
      aspect: e.aspect,
      exactUtc: e.exact.toISOString(),
      retrograde: e.retrograde,
      entersOrbUtc: e.enters.toISOString(),
      leavesOrbUtc: e.leaves.toISOString(),
    })),
  };
}

/** {"natal":{…},"year":2027,"lat":…,"lon":…} → {utc, chart}: the return at that place. */
export function solarReturnCommand(json: string) {
  const data = parseObject(json);
  const natal = natalOf(data);
  const year = num(data, 'year', 1800, 2200);
  if (!Number.isInteger(year)) throw new CliError('"year" must be a whole year');
  const place = { lat: num(data, 'lat', -90, 90), lon: num(data, 'lon', -180, 180) };
  const options = chartOptions(data);
  const r = solarReturn(natal.utc, year, place, options);
  return { utc: r.utc.toISOString(), chart: chartJson(r.chart, options) };
}

/** {"natal":{…},"on":"YYYY-MM-DD"} → the secondary progressed chart for that date. */
export function progressedCommand(json: string) {
  const data = parseObject(json);
  const natal = natalOf(data);
  const on = typeof data.on === 'string' ? data.on : '';
  if (!/^\d{4}-\d\d-\d\d$/.test(on) || Number.isNaN(Date.parse(`${on}T00:00:00Z`)))
    throw new CliError('"on" must be a date as YYYY-MM-DD');
  const options = chartOptions(data);
  return chartJson(progressedChart(natal, on, options), options);
}

function pairOf(json: string) {
  const data = parseObject(json);
  return { a: moment(objectField(data, 'a')), b: moment(objectField(data, 'b')), data };
}

/** {"a":{…},"b":{…}} → the composite chart (shorter-arc midpoints of every longitude). */
export function compositeCommand(json: string) {
  const { a, b, data } = pairOf(json);
  const options = chartOptions(data);
  return chartJson(composite(a, b, options), options);
}

/** {"a":{…},"b":{…}} → the Davison chart (the mean instant, at the midpoint place). */
export function davisonCommand(json: string) {
  const { a, b, data } = pairOf(json);
  const options = chartOptions(data);
  return chartJson(davison(a, b, options), options);
}
