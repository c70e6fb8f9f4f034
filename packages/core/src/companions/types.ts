import type { Topic } from '../tarot/types';

/** Companion domain types: ids and numbers here, text in ./content/<lang>/. */

export type CompanionId = 'junior' | 'senior' | 'support';
export type CompanionLang = 'zh' | 'en';

export interface CompanionProfile {
  id: CompanionId;
  /** the deduction type a message is charged as (points/rules on the server) */
  deduction: 'chat_base' | 'chat_advanced';
  vipOnly: boolean;
  /** whether the companion draws tarot cards */
  canDraw: boolean;
  /** '/companions/<id>.svg' */
  avatar: string;
}

export type DayPart = 'morning' | 'afternoon' | 'evening' | 'night';

export interface RecentActivity {
  lastReading?: { spreadId: string; topic: string };
  lastChatDaysAgo?: number;
  /** today's overall fortune score, 0–100 */
  fortuneOverall?: number;
}

/** A drawn card in a chat: cardId is the card's index in the tarot DECK (0–77). */
export interface ChatCard {
  cardId: number;
  reversed: boolean;
}

export interface ChatTurn {
  role: 'user' | 'assistant';
  text: string;
  /** the cards drawn in this turn (on the reader's reply), as data */
  cards?: ChatCard[];
}

export type Intent =
  | 'greeting'
  | 'thanks'
  | 'ask_reading'
  | 'question'
  | 'share_feeling'
  | 'follow_up'
  | 'smalltalk'
  | 'goodbye';

/**
 * The reader decides to draw: 3 cards (past, present, future) for an open question, 1 for a
 * quick yes-or-no. reason: 'open_question' | 'yes_no' | 'asked_for_reading' |
 * 'shared_situation'.
 */
export interface DrawRequest {
  count: 1 | 3;
  reason: string;
}

export interface ReplyPlan {
  intent: Intent;
  /** the tarot topic of the message, or of the conversation when the message has none */
  topic: Topic;
  draw: DrawRequest | null;
}

/** Feelings the companions recognise in a message (zh and en words). */
export type Feeling =
  | 'anxious'
  | 'sad'
  | 'lonely'
  | 'tired'
  | 'angry'
  | 'lost'
  | 'overwhelmed'
  | 'scared'
  | 'hurt'
  | 'longing'
  | 'happy'
  | 'excited';

export const GOOD_FEELINGS: readonly Feeling[] = ['happy', 'excited'];
