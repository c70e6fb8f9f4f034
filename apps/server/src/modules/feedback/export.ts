import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { feedback } from '../../db/schema';

/** What the member wrote to us (with their contact and picture keys) and our replies. */
export async function exportOf(db: DbOrTx, userId: string) {
  return db
    .select({
      createdAt: feedback.createdAt,
      content: feedback.content,
      contact: feedback.contact,
      pictures: feedback.images,
      status: feedback.status,
      reply: feedback.reply,
      repliedAt: feedback.repliedAt,
    })
    .from(feedback)
    .where(eq(feedback.userId, userId))
    .orderBy(asc(feedback.createdAt));
}
