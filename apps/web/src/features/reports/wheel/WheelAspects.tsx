import type { ChartData } from '@starlit/contracts';
import { polar, r2, screenAngle } from './geometry';
import { ASPECT_COLORS, aspectNature } from './symbols';

/** How strongly an aspect line shows: exact ones clearly, wide ones faintly. */
export function aspectOpacity(orb: number): number {
  return Math.max(0.3, Math.min(0.95, 0.95 - Math.abs(orb) * 0.08));
}

/** The aspects as chords of the inner circle, blue/green when they flow, red when they strain. */
export function AspectGeometry({
  chart,
  radius,
  center,
}: {
  chart: ChartData;
  radius: number;
  center: number;
}) {
  const lon = new Map(chart.planets.map((p) => [p.id, p.lon]));
  return (
    <g className="sl-wheel-aspects">
      {chart.aspects.map((aspect) => {
        const a = lon.get(aspect.a);
        const b = lon.get(aspect.b);
        if (a === undefined || b === undefined || aspectNature(aspect.kind) === 'neutral')
          return null;
        const p = polar(center, radius, screenAngle(a, chart.ascendant));
        const q = polar(center, radius, screenAngle(b, chart.ascendant));
        return (
          <line
            key={`${aspect.a}-${aspect.b}-${aspect.kind}`}
            x1={r2(p.x)}
            y1={r2(p.y)}
            x2={r2(q.x)}
            y2={r2(q.y)}
            stroke={ASPECT_COLORS[aspect.kind]}
            strokeOpacity={aspectOpacity(aspect.orb)}
            strokeDasharray={aspect.kind === 'sextile' ? '4 3' : undefined}
            className={`sl-wheel-aspect is-${aspectNature(aspect.kind)}`}
            data-aspect={aspect.kind}
          />
        );
      })}
    </g>
  );
}
