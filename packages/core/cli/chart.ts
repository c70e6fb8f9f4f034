import { chart, type Chart, type ChartOptions } from '../src/astro';
import { chartOptions, moment, parseObject } from './input';

export { CliError } from './input';

const round = (x: number, digits = 6) => Math.round(x * 10 ** digits) / 10 ** digits;

/** A chart as the command line prints it: longitudes rounded to 0.0036″, aspects to 0.36″. */
export function chartJson(c: Chart, asked: ChartOptions) {
  return {
    utc: c.utc,
    planets: c.planets.map((p) => ({ ...p, lon: round(p.lon), speed: round(p.speed) })),
    northNode: round(c.northNode),
    points: c.points.map((p) => ({ ...p, lon: round(p.lon) })),
    ascendant: round(c.ascendant),
    mc: round(c.mc),
    houses: c.houses.map((h) => round(h)),
    houseSystem: asked.houseSystem ?? c.houseSystem,
    houseSystemUsed: c.houseSystem,
    zodiac: c.zodiac,
    ...(c.ayanamsa ? { ayanamsa: { ...c.ayanamsa, degrees: round(c.ayanamsa.degrees) } } : {}),
    node: c.nodeKind,
    aspects: c.aspects.map(({ a, b, kind, orb, applying }) => ({
      a,
      b,
      kind,
      orb: round(orb, 4),
      applying,
    })),
  };
}

/** One JSON document: the instant, the planets and points with sign and house, angles, cusps, aspects. */
export function chartCommand(json: string) {
  const data = parseObject(json);
  const { utc, lat, lon, how } = moment(data);
  const options = chartOptions(data);
  const { utc: iso, ...rest } = chartJson(chart({ utc, lat, lon, ...options }), options);
  return { utc: iso, ...how, ...rest };
}
