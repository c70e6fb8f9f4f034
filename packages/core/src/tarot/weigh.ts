import { cardMeta } from './deck';
import type { DrawnCard } from './shuffle';

/**
 * How a card leans when a question wants a yes or a no, in half steps from -3 (heavy:
 * the Tower, Ten of Swords) to +3 (bright: the Sun, the World), upright. Majors 0–21,
 * then each suit ace … king.
 */
const MAJOR_LIGHT = [1, 2, 0, 2, 1, 1, 2, 2, 2, -1, 2, 0, -1, -1, 1, -2, -2, 2, -2, 3, 1, 3];
const SUIT_LIGHT: Record<string, number[]> = {
  wands: [2, 1, 2, 2, -1, 2, 0, 2, -1, -2, 1, 1, 2, 2],
  cups: [2, 2, 2, -1, -2, 1, -1, -1, 3, 3, 1, 1, 2, 2],
  swords: [1, -1, -2, 0, -2, 0, -2, -2, -2, -3, 0, 0, 0, 1],
  pentacles: [2, 0, 2, 0, -2, 1, 0, 2, 2, 3, 1, 1, 2, 2],
};

export function lightOf(cardId: string): number {
  const meta = cardMeta(cardId);
  if (!meta) throw new RangeError(`unknown card ${cardId}`);
  const half = meta.suit ? SUIT_LIGHT[meta.suit]![meta.number - 1]! : MAJOR_LIGHT[meta.number]!;
  return half / 2;
}

/** How much a position counts toward the answer: where things lead counts most, the past least. */
const WEIGHT: Record<string, number> = {
  focus: 2,
  answer: 2,
  future: 2,
  outcome: 2,
  result: 2,
  fruit: 2,
  nearFuture: 1.5,
  potential: 1.5,
  outcomeA: 2,
  outcomeB: 2,
  past: 0.5,
  recentPast: 0.5,
  roots: 0.5,
  foundation: 0.5,
  surface: 0.75,
  hidden: 0.75,
  environment: 0.75,
  attitude: 0.75,
  hopesFears: 0.5,
};

export const weightOf = (position: string): number => WEIGHT[position] ?? 1;

/**
 * A card's value in its orientation: upright it reads as its light; reversed, a bright card's
 * promise is held back (below zero) and a heavy card's weight lifts (a little above zero).
 */
export function valueOf(card: DrawnCard): number {
  const light = lightOf(card.cardId);
  return card.reversed ? -0.15 - light / 2 : light;
}

export interface Weighed {
  card: DrawnCard;
  index: number;
  /** the card's share of the answer: its value times its position's weight */
  share: number;
}

export type Band = 'clearYes' | 'leanYes' | 'softYes' | 'softNo' | 'leanNo' | 'clearNo';

/** The draw weighed as one: the mean value (about -1.5 … 1.5) and each card's share. */
export function weigh(cards: readonly DrawnCard[]): { score: number; cards: Weighed[] } {
  const weighed = cards.map((card, index) => ({
    card,
    index,
    share: valueOf(card) * weightOf(card.position),
  }));
  const total = cards.reduce((sum, c) => sum + weightOf(c.position), 0);
  const score = total > 0 ? weighed.reduce((sum, w) => sum + w.share, 0) / total : 0;
  return { score, cards: weighed };
}

/** The lean of a score; an exact tie goes the way of the last card's orientation. */
export function bandOf(score: number, cards: readonly DrawnCard[]): Band {
  if (score >= 0.55) return 'clearYes';
  if (score >= 0.2) return 'leanYes';
  if (score > 0.001) return 'softYes';
  if (score > -0.001) return cards[cards.length - 1]?.reversed ? 'softNo' : 'softYes';
  if (score > -0.2) return 'softNo';
  if (score > -0.55) return 'leanNo';
  return 'clearNo';
}

export const isYes = (band: Band): boolean => band.endsWith('Yes');

/** The cards that push hardest toward the lean (up to two) and the strongest one against it. */
export function tipping(weighed: readonly Weighed[], yes: boolean) {
  const sign = yes ? 1 : -1;
  const forIt = weighed
    .filter((w) => w.share * sign > 0)
    .sort((a, b) => b.share * sign - a.share * sign);
  const against = weighed
    .filter((w) => w.share * sign < 0)
    .sort((a, b) => a.share * sign - b.share * sign);
  return { forIt: forIt.slice(0, 2), against: against[0] ?? null };
}
