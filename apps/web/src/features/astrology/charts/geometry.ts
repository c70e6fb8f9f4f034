/** Pure layout helpers of the SVG fortune charts: text widths, label fitting, paths. */

/** Rough width of a label in px: CJK characters are square, others about 0.6 em. */
export function textWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const char of text) em += /[\u2e80-\u9fff\uff00-\uffef]/.test(char) ? 1 : 0.6;
  return em * fontSize;
}

/**
 * The font size at which every label fits its column: `preferred` when they all fit, smaller
 * (never under `min`) when the widest would overflow.
 */
export function fitFontSize(labels: readonly string[], column: number, preferred = 12, min = 9) {
  const widest = Math.max(...labels.map((label) => textWidth(label, preferred)));
  if (widest <= column) return preferred;
  return Math.max(min, Math.floor((preferred * column) / widest));
}

export interface Point {
  x: number;
  y: number;
}

/** A smooth curve through the points (Catmull-Rom turned into cubic Béziers). */
export function smoothPath(points: readonly Point[]): string {
  if (points.length === 0) return '';
  const [first] = points as [Point];
  let d = `M${round(first.x)},${round(first.y)}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[i - 1] ?? points[i]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[i + 2] ?? p2;
    const c1 = { x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6 };
    const c2 = { x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6 };
    d += ` C${round(c1.x)},${round(c1.y)} ${round(c2.x)},${round(c2.y)} ${round(p2.x)},${round(p2.y)}`;
  }
  return d;
}

/** The point at `radius` on the `index`-th of `count` spokes, the first pointing up. */
export function spoke(center: Point, radius: number, index: number, count: number): Point {
  const angle = -Math.PI / 2 + (2 * Math.PI * index) / count;
  return { x: center.x + radius * Math.cos(angle), y: center.y + radius * Math.sin(angle) };
}

export function round(value: number): number {
  return Math.round(value * 10) / 10;
}

export function polygon(points: readonly Point[]): string {
  return points.map((p) => `${round(p.x)},${round(p.y)}`).join(' ');
}
