import { randomUUID } from 'node:crypto';
import type { JournalKind } from '@starlit/contracts';
import { localDate } from '@starlit/core/time';
import type { Db } from '../../db/client';
import { paramError } from '../../lib/errors';
import { dayScoreOf, plausibleDay } from '../astrology/service';
import { conversationSubject } from '../chat/service';
import { findRoll } from '../dice/service';
import { userClock } from '../points/zone';
import { findReading } from '../tarot/service';
import type {
  AnswersSnapshot,
  ChatSnapshot,
  DiceSnapshot,
  FortuneSnapshot,
  TarotSnapshot,
} from './views';

/** What a new entry is about: its subject's id, the day it belongs to and what it keeps. */
export interface Subject {
  refId: string;
  day: string;
  snapshot: TarotSnapshot | DiceSnapshot | AnswersSnapshot | FortuneSnapshot | ChatSnapshot;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A real calendar date written YYYY-MM-DD. */
export function isDay(s: string): boolean {
  const ms = Date.parse(`${s}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === s;
}

/**
 * Finds the member's own subject of a new entry and what the entry keeps of it: a reading, roll
 * or conversation not theirs is 1501 (from its module); a fortune day must be within a year of
 * today; an answers-book entry gets a fresh id. The day is the subject's own, in the member's zone.
 */
export async function subjectOf(
  db: Db,
  userId: string,
  body: {
    kind: JournalKind;
    refId?: string | undefined;
    index?: number | undefined;
    question?: string | undefined;
  },
  now = new Date(),
): Promise<Subject> {
  const { kind, refId } = body;
  const { zone, today } = await userClock(db, userId, now);
  if (kind === 'answers') {
    if (body.index === undefined) throw paramError('index');
    return {
      refId: randomUUID(),
      day: today,
      snapshot: { index: body.index, question: body.question ?? '' },
    };
  }
  if (kind === 'fortune') {
    if (!refId || !isDay(refId) || !plausibleDay(refId, now.getTime())) throw paramError('refId');
    const score = await dayScoreOf(db, userId, refId);
    return { refId, day: refId, snapshot: { date: refId, ...(score ?? {}) } };
  }
  if (!refId || !UUID.test(refId)) throw paramError('refId');
  const id = refId.toLowerCase();
  if (kind === 'tarot') {
    const row = await findReading(db, userId, id);
    const cards = row.cards.map(({ cardId, position, reversed }) => ({
      cardId,
      position,
      reversed,
    }));
    return {
      refId: id,
      day: localDate(row.createdAt, zone),
      snapshot: { spreadId: row.spreadId, question: row.question, cards },
    };
  }
  if (kind === 'dice') {
    const row = await findRoll(db, userId, id);
    return {
      refId: id,
      day: localDate(row.createdAt, zone),
      snapshot: { question: row.question, planet: row.planet, sign: row.sign, house: row.house },
    };
  }
  const chat = await conversationSubject(db, userId, id);
  return {
    refId: id,
    day: localDate(chat.createdAt, zone),
    snapshot: { companionId: chat.companionId, preview: chat.preview },
  };
}
