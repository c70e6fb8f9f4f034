import { eq } from 'drizzle-orm';
import { localDate, validTimeZone } from '@starlit/core/points';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

export interface UserClock {
  zone: string;
  /** today's date in the user's zone */
  today: string;
  vipExpires: Date | null;
}

/**
 * The user's zone and VIP expiry. A valid `tz` from the browser replaces the stored zone,
 * so charges made later without one (chat, reports) count days the same way.
 */
export async function userClock(
  db: DbOrTx,
  userId: string,
  tz: string | undefined,
  now = new Date(),
): Promise<UserClock> {
  const [row] = await db
    .select({ zone: users.timeZone, vip: users.vipExpiresAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  let zone = row?.zone ?? 'UTC';
  if (tz && tz !== zone && validTimeZone(tz)) {
    zone = tz;
    await db.update(users).set({ timeZone: tz }).where(eq(users.id, userId));
  }
  return { zone, today: localDate(now, zone), vipExpires: row?.vip ?? null };
}
