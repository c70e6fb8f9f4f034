/** Small shared SVG shapes of the card faces (coordinates centred on 0,0). */

/** Points of a star polygon: `points` tips of radius `outer`, notches of radius `inner`. */
export function starPoints(points: number, outer: number, inner: number, turn = -90): string {
  const out: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = ((turn + (i * 180) / points) * Math.PI) / 180;
    out.push(`${(r * Math.cos(a)).toFixed(2)},${(r * Math.sin(a)).toFixed(2)}`);
  }
  return out.join(' ');
}

/** A crescent opening to the right, radius r, centred at (x, y). */
export function Crescent({ x = 0, y = 0, r }: { x?: number; y?: number; r: number }) {
  const inner = r * 0.8;
  return (
    <path
      d={`M${x + r * 0.35} ${y - r * 0.94} A${r} ${r} 0 1 0 ${x + r * 0.35} ${y + r * 0.94} A${inner} ${inner} 0 1 1 ${x + r * 0.35} ${y - r * 0.94} Z`}
    />
  );
}

/** Rays around a disc: `count` lines from r1 to r2 (alternate rays to r3 when given). */
export function Rays({
  count,
  r1,
  r2,
  r3,
}: {
  count: number;
  r1: number;
  r2: number;
  r3?: number;
}) {
  const d = Array.from({ length: count }, (_, i) => {
    const a = (i * 2 * Math.PI) / count;
    const r = r3 !== undefined && i % 2 === 1 ? r3 : r2;
    const c = Math.cos(a);
    const s = Math.sin(a);
    return `M${(r1 * c).toFixed(2)} ${(r1 * s).toFixed(2)}L${(r * c).toFixed(2)} ${(r * s).toFixed(2)}`;
  }).join('');
  return <path d={d} />;
}

/** A goblet of about 12 units, centred at (x, y). */
export function Goblet({ x = 0, y = 0 }: { x?: number; y?: number }) {
  return (
    <path
      transform={`translate(${x} ${y})`}
      d="M-5 -6.5H5Q5 1.5 0 2.5Q-5 1.5 -5 -6.5ZM0 2.5V6M-3.2 6.5H3.2"
    />
  );
}

/** The soft gold fill of the emblems' solid parts. */
export const SOFT = 'rgba(241, 213, 138, 0.38)';
