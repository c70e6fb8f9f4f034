import { moonPath } from './sky';

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
