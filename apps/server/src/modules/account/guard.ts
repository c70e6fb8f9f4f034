import type { Lang } from '@starlit/contracts';
import type { DbOrTx } from '../../db/client';
import { passwordLockedDetail } from '../../i18n/messages';
import { PASSWORD_GUESSES, rateLimited } from '../../lib/limits';
import { countPasswordCheck, forgetPasswordChecks, passwordLockLeft } from './repository';

/**
 * Takes one password check for an account, or throws 1005 (with when to retry) while the
 * account is locked. The check counts as a failure from the moment it is taken, in one
 * upsert that serialises on the account's row, so concurrent guesses cannot run more than
 * `max` checks however many arrive at once; `passwordAccepted` forgets them. The `max`th
 * check in a window locks the account for `lockMs` unless it turns out right. A window
 * (and a lock) that has run out starts afresh.
 */
export async function takePasswordCheck(db: DbOrTx, userId: string, lang: Lang): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    if (await countPasswordCheck(db, userId, PASSWORD_GUESSES)) return;
    const seconds = await passwordLockLeft(db, userId);
    // the lock ended (or was lifted) in between: take the check again
    if (seconds !== null) throw rateLimited(seconds, passwordLockedDetail(lang, seconds));
  }
  throw rateLimited(1, passwordLockedDetail(lang, 1));
}

/** A right password: the account's counted checks (and any lock) are forgotten. */
export async function passwordAccepted(db: DbOrTx, userId: string): Promise<void> {
  await forgetPasswordChecks(db, userId);
}

/** A password reset lifts the lock and forgets the failures. */
export const clearPasswordLock = passwordAccepted;
