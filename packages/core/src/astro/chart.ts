import { meanNode, norm360, planetPositions, skyFrame, type PlanetPosition } from './ephemeris';
import { houseOf, houses, type HouseSystem } from './houses';
import { aspectsOf, type Aspect } from './aspects';

export interface ChartInput {
  utc: Date;
  /** degrees, north positive */
  lat: number;
  /** degrees, east positive */
  lon: number;
  houseSystem?: HouseSystem;
}

export interface ChartPoint extends PlanetPosition {
  /** 0 Aries … 11 Pisces */
  sign: number;
  /** 1–12 */
  house: number;
}

export interface Chart {
  utc: string;
  planets: ChartPoint[];
  /** mean lunar node (north); the south node is opposite */
  northNode: number;
  ascendant: number;
  mc: number;
  houses: number[];
  houseSystem: HouseSystem;
  /** major aspects among the planets, tightest first */
  aspects: Aspect[];
  /** Placidus asked for beyond the polar circles: Porphyry was used instead */
  fallbackFrom?: HouseSystem;
}

export const signOf = (lon: number): number => Math.floor(norm360(lon) / 30);

/** A natal (or any moment's) chart: planets, node, angles, cusps, each planet's sign and house. */
export function chart(input: ChartInput): Chart {
  const frame = skyFrame(input.utc);
  const ramc = norm360(frame.gast * 15 + input.lon);
  const h = houses(ramc, frame.obliquity, input.lat, input.houseSystem ?? 'placidus');
  const planets = planetPositions(input.utc).map((p) => ({
    ...p,
    sign: signOf(p.lon),
    house: houseOf(p.lon, h.cusps),
  }));
  return {
    utc: input.utc.toISOString(),
    planets,
    northNode: meanNode(input.utc),
    ascendant: h.ascendant,
    mc: h.mc,
    houses: h.cusps,
    houseSystem: h.system,
    aspects: aspectsOf(planets),
    ...(h.fallbackFrom ? { fallbackFrom: h.fallbackFrom } : {}),
  };
}
