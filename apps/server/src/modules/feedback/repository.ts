import type { DbOrTx } from '../../db/client';
import { feedback } from '../../db/schema';

export async function insertFeedback(
  db: DbOrTx,
  values: typeof feedback.$inferInsert,
): Promise<void> {
  await db.insert(feedback).values(values);
}
