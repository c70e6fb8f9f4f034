/**
 * Chart patterns for the natal report's life themes: the balance of elements and modalities,
 * the chart ruler, where planets gather, the lunar nodes, Saturn's returns and the slow
 * transits of the year ahead. Pure: every number comes from the chart and the dates given.
 */
import { AstroTime } from 'astronomy-engine';
import type { Aspect, AspectKind } from './aspects';
import { ASPECTS } from './aspects';
import type { Chart } from './chart';
import { signOf } from './chart';
import { angleDiff, apparentLongitude, norm360 } from './ephemeris';
import { houseOf } from './houses';
import { PLANETS, type PlanetId } from '../planets';
import { dignity, SIGNS, type Element, type Modality } from './signs';

export const ELEMENT_KEYS: readonly Element[] = ['fire', 'earth', 'air', 'water'];
export const MODALITY_KEYS: readonly Modality[] = ['cardinal', 'fixed', 'mutable'];
export type Dignity = 'domicile' | 'exaltation' | 'detriment' | 'fall' | 'neutral';
export type SlowPlanet = 'jupiter' | 'saturn' | 'uranus' | 'neptune' | 'pluto';
export const SLOW_PLANETS: readonly SlowPlanet[] = [
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
];

/** A planet's essential dignity in a sign, by name. */
export function dignityOf(planet: PlanetId, sign: number): Dignity {
  const d = dignity(planet, sign);
  return d === 5
    ? 'domicile'
    : d === 4
      ? 'exaltation'
      : d === -5
        ? 'detriment'
        : d === -4
          ? 'fall'
          : 'neutral';
}

export interface ChartBalance {
  elements: Record<Element, PlanetId[]>;
  modalities: Record<Modality, PlanetId[]>;
  /** the element (and modality) holding most planets; ties go to the one holding the Sun or Moon */
  dominantElement: Element;
  dominantModality: Modality;
}

function leader<K extends string>(groups: Record<K, PlanetId[]>, keys: readonly K[]): K {
  const weight = (k: K) =>
    groups[k].length * 10 +
    (groups[k].includes('sun') ? 2 : 0) +
    (groups[k].includes('moon') ? 1 : 0);
  return [...keys].sort((x, y) => weight(y) - weight(x))[0]!;
}

/** The ten planets counted by the element and modality of their signs. */
export function chartBalance(chart: Chart): ChartBalance {
  const elements = { fire: [], earth: [], air: [], water: [] } as Record<Element, PlanetId[]>;
  const modalities = { cardinal: [], fixed: [], mutable: [] } as Record<Modality, PlanetId[]>;
  for (const p of chart.planets) {
    elements[SIGNS[p.sign]!.element].push(p.id);
    modalities[SIGNS[p.sign]!.modality].push(p.id);
  }
  return {
    elements,
    modalities,
    dominantElement: leader(elements, ELEMENT_KEYS),
    dominantModality: leader(modalities, MODALITY_KEYS),
  };
}

/** Groups of three or more planets in one sign or (birth time known) one house. */
export interface Gathering {
  signs: Array<{ sign: number; planets: PlanetId[] }>;
  houses: Array<{ house: number; planets: PlanetId[] }>;
  /** planets in the 1st, 4th, 7th and 10th houses */
  angular: PlanetId[];
  /** planets above the horizon (houses 7–12) and in the eastern half (houses 10–3) */
  above: number;
  east: number;
  /** how many different signs the Sun, Moon, Mercury, Venus and Mars occupy */
  personalSigns: number;
}

export function gathering(chart: Chart): Gathering {
  const bySign = new Map<number, PlanetId[]>();
  const byHouse = new Map<number, PlanetId[]>();
  for (const p of chart.planets) {
    bySign.set(p.sign, [...(bySign.get(p.sign) ?? []), p.id]);
    byHouse.set(p.house, [...(byHouse.get(p.house) ?? []), p.id]);
  }
  const big = <K>(m: Map<K, PlanetId[]>) => [...m].filter(([, list]) => list.length >= 3);
  return {
    signs: big(bySign).map(([sign, planets]) => ({ sign, planets })),
    houses: big(byHouse).map(([house, planets]) => ({ house, planets })),
    angular: chart.planets.filter((p) => [1, 4, 7, 10].includes(p.house)).map((p) => p.id),
    above: chart.planets.filter((p) => p.house >= 7).length,
    east: chart.planets.filter((p) => p.house >= 10 || p.house <= 3).length,
    personalSigns: new Set(chart.planets.slice(0, 5).map((p) => p.sign)).size,
  };
}

/** The tightest aspect a planet makes in the chart, if any. */
export function tightestOf(chart: Chart, planet: PlanetId): Aspect | null {
  return chart.aspects.find((a) => a.a === planet || a.b === planet) ?? null;
}

export interface Nodes {
  north: { sign: number; house: number | null };
  south: { sign: number; house: number | null };
}

export function lunarNodes(chart: Chart, timeKnown: boolean): Nodes {
  const at = (lon: number) => ({
    sign: signOf(lon),
    house: timeKnown ? houseOf(lon, chart.houses) : null,
  });
  return { north: at(chart.northNode), south: at(norm360(chart.northNode + 180)) };
}

const DAY = 86_400_000;
const YEAR = 365.2422 * DAY;
const lonAt = (body: PlanetId, ms: number) => apparentLongitude(body, new AstroTime(new Date(ms)));

/**
 * The first moment after `fromMs` (scanning `spanDays` in `stepDays` steps) when a planet
 * reaches a longitude, refined by interpolation to within a day; null when it does not.
 */
function reachesLongitude(
  body: PlanetId,
  target: number,
  fromMs: number,
  spanDays: number,
  stepDays: number,
): Date | null {
  let prev = angleDiff(target, lonAt(body, fromMs));
  for (let d = stepDays; d <= spanDays; d += stepDays) {
    const ms = fromMs + d * DAY;
    const cur = angleDiff(target, lonAt(body, ms));
    if (prev < 0 && cur >= 0 && cur - prev < 30) {
      const f = -prev / (cur - prev);
      return new Date(ms - stepDays * DAY + f * stepDays * DAY);
    }
    prev = cur;
  }
  return null;
}

const returnsOf = new WeakMap<Chart, Date[]>();

/** Saturn's first and second returns to its natal degree (about ages 29 and 58). */
export function saturnReturns(chart: Chart): Date[] {
  const kept = returnsOf.get(chart);
  if (kept) return kept;
  const birth = Date.parse(chart.utc);
  const saturn = chart.planets.find((p) => p.id === 'saturn')!.lon;
  const out: Date[] = [];
  // the first direct pass falls between about 28 and 30.5 years (Saturn's period, its loops)
  for (const age of [27.5, 56.5]) {
    const hit = reachesLongitude('saturn', saturn, birth + age * YEAR, 4 * 365, 12);
    if (hit) out.push(hit);
  }
  returnsOf.set(chart, out);
  return out;
}

/** A slow planet's exact aspect to a natal planet within the year ahead. */
export interface SlowTransit {
  transit: SlowPlanet;
  natal: PlanetId;
  kind: AspectKind;
  /** the exact dates within the window (a retrograde loop can give up to three) */
  dates: Date[];
}

interface Sky {
  times: number[];
  lons: Record<SlowPlanet, number[]>;
}
const skies = new Map<string, Sky>();
const STEP = 2;

/** The slow planets every other day for a year from a date (kept: every chart reads the same sky). */
function skyFrom(start: Date): Sky {
  const key = start.toISOString().slice(0, 10);
  const hit = skies.get(key);
  if (hit) return hit;
  const from = Date.parse(`${key}T00:00:00Z`);
  const times = Array.from({ length: Math.ceil(366 / STEP) + 1 }, (_, i) => from + i * STEP * DAY);
  const lons = {} as Record<SlowPlanet, number[]>;
  for (const body of SLOW_PLANETS) lons[body] = times.map((t) => lonAt(body, t));
  if (skies.size > 8) skies.clear();
  skies.set(key, { times, lons });
  return { times, lons };
}

/** The natal planets slow transits are read against (the generational ones are left out). */
const NATAL_TARGETS: readonly PlanetId[] = PLANETS.slice(0, 7);

/**
 * Exact aspects of Jupiter, Saturn, Uranus, Neptune and Pluto to the natal Sun through Saturn
 * in the year from `start`, in date order of their first exact pass.
 */
export function slowTransits(chart: Chart, start: Date): SlowTransit[] {
  const sky = skyFrom(start);
  const kept = transitsOf.get(chart);
  if (kept?.sky === sky) return kept.hits;
  const hits = findSlowTransits(chart, sky);
  transitsOf.set(chart, { sky, hits });
  return hits;
}

const transitsOf = new WeakMap<Chart, { sky: Sky; hits: SlowTransit[] }>();

function findSlowTransits(chart: Chart, sky: Sky): SlowTransit[] {
  const out: SlowTransit[] = [];
  const n = sky.times.length;
  for (const body of SLOW_PLANETS)
    for (const id of NATAL_TARGETS) {
      if (body === id) continue;
      const natal = chart.planets.find((p) => p.id === id)!.lon;
      const lons = sky.lons[body];
      const sep = lons.map((lon) => Math.abs(angleDiff(natal, lon)));
      const [lo, hi] = [Math.min(...sep), Math.max(...sep)];
      for (const asp of ASPECTS) {
        if (asp.angle < lo - 0.3 || asp.angle > hi + 0.3) continue;
        const dates: Date[] = [];
        const at = (i: number, f = 0) => new Date(sky.times[i]! + f * STEP * DAY);
        for (let i = 1; i < n; i++) {
          const [a, b] = [sep[i - 1]! - asp.angle, sep[i]! - asp.angle];
          // an exact crossing, or (for 0° and 180°, which the distance only touches) a near miss
          if ((a < 0 && b >= 0) || (a > 0 && b <= 0)) dates.push(at(i - 1, a / (a - b)));
          else if ((asp.angle === 0 || asp.angle === 180) && i < n - 1) {
            const c = sep[i + 1]! - asp.angle;
            if (Math.abs(b) < 0.3 && Math.abs(b) <= Math.abs(a) && Math.abs(b) <= Math.abs(c))
              dates.push(at(i));
          }
        }
        if (dates.length > 0) out.push({ transit: body, natal: id, kind: asp.kind, dates });
      }
    }
  return out.sort((x, y) => x.dates[0]!.getTime() - y.dates[0]!.getTime());
}

/** Where a slow planet stands at a date: its sign (and house when the time is known). */
export function slowPlanetAt(
  body: SlowPlanet,
  date: Date,
  chart: Chart,
  timeKnown: boolean,
): { sign: number; house: number | null } {
  const lon = lonAt(body, date.getTime());
  return { sign: signOf(lon), house: timeKnown ? houseOf(lon, chart.houses) : null };
}

/** Whole years between two instants. */
export const yearsBetween = (from: Date | string, to: Date) =>
  Math.floor((to.getTime() - new Date(from).getTime()) / YEAR);
