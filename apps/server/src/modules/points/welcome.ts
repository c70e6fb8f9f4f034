import type { Tx } from '../../db/client';
import { movePoints } from './ledger';
import { economyRules } from './rules';

/** The ledger key of the welcome allowance: one per account (points_ledger_idem_uq). */
export const WELCOME_KEY = 'welcome';

/**
 * Gives a new account its welcome allowance (`welcome.points` of the economy rules), in the
 * transaction that creates the account: the account and its allowance exist together or not at
 * all, and the ledger's unique (user, idempotency key) makes it once per account.
 */
export async function grantWelcome(tx: Tx, userId: string): Promise<void> {
  const { points } = (await economyRules(tx)).welcome;
  if (points <= 0) return;
  await movePoints(tx, {
    userId,
    delta: points,
    reason: 'welcome',
    detail: 'welcome',
    idempotencyKey: WELCOME_KEY,
  });
}
