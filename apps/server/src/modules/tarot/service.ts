import { randomInt } from 'node:crypto';
import {
  ErrorCode,
  type Lang,
  type Reading,
  type ShuffleResult,
  type TarotHistory,
  type TarotInfo,
} from '@starlit/contracts';
import {
  DECK,
  DECK_TEXT,
  SPREADS,
  SPREAD_TEXT,
  composeBrief,
  detectTopic,
  drawFrom,
  shuffledDeck,
  spreadById,
  type SpreadId,
} from '@starlit/core/tarot';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, paramError } from '../../lib/errors';
import { economyRules } from '../points/rules';
import { charge, type ChargeMode } from '../points/charge';
import { clockFrom } from '../points/zone';
import * as repo from './repository';
import type { ReadingRow } from './repository';

const unavailable = () => new AppError(ErrorCode.REPORT_UNAVAILABLE);

export function tarotInfo(lang: Lang): TarotInfo {
  return {
    spreads: SPREADS.map((s) => {
      const text = SPREAD_TEXT[s.id][lang];
      return {
        id: s.id,
        name: text.name,
        description: text.description,
        route: s.route,
        majorsOnly: s.majorsOnly,
        positions: s.positions.map((id) => ({ id, ...text.positions[id]! })),
      };
    }),
    cards: DECK.map((c) => ({
      id: c.id,
      name: DECK_TEXT[lang][c.id]!.name,
      arcana: c.arcana,
      suit: c.suit,
      number: c.number,
      element: c.element,
      keywords: DECK_TEXT[lang][c.id]!.keywords,
    })),
  };
}

/** A CSPRNG shuffle for the spread, kept until the user picks from it. */
export async function shuffle(db: Db, userId: string, spreadId: SpreadId): Promise<ShuffleResult> {
  const spread = spreadById(spreadId)!;
  const deck = shuffledDeck(spread, randomInt);
  const shuffleId = await repo.insertShuffle(db, { userId, spreadId, deck });
  return { shuffleId, deckSize: deck.length, picks: spread.positions.length };
}

export function toReading(row: ReadingRow, lang: Lang): Reading {
  const spreadId = row.spreadId as SpreadId;
  const text = SPREAD_TEXT[spreadId][lang];
  const topic = row.topic as Reading['topic'];
  const meaningTopic = topic === 'study' ? 'career' : topic;
  return {
    id: row.id,
    spreadId,
    spreadName: text.name,
    question: row.question,
    topic,
    cards: row.cards.map((c) => {
      const card = DECK_TEXT[lang][c.cardId]!;
      const orientation = c.reversed ? 'reversed' : 'upright';
      return {
        ...c,
        positionName: text.positions[c.position]!.name,
        name: card.name,
        keywords: card.keywords[orientation],
        meaning: card.meanings[meaningTopic][orientation],
      };
    }),
    analysis: row.lang === lang ? row.analysis : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The draw: the picked cards of the user's own unused shuffle, stored with the question. */
export async function predict(
  db: Db,
  userId: string,
  body: { shuffleId: string; question: string; picks: number[] },
  lang: Lang,
): Promise<Reading> {
  const row = await db.transaction(async (tx) => {
    const shuffled = await repo.takeShuffle(tx, userId, body.shuffleId);
    if (!shuffled) throw paramError('shuffleId');
    const spread = spreadById(shuffled.spreadId)!;
    let cards;
    try {
      cards = drawFrom(shuffled.deck, spread, body.picks, randomInt);
    } catch {
      throw paramError('picks');
    }
    return repo.insertReading(tx, {
      userId,
      spreadId: spread.id,
      question: body.question,
      topic: detectTopic(body.question),
      cards,
      lang,
    });
  });
  return toReading(row, lang);
}

export async function findReading(db: Db, userId: string, id: string): Promise<ReadingRow> {
  const row = await repo.readingOf(db, userId, id);
  if (!row) throw unavailable();
  return row;
}

/** The spread and topic of the user's newest reading (a companion's greeting mentions it). */
export function latestReadingOf(
  db: DbOrTx,
  userId: string,
): Promise<{ spreadId: string; topic: string } | null> {
  return repo.latestReading(db, userId);
}

export async function brief(db: Db, userId: string, id: string, lang: Lang) {
  const row = await findReading(db, userId, id);
  return {
    lines: composeBrief({
      spreadId: row.spreadId as SpreadId,
      question: row.question,
      cards: row.cards,
      lang,
    }),
  };
}

/**
 * Pays for the full reading once: analysis4Tarot through the charging service, in the
 * transaction that marks the reading paid (and stores its text when already composed).
 * Opening it again is free ('already').
 */
export async function payForAnalysis(
  db: Db,
  userId: string,
  row: ReadingRow,
  text: string | null,
  lang: Lang,
): Promise<ChargeMode | 'already'> {
  // the rules from this app's cache (kept current on every instance), read before the transaction
  const rules = await economyRules(db);
  return db.transaction(async (tx) => {
    const claimed = await repo.claimAnalysis(
      tx,
      userId,
      row.id,
      text !== null ? { analysis: text, lang } : null,
    );
    if (!claimed) {
      if (text !== null) await saveAnalysis(tx, row.id, text, lang);
      return 'already' as const;
    }
    return (
      await charge(tx, userId, 'analysis4Tarot', { clock: clockFrom(claimed), ref: row.id, rules })
    ).mode;
  });
}

export async function saveAnalysis(db: DbOrTx, id: string, text: string, lang: Lang) {
  await repo.saveAnalysis(db, id, text, lang);
}

export async function history(
  db: Db,
  userId: string,
  page: number,
  pageSize: number,
  lang: Lang,
): Promise<TarotHistory> {
  const { rows, total } = await repo.readingsPage(db, userId, page, pageSize);
  return {
    list: rows.map((r) => ({
      id: r.id,
      spreadId: r.spreadId as SpreadId,
      spreadName: SPREAD_TEXT[r.spreadId as SpreadId][lang].name,
      question: r.question,
      cardIds: r.cards.map((c) => c.cardId),
      hasAnalysis: r.analysisPaid,
      createdAt: r.createdAt.toISOString(),
    })),
    total,
  };
}

export async function deleteReadings(db: Db, userId: string, ids: string[]) {
  return { deleted: await repo.deleteReadings(db, userId, ids) };
}
