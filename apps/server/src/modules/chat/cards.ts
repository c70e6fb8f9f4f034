import { randomInt } from 'node:crypto';
import type { ChatCard, Lang } from '@starlit/contracts';
import { cardIdAt, type ChatCard as CoreCard } from '@starlit/core/companions';
import { DECK, DECK_TEXT, SPREAD_TEXT } from '@starlit/core/tarot';
import type { ChatCardRow } from '../../db/schema-chat';

/** Draws distinct cards with the server's CSPRNG, each upright or reversed by a fair coin. */
export function drawCards(count: number): CoreCard[] {
  const picked = new Set<number>();
  while (picked.size < count) picked.add(randomInt(DECK.length));
  return [...picked].map((cardId) => ({ cardId, reversed: randomInt(2) === 1 }));
}

const POSITIONS: Record<number, { spread: 'single' | 'three'; ids: string[] }> = {
  1: { spread: 'single', ids: ['focus'] },
  3: { spread: 'three', ids: ['past', 'present', 'future'] },
};

/** Drawn cards as a message stores them: card id, orientation and spread position. */
export function cardRows(cards: CoreCard[]): ChatCardRow[] {
  const layout = POSITIONS[cards.length] ?? POSITIONS[3]!;
  return cards.map((c, i) => ({
    cardId: cardIdAt(c.cardId),
    reversed: c.reversed,
    position: layout.ids[i] ?? `card${i + 1}`,
  }));
}

/** Stored cards with their names and positions' names in the reader's language. */
export function cardView(rows: ChatCardRow[], lang: Lang): ChatCard[] {
  const layout = POSITIONS[rows.length] ?? POSITIONS[3]!;
  return rows.map((r) => ({
    cardId: r.cardId,
    reversed: r.reversed,
    position: r.position,
    positionName: SPREAD_TEXT[layout.spread][lang].positions[r.position]?.name ?? r.position,
    name: DECK_TEXT[lang][r.cardId]?.name ?? r.cardId,
  }));
}
