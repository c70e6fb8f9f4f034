import { and, count, eq, gte, lt, sql, sum } from 'drizzle-orm';
import { fromCents } from '@starlit/core/points';
import type { Currency, Dashboard } from '@starlit/contracts';
import type { DbOrTx } from '../db/client';
import { matching } from '../db/match';
import { refundCents } from '../lib/daily-counts';
import { sessions, users } from '../db/schema';
import { dailyCounts } from '../db/schema-admin';
import { astroUnlocks } from '../db/schema-astro';
import { chatMessages } from '../db/schema-chat';
import { orders, paymentEvents } from '../db/schema-economy';
import { mbtiResults } from '../db/schema-mbti';
import { diceRolls, tarotReadings } from '../db/schema-readings';

const n = async (query: Promise<Array<{ n: number | string | null }>>) =>
  Number((await query)[0]?.n ?? 0);

/**
 * One UTC day in numbers, from the database: sign-ups, members seen (a session used that day),
 * readings by kind, money in and back, chargebacks, AI fallbacks and crisis replies. Counts and
 * sums only: never a message's text.
 */
export async function dashboard(db: DbOrTx, date?: string): Promise<Dashboard> {
  const day = date ?? new Date().toISOString().slice(0, 10);
  const from = new Date(`${day}T00:00:00Z`);
  const to = new Date(from.getTime() + 86_400_000);
  const within = (column: Parameters<typeof gte>[0]) => and(gte(column, from), lt(column, to));
  const counted = (name: string) =>
    n(
      db
        .select({ n: dailyCounts.count })
        .from(dailyCounts)
        .where(matching(dailyCounts, { day, name })),
    );
  const paidIn = (currency: Currency) =>
    n(
      db
        .select({ n: sum(orders.amountCents) })
        .from(orders)
        .where(and(within(orders.paidAt), eq(orders.currency, currency))),
    );
  const [
    signUps,
    activeMembers,
    tarot,
    dice,
    answers,
    astrology,
    mbti,
    chats,
    revenueCny,
    revenueUsd,
    refundedCny,
    refundedUsd,
    refundCount,
    disputes,
    aiFallbacks,
    crisisReplies,
  ] = await Promise.all([
    n(db.select({ n: count() }).from(users).where(within(users.createdAt))),
    n(
      db
        .select({ n: sql<number>`count(distinct ${sessions.userId})` })
        .from(sessions)
        .where(within(sessions.lastSeenAt)),
    ),
    n(db.select({ n: count() }).from(tarotReadings).where(within(tarotReadings.createdAt))),
    n(db.select({ n: count() }).from(diceRolls).where(within(diceRolls.createdAt))),
    counted('answers'),
    n(db.select({ n: count() }).from(astroUnlocks).where(within(astroUnlocks.createdAt))),
    n(db.select({ n: count() }).from(mbtiResults).where(within(mbtiResults.createdAt))),
    n(
      db
        .select({ n: count() })
        .from(chatMessages)
        .where(and(within(chatMessages.createdAt), eq(chatMessages.role, 'user'))),
    ),
    // money in each currency on its own: yuan and dollars never add up
    paidIn('cny'),
    paidIn('usd'),
    // refunds are counted when they happen (an order's refunded total may grow over days)
    counted(refundCents('cny')),
    counted(refundCents('usd')),
    counted('refunds'),
    n(
      db
        .select({ n: count() })
        .from(paymentEvents)
        .where(
          and(within(paymentEvents.receivedAt), eq(paymentEvents.type, 'charge.dispute.created')),
        ),
    ),
    counted('aiFallback'),
    n(
      db
        .select({ n: count() })
        .from(chatMessages)
        .where(
          and(
            within(chatMessages.createdAt),
            eq(chatMessages.role, 'assistant'),
            eq(chatMessages.safety, 'crisis'),
          ),
        ),
    ),
  ]);
  return {
    date: day,
    signUps,
    activeMembers,
    readings: { tarot, dice, answers, astrology, mbti, chats },
    revenue: { cny: fromCents(revenueCny), usd: fromCents(revenueUsd) },
    refunds: { cny: fromCents(refundedCny), usd: fromCents(refundedUsd) },
    refundCount,
    disputes,
    aiFallbacks,
    crisisReplies,
  };
}
