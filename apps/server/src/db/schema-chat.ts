import { bigserial, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { count, createdAt, tsz, updatedAt } from './columns';
import { ownedRow, userRef } from './schema';

/** Conversations with the AI companions and their messages. */

/** A card drawn inside a conversation (server-side CSPRNG). */
export interface ChatCardRow {
  cardId: string;
  position: string;
  reversed: boolean;
}

/** One conversation (the spec's `msggroup`) of a user with one companion. */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    ...ownedRow(),
    /** the companion (the column keeps its first name, `healer_id`) */
    companionId: text('healer_id').notNull(),
    /** the last message, shortened, for the records list */
    preview: text('preview').notNull().default(''),
    messages: count('messages'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('chat_conversations_user_idx').on(t.userId, t.updatedAt)],
);

/**
 * A message. `seq` orders a conversation's messages; an assistant message records how it was
 * paid ('vip', 'free', 'points', or 'none' for a crisis reply or one that was not delivered)
 * and what the safety screen said of the user message it answers.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    userId: userRef(),
    role: text('role').notNull(),
    text: text('text').notNull(),
    cards: jsonb('cards').$type<ChatCardRow[]>().notNull().default([]),
    charged: text('charged'),
    safety: text('safety'),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_conversation_idx').on(t.conversationId, t.seq)],
);

export type ChatConversationRow = typeof chatConversations.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;

/**
 * One companion reply at a time per member, across every server instance: the row is the
 * claim, `expires_at` frees a member whose instance died mid-reply.
 */
export const chatReplyLocks = pgTable('chat_reply_locks', {
  userId: userRef().primaryKey(),
  /** which instance and request hold it (for the log) */
  holder: text('holder').notNull(),
  expiresAt: tsz('expires_at').notNull(),
});
