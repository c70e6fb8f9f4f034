import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { matching } from '../../db/match';
import { users } from '../../db/schema';
import { profiles } from '../../db/schema-astro';
import { pointAccounts, usageCounters } from '../../db/schema-economy';
import {
  chatConversations,
  chatMessages,
  chatReplyLocks,
  type ChatCardRow,
  type ChatMessageRow,
} from '../../db/schema-chat';
import { deletedCount, rowMatching, updatedAny } from '../../lib/rows';

export async function conversationOf(db: DbOrTx, userId: string, id: string) {
  return rowMatching(db, chatConversations, { id, userId });
}

/** One earlier message, as the companion's memory needs it. */
export interface HistoryRow {
  role: string;
  text: string;
  cards: ChatCardRow[];
}

/** Everything a reply needs to know before it starts, read in one statement. */
export interface ReplyContext {
  zone: string | null;
  vipExpires: Date | null;
  balance: number;
  /** uses of the given counters in the given periods */
  uses: Array<{ counter: string; period: string; used: number }>;
  /** the conversation's companion: null when the conversation is not one of the user's */
  companionId: string | null;
  /** its newest `historyLimit` messages, oldest first */
  history: HistoryRow[];
  /** the member's own chart's signs (0 Aries … 11 Pisces), when they made their profile */
  chart: MemberChart | null;
}

export type MemberChart = { sun: number; moon: number; rising: number | null };

/** The context of a member of whom nothing is stored: no zone, VIP, points, uses or history. */
export const emptyContext = (): ReplyContext => ({
  zone: null,
  vipExpires: null,
  balance: 0,
  uses: [],
  companionId: null,
  history: [],
  chart: null,
});

const p = (name: string) => sql.placeholder(name);
const list = (prefix: string, n: number) =>
  sql.join(
    Array.from({ length: n }, (_, i) => p(`${prefix}${i}`)),
    sql`, `,
  );

/** `replyContext`'s statement, with or without a conversation, for so many periods and counters. */
function contextStatement(db: Db, conversation: boolean, periods: number, counters: number) {
  return db
    .select({
      zone: users.timeZone,
      vipExpires: users.vipExpiresAt,
      balance: sql<number>`coalesce((
        select pa.balance from ${pointAccounts} pa where pa.user_id = ${p('user')}), 0)`.mapWith(
        Number,
      ),
      uses: sql<ReplyContext['uses']>`(
        select coalesce(json_agg(json_build_object(
                 'counter', uc.counter, 'period', uc.period, 'used', uc.used)), '[]'::json)
          from ${usageCounters} uc
         where uc.user_id = ${p('user')}
           and uc.period in (${list('period', periods)})
           and uc.counter in (${list('counter', counters)}))`,
      companionId: conversation
        ? sql<string | null>`(
            select cc.healer_id from ${chatConversations} cc
             where cc.id = ${p('conversation')} and cc.user_id = ${p('user')})`
        : sql<null>`null`,
      history: conversation
        ? sql<HistoryRow[]>`(
            select coalesce(json_agg(json_build_object(
                     'role', m.role, 'text', m.text, 'cards', m.cards) order by m.seq), '[]'::json)
              from (select cm.role, cm.text, cm.cards, cm.seq from ${chatMessages} cm
                     where cm.conversation_id = ${p('conversation')} and cm.user_id = ${p('user')}
                     order by cm.seq desc limit ${p('limit')}) m)`
        : sql<HistoryRow[]>`'[]'::json`,
      chart: sql<MemberChart | null>`(
        select json_build_object('sun', pr.sun_sign, 'moon', pr.moon_sign, 'rising', pr.rising_sign)
          from ${profiles} pr where pr.user_id = ${p('user')} and pr.relationship = 'A' limit 1)`,
    })
    .from(users)
    .where(eq(users.id, p('user')))
    .limit(1)
    .prepare(`chat_reply_context_${conversation ? 'c' : 'n'}${periods}_${counters}`);
}

/** Built once per database and shape: building the statement costs more than PGlite running it. */
const contextStatements = new WeakMap<Db, Map<string, ReturnType<typeof contextStatement>>>();

/**
 * The user's clock, balance and daily counters (for the charge quote) together with their
 * conversation and its recent messages: one statement, so a reply waits for one round trip
 * before it starts (PGlite runs every statement on one connection, one after another).
 * Without a `conversationId` (a new conversation) there is no conversation or history to read.
 */
export async function replyContext(
  db: Db,
  userId: string,
  conversationId: string | undefined,
  quoted: { counters: string[]; periods: string[] },
  historyLimit: number,
): Promise<ReplyContext> {
  const { periods, counters } = quoted;
  const key = `${!!conversationId}:${periods.length}:${counters.length}`;
  let statements = contextStatements.get(db);
  if (!statements) contextStatements.set(db, (statements = new Map()));
  let statement = statements.get(key);
  if (!statement) {
    statement = contextStatement(db, !!conversationId, periods.length, counters.length);
    statements.set(key, statement);
  }
  const [row] = await statement.execute({
    user: userId,
    ...(conversationId ? { conversation: conversationId, limit: historyLimit } : {}),
    ...Object.fromEntries(periods.map((period, i) => [`period${i}`, period])),
    ...Object.fromEntries(counters.map((counter, i) => [`counter${i}`, counter])),
  });
  return row ?? emptyContext();
}

/**
 * A conversation's preview: the text on one line, cut to `max` characters at a word's end
 * when there is one nearby (Chinese has no spaces), with an ellipsis when it was cut.
 */
export function shorten(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:，。；：、]+$/, '')}…`;
}

/**
 * Stores an exchange, the user's message and the reply to it (in that order; the reply is
 * absent when it broke off), and brings the conversation's preview, count and time up to date,
 * or creates it: one statement.
 */
export async function storeExchange(
  tx: DbOrTx,
  values: {
    conversationId: string;
    /** the conversation is new: create it */
    fresh: boolean;
    userId: string;
    companionId: string;
    safety: string;
    user: { id: string; text: string };
    reply: { id: string; text: string; cards: ChatCardRow[]; charged: string } | null;
  },
): Promise<void> {
  const { conversationId: id, userId, safety, user, reply } = values;
  const preview = shorten((reply ?? user).text, 80);
  const count = reply ? 2 : 1;
  const conversation = values.fresh
    ? sql`insert into ${chatConversations} (id, user_id, healer_id, preview, messages)
          values (${id}, ${userId}, ${values.companionId}, ${preview}, ${count})`
    : sql`update ${chatConversations}
             set preview = ${preview}, messages = messages + ${count}, updated_at = now()
           where id = ${id}`;
  const rows = [
    sql`(${user.id}, ${id}, ${userId}, 'user', ${user.text}, '[]'::jsonb, null, ${safety})`,
    ...(reply
      ? [
          sql`(${reply.id}, ${id}, ${userId}, 'assistant', ${reply.text},
               ${JSON.stringify(reply.cards)}::jsonb, ${reply.charged}, ${safety})`,
        ]
      : []),
  ];
  // a data-modifying WITH runs once, referenced or not; the rows of one VALUES list take their
  // seq in order, so the user's message comes first
  await tx.execute(sql`
    with conversation as (${conversation})
    insert into ${chatMessages} (id, conversation_id, user_id, role, text, cards, charged, safety)
    values ${sql.join(rows, sql`, `)}`);
}

/** The newest `limit` messages of a conversation (older than `beforeSeq`), oldest first. */
export async function messagesOf(
  db: DbOrTx,
  conversationId: string,
  limit: number,
  beforeSeq?: number,
): Promise<{ rows: ChatMessageRow[]; hasMore: boolean }> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      beforeSeq === undefined
        ? eq(chatMessages.conversationId, conversationId)
        : and(eq(chatMessages.conversationId, conversationId), lt(chatMessages.seq, beforeSeq)),
    )
    .orderBy(desc(chatMessages.seq))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit).reverse(), hasMore: rows.length > limit };
}

export async function messageSeq(db: DbOrTx, conversationId: string, id: string) {
  const [row] = await db
    .select({ seq: chatMessages.seq })
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.id, id)));
  return row?.seq ?? null;
}

export function conversationsOf(
  db: DbOrTx,
  userId: string,
  opts: { companionId?: string; limit: number; offset: number },
) {
  return db
    .select()
    .from(chatConversations)
    .where(
      opts.companionId
        ? and(
            eq(chatConversations.userId, userId),
            eq(chatConversations.companionId, opts.companionId),
          )
        : eq(chatConversations.userId, userId),
    )
    .orderBy(desc(chatConversations.updatedAt))
    .limit(opts.limit + 1)
    .offset(opts.offset);
}

export async function deleteConversations(db: DbOrTx, userId: string, ids: string[]) {
  const mine = matching(chatConversations, { userId }, inArray(chatConversations.id, ids));
  return deletedCount(db, chatConversations, mine);
}

/** Each companion's newest assistant message to the user. */
export async function latestPerCompanion(db: DbOrTx, userId: string) {
  return db
    .selectDistinctOn([chatConversations.companionId], {
      companionId: chatConversations.companionId,
      conversationId: chatConversations.id,
      text: chatMessages.text,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatMessages.conversationId, chatConversations.id))
    .where(matching(chatMessages, { userId, role: 'assistant' }))
    .orderBy(chatConversations.companionId, desc(chatMessages.seq));
}

// ---- the reply claim (reply-lock.ts) ----------------------------------------------------------

const lapseAfter = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/** Takes the member's claim unless another live one holds it (lapsing in `ms`); true when taken. */
export async function takeReplyLock(
  db: DbOrTx,
  userId: string,
  holder: string,
  ms: number,
): Promise<boolean> {
  const rows = await db
    .insert(chatReplyLocks)
    .values({ userId, holder, expiresAt: lapseAfter(ms) })
    .onConflictDoUpdate({
      target: chatReplyLocks.userId,
      set: { holder, expiresAt: lapseAfter(ms) },
      setWhere: sql`${chatReplyLocks.expiresAt} < now()`,
    })
    .returning({ userId: chatReplyLocks.userId });
  return rows.length === 1;
}

/** Extends this holder's claim by `ms`; false when it lapsed and someone else took it. */
export async function extendReplyLock(
  db: DbOrTx,
  userId: string,
  holder: string,
  ms: number,
): Promise<boolean> {
  const held = matching(chatReplyLocks, { userId, holder });
  return updatedAny(db, chatReplyLocks, { expiresAt: lapseAfter(ms) }, held);
}

/** Deletes this holder's claim (another holder's, after a lapse, is left alone). */
export async function dropReplyLock(db: DbOrTx, userId: string, holder: string): Promise<void> {
  await db.delete(chatReplyLocks).where(matching(chatReplyLocks, { userId, holder }));
}
