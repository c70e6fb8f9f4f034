import { and, count, eq, inArray, sql } from 'drizzle-orm';
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
    'daily' | 'dailyTime' | 'moon' | 'mercury' | 'streak' | 'companion' | 'quietStart' | 'quietEnd'
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

export function devicesOf(db: DbOrTx, userId: string): Promise<SubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

export async function deviceCount(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return row?.n ?? 0;
}

/** Adds a device, or gives an endpoint already known (this member's or another's) to this member. */
export async function upsertDevice(
  db: DbOrTx,
  row: { userId: string; endpoint: string; p256dh: string; auth: string; lang: string },
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth, lang: row.lang, failures: 0 },
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
