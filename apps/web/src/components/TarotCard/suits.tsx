import type { ReactElement } from 'react';
import type { Court, Suit } from './deck';
import { Goblet, starPoints } from './shapes';

/** Each suit's motif, about 14 units tall around 0,0. */
const MOTIFS: Record<Suit, ReactElement> = {
  wands: (
    <g>
      <path d="M0 -7V7M0 -2.5Q3.5 -3.5 4 -7M0 1.5Q-3.5 0.5 -4 -3" />
      <circle cx="0" cy="-7.2" r="1.1" />
    </g>
  ),
  cups: <Goblet />,
  swords: (
    <g>
      <path d="M0 -7.5L1.3 -5.3V3H-1.3V-5.3ZM-4.2 3H4.2M0 3V6.3" />
      <circle cx="0" cy="7.2" r="0.9" />
    </g>
  ),
  pentacles: (
    <g>
      <circle cx="0" cy="0" r="6" />
      <polygon points={starPoints(5, 4.8, 1.85)} />
    </g>
  ),
};

/** Pip centres and scale for the numbered cards (ace to ten), in card units. */
const L = 37;
const R = 63;
const C = 50;
const PIPS: Record<number, { at: [number, number][]; scale: number }> = {
  1: { at: [[C, 82]], scale: 2.7 },
  2: {
    at: [
      [C, 58],
      [C, 106],
    ],
    scale: 1.7,
  },
  3: {
    at: [
      [C, 52],
      [C, 82],
      [C, 112],
    ],
    scale: 1.55,
  },
  4: {
    at: [
      [L, 62],
      [R, 62],
      [L, 102],
      [R, 102],
    ],
    scale: 1.55,
  },
  5: {
    at: [
      [L, 58],
      [R, 58],
      [C, 82],
      [L, 106],
      [R, 106],
    ],
    scale: 1.4,
  },
  6: {
    at: [
      [L, 54],
      [R, 54],
      [L, 82],
      [R, 82],
      [L, 110],
      [R, 110],
    ],
    scale: 1.35,
  },
  7: {
    at: [
      [L, 54],
      [R, 54],
      [C, 68],
      [L, 82],
      [R, 82],
      [L, 110],
      [R, 110],
    ],
    scale: 1.25,
  },
  8: {
    at: [
      [L, 54],
      [R, 54],
      [C, 68],
      [L, 82],
      [R, 82],
      [C, 96],
      [L, 110],
      [R, 110],
    ],
    scale: 1.2,
  },
  9: {
    at: [
      [L, 50],
      [R, 50],
      [L, 72],
      [R, 72],
      [C, 82],
      [L, 94],
      [R, 94],
      [L, 116],
      [R, 116],
    ],
    scale: 1.02,
  },
  10: {
    at: [
      [L, 50],
      [R, 50],
      [C, 61],
      [L, 72],
      [R, 72],
      [L, 94],
      [R, 94],
      [C, 105],
      [L, 116],
      [R, 116],
    ],
    scale: 0.98,
  },
};

/** The suit's motif, scaled around (x, y); the stroke keeps its width in card units. */
export function Motif({ suit, x, y, scale }: { suit: Suit; x: number; y: number; scale: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`} strokeWidth={1.3 / scale} data-pip="">
      {MOTIFS[suit]}
    </g>
  );
}

/** Ace to ten: the suit's motif repeated number times. */
export function Pips({ suit, number }: { suit: Suit; number: number }) {
  const layout = PIPS[number] ?? PIPS[1]!;
  return (
    <>
      {layout.at.map(([x, y], i) => (
        <Motif key={i} suit={suit} x={x} y={y} scale={layout.scale} />
      ))}
    </>
  );
}

/** The crowns over the court cards' motif: a circlet, a plumed crest, a queen's and a king's crown. */
const CROWNS: Record<Court, ReactElement> = {
  page: (
    <g>
      <path d="M-8 4.5H8V0.5H-8Z" />
      <polygon points={starPoints(4, 4, 1.2)} transform="translate(0 -4.5)" />
    </g>
  ),
  knight: (
    <g>
      <path d="M-9 4H9L7 -3L0 1L-7 -3Z" />
      <path d="M0 1Q1 -8 9 -11Q4 -5 3 1" />
    </g>
  ),
  queen: (
    <g>
      <path d="M-10 4H10L11 -6L5.5 -1L0 -8L-5.5 -1L-11 -6Z" />
      <circle cx="-11" cy="-7.5" r="1.4" />
      <circle cx="0" cy="-9.5" r="1.4" />
      <circle cx="11" cy="-7.5" r="1.4" />
    </g>
  ),
  king: (
    <g>
      <path d="M-10 4H10V-6L5 -1L0 -10L-5 -1L-10 -6ZM0 -10V-15M-2.5 -12.5H2.5" />
    </g>
  ),
};

/** A court card: its crown over the suit's motif. */
export function CourtEmblem({ suit, court }: { suit: Suit; court: Court }) {
  return (
    <>
      <g transform="translate(50 56) scale(1.3)" strokeWidth={1.2}>
        {CROWNS[court]}
      </g>
      <Motif suit={suit} x={50} y={92} scale={2.3} />
    </>
  );
}
