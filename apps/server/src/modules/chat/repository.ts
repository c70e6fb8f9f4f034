import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  chatConversations,
  chatMessages,
  type ChatCardRow,
  type ChatMessageRow,
} from '../../db/schema-chat';

export async function conversationOf(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.id, id), eq(chatConversations.userId, userId)));
  return row ?? null;
}

export async function insertConversation(
  db: DbOrTx,
  values: { id: string; userId: string; healerId: string },
) {
  await db.insert(chatConversations).values(values).onConflictDoNothing();
}

/** Appends a message and keeps the conversation's preview, count and time up to date. */
export async function appendMessage(
  tx: DbOrTx,
  values: {
    id?: string;
    conversationId: string;
    userId: string;
    role: 'user' | 'assistant';
    text: string;
    cards?: ChatCardRow[];
    charged?: string;
    safety?: string;
  },
): Promise<ChatMessageRow> {
  const [row] = await tx.insert(chatMessages).values(values).returning();
  await tx
    .update(chatConversations)
    .set({
      preview: values.text.replace(/\s+/g, ' ').slice(0, 80),
      messages: sql`${chatConversations.messages} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(chatConversations.id, values.conversationId));
  return row!;
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
  opts: { healerId?: string; limit: number; offset: number },
) {
  return db
    .select()
    .from(chatConversations)
    .where(
      opts.healerId
        ? and(eq(chatConversations.userId, userId), eq(chatConversations.healerId, opts.healerId))
        : eq(chatConversations.userId, userId),
    )
    .orderBy(desc(chatConversations.updatedAt))
    .limit(opts.limit + 1)
    .offset(opts.offset);
}

export async function deleteConversations(db: DbOrTx, userId: string, ids: string[]) {
  const gone = await db
    .delete(chatConversations)
    .where(and(eq(chatConversations.userId, userId), inArray(chatConversations.id, ids)))
    .returning({ id: chatConversations.id });
  return gone.length;
}

/** Each companion's newest assistant message to the user. */
export async function latestPerHealer(db: DbOrTx, userId: string) {
  return db
    .selectDistinctOn([chatConversations.healerId], {
      healerId: chatConversations.healerId,
      msgGroup: chatConversations.id,
      text: chatMessages.text,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatMessages.conversationId, chatConversations.id))
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.role, 'assistant')))
    .orderBy(chatConversations.healerId, desc(chatMessages.seq));
}

export async function setCharged(tx: DbOrTx, id: string, charged: string) {
  await tx.update(chatMessages).set({ charged }).where(eq(chatMessages.id, id));
}
