import { DECK, MAJOR_IDS } from './deck';
import type { Spread } from './spreads';

/** A uniform integer in [0, max): the server passes crypto.randomInt; tests may pass a PRNG. */
export type RandomInt = (max: number) => number;

/** Fisher–Yates: every order equally likely when `randomInt` is uniform. */
export function shuffle<T>(items: readonly T[], randomInt: RandomInt): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** A shuffled deck for a spread: the 22 majors for major-only spreads, else all 78. */
export function shuffledDeck(spread: Spread, randomInt: RandomInt): string[] {
  return shuffle(spread.majorsOnly ? MAJOR_IDS : DECK.map((c) => c.id), randomInt);
}

export interface DrawnCard {
  cardId: string;
  position: string;
  reversed: boolean;
}

/**
 * The cards at the picked fan indexes of a shuffled deck, one per position, each upright or
 * reversed by a fair coin.
 */
export function drawFrom(
  deck: readonly string[],
  spread: Spread,
  picks: readonly number[],
  randomInt: RandomInt,
): DrawnCard[] {
  if (picks.length !== spread.positions.length) throw new RangeError('one pick per position');
  if (new Set(picks).size !== picks.length) throw new RangeError('picks must differ');
  return spread.positions.map((position, i) => {
    const index = picks[i]!;
    if (!Number.isInteger(index) || index < 0 || index >= deck.length)
      throw new RangeError('pick out of the deck');
    return { cardId: deck[index]!, position, reversed: randomInt(2) === 1 };
  });
}
