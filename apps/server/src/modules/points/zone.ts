import { sql } from 'drizzle-orm';
import { isTimeZone, localDate } from '@starlit/core/time';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { paramError, unauthenticated } from '../../lib/errors';
import { ZONE_CHANGE_GAP_MS } from '../../lib/limits';
import { clockRow, moveZone } from './repository';

export interface UserClock {
  zone: string;
  /** today's date in the user's zone */
  today: string;
  vipExpires: Date | null;
}

/**
 * The user's stored zone and VIP expiry: every date that counts (check-ins, free allowances,
 * VIP caps) is taken in the stored zone. Reading it changes nothing; `saveTimeZone` changes it.
 */
export async function userClock(db: DbOrTx, userId: string, now = new Date()): Promise<UserClock> {
  const row = await clockRow(db, userId);
  const zone = row?.zone ?? 'UTC';
  return { zone, today: localDate(now, zone), vipExpires: row?.vip ?? null };
}

/**
 * Moves the account to the device's zone (a valid IANA name, else 1001), at most once per
 * ZONE_CHANGE_GAP_MS so that alternating zones cannot reach more dates than the days pass: until
 * then the stored zone stays. One conditional update, so racing requests change it once.
 * Answers the zone days are now counted in and whether this request changed it.
 */
export async function saveTimeZone(
  db: DbOrTx,
  userId: string,
  timeZone: string,
  now = new Date(),
): Promise<{ timeZone: string; changed: boolean }> {
  if (!isTimeZone(timeZone)) throw paramError('timeZone');
  const saved = await moveZone(db, userId, timeZone, now, ZONE_CHANGE_GAP_MS);
  if (!saved) throw unauthenticated();
  return { timeZone: saved.zone, changed: saved.changed };
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
