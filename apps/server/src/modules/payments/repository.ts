import { and, asc, count, eq, gt, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { matching } from '../../db/match';
import { users } from '../../db/schema';
import {
  discountCodeUses,
  discountCodes,
  orders,
  paymentEvents,
  pointProducts,
  vipProducts,
} from '../../db/schema-economy';
import { insertedFresh, rowMatching, updatedRow } from '../../lib/rows';

export type VipProductRow = typeof vipProducts.$inferSelect;
export type PointProductRow = typeof pointProducts.$inferSelect;
export type DiscountCodeRow = typeof discountCodes.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;

// ---- products ---------------------------------------------------------------------------------

/** Inserts the products that are missing (an operator's edits are kept). */
export async function insertMissingProducts(
  db: DbOrTx,
  vip: Array<typeof vipProducts.$inferInsert>,
  points: Array<typeof pointProducts.$inferInsert>,
): Promise<void> {
  await db.insert(vipProducts).values(vip).onConflictDoNothing();
  await db.insert(pointProducts).values(points).onConflictDoNothing();
}

/** The products of one kind on sale, in their shop order. */
async function onSale<T extends typeof vipProducts | typeof pointProducts>(
  db: DbOrTx,
  table: T,
): Promise<Array<T['$inferSelect']>> {
  const t = table as typeof vipProducts | typeof pointProducts;
  return db.select().from(t).where(eq(t.active, true)).orderBy(asc(t.sort), asc(t.productId));
}

export const activeVipProducts = (db: DbOrTx) => onSale(db, vipProducts);
export const activePointProducts = (db: DbOrTx) => onSale(db, pointProducts);

export async function vipProduct(db: DbOrTx, productId: string): Promise<VipProductRow | null> {
  return rowMatching(db, vipProducts, { productId });
}

export async function pointProduct(db: DbOrTx, productId: string): Promise<PointProductRow | null> {
  return rowMatching(db, pointProducts, { productId });
}

// ---- discount codes ---------------------------------------------------------------------------

/** The code's row; locked until the transaction ends when `lock` is set. */
export async function discountCode(
  db: DbOrTx,
  code: string,
  lock = false,
): Promise<DiscountCodeRow | null> {
  const query = db.select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * A use of a code is held by the order it was reserved for while that order is paid, or still
 * payable (created and not past its expiry). An order that expires or is cancelled releases its
 * use without any sweep: it simply stops counting.
 */
const holdsUse = (now: Date) =>
  or(eq(orders.status, 'paid'), and(eq(orders.status, 'created'), gt(orders.expiresAt, now)));

/** How many uses of the code are held now: this user's (`mine`) or everyone else's. */
export async function heldUses(
  db: DbOrTx,
  code: string,
  userId: string,
  whose: 'mine' | 'others',
  now: Date,
): Promise<number> {
  const user =
    whose === 'mine' ? eq(discountCodeUses.userId, userId) : ne(discountCodeUses.userId, userId);
  const [row] = await db
    .select({ n: count() })
    .from(discountCodeUses)
    .innerJoin(orders, eq(orders.id, discountCodeUses.orderId))
    .where(and(eq(discountCodeUses.code, code), holdsUse(now), user));
  return row?.n ?? 0;
}

/** Records that this user's use of the code is held by the order (one row per user). */
export async function holdUse(tx: Tx, code: string, userId: string, orderId: string) {
  await tx
    .insert(discountCodeUses)
    .values({ code, userId, orderId })
    .onConflictDoUpdate({
      target: [discountCodeUses.code, discountCodeUses.userId],
      set: { orderId, createdAt: sql`now()` },
    });
}

/** The order holding this user's use of the code (its row locked), or null. */
export async function useHolder(tx: Tx, code: string, userId: string): Promise<string | null> {
  const [use] = await tx
    .select({ orderId: discountCodeUses.orderId })
    .from(discountCodeUses)
    .where(matching(discountCodeUses, { code, userId }))
    .limit(1)
    .for('update');
  return use?.orderId ?? null;
}

/** Counts a paid use of the code; false when the code no longer exists. */
export async function countPaidUse(tx: Tx, code: string): Promise<boolean> {
  const counted = await tx
    .update(discountCodes)
    .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
    .where(eq(discountCodes.code, code))
    .returning({ code: discountCodes.code });
  return counted.length > 0;
}

// ---- orders -----------------------------------------------------------------------------------

export async function insertOrder(tx: Tx, values: typeof orders.$inferInsert): Promise<string> {
  const [order] = await tx.insert(orders).values(values).returning({ id: orders.id });
  return order!.id;
}

export async function setOrderSession(
  db: Db,
  orderId: string,
  session: { providerSessionId: string; sandboxSecretHash: string | null },
): Promise<void> {
  await db.update(orders).set(session).where(eq(orders.id, orderId));
}

export async function findOrder(db: DbOrTx, orderId: string): Promise<OrderRow | null> {
  return rowMatching(db, orders, { id: orderId });
}

/**
 * Moves an order in one of the `from` states to `status` (stamping when it was paid or
 * closed); returns the row only for the one caller that moved it.
 */
export async function moveOrder(
  db: DbOrTx,
  orderId: string,
  from: string[],
  status: 'paid' | 'failed' | 'expired',
  now: Date,
): Promise<OrderRow | null> {
  const movable = matching(orders, { id: orderId }, inArray(orders.status, from));
  const set = status === 'paid' ? { status, paidAt: now } : { status, closedAt: now };
  return updatedRow(db, orders, set, movable);
}

/** Marks every created order whose checkout ran out by `now` expired; returns how many. */
export async function expireStaleOrders(db: DbOrTx, now: Date): Promise<number> {
  const rows = await db
    .update(orders)
    .set({ status: 'expired', closedAt: now })
    .where(and(eq(orders.status, 'created'), lte(orders.expiresAt, now)))
    .returning({ id: orders.id });
  return rows.length;
}

/** Spends a sandbox order's one-time secret: the order for the one caller whose hash matched. */
export async function spendSandboxSecret(
  db: Db,
  orderId: string,
  secretHash: string,
): Promise<OrderRow | null> {
  const unspent = { id: orderId, provider: 'sandbox', sandboxSecretHash: secretHash };
  return updatedRow(db, orders, { sandboxSecretHash: null }, matching(orders, unspent));
}

/** Records a provider's event; false when it was recorded before (a replay). */
export async function recordEvent(
  tx: Tx,
  event: { id: string; type: string; orderId: string },
): Promise<boolean> {
  return insertedFresh(tx, paymentEvents, event);
}

// ---- after the sale: refunds and disputes (after-sale.ts) -------------------------------------

/** Keeps the provider's payment id of a paid order (refunds and disputes name it). */
export async function setPaymentIntent(tx: Tx, orderId: string, paymentIntentId: string) {
  await tx.update(orders).set({ paymentIntentId }).where(eq(orders.id, orderId));
}

/**
 * The order a refund or dispute is about, locked until the transaction ends: found by the
 * provider's payment id, else (not recorded yet: its payment's event has not arrived) by the
 * order id the payment's metadata carries.
 */
export async function lockOrderOfPayment(
  tx: Tx,
  paymentIntentId: string | null,
  orderId: string | null,
): Promise<OrderRow | null> {
  const lock = async (where: ReturnType<typeof eq>) =>
    (await tx.select().from(orders).where(where).limit(1).for('update'))[0] ?? null;
  const byPayment = paymentIntentId
    ? await lock(eq(orders.paymentIntentId, paymentIntentId))
    : null;
  if (byPayment || !orderId) return byPayment;
  return lock(eq(orders.id, orderId));
}

/** Records how much of an order was refunded and where its dispute stands. */
export async function updateAfterSale(
  tx: Tx,
  orderId: string,
  change: { refundedCents?: number; status?: 'refunded'; dispute?: 'open' | 'won' | 'lost' },
) {
  await tx.update(orders).set(change).where(eq(orders.id, orderId));
}

/** Whether the user has another order with an open dispute. */
export async function hasOpenDispute(tx: Tx, userId: string, exceptOrderId: string) {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(matching(orders, { userId, dispute: 'open' }, ne(orders.id, exceptOrderId)))
    .limit(1);
  return row !== undefined;
}

/** Flags an account for an operator's look ('dispute'), or clears the flag (null). */
export async function setUserFlag(tx: Tx, userId: string, flag: 'dispute' | null) {
  await tx.update(users).set({ flag }).where(eq(users.id, userId));
}
