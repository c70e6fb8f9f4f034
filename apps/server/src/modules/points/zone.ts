import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { isTimeZone, localDate } from '@starlit/core/time';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { ZONE_CHANGE_GAP_MS } from '../../lib/limits';

export interface UserClock {
  zone: string;
  /** today's date in the user's zone */
  today: string;
  vipExpires: Date | null;
}

/**
 * The user's zone and VIP expiry. A valid `tz` from the browser replaces the stored zone,
 * so charges made later without one (chat, reports) count days the same way, but at most
 * once per ZONE_CHANGE_GAP_MS (one conditional update, so racing requests change it once):
 * until then days are counted in the stored zone.
 */
export async function userClock(
  db: DbOrTx,
  userId: string,
  tz: string | undefined,
  now = new Date(),
): Promise<UserClock> {
  const [row] = await db
    .select({ zone: users.timeZone, setAt: users.timeZoneSetAt, vip: users.vipExpiresAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  let zone = row?.zone ?? 'UTC';
  const settled = row?.setAt && now.getTime() - row.setAt.getTime() < ZONE_CHANGE_GAP_MS;
  if (row && tz && tz !== zone && !settled && isTimeZone(tz)) {
    const [moved] = await db
      .update(users)
      .set({ timeZone: tz, timeZoneSetAt: now })
      .where(
        and(
          eq(users.id, userId),
          or(
            isNull(users.timeZoneSetAt),
            lte(users.timeZoneSetAt, new Date(now.getTime() - ZONE_CHANGE_GAP_MS)),
          ),
        ),
      )
      .returning({ zone: users.timeZone });
    // not moved: a racing request changed it first, so read what it set
    const [current] = moved
      ? [moved]
      : await db.select({ zone: users.timeZone }).from(users).where(eq(users.id, userId));
    zone = current?.zone ?? zone;
  }
  return { zone, today: localDate(now, zone), vipExpires: row?.vip ?? null };
}

/**
 * The clock's two columns as sub-selects, to add to another statement's RETURNING (so a
 * charge made right after needs no query of its own).
 */
export function clockColumns(userId: string) {
  return {
    clockZone: sql<string>`(select ${users.timeZone} from ${users} where ${users.id} = ${userId})`,
    clockVip:
      sql<Date | null>`(select ${users.vipExpiresAt} from ${users} where ${users.id} = ${userId})`.mapWith(
        users.vipExpiresAt,
      ),
  };
}

export function clockFrom(
  row: { clockZone: string | null; clockVip: Date | null },
  now = new Date(),
): UserClock {
  const zone = row.clockZone ?? 'UTC';
  return { zone, today: localDate(now, zone), vipExpires: row.clockVip };
}
