import { randomInt } from 'node:crypto';
import {
  ErrorCode,
  type ChatRecordInfo,
  type ChatRecords,
  type Companion,
  type CompanionIdValue,
  type Lang,
  type PreAiAnalysis,
  type UserLatestMsgs,
} from '@starlit/contracts';
import {
  aiDisclosure,
  COMPANION_PROFILES,
  companionProfile,
  companionText,
  dailyTip,
  dayPart,
  greeting,
  screenMessage,
} from '@starlit/core/companions';
import type { DbOrTx } from '../../db/client';
import type { ChatMessageRow } from '../../db/schema-chat';
import { AppError, paramError } from '../../lib/errors';
import { greetingNameOf } from '../account/lookup';
import { quote } from '../points/charge';
import { chargeRule, economyRules } from '../points/rules';
import { userClock } from '../points/zone';
import { pointsPromptMuted } from '../settings/service';
import { latestReadingOf } from '../tarot/service';
import { cardView } from './cards';
import * as repo from './repository';

/** A stored companion id (always one of ours; an unknown one reads as the junior reader). */
export const companionIdOf = (id: string): CompanionIdValue =>
  id === 'senior' || id === 'support' ? id : 'junior';

export async function companions(db: DbOrTx, lang: Lang): Promise<Companion[]> {
  const rules = await economyRules(db);
  return COMPANION_PROFILES.map((p) => {
    const text = companionText(p.id, lang);
    return {
      id: p.id,
      name: text.name,
      title: text.title,
      intro: text.intro,
      avatar: p.avatar,
      price: chargeRule(rules, p.deduction).cost,
      deduction: p.deduction,
      vipOnly: p.vipOnly,
      canDraw: p.canDraw,
      disclosure: aiDisclosure(p.id, lang),
    };
  });
}

export function tips(lang: Lang, date: string) {
  return {
    date,
    list: COMPANION_PROFILES.map((p) => ({ id: p.id, tip: dailyTip(p.id, lang, date) })),
  };
}

/** A first message for the time of day, the language and what the user did lately. */
export async function greetingFor(
  db: DbOrTx,
  userId: string,
  companionId: CompanionIdValue,
  hour: number | undefined,
  lang: Lang,
) {
  const [nickname, reading, [chat]] = await Promise.all([
    greetingNameOf(db, userId),
    latestReadingOf(db, userId),
    repo.conversationsOf(db, userId, { companionId, limit: 1, offset: 0 }),
  ]);
  const clock = await userClock(db, userId);
  const localHour =
    hour ??
    Number(
      new Intl.DateTimeFormat('en-GB', {
        hour: 'numeric',
        hourCycle: 'h23',
        timeZone: clock.zone,
      }).format(new Date()),
    );
  const daysAgo = chat
    ? Math.floor((Date.now() - chat.updatedAt.getTime()) / 86_400_000)
    : undefined;
  const text = greeting(companionId, lang, {
    part: dayPart(localHour),
    ...(nickname ? { nickname } : {}),
    recent: {
      ...(reading ? { lastReading: reading } : {}),
      ...(daysAgo !== undefined ? { lastChatDaysAgo: daysAgo } : {}),
    },
    seed: randomInt(2 ** 31),
  });
  return { text, disclosure: aiDisclosure(companionId, lang) };
}

/**
 * What the next message to a companion costs and whether the user can pay it. Given the
 * message's text, the screen chat/send runs first decides too: a crisis message or a directive
 * gets its fixed reply uncharged, so it needs no points and nothing to confirm.
 */
export async function preAnalysis(
  db: DbOrTx,
  userId: string,
  companionId: CompanionIdValue,
  text?: string,
): Promise<PreAiAnalysis> {
  const type = companionProfile(companionId).deduction;
  const clock = await userClock(db, userId);
  const [q, muted] = await Promise.all([
    quote(db, userId, type, clock),
    pointsPromptMuted(db, userId),
  ]);
  const quoted: PreAiAnalysis = {
    type,
    cost: q.rule.cost,
    mode: q.mode,
    balance: q.balance,
    canPay: q.mode !== 'points' || q.balance >= q.rule.cost,
    muted,
  };
  if (!text?.trim()) return quoted;
  const safety = screenMessage(text).kind;
  return safety === 'ok' ? { ...quoted, safety } : { ...quoted, safety, canPay: true };
}

const PAGE = 20;

/** The user's conversations, newest first, 20 a page (with one companion when given). */
export async function records(
  db: DbOrTx,
  userId: string,
  query: { companionId?: CompanionIdValue; page?: number },
): Promise<ChatRecords> {
  const page = query.page ?? 1;
  const rows = await repo.conversationsOf(db, userId, {
    ...(query.companionId ? { companionId: query.companionId } : {}),
    limit: PAGE,
    offset: (page - 1) * PAGE,
  });
  return {
    list: rows.slice(0, PAGE).map((r) => ({
      msgGroup: r.id,
      healerId: companionIdOf(r.companionId),
      preview: r.preview,
      messages: r.messages,
      updatedAt: r.updatedAt.toISOString(),
    })),
    hasMore: rows.length > PAGE,
  };
}

const messageView = (m: ChatMessageRow, lang: Lang): ChatRecordInfo['messages'][number] => ({
  id: m.id,
  role: m.role === 'user' ? 'user' : 'assistant',
  text: m.text,
  cards: cardView(m.cards, lang),
  createdAt: m.createdAt.toISOString(),
});

/**
 * A page of one of the user's conversations: its newest `limit` messages (30 unless given),
 * or those before the message `before`; 1501 for a conversation not theirs, 1001 for a `before`
 * not in it.
 */
export async function recordInfo(
  db: DbOrTx,
  userId: string,
  query: { conversationId: string; before?: string; limit?: number },
  lang: Lang,
): Promise<ChatRecordInfo> {
  const { conversationId, before, limit } = query;
  const conversation = await repo.conversationOf(db, userId, conversationId);
  if (!conversation) throw new AppError(ErrorCode.REPORT_UNAVAILABLE);
  const beforeSeq = before ? await repo.messageSeq(db, conversationId, before) : undefined;
  if (beforeSeq === null) throw paramError('before');
  const page = await repo.messagesOf(db, conversationId, limit ?? 30, beforeSeq);
  return {
    msgGroup: conversationId,
    healerId: companionIdOf(conversation.companionId),
    messages: page.rows.map((m) => messageView(m, lang)),
    hasMore: page.hasMore,
  };
}

/** One of the user's conversations: its companion, last line and start; 1501 when not theirs. */
export async function conversationSubject(db: DbOrTx, userId: string, id: string) {
  const row = await repo.conversationOf(db, userId, id);
  if (!row) throw new AppError(ErrorCode.REPORT_UNAVAILABLE);
  return {
    companionId: companionIdOf(row.companionId),
    preview: row.preview,
    createdAt: row.createdAt,
  };
}

/** Deletes the user's conversations among `ids`; 1501 when none was theirs. */
export async function deleteRecords(db: DbOrTx, userId: string, ids: string[]) {
  const deleted = await repo.deleteConversations(db, userId, ids);
  if (deleted === 0) throw new AppError(ErrorCode.REPORT_UNAVAILABLE);
  return { deleted };
}

/** Each companion's newest reply to the user, cut to 120 characters. */
export async function latest(db: DbOrTx, userId: string): Promise<UserLatestMsgs> {
  const rows = await repo.latestPerCompanion(db, userId);
  return {
    list: rows.map((r) => ({
      healerId: companionIdOf(r.companionId),
      msgGroup: r.conversationId,
      text: r.text.slice(0, 120),
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
