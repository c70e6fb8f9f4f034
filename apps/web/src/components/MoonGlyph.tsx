import './moon.css';

/** The lit part of the moon as an SVG path on a disc of radius r centred at (r, r). */
export function moonPath(fraction: number, r: number): string {
  const waxing = fraction < 0.5;
  const rx = Math.abs(Math.cos(2 * Math.PI * fraction)) * r;
  const gibbous = fraction > 0.25 && fraction < 0.75;
  const top = `${r} 0`;
  const bottom = `${r} ${2 * r}`;
  // outer limb: right half while waxing, left half while waning
  const limb = `A ${r} ${r} 0 0 ${waxing ? 1 : 0} ${bottom}`;
  // terminator back to the top, bulging towards the dark side in the gibbous phases
  const sweep = waxing === gibbous ? 1 : 0;
  return `M ${top} ${limb} A ${rx} ${r} 0 0 ${sweep} ${top} Z`;
}

/**
 * Where in its cycle the moon is (0 new … 0.5 full … 1 new) from its lit share and whether it
 * is waxing.
 */
export function cycleFraction(illumination: number, waxing: boolean): number {
  const half = Math.acos(Math.min(1, Math.max(-1, 1 - 2 * illumination))) / (2 * Math.PI);
  return waxing ? half : 1 - half;
}

const WAXING = new Set(['waxingCrescent', 'firstQuarter', 'waxingGibbous']);

/** Where in its cycle the moon is, from the server's phase name and lit share. */
export const phaseFraction = (sky: { phase: string; illumination: number }): number =>
  cycleFraction(sky.illumination, WAXING.has(sky.phase));

/** The moon as it looks tonight: a dark disc with its lit part. */
export function MoonGlyph({ fraction, size = '1.6rem' }: { fraction: number; size?: string }) {
  const r = 50;
  return (
    <svg
      viewBox="-6 -6 112 112"
      style={{ width: size, height: size }}
      aria-hidden="true"
      className="sl-moon"
    >
      <defs>
        <radialGradient id="sl-moon-lit" cx="40%" cy="35%" r="75%">
          <stop offset="0" stopColor="#fff8dc" />
          <stop offset="0.6" stopColor="#f1d58a" />
          <stop offset="1" stopColor="#c99a46" />
        </radialGradient>
        <filter id="sl-moon-glow" x="-30%" y="-30%" width="160%" height="160%">
          <feGaussianBlur stdDeviation="3" />
        </filter>
      </defs>
      <circle cx={r} cy={r} r={r} fill="#241f4d" stroke="rgba(241,213,138,0.25)" strokeWidth="1" />
      <path
        d={moonPath(fraction, r)}
        fill="url(#sl-moon-lit)"
        filter="url(#sl-moon-glow)"
        opacity="0.6"
      />
      <path d={moonPath(fraction, r)} fill="url(#sl-moon-lit)" />
    </svg>
  );
}
