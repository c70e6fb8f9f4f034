import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { countOneCheck, lockSecondsLeft } from '../db/guard-window';
import { operatorGuards as g } from '../db/schema-admin';
import { rateLimited } from '../lib/limits';
import { metrics } from '../lib/metrics';
import { writeAudit, type Actor } from './audit';

/**
 * Failed operator sign-ins, counted per operator whatever address they come from (rotating
 * addresses gain nothing): a wrong password and a wrong or reused TOTP code count alike.
 * The `max`th failure within `windowMs` locks the operator for `lockMs`; while locked nothing
 * is compared, so even the right password and code are refused (1005, with when to retry).
 * Each lock writes an 'operator:locked' alert to the audit log and counts in
 * starlit_operator_lockouts_total; an admin (console or CLI) can lift it at once.
 */
export const OPERATOR_GUESSES = { max: 5, windowMs: 15 * 60_000, lockMs: 60 * 60_000 };

/** Sign-in's own entries in the audit log (alerts no operator made). */
export const SIGN_IN_ACTOR: Actor = { kind: 'system', id: 'sign-in' };

/**
 * Counts one sign-in check for the operator, as a failure from the moment it is taken, in one
 * upsert that serialises on the operator's row (so concurrent guesses cannot run more than
 * `max`): the failures counted in the window, this one included, or null while locked.
 */
async function countCheck(db: DbOrTx, operatorId: string): Promise<number | null> {
  const [taken] = await db
    .insert(g)
    .values({ operatorId, failures: 1, windowStartedAt: sql`now()`, lockedUntil: null })
    .onConflictDoUpdate({
      target: g.operatorId,
      ...countOneCheck(g, OPERATOR_GUESSES),
    })
    .returning({ failures: g.failures });
  return taken ? taken.failures : null;
}

/** Whole seconds until the operator's lock ends; null when not locked. */
async function lockLeft(db: DbOrTx, operatorId: string): Promise<number | null> {
  return lockSecondsLeft(db, g, g.operatorId, operatorId);
}

/** Takes one check (the failures it makes if it turns out wrong), or throws 1005 while locked. */
export async function takeOperatorCheck(db: DbOrTx, operatorId: string): Promise<number> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const failures = await countCheck(db, operatorId);
    if (failures !== null) return failures;
    const seconds = await lockLeft(db, operatorId);
    // the lock ended (or was lifted) in between: take the check again
    if (seconds !== null) throw rateLimited(seconds);
  }
  throw rateLimited(1);
}

/** A sign-in that turned out wrong: the check that locked the operator raises the alert. */
export async function operatorCheckFailed(
  db: DbOrTx,
  operatorId: string,
  failures: number,
  address: string,
): Promise<void> {
  if (failures < OPERATOR_GUESSES.max) return;
  const [lock] = await db
    .select({ lockedUntil: g.lockedUntil })
    .from(g)
    .where(eq(g.operatorId, operatorId));
  await writeAudit(db, SIGN_IN_ACTOR, {
    action: 'operator:locked',
    target: operatorId,
    after: { failures, lockedUntil: lock?.lockedUntil ?? null, address },
    note: `locked after ${failures} failed sign-ins`,
  });
  metrics()?.operatorLockouts.inc();
}

/** A right password and code: the operator's counted failures are forgotten. */
export async function operatorCheckPassed(db: DbOrTx, operatorId: string): Promise<void> {
  await db.delete(g).where(eq(g.operatorId, operatorId));
}

/** The operator's lock and failures as they stand (for the console and the CLI). */
export async function guardOf(db: DbOrTx, operatorId: string) {
  const [row] = await db.select().from(g).where(eq(g.operatorId, operatorId));
  const locked = row?.lockedUntil && row.lockedUntil > new Date() ? row.lockedUntil : null;
  return { lockedUntil: locked, failures: row?.failures ?? 0 };
}

/** Lifts an operator's lock and forgets their failures, with an audit row, in one transaction. */
export async function unlockOperatorIn(
  db: DbOrTx,
  actor: Actor,
  operatorId: string,
  note: string,
): Promise<void> {
  const before = await guardOf(db, operatorId);
  await operatorCheckPassed(db, operatorId);
  await writeAudit(db, actor, {
    action: 'operator:unlock',
    target: operatorId,
    before,
    after: { lockedUntil: null, failures: 0 },
    note,
  });
}
