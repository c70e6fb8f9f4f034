import { desc, eq, lt } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import { ErrorCode, type Operator, type OperatorRole } from '@starlit/contracts';
import type { Db, DbOrTx } from '../db/client';
import { matching } from '../db/match';
import { operators } from '../db/schema-admin';
import { newToken } from '../lib/crypto';
import { AppError } from '../lib/errors';
import { metrics } from '../lib/metrics';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { writeAudit, type Actor } from './audit';
import {
  guardOf,
  operatorCheckFailed,
  operatorCheckPassed,
  takeOperatorCheck,
  unlockOperatorIn,
} from './guard';
import { createOperatorSession, endOperatorSessions, sweepOperatorSessions } from './sessions';

/** The issuer authenticator apps show beside the operator's e-mail. */
const ISSUER = 'Starlit Admin';
/** A TOTP code is good in its 30-second step and the one before or after (clock drift). */
const TOTP_TOLERANCE_S = 30;

export class OperatorError extends Error {
  override name = 'OperatorError';
}

const publicOf = (row: typeof operators.$inferSelect): Operator => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role as OperatorRole,
});

/** Hashed like members' passwords; compared to when no operator matches, so timing says nothing. */
const DUMMY_HASH = hashPassword(newToken(16));

/**
 * Signs an operator in with e-mail, password and a TOTP code. Any mismatch, a disabled operator
 * or a code already used answers the same 2002. A code is taken once: the step is stored only if
 * it is later than the last one accepted (a conditional update, so two at once cannot both win).
 * Every attempt on a known operator first takes a check from their guard (guard.ts): failures
 * count per operator whatever the address, and a locked operator is refused with 1005.
 */
export async function operatorLogin(
  db: Db,
  body: { email: string; password: string; code: string },
  address = '',
) {
  const wrong = () => new AppError(ErrorCode.WRONG_PASSWORD);
  const [row] = await db.select().from(operators).where(eq(operators.email, body.email));
  if (!row) {
    await verifyPassword(await DUMMY_HASH, body.password);
    throw wrong();
  }
  const failures = await takeOperatorCheck(db, row.id);
  const session = await checkedSignIn(db, row, body).catch(async (err: unknown) => {
    if (err instanceof AppError && err.code === ErrorCode.WRONG_PASSWORD)
      await operatorCheckFailed(db, row.id, failures, address);
    throw err;
  });
  return { ...session, operator: publicOf(row) };
}

/** The password and code compared, the code's step taken, the session opened; else 2002. */
async function checkedSignIn(
  db: Db,
  row: typeof operators.$inferSelect,
  body: { password: string; code: string },
) {
  const wrong = () => new AppError(ErrorCode.WRONG_PASSWORD);
  const passwordOk = await verifyPassword(row.passwordHash, body.password);
  if (!passwordOk || row.disabledAt) throw wrong();
  const result = await verify({
    secret: row.totpSecret,
    token: body.code,
    epochTolerance: TOTP_TOLERANCE_S,
    afterTimeStep: row.lastTotpStep,
  }).catch(() => ({ valid: false as const }));
  if (!result.valid || !('timeStep' in result)) throw wrong();
  const step = result.timeStep;
  const signedIn = await db.transaction(async (tx) => {
    const [taken] = await tx
      .update(operators)
      .set({ lastTotpStep: step })
      .where(matching(operators, { id: row.id }, lt(operators.lastTotpStep, step)))
      .returning({ id: operators.id });
    if (!taken) throw wrong();
    await operatorCheckPassed(tx, row.id);
    await sweepOperatorSessions(tx);
    const session = await createOperatorSession(tx, row.id);
    await writeAudit(
      tx,
      { kind: 'operator', id: row.id },
      { action: 'operator:login', target: row.id },
    );
    return { token: session.token, expiresAt: session.expiresAt.toISOString() };
  });
  // counted once the session is committed, beside the members' sign-ins
  metrics()?.signIns.inc({ method: 'operator' });
  return signedIn;
}

export async function findOperator(db: Db, id: string): Promise<Operator> {
  const [row] = await db.select().from(operators).where(eq(operators.id, id));
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  return publicOf(row);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A new operator: the TOTP secret and its otpauth:// address (for the authenticator app) and
 * the password, generated unless given, are shown this once and never again.
 */
export async function createOperator(
  db: Db,
  actor: Actor,
  input: { email: string; name: string; role: string; password?: string; note?: string },
) {
  const email = input.email.trim().toLowerCase();
  if (!EMAIL.test(email)) throw new OperatorError('--email must be an e-mail address');
  if (input.role !== 'support' && input.role !== 'admin')
    throw new OperatorError('--role must be support or admin');
  const password = input.password ?? newToken(12);
  if (password.length < 12) throw new OperatorError('--password must be at least 12 characters');
  const totpSecret = generateSecret();
  const passwordHash = await hashPassword(password);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(operators)
      .values({ email, name: input.name.trim(), role: input.role, passwordHash, totpSecret })
      .onConflictDoNothing()
      .returning();
    if (!created) throw new OperatorError(`an operator with ${email} exists`);
    await writeAudit(tx, actor, {
      action: 'operator:create',
      target: created.id,
      after: publicOf(created),
      note: input.note ?? '',
    });
    return created;
  });
  return {
    operator: publicOf(row),
    password,
    totpSecret,
    otpauthUri: generateURI({ issuer: ISSUER, label: email, secret: totpSecret }),
  };
}

/** Disables an operator: they cannot sign in, and their sessions end now. */
export async function disableOperator(db: Db, actor: Actor, emailRaw: string, note = '') {
  const email = emailRaw.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(operators).where(eq(operators.email, email));
    if (!before) throw new OperatorError(`no operator ${email}`);
    const disabledAt = before.disabledAt ?? new Date();
    await tx.update(operators).set({ disabledAt }).where(eq(operators.id, before.id));
    await endOperatorSessions(tx, before.id);
    await writeAudit(tx, actor, {
      action: 'operator:disable',
      target: before.id,
      before: { disabledAt: before.disabledAt },
      after: { disabledAt },
      note,
    });
    return { ...publicOf(before), disabledAt: disabledAt.toISOString() };
  });
}

export async function listOperators(db: Db) {
  const rows = await db.select().from(operators).orderBy(desc(operators.createdAt));
  return Promise.all(rows.map((r) => accountOf(db, r)));
}

async function accountOf(db: DbOrTx, r: typeof operators.$inferSelect) {
  const guard = await guardOf(db, r.id);
  return {
    ...publicOf(r),
    disabledAt: r.disabledAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    lockedUntil: guard.lockedUntil?.toISOString() ?? null,
    failures: guard.failures,
  };
}

/** Lifts an operator's sign-in lock (by id or e-mail) and forgets their failures; audited. */
export async function unlockOperator(db: Db, actor: Actor, who: string, note: string) {
  const needle = who.trim().toLowerCase();
  const byId = /^[0-9a-f-]{36}$/.test(needle);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(operators)
      .where(byId ? eq(operators.id, needle) : eq(operators.email, needle));
    if (!row) throw new OperatorError(`no operator ${who}`);
    await unlockOperatorIn(tx, actor, row.id, note);
    return accountOf(tx, row);
  });
}
