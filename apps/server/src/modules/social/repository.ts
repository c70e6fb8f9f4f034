import { eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { oauthStates } from '../../db/schema';

export async function insertState(
  db: DbOrTx,
  values: typeof oauthStates.$inferInsert,
): Promise<void> {
  await db.insert(oauthStates).values(values);
}

/** Removes and returns a state: each can be used once. */
export async function takeState(db: DbOrTx, state: string) {
  const [row] = await db.delete(oauthStates).where(eq(oauthStates.state, state)).returning();
  return row ?? null;
}

export async function deleteExpiredStates(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
}
