import type { SpreadIdValue } from '@starlit/contracts';
import { CARD_RATIO } from '../../components/TarotCard/geometry';

/**
 * Where each position of a spread lies: x in card widths from the centre line, y in rows
 * (a row is a card, its label and a gap); `turned` lays the card across the one beneath
 * (the Celtic cross's challenge), whose label then takes the next label line; `lift` raises
 * the card (not its label) by that many card heights.
 */
export interface Slot {
  x: number;
  y: number;
  turned?: boolean;
  lift?: number;
}

const row = (y: number, ...xs: number[]): Slot[] => xs.map((x) => ({ x, y }));

/** One list per spread, in the order of the spread's positions. */
export const SLOTS: Record<SpreadIdValue, readonly Slot[]> = {
  single: row(0, 0),
  highCard: row(0, 0),
  three: row(0, -1.2, 0, 1.2),
  general: row(0, -1.2, 0, 1.2),
  // you, partner, the bond between them, and the future at the top
  loversPyramid: [...row(1, -1.2, 1.2, 0), ...row(0, 0)],
  // now at the foot, a path to each side, each path's outcome above it
  twoChoices: [...row(2, 0), ...row(1, -0.75, 0.75), ...row(0, -1.5, 1.5)],
  // roots, the two hearts as branches, growth in the trunk, the fruit at the crown
  loversTree: [...row(2, 0), ...row(0.5, -1.2, 1.2), ...row(1, 0), ...row(0, 0)],
  // two cards above, three across, the outcome below
  intuitive: [...row(0, -0.6, 0.6), ...row(1, -1.2, 0, 1.2), ...row(2, 0)],
  // a six-pointed star: the rising triangle (past, present, future), the falling one
  // (response, environment, attitude), the result at the heart
  hexagram: [
    { x: 0, y: 0 },
    { x: 1.2, y: 1.5 },
    { x: -1.2, y: 1.5 },
    { x: 0, y: 2 },
    { x: -1.2, y: 0.5 },
    { x: 1.2, y: 0.5 },
    { x: 0, y: 1 },
  ],
  // the cross (present crossed by the challenge; foundation, past, potential, near future)
  // and the staff of four on the right, from the self at the foot to the outcome on top
  // the challenge crosses the top of the present, so that the present's picture and name
  // stay in view below it
  celticCross: [
    { x: 0, y: 1.4 },
    { x: 0, y: 1.4, turned: true, lift: 0.45 },
    { x: 0, y: 2.65 },
    { x: -1.42, y: 1.4 },
    { x: 0, y: 0.25 },
    { x: 1.42, y: 1.4 },
    { x: 2.72, y: 3 },
    { x: 2.72, y: 2 },
    { x: 2.72, y: 1 },
    { x: 2.72, y: 0 },
  ],
};

/** The largest card width per spread (px at phone size), so small spreads stay card-sized. */
const MAX_WIDTH: Partial<Record<SpreadIdValue, number>> = { single: 132, highCard: 132 };

export interface PlacedSlot {
  /** the card's box before any turn (its centre is the slot's centre) */
  left: number;
  top: number;
  turned: boolean;
  /** the label box under the card */
  labelLeft: number;
  labelTop: number;
  labelWidth: number;
}

export interface Placement {
  cardWidth: number;
  cardHeight: number;
  width: number;
  height: number;
  slots: PlacedSlot[];
}

/**
 * How wide a slot's label may be, in card widths: up to 1.45, less where a neighbour's label
 * (same row) or card (the row below) is near.
 */
function labelRoom(slots: readonly Slot[], s: Slot): number {
  let room = 1.45;
  for (const o of slots) {
    if (o === s || (o.x === s.x && o.y === s.y)) continue;
    const dx = Math.abs(o.x - s.x);
    if (Math.abs(o.y - s.y) < 0.3) room = Math.min(room, dx - 0.08);
    else if (Math.abs(o.y - (s.y + 0.5)) < 0.45) room = Math.min(room, 2 * dx - 1.08);
  }
  return Math.max(room, 0.9);
}

/**
 * Lays a spread out in `width` pixels: the card width that fits the spread's columns, then
 * each card's and label's box. `labelHeight` is the room for one label (up to two lines).
 */
export function placeSpread(
  spreadId: SpreadIdValue,
  width: number,
  { labelHeight, gap, maxCard = 104 }: { labelHeight: number; gap: number; maxCard?: number },
): Placement {
  const slots = SLOTS[spreadId];
  const extent = (s: Slot) => (s.turned ? CARD_RATIO / 2 : 0.5);
  const minX = Math.min(...slots.map((s) => s.x - extent(s)));
  const maxX = Math.max(...slots.map((s) => s.x + extent(s)));
  const scale = (maxCard / 104) * (MAX_WIDTH[spreadId] ?? 104);
  const cardWidth = Math.floor(Math.min(scale, width / (maxX - minX)));
  const cardHeight = Math.round(cardWidth * CARD_RATIO);
  const pitch = cardHeight + labelHeight + gap;
  const offsetX = (width - (maxX - minX) * cardWidth) / 2 - minX * cardWidth;
  const placed = slots.map((s) => {
    const cx = offsetX + s.x * cardWidth;
    const cy = cardHeight / 2 + s.y * pitch;
    // under its card, as wide as the neighbours allow, cut at the edges of the width
    const half = (cardWidth * labelRoom(slots, s)) / 2;
    const labelLeft = Math.ceil(Math.max(0, cx - half));
    const labelWidth = Math.floor(Math.min(width, cx + half)) - labelLeft;
    return {
      left: Math.round(cx - cardWidth / 2),
      top: Math.round(cy - (s.lift ?? 0) * cardHeight - cardHeight / 2),
      turned: !!s.turned,
      labelLeft,
      labelTop: Math.round(cy + cardHeight / 2 + 4 + (s.turned ? labelHeight : 0)),
      labelWidth,
    };
  });
  const height = Math.max(...placed.map((p) => p.labelTop + labelHeight));
  return { cardWidth, cardHeight, width, height: Math.ceil(height), slots: placed };
}

/** The route each spread is drawn on. */
export const SPREAD_ROUTE: Record<SpreadIdValue, string> = {
  single: '/drawingCards',
  three: '/drawingCards',
  highCard: '/drawingCards',
  general: '/drawingCards',
  loversPyramid: '/drawingFourCards',
  twoChoices: '/drawingFiveCards',
  loversTree: '/drawingFiveLoveCards',
  intuitive: '/drawingSixCards',
  hexagram: '/drawingSevenCards',
  celticCross: '/drawingTenCards',
};
