import { and, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pushSubscriptions, reminderSettings } from '../../db/schema-engagement';

/** Every query of the reminders: a member's settings and devices. */

export type SettingsRow = typeof reminderSettings.$inferSelect;
/** What a member chose (the row without its keys). */
export type Settings = Omit<SettingsRow, 'userId' | 'updatedAt'>;
export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type SettingsChange = Partial<
  Pick<
    SettingsRow,
    | 'daily'
    | 'dailyTime'
    | 'moon'
    | 'mercury'
    | 'streak'
    | 'companion'
    | 'birthday'
    | 'quietStart'
    | 'quietEnd'
  >
>;

export async function settingsOf(db: DbOrTx, userId: string): Promise<SettingsRow | null> {
  const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId));
  return row ?? null;
}

/** Writes the given settings (the table's defaults for the rest when the member has no row). */
export async function saveSettings(
  db: DbOrTx,
  userId: string,
  change: SettingsChange,
  now: Date,
): Promise<void> {
  await db
    .insert(reminderSettings)
    .values({ userId, ...change, updatedAt: now })
    .onConflictDoUpdate({ target: reminderSettings.userId, set: { ...change, updatedAt: now } });
}

/** A member's devices, the newest `max` of them. */
export function devicesOf(db: DbOrTx, userId: string, max: number): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(max);
}

export async function deviceCount(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return row?.n ?? 0;
}

/** What subscribing a device came to. */
export type Subscribed =
  { ok: true; movedFrom: string | null; dropped: number } | { ok: false; owner: string };

/**
 * Adds a device, or updates this member's own. An endpoint another member subscribed moves to
 * this member only with the same keys (the browser that holds that subscription and its auth
 * secret, now signed in as someone else); with other keys it is refused, so knowing an
 * endpoint is not enough to take a device. Past `max` devices the member's oldest are dropped.
 * One transaction (a savepoint in the caller's), the endpoint's row locked, so two members
 * racing for one endpoint decide in turn.
 */
export function subscribeDevice(
  db: DbOrTx,
  row: { userId: string; endpoint: string; p256dh: string; auth: string; lang: string },
  max: number,
  now: Date,
): Promise<Subscribed> {
  return db.transaction(async (tx) => {
    const [known] = await tx
      .select({ userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, row.endpoint))
      .for('update');
    const [kept] = await tx
      .insert(pushSubscriptions)
      .values({ ...row, createdAt: now })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { ...row, failures: 0, createdAt: now },
        setWhere: sql`${pushSubscriptions.userId} = ${row.userId}
          or (${pushSubscriptions.p256dh} = ${row.p256dh} and ${pushSubscriptions.auth} = ${row.auth})`,
      })
      .returning({ id: pushSubscriptions.id });
    if (!kept) return { ok: false as const, owner: known?.userId ?? '' };
    const newest = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, row.userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(max);
    const dropped = await tx
      .delete(pushSubscriptions)
      .where(
        and(eq(pushSubscriptions.userId, row.userId), notInArray(pushSubscriptions.id, newest)),
      )
      .returning({ id: pushSubscriptions.id });
    const movedFrom = known && known.userId !== row.userId ? known.userId : null;
    return { ok: true as const, movedFrom, dropped: dropped.length };
  });
}

/** Removes one of this member's devices by its endpoint. */
export async function removeDevice(db: DbOrTx, userId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** Removes devices the push service no longer knows (404/410). */
export async function removeDevices(db: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}

export async function markSent(db: DbOrTx, ids: string[], now: Date): Promise<void> {
  if (ids.length)
    await db
      .update(pushSubscriptions)
      .set({ lastSentAt: now, failures: 0 })
      .where(inArray(pushSubscriptions.id, ids));
}

export async function markFailed(db: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length)
    await db
      .update(pushSubscriptions)
      .set({ failures: sql`least(${pushSubscriptions.failures} + 1, 32000)` })
      .where(inArray(pushSubscriptions.id, ids));
}

/** Members with at least one device, in pages after `afterId` (for the planning job). */
export async function subscribedMembers(
  db: DbOrTx,
  afterId: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(sql`${pushSubscriptions.userId} > ${afterId}`)
    .orderBy(pushSubscriptions.userId)
    .limit(limit);
  return rows.map((r) => r.userId);
}
