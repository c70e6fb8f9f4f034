import type { ReactElement } from 'react';
import { Crescent, Goblet, Rays, SOFT, starPoints } from './shapes';

/**
 * One emblem per Major Arcana card (our own line art), drawn in a box of ±24 units around
 * 0,0: gold strokes, a few soft gold fills.
 */
export const MAJOR_EMBLEMS: readonly ReactElement[] = [
  // 0 The Fool: a sun over the cliff's edge, a staff with a bundle, steps into the air
  <g key="0">
    <circle cx="-11" cy="-13" r="5" fill={SOFT} />
    <Rays count={8} r1={7} r2={10} />
    <path d="M-22 20H2L6 24M-14 20L6 -12" />
    <circle cx="8" cy="-14" r="4" />
    <circle cx="12" cy="6" r="1" fill={SOFT} />
    <circle cx="17" cy="11" r="1" fill={SOFT} />
    <circle cx="20" cy="17" r="1" fill={SOFT} />
  </g>,
  // I The Magician: the lemniscate over a wand and the table
  <g key="1">
    <path d="M0 -14C-5 -21 -16 -21 -16 -14C-16 -7 -5 -7 0 -14C5 -21 16 -21 16 -14C16 -7 5 -7 0 -14Z" />
    <path d="M0 -3V15M-18 20H18" />
    <circle cx="0" cy="-4" r="1.8" fill={SOFT} />
    <circle cx="0" cy="15" r="1.8" fill={SOFT} />
  </g>,
  // II The High Priestess: two pillars and the crescent between them
  <g key="2">
    <rect x="-21" y="-20" width="6" height="42" rx="1" />
    <rect x="15" y="-20" width="6" height="42" rx="1" fill={SOFT} />
    <g transform="translate(-2 0)">
      <Crescent r={10} />
    </g>
  </g>,
  // III The Empress: Venus with a crown of stars
  <g key="3">
    <circle cx="0" cy="-3" r="10" />
    <path d="M0 7V22M-7 15H7" />
    <polygon points={starPoints(5, 3, 1.3)} transform="translate(-11 -19)" fill={SOFT} />
    <polygon points={starPoints(5, 3, 1.3)} transform="translate(0 -21)" fill={SOFT} />
    <polygon points={starPoints(5, 3, 1.3)} transform="translate(11 -19)" fill={SOFT} />
  </g>,
  // IV The Emperor: the ram's horns over a square throne
  <g key="4">
    <rect x="-14" y="2" width="28" height="20" rx="1.5" />
    <path d="M0 14V-8C0 -20 -15 -21 -15 -11M0 -8C0 -20 15 -21 15 -11" />
  </g>,
  // V The Hierophant: the triple cross
  <g key="5">
    <path d="M0 -22V22M-6 -13H6M-9 -5H9M-12 3H12M-8 22H8" />
    <circle cx="0" cy="-22" r="2" fill={SOFT} />
  </g>,
  // VI The Lovers: two circles joined, a star above
  <g key="6">
    <circle cx="-6.5" cy="5" r="11" />
    <circle cx="6.5" cy="5" r="11" />
    <polygon points={starPoints(4, 6, 1.8)} transform="translate(0 -17)" fill={SOFT} />
  </g>,
  // VII The Chariot: a canopy under a star, on two wheels
  <g key="7">
    <path d="M-16 -6H16V8H-16ZM-16 -6L0 -13L16 -6M-14 14H14" />
    <circle cx="-10" cy="15" r="6" />
    <circle cx="10" cy="15" r="6" />
    <polygon points={starPoints(5, 4, 1.7)} transform="translate(0 -19)" fill={SOFT} />
  </g>,
  // VIII Strength: the lion's maned head
  <g key="8">
    <polygon points={starPoints(12, 21, 15)} />
    <circle cx="0" cy="0" r="11" />
    <circle cx="-4" cy="-2" r="1.3" fill={SOFT} />
    <circle cx="4" cy="-2" r="1.3" fill={SOFT} />
    <path d="M-3 4L0 7L3 4M0 7V9" />
  </g>,
  // IX The Hermit: the lantern with its star, and the staff
  <g key="9">
    <path d="M-17 -22V23M-8 -10H8L10 11H-10ZM-5 -10L0 -16L5 -10" />
    <circle cx="0" cy="-18" r="2" />
    <polygon points={starPoints(6, 5, 2.9)} transform="translate(0 1)" fill={SOFT} />
  </g>,
  // X Wheel of Fortune: the eight-spoked wheel
  <g key="10">
    <circle cx="0" cy="0" r="20" />
    <circle cx="0" cy="0" r="13" />
    <circle cx="0" cy="0" r="3" fill={SOFT} />
    <Rays count={8} r1={3} r2={20} />
  </g>,
  // XI Justice: the scales
  <g key="11">
    <path d="M0 -18V20M-10 21H10M-17 -12H17M-17 -12L-22 2M-17 -12L-12 2M17 -12L12 2M17 -12L22 2" />
    <path d="M-23 2Q-17 9 -11 2ZM11 2Q17 9 23 2Z" fill={SOFT} />
    <circle cx="0" cy="-20" r="2" />
  </g>,
  // XII The Hanged Man: the beam, the rope, the figure upside down in a halo
  <g key="12">
    <path d="M-18 -19H18M-14 -19V-23M14 -19V-23M0 -19V-6M-8 -6H8L0 6Z" />
    <circle cx="0" cy="13" r="7" />
    <circle cx="0" cy="13" r="3" fill={SOFT} />
  </g>,
  // XIII Death: the white rose in its ring
  <g key="13">
    <circle cx="0" cy="0" r="21" />
    {[0, 1, 2, 3, 4].map((i) => {
      const a = ((i * 72 - 90) * Math.PI) / 180;
      return (
        <circle key={i} cx={(7 * Math.cos(a)).toFixed(2)} cy={(7 * Math.sin(a)).toFixed(2)} r="6" />
      );
    })}
    <circle cx="0" cy="0" r="3.5" fill={SOFT} />
  </g>,
  // XIV Temperance: water flowing between two cups
  <g key="14">
    <g transform="scale(1.5)">
      <Goblet x={-8} y={5} />
      <Goblet x={8} y={-5} />
    </g>
    <path d="M-8 -3Q-6 -22 8 -16" strokeDasharray="2 2" />
    <circle cx="0" cy="19" r="1.5" fill={SOFT} />
  </g>,
  // XV The Devil: the horns, and the chains below
  <g key="15">
    <path d="M-7 -8Q-18 -12 -16 -24M7 -8Q18 -12 16 -24" />
    <circle cx="0" cy="-2" r="9" />
    <ellipse cx="-5" cy="16" rx="6" ry="4" />
    <ellipse cx="5" cy="16" rx="6" ry="4" />
    <circle cx="-3" cy="-3" r="1.2" fill={SOFT} />
    <circle cx="3" cy="-3" r="1.2" fill={SOFT} />
  </g>,
  // XVI The Tower: the crowned tower and the lightning
  <g key="16">
    <path d="M-9 23V-8H9V23M-11 -8V-14H-6V-10H-2V-14H2V-10H6V-14H11V-8M-4 23V16A4 4 0 0 1 4 16V23" />
    <rect x="-2.5" y="-3" width="5" height="7" />
    <path d="M20 -24L11 -9H17L8 6" fill={SOFT} />
  </g>,
  // XVII The Star: the great star over the water
  <g key="17">
    <polygon points={starPoints(8, 17, 6)} transform="translate(0 -4)" fill={SOFT} />
    <circle cx="-18" cy="-18" r="1.4" fill={SOFT} />
    <circle cx="18" cy="-17" r="1.4" fill={SOFT} />
    <circle cx="-19" cy="8" r="1.1" fill={SOFT} />
    <circle cx="19" cy="7" r="1.1" fill={SOFT} />
    <path d="M-22 20q5.5 -3 11 0t11 0t11 0t11 0" />
  </g>,
  // XVIII The Moon: the crescent and its falling dew
  <g key="18">
    <g transform="translate(-2 -6)">
      <Crescent r={14} />
    </g>
    <path d="M-9 15q-2 3 0 4t0 -4M0 18q-2 3 0 4t0 -4M9 15q-2 3 0 4t0 -4" fill={SOFT} />
  </g>,
  // XIX The Sun: the radiant disc
  <g key="19">
    <circle cx="0" cy="0" r="10" fill={SOFT} />
    <circle cx="0" cy="0" r="10" />
    <Rays count={16} r1={13} r2={22} r3={18} />
  </g>,
  // XX Judgement: the trumpet with its cross-marked banner, and its call
  <g key="20">
    <path d="M-18 17L5 -5M5 -5L12 -20L21 -11Z" />
    <circle cx="-19" cy="18" r="2" />
    <rect x="-9" y="5" width="11" height="11" />
    <path d="M-3.5 7V14M-7 10.5H0" />
    <path d="M17 -24Q22 -22 24 -17" />
  </g>,
  // XXI The World: the wreath with the four corners of the world
  <g key="21">
    <ellipse cx="0" cy="0" rx="12" ry="19" />
    <ellipse cx="0" cy="0" rx="9" ry="16" strokeDasharray="3 2.5" />
    <path d="M-3 -22L3 -16M3 -22L-3 -16M-3 16L3 22M3 16L-3 22" />
    <polygon points={starPoints(5, 4, 1.7)} fill={SOFT} />
    <circle cx="-20" cy="-19" r="2" fill={SOFT} />
    <circle cx="20" cy="-19" r="2" fill={SOFT} />
    <circle cx="-20" cy="19" r="2" fill={SOFT} />
    <circle cx="20" cy="19" r="2" fill={SOFT} />
  </g>,
];
