import { and, desc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { matching } from '../../db/match';
import { users } from '../../db/schema';
import {
  checkIns,
  economyConfig,
  pointAccounts,
  pointsLedger,
  usageCounters,
  vipGrants,
} from '../../db/schema-economy';
import { pageWithTotal, valueMatching } from '../../lib/rows';

/** The account's stored zone and VIP expiry; null for an unknown user. */
export async function clockRow(
  db: DbOrTx,
  userId: string,
): Promise<{ zone: string; vip: Date | null } | null> {
  const [row] = await db
    .select({ zone: users.timeZone, vip: users.vipExpiresAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/**
 * Moves the account to `zone` in one conditional update: only when it is another zone and the
 * last change is at least `gapMs` old (or there was none), so racing requests change it once.
 * The stored zone afterwards, and whether this call changed it; null for an unknown user.
 */
export async function moveZone(
  db: DbOrTx,
  userId: string,
  zone: string,
  now: Date,
  gapMs: number,
): Promise<{ zone: string; changed: boolean } | null> {
  const [moved] = await db
    .update(users)
    .set({ timeZone: zone, timeZoneSetAt: now })
    .where(
      and(
        eq(users.id, userId),
        ne(users.timeZone, zone),
        or(isNull(users.timeZoneSetAt), lte(users.timeZoneSetAt, new Date(now.getTime() - gapMs))),
      ),
    )
    .returning({ zone: users.timeZone });
  if (moved) return { zone: moved.zone, changed: true };
  const row = await clockRow(db, userId);
  return row && { zone: row.zone, changed: false };
}

// ---- the ledger (ledger.ts) -------------------------------------------------------------------

/** The user's ledger entry made with this idempotency key, with the balance it left; or null. */
export async function movementByKey(db: DbOrTx, userId: string, key: string) {
  const [row] = await db
    .select({ id: pointsLedger.id, balance: pointsLedger.balanceAfter, delta: pointsLedger.delta })
    .from(pointsLedger)
    .where(matching(pointsLedger, { userId, idempotencyKey: key }))
    .limit(1);
  return row ?? null;
}

/** Opens the user's points account (balance 0) unless it exists. */
export async function openAccount(tx: Tx, userId: string): Promise<void> {
  await tx.insert(pointAccounts).values({ userId }).onConflictDoNothing();
}

/**
 * The balance update and its ledger row in one statement (a data-modifying CTE): the row is
 * written only when the conditional update matched. A credit (delta >= 0) always applies, even
 * to a balance below zero; a debit only while the balance stays at or above zero (unless
 * `allowNegative`). Undefined when a debit would go negative (or the account does not exist yet).
 */
export async function applyMovement(
  tx: Tx,
  m: {
    userId: string;
    delta: number;
    reason: string;
    detail?: string;
    ref?: string | null;
    idempotencyKey?: string | null;
    allowNegative?: boolean;
  },
): Promise<{ id: string; balance: number } | undefined> {
  const result = await tx.execute<{ id: string; balance: number }>(sql`
    with moved as (
      update ${pointAccounts}
         set balance = balance + ${m.delta}, updated_at = now()
       where user_id = ${m.userId}
         and (${m.delta >= 0 || m.allowNegative === true} or balance + ${m.delta} >= 0)
   returning balance
    )
    insert into ${pointsLedger} (user_id, delta, balance_after, reason, detail, ref, idempotency_key)
    select ${m.userId}, ${m.delta}, balance, ${m.reason}, ${m.detail ?? ''}, ${m.ref ?? null},
           ${m.idempotencyKey ?? null}
      from moved
 returning id, balance_after as balance`);
  return (result as unknown as { rows: Array<{ id: string; balance: number }> }).rows[0];
}

export async function balanceOf(db: DbOrTx, userId: string): Promise<number> {
  return (await valueMatching(db, pointAccounts, pointAccounts.balance, { userId })) ?? 0;
}

/** A page of the user's ledger, newest first, and how many entries there are. */
export async function ledgerPage(db: DbOrTx, userId: string, page: number, pageSize: number) {
  const where = eq(pointsLedger.userId, userId);
  const query = db
    .select()
    .from(pointsLedger)
    .where(where)
    .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id));
  return pageWithTotal(db, query.$dynamic(), { table: pointsLedger, where }, page, pageSize);
}

// ---- daily counters (usage.ts) ----------------------------------------------------------------

/** One more use of the counter in the period while `used < cap` (one upsert); false at the cap. */
export async function takeCounter(
  tx: Tx,
  key: { userId: string; counter: string; period: string },
  cap: number,
): Promise<boolean> {
  const rows = await tx
    .insert(usageCounters)
    .values({ ...key, used: 1 })
    .onConflictDoUpdate({
      target: [usageCounters.userId, usageCounters.counter, usageCounters.period],
      set: { used: sql`${usageCounters.used} + 1` },
      setWhere: sql`${usageCounters.used} < ${cap}`,
    })
    .returning({ used: usageCounters.used });
  return rows.length > 0;
}

/** The uses of the given counters in the period (those never used are absent). */
export async function countersOn(db: DbOrTx, userId: string, period: string, counters: string[]) {
  return db
    .select({ counter: usageCounters.counter, used: usageCounters.used })
    .from(usageCounters)
    .where(matching(usageCounters, { userId, period }, inArray(usageCounters.counter, counters)));
}

// ---- VIP (vip.ts) -----------------------------------------------------------------------------

/** The user's VIP expiry with their row locked until the transaction ends; undefined: no user. */
export async function lockVipExpiry(tx: Tx, userId: string) {
  const [user] = await tx
    .select({ expires: users.vipExpiresAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return user;
}

/** Sets the user's VIP expiry and records the grant that changed it. */
export async function recordVipChange(
  tx: Tx,
  grant: typeof vipGrants.$inferInsert & { expiresAfter: Date | null },
): Promise<void> {
  await tx
    .update(users)
    .set({ vipExpiresAt: grant.expiresAfter })
    .where(eq(users.id, grant.userId));
  await tx.insert(vipGrants).values(grant);
}

/** The VIP change made with an idempotency key, or null. */
export async function vipChangeByKey(db: DbOrTx, userId: string, key: string) {
  const [row] = await db
    .select({
      expiresBefore: vipGrants.expiresBefore,
      expiresAfter: vipGrants.expiresAfter,
      createdAt: vipGrants.createdAt,
    })
    .from(vipGrants)
    .where(matching(vipGrants, { userId, idempotencyKey: key }))
    .limit(1);
  return row ?? null;
}

export async function vipExpiryOf(db: DbOrTx, userId: string): Promise<Date | null> {
  return valueMatching(db, users, users.vipExpiresAt, { id: userId });
}

// ---- rules (rules.ts) -------------------------------------------------------------------------

/** Writes the values for keys not yet in economy_config (an operator's edits are kept). */
export async function insertMissingRules(
  db: DbOrTx,
  rows: Array<{ key: string; value: unknown }>,
): Promise<void> {
  await db.insert(economyConfig).values(rows).onConflictDoNothing();
}

export async function storedRules(db: DbOrTx, keys: string[]) {
  return db
    .select({ key: economyConfig.key, value: economyConfig.value })
    .from(economyConfig)
    .where(inArray(economyConfig.key, keys));
}

// ---- check-ins (checkin.ts) -------------------------------------------------------------------

/** The latest check-in: its local date, cycle day and when it was made; or null. */
export async function lastCheckIn(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ date: checkIns.localDate, cycleDay: checkIns.cycleDay, at: checkIns.createdAt })
    .from(checkIns)
    .where(eq(checkIns.userId, userId))
    .orderBy(desc(checkIns.createdAt))
    .limit(1);
  return row ?? null;
}

/** Serialises the user's check-ins until the transaction ends. */
export async function lockCheckIns(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`check-in:${userId}`}))`);
}

export async function insertCheckIn(
  tx: Tx,
  values: { userId: string; localDate: string; cycleDay: number; points: number },
): Promise<void> {
  await tx.insert(checkIns).values(values);
}

// ---- a deleted account (account/profile.ts removeAccount) -------------------------------------

/**
 * Other people's ledger and VIP rows that name a person by id (an invite's reward names the
 * friend or the inviter) forget it: the reference goes, and the idempotency key keeps its
 * uniqueness with a random stand-in for the id.
 */
export async function forgetReferencesTo(tx: Tx, userId: string): Promise<void> {
  for (const table of [pointsLedger, vipGrants]) {
    await tx
      .update(table)
      .set({
        ref: sql`case when ${table.ref} = ${userId} then null else ${table.ref} end`,
        idempotencyKey: sql`replace(${table.idempotencyKey}, ${userId}, gen_random_uuid()::text)`,
      })
      .where(or(eq(table.ref, userId), sql`${table.idempotencyKey} like ${`%${userId}%`}`));
  }
}
