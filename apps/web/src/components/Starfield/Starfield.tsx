import { memo } from 'react';
import './starfield.css';

interface Star {
  x: number;
  y: number;
  r: number;
  o: number;
}

/** Deterministic pseudo-random numbers (mulberry32), so the sky is the same on every visit. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function makeStars(seed: number, count: number, minR: number, maxR: number): Star[] {
  const next = random(seed);
  return Array.from({ length: count }, () => ({
    x: next() * 100,
    y: next() * 200,
    r: minR + next() * (maxR - minR),
    o: 0.35 + next() * 0.65,
  }));
}

const LAYERS = [
  { stars: makeStars(7, 90, 0.08, 0.18), className: 'sl-stars-far' },
  { stars: makeStars(21, 40, 0.14, 0.3), className: 'sl-stars-mid' },
  { stars: makeStars(42, 12, 0.26, 0.42), className: 'sl-stars-near' },
];

/**
 * The night sky behind every screen: three twinkling star layers and a faint nebula. Each
 * layer is its own <svg>, so the browser fades it on the compositor; a fading <g> inside one
 * <svg> would restyle and repaint the sky on the main thread every frame.
 */
export const Starfield = memo(function Starfield() {
  return (
    <div className="sl-starfield" aria-hidden="true">
      <div className="sl-nebula" />
      {LAYERS.map((layer) => (
        <svg
          key={layer.className}
          viewBox="0 0 100 200"
          preserveAspectRatio="xMidYMid slice"
          className={`sl-starfield-svg ${layer.className}`}
        >
          {layer.stars.map((s, i) => (
            <circle key={i} cx={s.x} cy={s.y} r={s.r} fill="#ece8ff" opacity={s.o} />
          ))}
        </svg>
      ))}
      <svg
        viewBox="0 0 100 200"
        preserveAspectRatio="xMidYMid slice"
        className="sl-starfield-svg sl-stars-glow"
      >
        <defs>
          <radialGradient id="sl-star-glow">
            <stop offset="0" stopColor="#fff7dd" stopOpacity="1" />
            <stop offset="1" stopColor="#f1d58a" stopOpacity="0" />
          </radialGradient>
        </defs>
        {LAYERS[2]?.stars.map((s, i) => (
          <circle key={i} cx={s.x} cy={s.y} r={s.r * 4} fill="url(#sl-star-glow)" opacity={0.35} />
        ))}
      </svg>
    </div>
  );
});
