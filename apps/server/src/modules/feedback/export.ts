import type { DbOrTx } from '../../db/client';
import { feedback } from '../../db/schema';
import { memberHistory } from '../exports/member-rows';

/** What the member wrote to us (with their contact and picture keys) and our replies. */
export async function exportOf(db: DbOrTx, userId: string) {
  return memberHistory(db, userId, feedback, {
    createdAt: feedback.createdAt,
    content: feedback.content,
    contact: feedback.contact,
    pictures: feedback.images,
    status: feedback.status,
    reply: feedback.reply,
    repliedAt: feedback.repliedAt,
  });
}
