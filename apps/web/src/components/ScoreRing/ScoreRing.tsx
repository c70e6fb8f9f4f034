import { useId } from 'react';
import './score-ring.css';

/** A score out of 100 as a gold ring with the number inside. */
export function ScoreRing({ score, size }: { score: number; size: number }) {
  const gradient = useId();
  const r = 44;
  const length = 2 * Math.PI * r;
  const filled = (Math.max(0, Math.min(100, score)) / 100) * length;
  return (
    <svg
      className="sl-score-ring"
      width={size}
      height={size}
      viewBox="0 0 100 100"
      aria-hidden="true"
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor="#fbe7a8" />
          <stop offset="100%" stopColor="#c99a46" />
        </linearGradient>
      </defs>
      <circle cx="50" cy="50" r={r} className="sl-score-ring-track" />
      <circle
        cx="50"
        cy="50"
        r={r}
        className="sl-score-ring-value"
        stroke={`url(#${gradient})`}
        strokeDasharray={`${filled} ${length}`}
        transform="rotate(-90 50 50)"
      />
      <text x="50" y="52" className="sl-score-ring-number">
        {score}
      </text>
    </svg>
  );
}
