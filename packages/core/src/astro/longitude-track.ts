import { AstroTime } from 'astronomy-engine';
import { apparentLongitude, norm360, type PlanetId } from './ephemeris';

const DAY = 86_400_000;

/**
 * Grid spacing per planet, in days: a cubic through four neighbouring samples then stays
 * within 0.6″ of the ephemeris (an eighth of the 5″ an exact moment is allowed) (the Moon's longitude bends fastest, Pluto's slowest).
 */
const STEP_DAYS: Record<PlanetId, number> = {
  moon: 0.5,
  sun: 4,
  mercury: 1,
  venus: 2,
  mars: 2,
  jupiter: 4,
  saturn: 5,
  uranus: 8,
  neptune: 8,
  pluto: 8,
};

/** A stretch between two grid points, as a cubic in s ∈ [0, 1] of the unwrapped longitude. */
export interface Segment {
  start: number;
  /** ms */
  span: number;
  /** longitude at s (degrees, unwrapped: may leave [0, 360)) */
  at(s: number): number;
  /** the points where the planet turns (a station), s ∈ (0, 1), ascending */
  turns: number[];
  /** the least and greatest longitude reached in the segment (unwrapped like `at`) */
  low: number;
  high: number;
}

/**
 * A planet's apparent longitude over time, sampled on a fixed grid (on demand, each sample
 * once) and read between samples by four-point Lagrange interpolation: a month of exact
 * aspects costs a few hundred ephemeris calls instead of thousands.
 */
export class LongitudeTrack {
  /** the grid spacing, ms */
  readonly stepMs: number;
  private readonly samples = new Map<number, number>();
  private readonly segments = new Map<number, Segment>();

  constructor(readonly planet: PlanetId) {
    this.stepMs = STEP_DAYS[planet] * DAY;
  }

  /** The grid index of the segment holding an instant (ms). */
  indexOf(ms: number): number {
    return Math.floor(ms / this.stepMs);
  }

  private sample(i: number): number {
    let lon = this.samples.get(i);
    if (lon === undefined) {
      lon = apparentLongitude(this.planet, new AstroTime(new Date(i * this.stepMs)));
      this.samples.set(i, lon);
    }
    return lon;
  }

  /** Segment i, from grid point i to i + 1. */
  segment(i: number): Segment {
    let seg = this.segments.get(i);
    if (!seg) {
      seg = this.interpolate(i);
      this.segments.set(i, seg);
    }
    return seg;
  }

  private interpolate(i: number): Segment {
    const base = this.sample(i);
    // unwrapped values at i − 1, i, i + 1, i + 2 (each step moves far less than 180°)
    const y = [i - 1, i, i + 1, i + 2].map((k) => {
      const d = norm360(this.sample(k) - base);
      return base + (d > 180 ? d - 360 : d);
    }) as [number, number, number, number];
    // Lagrange through x = −1, 0, 1, 2 as a cubic a + b s + c s² + d s³
    const a = y[1];
    const b = -y[0] / 3 - y[1] / 2 + y[2] - y[3] / 6;
    const c = y[0] / 2 - y[1] + y[2] / 2;
    const d = -y[0] / 6 + y[1] / 2 - y[2] / 2 + y[3] / 6;
    const at = (s: number) => a + s * (b + s * (c + s * d));
    const turns = quadraticRoots(3 * d, 2 * c, b).filter((s) => s > 0 && s < 1);
    const reached = [0, ...turns, 1].map(at);
    return {
      start: i * this.stepMs,
      span: this.stepMs,
      at,
      turns,
      low: Math.min(...reached),
      high: Math.max(...reached),
    };
  }
}

/** Real roots of p s² + q s + r, ascending. */
function quadraticRoots(p: number, q: number, r: number): number[] {
  if (Math.abs(p) < 1e-15) return Math.abs(q) < 1e-15 ? [] : [-r / q];
  const disc = q * q - 4 * p * r;
  if (disc < 0) return [];
  const root = Math.sqrt(disc);
  return [(-q - root) / (2 * p), (-q + root) / (2 * p)].sort((x, y) => x - y);
}

/**
 * The instants in one segment where the longitude passes `target` (any turn of the circle),
 * found between the segment's turning points by bisection to 0.1 s.
 */
export function crossings(seg: Segment, target: number): number[] {
  const cuts = [0, ...seg.turns, 1];
  const base = seg.at(0);
  // the target's copy nearest the segment, so the sign test is continuous
  const t = base + (((((target - base) % 360) + 540) % 360) - 180);
  if (t < seg.low || t > seg.high) return [];
  const found: number[] = [];
  for (let k = 0; k + 1 < cuts.length; k++) {
    let lo = cuts[k]!;
    let hi = cuts[k + 1]!;
    const below = seg.at(lo) - t < 0;
    if (below === seg.at(hi) - t < 0) continue;
    const tolerance = 100 / seg.span;
    while (hi - lo > tolerance) {
      const mid = (lo + hi) / 2;
      if (seg.at(mid) - t < 0 === below) lo = mid;
      else hi = mid;
    }
    found.push(seg.start + ((lo + hi) / 2) * seg.span);
  }
  return found;
}
