import { useId } from 'react';
import { CARD_H, CARD_RATIO, CARD_W } from './geometry';
import { Rays, starPoints } from './shapes';

/** Fixed starfield of the back (symmetric under a half turn, so no back looks reversed). */
const BACK_STARS: [number, number, number][] = [
  [18, 24, 0.8],
  [30, 44, 0.5],
  [74, 30, 0.6],
  [84, 52, 0.9],
  [22, 70, 0.6],
  [16, 104, 0.5],
  [40, 20, 0.5],
];

/** The back of every card: a gold-framed night sky with a star mandala. */
export function TarotCardBack({
  size = '100%',
  className,
}: {
  size?: number | string;
  className?: string;
}) {
  const id = useId().replace(/:/g, '');
  const pixels = typeof size === 'number';
  const stars = [...BACK_STARS, ...BACK_STARS.map(([x, y, r]) => [100 - x, 170 - y, r] as const)];
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${CARD_W} ${CARD_H}`}
      width={pixels ? size : CARD_W}
      height={pixels ? size * CARD_RATIO : CARD_H}
      style={
        pixels ? undefined : { width: size, height: 'auto', aspectRatio: `${CARD_W} / ${CARD_H}` }
      }
      className={className ? `sl-tarot-back ${className}` : 'sl-tarot-back'}
      aria-hidden="true"
    >
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2a2260" />
          <stop offset="0.5" stopColor="#161238" />
          <stop offset="1" stopColor="#2a2260" />
        </linearGradient>
        <radialGradient id={`${id}-glow`}>
          <stop offset="0" stopColor="#f1d58a" stopOpacity="0.3" />
          <stop offset="1" stopColor="#f1d58a" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect x="1" y="1" width="98" height="168" rx="7" fill={`url(#${id}-bg)`} />
      <rect
        x="4"
        y="4"
        width="92"
        height="162"
        rx="5"
        fill="none"
        stroke="#d8b56a"
        strokeWidth="1.6"
      />
      <rect
        x="8"
        y="8"
        width="84"
        height="154"
        rx="3"
        fill="none"
        stroke="#d8b56a"
        strokeOpacity="0.5"
        strokeWidth="0.6"
      />
      <path
        d="M8 20L20 8M80 8L92 20M8 150L20 162M80 162L92 150"
        stroke="#d8b56a"
        strokeOpacity="0.6"
        strokeWidth="0.6"
      />
      {stars.map(([x, y, r], i) => (
        <circle key={i} cx={x} cy={y} r={r} fill="#ece8ff" opacity="0.6" />
      ))}
      <circle cx="50" cy="85" r="36" fill={`url(#${id}-glow)`} />
      <g
        transform="translate(50 85)"
        fill="none"
        stroke="#e2c27a"
        strokeWidth="1"
        strokeLinecap="round"
      >
        <circle r="26" strokeOpacity="0.7" />
        <circle r="21" strokeDasharray="1.5 2.2" strokeOpacity="0.8" />
        <Rays count={24} r1={27.5} r2={31} r3={29} />
        <polygon points={starPoints(8, 19, 8)} strokeOpacity="0.9" />
        <circle r="7" fill="#f1d58a" fillOpacity="0.25" />
        <circle r="3.6" fill="#f1d58a" stroke="none" />
      </g>
      <g fill="#d8b56a">
        <polygon points={starPoints(4, 3.2, 0.9)} transform="translate(50 26)" />
        <polygon points={starPoints(4, 3.2, 0.9)} transform="translate(50 144)" />
      </g>
    </svg>
  );
}
