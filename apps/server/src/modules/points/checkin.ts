import { desc, eq } from 'drizzle-orm';
import { ErrorCode, type SignInResult } from '@starlit/contracts';
import { checkInState, type LastCheckIn } from '@starlit/core/points';
import type { Db, DbOrTx } from '../../db/client';
import { checkIns } from '../../db/schema-economy';
import { uniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/errors';
import { movePoints } from './ledger';
import { economyRules } from './rules';
import type { UserClock } from './zone';

export async function lastCheckIn(db: DbOrTx, userId: string): Promise<LastCheckIn | null> {
  const [row] = await db
    .select({ date: checkIns.localDate, cycleDay: checkIns.cycleDay })
    .from(checkIns)
    .where(eq(checkIns.userId, userId))
    .orderBy(desc(checkIns.localDate))
    .limit(1);
  return row ?? null;
}

const alreadyCheckedIn = () => new AppError(ErrorCode.ALREADY_CHECKED_IN);

/**
 * Today's check-in: the next day of the cycle and its reward, credited in the same
 * transaction. The (user, local date) primary key makes a concurrent second attempt fail
 * with 1302 even when both read "not checked in" at the same moment.
 */
export async function checkIn(db: Db, userId: string, clock: UserClock): Promise<SignInResult> {
  const rules = await economyRules(db);
  try {
    return await db.transaction(async (tx) => {
      const state = checkInState(clock.today, await lastCheckIn(tx, userId), rules.checkIn.length);
      if (state.signedToday) throw alreadyCheckedIn();
      const points = rules.checkIn[state.nextDay - 1] ?? 0;
      await tx
        .insert(checkIns)
        .values({ userId, localDate: clock.today, cycleDay: state.nextDay, points });
      const moved = await movePoints(tx, {
        userId,
        delta: points,
        reason: 'check_in',
        detail: String(state.nextDay),
        ref: clock.today,
      });
      return { day: state.nextDay, points, balance: moved.balance, signedDays: state.nextDay };
    });
  } catch (err) {
    if (uniqueViolation(err) !== null) throw alreadyCheckedIn();
    throw err;
  }
}
