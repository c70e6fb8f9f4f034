import { and, eq, gt, sql } from 'drizzle-orm';
import type { Lang } from '@starlit/contracts';
import type { DbOrTx } from '../../db/client';
import { passwordGuards } from '../../db/schema';
import { passwordLockedDetail } from '../../i18n/messages';
import { PASSWORD_GUESSES, rateLimited } from '../../lib/limits';

const ms = (n: number) => sql.raw(`interval '${Math.trunc(n)} milliseconds'`);
const g = passwordGuards;

/**
 * Takes one password check for an account, or throws 1005 (with when to retry) while the
 * account is locked. The check counts as a failure from the moment it is taken, in one
 * upsert that serialises on the account's row, so concurrent guesses cannot run more than
 * `max` checks however many arrive at once; `passwordAccepted` forgets them. The `max`th
 * check in a window locks the account for `lockMs` unless it turns out right. A window
 * (and a lock) that has run out starts afresh.
 */
export async function takePasswordCheck(db: DbOrTx, userId: string, lang: Lang): Promise<void> {
  const { max, windowMs, lockMs } = PASSWORD_GUESSES;
  const fresh = sql`(${g.windowStartedAt} <= now() - ${ms(windowMs)} or ${g.lockedUntil} <= now())`;
  const failures = sql`case when ${fresh} then 1 else ${g.failures} + 1 end`;
  for (let attempt = 0; attempt < 3; attempt++) {
    const taken = await db
      .insert(g)
      .values({
        userId,
        failures: 1,
        windowStartedAt: sql`now()`,
        lockedUntil: max <= 1 ? sql`now() + ${ms(lockMs)}` : null,
      })
      .onConflictDoUpdate({
        target: g.userId,
        set: {
          failures,
          windowStartedAt: sql`case when ${fresh} then now() else ${g.windowStartedAt} end`,
          lockedUntil: sql`case when ${failures} >= ${max} then now() + ${ms(lockMs)} else null end`,
        },
        setWhere: sql`${g.lockedUntil} is null or ${g.lockedUntil} <= now()`,
      })
      .returning({ failures: g.failures });
    if (taken.length) return;
    const [lock] = await db
      .select({
        seconds: sql<number>`ceil(extract(epoch from ${g.lockedUntil} - now()))::int`,
      })
      .from(g)
      .where(and(eq(g.userId, userId), gt(g.lockedUntil, sql`now()`)));
    // the lock ended (or was lifted) in between: take the check again
    if (lock) throw rateLimited(lock.seconds, passwordLockedDetail(lang, lock.seconds));
  }
  throw rateLimited(1, passwordLockedDetail(lang, 1));
}

/** A right password: the account's counted checks (and any lock) are forgotten. */
export async function passwordAccepted(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(g).where(eq(g.userId, userId));
}

/** A password reset lifts the lock and forgets the failures. */
export const clearPasswordLock = passwordAccepted;
