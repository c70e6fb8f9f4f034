import { ErrorCode, type SignInResult } from '@starlit/contracts';
import { checkInState, type LastCheckIn } from '@starlit/core/points';
import type { Db, DbOrTx } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/errors';
import { CHECK_IN_GAP_MS } from '../../lib/limits';
import { movePoints } from './ledger';
import * as repo from './repository';
import { economyRules } from './rules';
import type { UserClock } from './zone';

/** The latest check-in: its local date, cycle day and when it was made. */
export async function lastCheckIn(
  db: DbOrTx,
  userId: string,
): Promise<(LastCheckIn & { at: Date }) | null> {
  return repo.lastCheckIn(db, userId);
}

/**
 * The cycle's state today, where a check-in less than CHECK_IN_GAP_MS ago counts as
 * today's whatever its local date (a zone switched between two check-ins gains nothing).
 */
export function checkInStatus(
  today: string,
  last: (LastCheckIn & { at: Date }) | null,
  cycleLength: number,
  now: Date,
): ReturnType<typeof checkInState> {
  const state = checkInState(today, last, cycleLength);
  if (state.signedToday || !last || now.getTime() - last.at.getTime() >= CHECK_IN_GAP_MS)
    return state;
  return { ...state, signedToday: true, signedDays: last.cycleDay };
}

const alreadyCheckedIn = () => new AppError(ErrorCode.ALREADY_CHECKED_IN);

/**
 * Today's check-in: the next day of the cycle and its reward, credited in the same
 * transaction; 1302 when the account checked in today or less than CHECK_IN_GAP_MS ago.
 * Check-ins of one account are serialised by an advisory lock, so two at once (even with
 * different zones, so different local dates) cannot both pass; the (user, local date)
 * primary key stays as the last guard.
 */
export async function checkIn(db: Db, userId: string, clock: UserClock): Promise<SignInResult> {
  const rules = await economyRules(db);
  try {
    return await db.transaction(async (tx) => {
      await repo.lockCheckIns(tx, userId);
      const last = await lastCheckIn(tx, userId);
      const state = checkInStatus(clock.today, last, rules.checkIn.length, new Date());
      if (state.signedToday) throw alreadyCheckedIn();
      const points = rules.checkIn[state.nextDay - 1] ?? 0;
      await repo.insertCheckIn(tx, {
        userId,
        localDate: clock.today,
        cycleDay: state.nextDay,
        points,
      });
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
