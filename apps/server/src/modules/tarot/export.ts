import { getTableColumns } from 'drizzle-orm';
import type { Lang } from '@starlit/contracts';
import { DECK_TEXT, SPREAD_TEXT, type SpreadId } from '@starlit/core/tarot';
import type { DbOrTx } from '../../db/client';
import { tarotReadings, tarotShuffles } from '../../db/schema-readings';
import { memberHistory } from '../exports/member-rows';

/** The member's tarot readings (questions, cards named in `lang`, texts) and pending shuffles. */
export async function exportOf(db: DbOrTx, userId: string, lang: Lang) {
  const readings = await memberHistory(db, userId, tarotReadings, getTableColumns(tarotReadings));
  const shuffles = await memberHistory(db, userId, tarotShuffles, {
    spreadId: tarotShuffles.spreadId,
    createdAt: tarotShuffles.createdAt,
    usedAt: tarotShuffles.usedAt,
  });
  return {
    readings: readings.map((r) => {
      const spread = SPREAD_TEXT[r.spreadId as SpreadId]?.[lang];
      return {
        id: r.id,
        createdAt: r.createdAt,
        spread: spread?.name ?? r.spreadId,
        question: r.question,
        topic: r.topic,
        cards: r.cards.map((c) => ({
          card: DECK_TEXT[lang][c.cardId]?.name ?? c.cardId,
          cardId: c.cardId,
          position: spread?.positions[c.position]?.name ?? c.position,
          reversed: c.reversed,
        })),
        readingPaid: r.analysisPaid,
        readingLang: r.lang,
        reading: r.analysis,
      };
    }),
    shuffles,
  };
}
