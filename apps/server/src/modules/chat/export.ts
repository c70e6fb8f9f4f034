import { asc, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { matching } from '../../db/match';
import { chatConversations, chatMessages, chatReplyLocks } from '../../db/schema-chat';
import { memberRow, memberRows } from '../exports/member-rows';

/** How many messages the export reads at once: its memory holds a page, not the history. */
export const EXPORT_PAGE = 500;

/** The member's conversations with the companions, oldest first, without their messages. */
export function conversationsOf(db: DbOrTx, userId: string) {
  return memberRows(db, userId, chatConversations.userId, {
    id: chatConversations.id,
    companion: chatConversations.companionId,
    createdAt: chatConversations.createdAt,
    updatedAt: chatConversations.updatedAt,
  }).orderBy(asc(chatConversations.createdAt), asc(chatConversations.id));
}

/**
 * One conversation's messages in order, `pageSize` at a time: each page starts after the last
 * message of the one before (by its sequence number), so none is read twice or skipped.
 */
export async function* messagePages(
  db: DbOrTx,
  userId: string,
  conversationId: string,
  pageSize = EXPORT_PAGE,
) {
  let after = -1;
  for (;;) {
    const rows = await db
      .select({
        seq: chatMessages.seq,
        role: chatMessages.role,
        text: chatMessages.text,
        cards: chatMessages.cards,
        paidWith: chatMessages.charged,
        createdAt: chatMessages.createdAt,
      })
      .from(chatMessages)
      .where(matching(chatMessages, { userId, conversationId }, gt(chatMessages.seq, after)))
      .orderBy(asc(chatMessages.seq))
      .limit(pageSize);
    if (rows.length > 0) yield rows.map(({ seq: _seq, ...m }) => m);
    if (rows.length < pageSize) return;
    after = rows[rows.length - 1]!.seq;
  }
}

/** Until when a reply to the member is being written (null: none is). */
export async function replyLockOf(db: DbOrTx, userId: string): Promise<Date | null> {
  const lock = await memberRow(db, userId, chatReplyLocks, {
    until: chatReplyLocks.expiresAt,
  });
  return lock?.until ?? null;
}
