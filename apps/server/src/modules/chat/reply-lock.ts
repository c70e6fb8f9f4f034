import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { chatReplyLocks } from '../../db/schema-chat';

/**
 * One reply at a time per member, across every instance: a reply holds the member's row in
 * `chat_reply_locks` while it is written. A claim lapses `REPLY_LOCK_MS` after it was taken or
 * last refreshed, so an instance that died mid-reply cannot wedge the member; a reply still
 * streaming refreshes its claim well before then.
 */
export const REPLY_LOCK_MS = 120_000;
/** A streaming reply refreshes its claim once this much of it has passed. */
export const REPLY_LOCK_REFRESH_MS = REPLY_LOCK_MS / 2;

const lapse = () => sql`now() + make_interval(secs => ${REPLY_LOCK_MS / 1000})`;

/** Who holds a claim: this host and process, and the claim's own id (for the log). */
export const newHolder = () => `${hostname()}:${process.pid}:${randomUUID()}`;

/** Takes the member's claim unless another live one holds it; true when taken. */
export async function claimReply(db: DbOrTx, userId: string, holder: string): Promise<boolean> {
  const rows = await db
    .insert(chatReplyLocks)
    .values({ userId, holder, expiresAt: lapse() })
    .onConflictDoUpdate({
      target: chatReplyLocks.userId,
      set: { holder, expiresAt: lapse() },
      setWhere: sql`${chatReplyLocks.expiresAt} < now()`,
    })
    .returning({ userId: chatReplyLocks.userId });
  return rows.length === 1;
}

/** Extends this holder's claim; false when it lapsed and someone else took it. */
export async function refreshReply(db: DbOrTx, userId: string, holder: string): Promise<boolean> {
  const rows = await db
    .update(chatReplyLocks)
    .set({ expiresAt: lapse() })
    .where(and(eq(chatReplyLocks.userId, userId), eq(chatReplyLocks.holder, holder)))
    .returning({ userId: chatReplyLocks.userId });
  return rows.length === 1;
}

/** Gives this holder's claim up (another holder's, after a lapse, is left alone). */
export async function releaseReply(db: DbOrTx, userId: string, holder: string): Promise<void> {
  await db
    .delete(chatReplyLocks)
    .where(and(eq(chatReplyLocks.userId, userId), eq(chatReplyLocks.holder, holder)));
}
