import { randomInt, randomUUID } from 'node:crypto';
import {
  ErrorCode,
  type CompanionIdValue,
  type DeductionType,
  type Lang,
} from '@starlit/contracts';
import {
  cardIndexOf,
  companionProfile,
  crisisReply,
  directiveNote,
  planReply,
  type ChatCard as CoreCard,
  type ChatTurn,
  type SafetyVerdict,
} from '@starlit/core/companions';
import type { Db } from '../../db/client';
import type { ChatCardRow } from '../../db/schema-chat';
import { AppError } from '../../lib/errors';
import type { InterpretTask } from '../interpret';
import { quoteCounters, quoteFrom } from '../points/charge';
import { chargeRule, economyRules, type Rules } from '../points/rules';
import { clockFrom, type UserClock } from '../points/zone';
import { cardRows, drawCards } from './cards';
import * as repo from './repository';

/*
 * A reply's steps before its first chunk: the one read, the checks that refuse it early, and
 * its plan (send.ts runs them in order).
 */

/** A message to a companion; `conversationId` absent for a new conversation. */
export type Message = { companionId: CompanionIdValue; conversationId?: string; text: string };

/** The message `chat/send` carries (the wire names its fields `healerId` and `msgGroup`). */
export const messageOf = (body: {
  healerId: CompanionIdValue;
  msgGroup?: string;
  text: string;
}): Message => ({
  companionId: body.healerId,
  ...(body.msgGroup ? { conversationId: body.msgGroup } : {}),
  text: body.text,
});

/** How many earlier messages the companion remembers. */
const HISTORY = 40;
const DAY_MS = 86_400_000;
/** The dates that are "today" somewhere now (zones run from UTC-12 to UTC+14). */
const datesNow = (now: Date) =>
  [-1, 0, 1].map((d) => new Date(now.getTime() + d * DAY_MS).toISOString().slice(0, 10));

/** The fixed reply to a crisis message (hotlines first) or a directive; null for any other. */
export function fixedReply(verdict: SafetyVerdict, lang: Lang): string | null {
  if (verdict.kind === 'crisis') return crisisReply(lang);
  if (verdict.kind === 'directive') return directiveNote(verdict.area, lang);
  return null;
}

/** What a paid reply is quoted and charged with: the rules and the user's day. */
export interface Pricing {
  deduction: DeductionType;
  rules: Rules;
  clock: UserClock;
}

/**
 * The one read before the first chunk: the quote's figures, the conversation and its history
 * in one statement (repository.replyContext).
 */
export async function readReplyFacts(db: Db, userId: string, message: Message, now: Date) {
  const deduction = companionProfile(message.companionId).deduction;
  const rules = await economyRules(db);
  const counters = quoteCounters(chargeRule(rules, deduction));
  const periods = datesNow(now);
  const context = await repo.replyContext(
    db,
    userId,
    message.conversationId,
    { counters, periods },
    HISTORY,
  );
  const clock = clockFrom({ clockZone: context.zone, clockVip: context.vipExpires }, now);
  const pricing: Pricing = { deduction, rules, clock };
  return { context, pricing };
}

/** 1201 when the user cannot pay (the charge's own conditional debit decides in the end). */
export function requirePayable(context: repo.ReplyContext, pricing: Pricing, now: Date): void {
  const { deduction, rules, clock } = pricing;
  const today = context.uses.filter((u) => u.period === clock.today);
  const uses = new Map(today.map((u) => [u.counter, u.used]));
  const q = quoteFrom(rules, deduction, clock, context.balance, uses, now);
  if (q.mode === 'points' && q.balance < q.rule.cost)
    throw new AppError(ErrorCode.INSUFFICIENT_POINTS);
}

/** 1001 unless a given conversation is the user's, with this companion. */
export function requireOwnConversation(context: repo.ReplyContext, message: Message): void {
  // the error names the request's field, `msgGroup`
  if (message.conversationId && context.companionId !== message.companionId)
    throw new AppError(ErrorCode.PARAM, 'msgGroup');
}

const turnOf = (row: repo.HistoryRow): ChatTurn => ({
  role: row.role === 'user' ? 'user' : 'assistant',
  text: row.text,
  ...(row.cards.length
    ? { cards: row.cards.map((c) => ({ cardId: cardIndexOf(c.cardId), reversed: c.reversed })) }
    : {}),
});

/** The exchange to store: the user's message and, once written, the reply. */
export interface Exchange {
  conversationId: string;
  fresh: boolean;
  userId: string;
  companionId: CompanionIdValue;
  safety: SafetyVerdict['kind'];
  user: { id: string; text: string };
  replyId: string;
  cards: ChatCardRow[];
}

/** The reply's plan: what the companion answers and draws (server CSPRNG), and the ids. */
export function planExchange(
  userId: string,
  message: Message,
  facts: Pick<repo.ReplyContext, 'history' | 'chart'>,
  verdict: SafetyVerdict,
): { exchange: Exchange; task: InterpretTask } {
  const { history, chart } = facts;
  const turns = history.map(turnOf);
  const plan = planReply(message.companionId, message.text, turns);
  const canDraw = verdict.kind === 'ok' && companionProfile(message.companionId).canDraw;
  const drawn: CoreCard[] = canDraw && plan.draw ? drawCards(plan.draw.count) : [];
  const exchange: Exchange = {
    conversationId: message.conversationId ?? randomUUID(),
    fresh: !message.conversationId,
    userId,
    companionId: message.companionId,
    safety: verdict.kind,
    user: { id: randomUUID(), text: message.text },
    replyId: randomUUID(),
    cards: cardRows(drawn),
  };
  const task: InterpretTask = {
    kind: 'chat',
    companion: message.companionId,
    text: message.text,
    history: turns,
    plan,
    cards: drawn,
    seed: randomInt(2 ** 31),
    ...(chart ? { chart } : {}),
  };
  return { exchange, task };
}
