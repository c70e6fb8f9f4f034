import type { ChartData } from '@starlit/contracts';
import { polar, r2, screenAngle } from './geometry';
import { ASPECT_COLORS, aspectNature, type AspectKind } from './symbols';

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

/** A contact between two points of two charts, by their longitudes (synastry). */
export interface WheelContact {
  key: string;
  from: number;
  to: number;
  kind: AspectKind;
  orb: number;
}

/**
 * Contacts between two charts as chords of the inner circle, coloured like aspects; the
 * conjunctions too, drawn as a short mark where the two meet.
 */
export function ContactGeometry({
  contacts,
  asc,
  radius,
  center,
}: {
  contacts: readonly WheelContact[];
  asc: number;
  radius: number;
  center: number;
}) {
  return (
    <g className="sl-wheel-aspects is-contacts">
      {contacts.map((contact) => {
        const p = polar(center, radius, screenAngle(contact.from, asc));
        const q = polar(center, radius, screenAngle(contact.to, asc));
        const nature = aspectNature(contact.kind);
        const inner = polar(center, radius - 8, screenAngle(contact.from, asc));
        const [x2, y2] = nature === 'neutral' ? [inner.x, inner.y] : [q.x, q.y];
        return (
          <line
            key={contact.key}
            x1={r2(p.x)}
            y1={r2(p.y)}
            x2={r2(x2)}
            y2={r2(y2)}
            stroke={ASPECT_COLORS[contact.kind]}
            strokeOpacity={aspectOpacity(contact.orb)}
            strokeDasharray={contact.kind === 'sextile' ? '4 3' : undefined}
            className={`sl-wheel-aspect is-${nature}`}
            data-aspect={contact.kind}
          />
        );
      })}
    </g>
  );
}
