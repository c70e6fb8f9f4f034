/**
 * Geometry of the chart wheel, as astrologers draw it: the Ascendant at nine o'clock and the
 * zodiac running counter-clockwise from it, so the houses above the horizon (7–12) are the
 * upper half. Angles are in degrees; screen angles count counter-clockwise from three o'clock.
 */

/** Radii in the 400×400 view box, outside in. */
export const WHEEL = {
  size: 400,
  /** extra room left and right for the horizon's labels */
  margin: 12,
  center: 200,
  outer: 176,
  signInner: 148,
  planet: 127,
  planetDot: 141,
  houseOuter: 106,
  houseInner: 88,
  axisLabel: 188,
  /** the least angle between two planet glyphs before they are nudged apart */
  minGap: 8.5,
  /** the band outside the zodiac that holds a second chart's planets (bi-wheel) */
  band: 40,
  /** the least angle between two glyphs on that wider band */
  outerMinGap: 7.5,
} as const;

/** An angle brought into [0, 360). */
export function norm(degrees: number): number {
  const d = degrees % 360;
  return d < 0 ? d + 360 : d === 0 ? 0 : d;
}

/** The screen angle of an ecliptic longitude, with the Ascendant on the left. */
export function screenAngle(lon: number, ascendant: number): number {
  return norm(180 + lon - ascendant);
}

export interface Point {
  x: number;
  y: number;
}

/** The point at `radius` from the centre in the direction of a screen angle (SVG y grows down). */
export function polar(center: number, radius: number, angle: number): Point {
  const rad = (angle * Math.PI) / 180;
  return { x: center + radius * Math.cos(rad), y: center - radius * Math.sin(rad) };
}

/** Rounds to 1/100 of a unit: short, stable SVG attributes. */
export const r2 = (n: number) => Math.round(n * 100) / 100;

/** The shortest distance between two angles, 0…180. */
export function separation(a: number, b: number): number {
  const d = Math.abs(norm(a) - norm(b));
  return d > 180 ? 360 - d : d;
}

/**
 * Where to draw glyphs that would overlap: each keeps its angle unless a neighbour is nearer
 * than `minGap`; then the crowd is fanned out evenly around its mean, and crowds that touch
 * merge, until every two are at least `minGap` apart. Returns angles in the input's order.
 */
export function spread(angles: readonly number[], minGap: number): number[] {
  const n = angles.length;
  if (n < 2) return angles.map(norm);
  const gap = Math.min(minGap, 360 / n);
  const order = angles.map((a, i) => ({ a: norm(a), i })).sort((p, q) => p.a - q.a);
  // cut the circle at the widest empty arc, so no crowd straddles the cut
  let cut = 0;
  let widest = -1;
  for (let k = 0; k < n; k++) {
    const next = k === n - 1 ? order[0]!.a + 360 : order[k + 1]!.a;
    if (next - order[k]!.a > widest) {
      widest = next - order[k]!.a;
      cut = (k + 1) % n;
    }
  }
  const line = order.map((_, k) => {
    const item = order[(cut + k) % n]!;
    return { a: item.a + (cut + k >= n ? 360 : 0), i: item.i };
  });
  // groups of consecutive glyphs laid out `gap` apart around their mean
  type Group = { from: number; to: number; mean: number };
  let groups: Group[] = line.map((p, k) => ({ from: k, to: k, mean: p.a }));
  const first = (g: Group) => g.mean - ((g.to - g.from) * gap) / 2;
  const last = (g: Group) => g.mean + ((g.to - g.from) * gap) / 2;
  let merged = true;
  while (merged) {
    merged = false;
    const next: Group[] = [];
    for (const g of groups) {
      const prev = next[next.length - 1];
      if (prev && last(prev) + gap > first(g) + 1e-9) {
        const count = g.to - prev.from + 1;
        let sum = 0;
        for (let k = prev.from; k <= g.to; k++) sum += line[k]!.a;
        next[next.length - 1] = { from: prev.from, to: g.to, mean: sum / count };
        merged = true;
      } else next.push(g);
    }
    groups = next;
  }
  const out = new Array<number>(n);
  for (const g of groups)
    for (let k = g.from; k <= g.to; k++) out[line[k]!.i] = norm(first(g) + (k - g.from) * gap);
  return out;
}

/** A longitude's place in its sign: sign 0–11, whole degrees and minutes (truncated). */
export function signPosition(lon: number): { sign: number; degree: number; minute: number } {
  const minutes = Math.floor(norm(lon) * 60 + 1e-7);
  const sign = Math.floor(minutes / 1800) % 12;
  const within = minutes % 1800;
  return { sign, degree: Math.floor(within / 60), minute: within % 60 };
}

/** A longitude's degrees and minutes within its sign: 7°05′. */
export function formatDegree(lon: number): string {
  const { degree, minute } = signPosition(lon);
  return `${degree}°${String(minute).padStart(2, '0')}′`;
}

/** The longitude halfway through a house: from its cusp forward to the next one. */
export function houseMiddle(cusps: readonly number[], house: number): number {
  const from = cusps[house]!;
  const to = cusps[(house + 1) % cusps.length]!;
  return norm(from + norm(to - from) / 2);
}

/** An annular sector from screen angle a0 counter-clockwise to a1, between two radii. */
export function sectorPath(center: number, inner: number, outer: number, a0: number, a1: number) {
  const sweep = norm(a1 - a0);
  const large = sweep > 180 ? 1 : 0;
  const p = (r: number, a: number) => polar(center, r, a);
  const o0 = p(outer, a0);
  const o1 = p(outer, a1);
  const i1 = p(inner, a1);
  const i0 = p(inner, a0);
  const f = (pt: Point) => `${r2(pt.x)} ${r2(pt.y)}`;
  // counter-clockwise on screen is SVG's sweep-flag 0
  return (
    `M${f(o0)}A${outer} ${outer} 0 ${large} 0 ${f(o1)}` +
    `L${f(i1)}A${inner} ${inner} 0 ${large} 1 ${f(i0)}Z`
  );
}
