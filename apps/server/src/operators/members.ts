import { count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { ErrorCode, type MemberDetail, type MemberRow } from '@starlit/contracts';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { matching } from '../db/match';
import { feedback, sessions, users } from '../db/schema';
import { chatMessages } from '../db/schema-chat';
import { orders, pointsLedger, redeemCodeUses, redeemCodes } from '../db/schema-economy';
import { mbtiResults } from '../db/schema-mbti';
import { diceRolls, tarotReadings } from '../db/schema-readings';
import { astroUnlocks } from '../db/schema-astro';
import { AppError } from '../lib/errors';
import { balanceOf } from '../modules/points/ledger';
import { feedbackRow, memberRow, orderRow } from './rows';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Members found by e-mail (exact, or containing the text), phone (its digits, with or without the
 * area code), user id, invite code, or the id of one of their orders. At most 50.
 */
export async function searchMembers(db: DbOrTx, q: string): Promise<{ list: MemberRow[] }> {
  const needle = q.trim().toLowerCase();
  const digits = needle.replace(/\D/g, '');
  const ors: SQL[] = [eq(users.email, needle), eq(users.inviteCode, needle.toUpperCase())];
  if (needle.length >= 3 && !UUID.test(needle))
    ors.push(sql`${users.email} like ${`%${needle.replace(/[\\%_]/g, '\\$&')}%`}`);
  if (digits.length >= 5 && /^[\d\s+()-]+$/.test(needle)) {
    ors.push(eq(users.phone, digits), sql`${users.areaCode} || ${users.phone} = ${digits}`);
  }
  if (UUID.test(needle)) {
    ors.push(
      eq(users.id, needle),
      sql`${users.id} in (select ${orders.userId} from ${orders} where ${orders.id} = ${needle})`,
    );
  }
  const rows = await db
    .select()
    .from(users)
    .where(or(...ors))
    .orderBy(desc(users.createdAt))
    .limit(50);
  return { list: rows.map((u) => memberRow(u)) };
}

export async function memberOrThrow(db: DbOrTx, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError(ErrorCode.NOT_FOUND);
  return user;
}

const counted = async (query: Promise<Array<{ n: number }>>) => (await query)[0]?.n ?? 0;

/** How many readings of each kind a member has (counts only, never their text). */
async function readingsOf(db: DbOrTx, userId: string): Promise<MemberDetail['readings']> {
  const [tarot, dice, astrology, mbti, chats] = await Promise.all([
    counted(db.select({ n: count() }).from(tarotReadings).where(eq(tarotReadings.userId, userId))),
    counted(db.select({ n: count() }).from(diceRolls).where(eq(diceRolls.userId, userId))),
    counted(db.select({ n: count() }).from(astroUnlocks).where(eq(astroUnlocks.userId, userId))),
    counted(db.select({ n: count() }).from(mbtiResults).where(eq(mbtiResults.userId, userId))),
    counted(
      db
        .select({ n: count() })
        .from(chatMessages)
        .where(matching(chatMessages, { userId, role: 'user' })),
    ),
  ]);
  // the answers book keeps nothing per member (the dashboard has the day's total)
  return { tarot, dice, astrology, mbti, chats };
}

/** A member's rows of a table (by its `userId` column) in `order`, the first 50: a detail list. */
function newestOf<T extends PgTable & { userId: PgColumn }>(
  db: DbOrTx,
  table: T,
  userId: string,
  ...order: SQL[]
): Promise<Array<T['$inferSelect']>> {
  // the table as a plain PgTable: `from` cannot check a generic one; the rows are typed above
  const all = db.select().from(table as PgTable);
  return all
    .where(eq(table.userId, userId))
    .orderBy(...order)
    .limit(50);
}

/** Everything an operator needs about one member; lists are the newest 50. */
export async function memberDetail(db: DbOrTx, userId: string): Promise<MemberDetail> {
  const user = await memberOrThrow(db, userId);
  const ledger = await newestOf(
    db,
    pointsLedger,
    userId,
    desc(pointsLedger.createdAt),
    desc(pointsLedger.balanceAfter),
  );
  const orderRows = await newestOf(db, orders, userId, desc(orders.createdAt));
  const redemptions = await db
    .select({
      code: redeemCodeUses.code,
      type: redeemCodes.type,
      benefits: redeemCodes.benefits,
      usedAt: redeemCodeUses.createdAt,
    })
    .from(redeemCodeUses)
    .innerJoin(redeemCodes, eq(redeemCodes.code, redeemCodeUses.code))
    .where(eq(redeemCodeUses.userId, userId))
    .orderBy(desc(redeemCodeUses.createdAt))
    .limit(50);
  const feedbackRows = await newestOf(db, feedback, userId, desc(feedback.createdAt));
  const sessionRows = await newestOf(db, sessions, userId, desc(sessions.lastSeenAt));
  return {
    member: {
      ...memberRow(user),
      inviteCode: user.inviteCode,
      lang: user.lang,
      timeZone: user.timeZone,
      vipExpiresAt: user.vipExpiresAt?.toISOString() ?? null,
    },
    points: { balance: await balanceOf(db, userId) },
    ledger: ledger.map((r) => ({
      id: r.id,
      delta: r.delta,
      balanceAfter: r.balanceAfter,
      reason: r.reason,
      detail: r.detail,
      ref: r.ref,
      createdAt: r.createdAt.toISOString(),
    })),
    orders: orderRows.map((o) => orderRow(o, user.email)),
    redemptions: redemptions.map((r) => ({ ...r, usedAt: r.usedAt.toISOString() })),
    readings: await readingsOf(db, userId),
    feedback: feedbackRows.map((f) => feedbackRow(f, user.email)),
    sessions: sessionRows.map((s) => ({
      id: s.id,
      method: s.method,
      userAgent: s.userAgent,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      revoked: !!s.revokedAt,
    })),
  };
}
