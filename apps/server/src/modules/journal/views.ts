import type {
  CompanionIdValue,
  JournalEntry,
  JournalKind,
  JournalMood,
  Lang,
} from '@starlit/contracts';
import { ANSWERS } from '@starlit/core/answers';
import { companionText } from '@starlit/core/companions';
import {
  HOUSE_FACES,
  PLANET_FACES,
  SIGN_FACES,
  type HouseId,
  type PlanetId,
  type SignId,
} from '@starlit/core/dice';
import { DECK_TEXT, SPREAD_TEXT, type SpreadId } from '@starlit/core/tarot';
import type { JournalRow } from './repository';
import { JOURNAL_WORDS } from './words';

/** What each kind of entry keeps about its subject: ids and numbers, never display text. */
export interface TarotSnapshot {
  spreadId: string;
  question: string;
  cards: Array<{ cardId: string; position: string; reversed: boolean }>;
}
export interface DiceSnapshot {
  question: string;
  planet: string;
  sign: string;
  house: number;
}
export interface AnswersSnapshot {
  index: number;
  question: string;
}
export interface FortuneSnapshot {
  date: string;
  /** the current profile's id and overall score that day; absent without a profile */
  profileId?: number;
  overall?: number;
}
export interface ChatSnapshot {
  companionId: CompanionIdValue;
  preview: string;
}

type Snap = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

function tarotWords(s: Snap, lang: Lang) {
  const spread = SPREAD_TEXT[str(s.spreadId) as SpreadId]?.[lang];
  const words = JOURNAL_WORDS[lang];
  const cards = Array.isArray(s.cards) ? (s.cards as TarotSnapshot['cards']) : [];
  const names = cards.map((c) => {
    const name = DECK_TEXT[lang][c.cardId]?.name ?? c.cardId;
    return c.reversed ? words.reversed(name) : name;
  });
  return { title: spread?.name ?? '', summary: names.join(words.cardJoin) };
}

function diceWords(s: Snap, lang: Lang) {
  const words = JOURNAL_WORDS[lang];
  const faces = [
    PLANET_FACES[str(s.planet) as PlanetId]?.[lang].name,
    SIGN_FACES[str(s.sign) as SignId]?.[lang].name,
    HOUSE_FACES[Number(s.house) as HouseId]?.[lang].name,
  ].filter((f): f is string => Boolean(f));
  return { title: words.dice, summary: faces.join(words.diceJoin) };
}

function fortuneWords(s: Snap, lang: Lang) {
  const words = JOURNAL_WORDS[lang];
  const overall = typeof s.overall === 'number' ? words.score(s.overall) : '';
  return { title: words.fortune, summary: overall };
}

function chatWords(s: Snap, lang: Lang) {
  const id = str(s.companionId);
  const companion = id === 'senior' || id === 'support' ? id : 'junior';
  return { title: companionText(companion, lang).name, summary: str(s.preview) };
}

/** An entry's title and summary in a language, from what it kept. */
export function describe(kind: string, snapshot: Snap, lang: Lang) {
  switch (kind) {
    case 'tarot':
      return tarotWords(snapshot, lang);
    case 'dice':
      return diceWords(snapshot, lang);
    case 'answers': {
      const index = Number(snapshot.index);
      return { title: JOURNAL_WORDS[lang].answers, summary: ANSWERS[index]?.[lang] ?? '' };
    }
    case 'fortune':
      return fortuneWords(snapshot, lang);
    default:
      return chatWords(snapshot, lang);
  }
}

export function entryView(row: JournalRow, lang: Lang): JournalEntry {
  const snapshot = row.snapshot;
  const question = str(snapshot.question);
  return {
    id: row.id,
    kind: row.kind as JournalKind,
    refId: row.refId,
    day: row.day,
    note: row.note,
    mood: (row.mood as JournalMood | null) ?? null,
    tags: row.tags,
    ...describe(row.kind, snapshot, lang),
    question: ['tarot', 'dice', 'answers'].includes(row.kind) && question ? question : null,
    spreadId: row.kind === 'tarot' ? str(snapshot.spreadId) || null : null,
    companionId: row.kind === 'chat' ? str(snapshot.companionId) || null : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
