import { norm360, planetPositions, skyFrame, type PlanetPosition } from './ephemeris';
import { houseOf, houses, vertex, type HouseSystem } from './houses';
import { aspectsOf, type Aspect } from './aspects';
import { ayanamsa as ayanamsaAt, type Ayanamsa, type Zodiac } from './sidereal';
import {
  meanLilith,
  meanNode,
  osculatingMoon,
  partOfFortune,
  type NodeKind,
  type PointId,
} from './points';

export interface ChartOptions {
  houseSystem?: HouseSystem;
  /** tropical (default) or sidereal: then every longitude is sidereal */
  zodiac?: Zodiac;
  /** the sidereal zodiac's ayanamsa; Lahiri by default */
  ayanamsa?: Ayanamsa;
  /** which lunar node is the chart's north node: mean (default) or true */
  node?: NodeKind;
}

export interface ChartInput extends ChartOptions {
  utc: Date;
  /** degrees, north positive */
  lat: number;
  /** degrees, east positive */
  lon: number;
}

export interface ChartPoint extends PlanetPosition {
  /** 0 Aries … 11 Pisces */
  sign: number;
  /** 1–12 */
  house: number;
}

export interface SensitivePoint {
  id: PointId;
  lon: number;
  sign: number;
  house: number;
}

export interface Chart {
  utc: string;
  planets: ChartPoint[];
  /** the lunar north node of the kind asked (mean by default); the south node is opposite */
  northNode: number;
  nodeKind: NodeKind;
  /** nodes, the mean and the osculating lunar apogee, Part of Fortune, Vertex */
  points: SensitivePoint[];
  ascendant: number;
  mc: number;
  houses: number[];
  /** the system used */
  houseSystem: HouseSystem;
  /** the system asked for when it could not be used (inside the polar circles): Porphyry was */
  fallbackFrom?: HouseSystem;
  zodiac: Zodiac;
  /** sidereal charts: which ayanamsa, and its value at this instant (degrees) */
  ayanamsa?: { kind: Ayanamsa; degrees: number };
  /** major aspects among the planets, tightest first */
  aspects: Aspect[];
}

export const signOf = (lon: number): number => Math.floor(norm360(lon) / 30);

/** A natal (or any moment's) chart: planets, points, angles, cusps, each one's sign and house. */
export function chart(input: ChartInput): Chart {
  const { utc } = input;
  const zodiac = input.zodiac ?? 'tropical';
  const kind = input.ayanamsa ?? 'lahiri';
  const shift = zodiac === 'sidereal' ? ayanamsaAt(utc, kind) : 0;
  const frame = skyFrame(utc);
  const ramc = norm360(frame.gast * 15 + input.lon);
  const h = houses(ramc, frame.obliquity, input.lat, input.houseSystem ?? 'placidus', shift);
  const place = (lon: number) => ({ lon, sign: signOf(lon), house: houseOf(lon, h.cusps) });
  const planets = planetPositions(utc).map((p) => ({ ...p, ...place(norm360(p.lon - shift)) }));
  const nodeKind = input.node ?? 'mean';
  const osculating = osculatingMoon(utc);
  const north = norm360((nodeKind === 'true' ? osculating.node : meanNode(utc)) - shift);
  const [sun, moon] = planets;
  const lons: Record<PointId, number> = {
    northNode: north,
    southNode: norm360(north + 180),
    lilith: norm360(meanLilith(utc) - shift),
    trueLilith: norm360(osculating.apogee - shift),
    fortune: partOfFortune(h.ascendant, sun!.lon, moon!.lon),
    vertex: norm360(vertex(ramc, frame.obliquity, input.lat) - shift),
  };
  return {
    utc: utc.toISOString(),
    planets,
    northNode: north,
    nodeKind,
    points: (Object.keys(lons) as PointId[]).map((id) => ({ id, ...place(lons[id]) })),
    ascendant: h.ascendant,
    mc: h.mc,
    houses: h.cusps,
    houseSystem: h.system,
    ...(h.fallbackFrom ? { fallbackFrom: h.fallbackFrom } : {}),
    zodiac,
    ...(zodiac === 'sidereal' ? { ayanamsa: { kind, degrees: shift } } : {}),
    aspects: aspectsOf(planets),
  };
}
