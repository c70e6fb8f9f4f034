import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { validTimeZone } from '@starlit/core/points';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { ZONE_CHANGE_GAP_MS } from '../../lib/limits';

/** A date formatter per zone: building one costs far more than formatting with it. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** `localDate` (today's YYYY-MM-DD in a zone, UTC for an invalid one), with a formatter per zone. */
export function localDay(now: Date, zone: string): string {
  let format = dayFormats.get(zone);
  if (!format) {
    if (dayFormats.size >= 1000) dayFormats.clear();
    const options = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
    format = validTimeZone(zone)
      ? new Intl.DateTimeFormat('en-CA', { ...options, timeZone: zone })
      : new Intl.DateTimeFormat('en-CA', { ...options, timeZone: 'UTC' });
    dayFormats.set(zone, format);
  }
  return format.format(now);
}

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
  if (row && tz && tz !== zone && !settled && validTimeZone(tz)) {
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
  return { zone, today: localDay(now, zone), vipExpires: row?.vip ?? null };
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
  return { zone, today: localDay(now, zone), vipExpires: row.clockVip };
}
