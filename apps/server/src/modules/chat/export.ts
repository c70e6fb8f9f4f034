import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { chatConversations, chatMessages, chatReplyLocks } from '../../db/schema-chat';

/** Every conversation of the member with the companions, each with all its messages. */
export async function exportOf(db: DbOrTx, userId: string) {
  const conversations = await db
    .select({
      id: chatConversations.id,
      companion: chatConversations.companionId,
      createdAt: chatConversations.createdAt,
      updatedAt: chatConversations.updatedAt,
    })
    .from(chatConversations)
    .where(eq(chatConversations.userId, userId))
    .orderBy(asc(chatConversations.createdAt));
  const messages = await db
    .select({
      conversationId: chatMessages.conversationId,
      role: chatMessages.role,
      text: chatMessages.text,
      cards: chatMessages.cards,
      paidWith: chatMessages.charged,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .orderBy(asc(chatMessages.seq));
  const [lock] = await db
    .select({ until: chatReplyLocks.expiresAt })
    .from(chatReplyLocks)
    .where(eq(chatReplyLocks.userId, userId));
  const byConversation = new Map<
    string,
    Array<Omit<(typeof messages)[number], 'conversationId'>>
  >();
  for (const { conversationId, ...m } of messages) {
    const list = byConversation.get(conversationId) ?? [];
    list.push(m);
    byConversation.set(conversationId, list);
  }
  return {
    conversations: conversations.map((c) => ({ ...c, messages: byConversation.get(c.id) ?? [] })),
    replyInProgressUntil: lock?.until ?? null,
  };
}
