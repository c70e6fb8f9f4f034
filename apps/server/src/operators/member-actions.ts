import type { FastifyInstance } from 'fastify';
import { eq, isNull, sql } from 'drizzle-orm';
import { ErrorCode } from '@starlit/contracts';
import type { Db, Tx } from '../db/client';
import { matching } from '../db/match';
import { sessions, users } from '../db/schema';
import type { AuditHook } from './service';
import { AdminError } from './change';
import { invalidate } from '../lib/caches';
import { AppError } from '../lib/errors';
import { removeAccount } from '../modules/account/profile';
import { balanceOf } from '../modules/points/ledger';
import { OperatorError } from './accounts';
import { allows } from './auth';
import { grantAsOperator, type GrantKind } from './grants';
import { writeAudit, type Actor, type AuditEntry } from './audit';
import { memberOrThrow } from './members';
import type { OperatorInfo } from './sessions';

const actorOf = (op: OperatorInfo): Actor => ({ kind: 'operator', id: op.id });

/** The audit row of a change made through operators/service, in its transaction. */
export const auditHook =
  (op: OperatorInfo, action: string, note: string): AuditHook =>
  (tx, change) =>
    writeAudit(tx, actorOf(op), { action, note, ...change });

/** A refusal from the admin services, as the API answers it: 1001 with the reason. */
export async function asParamError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof AdminError || err instanceof OperatorError)
      throw new AppError(ErrorCode.PARAM, err.message);
    throw err;
  }
}

/** A grant by an operator: support's beyond their caps becomes a request (grants.ts). */
const grantBy = async (
  db: Db,
  op: OperatorInfo,
  kind: GrantKind,
  userId: string,
  amount: number,
  note: string,
) => {
  await memberOrThrow(db, userId);
  return asParamError(() =>
    grantAsOperator(db, actorOf(op), !allows(op.role, 'admin'), { kind, userId, amount, note }),
  );
};

/** What the console asks of a member action: the grant's size or the new state, and why. */
type Points = { delta: number; note: string };
type Vip = { days: number; note: string };
type Note = { note: string };
type Disable = { disabled: boolean; note: string };

export async function grantMemberPoints(db: Db, op: OperatorInfo, userId: string, body: Points) {
  const request = await grantBy(db, op, 'points', userId, body.delta, body.note);
  return { balance: await balanceOf(db, userId), request };
}

export async function grantMemberVip(db: Db, op: OperatorInfo, userId: string, body: Vip) {
  const request = await grantBy(db, op, 'vip', userId, body.days, body.note);
  const user = await memberOrThrow(db, userId);
  return { vipExpiresAt: user.vipExpiresAt?.toISOString() ?? null, request };
}

/** Ends every live session of a member in `tx`; the count ended. */
async function endSessions(tx: Tx, userId: string): Promise<number> {
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(matching(sessions, { userId }, isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** A change to a member and its audit row in one transaction; then every instance forgets them. */
async function changeMember<T>(
  db: Db,
  op: OperatorInfo,
  userId: string,
  work: (tx: Tx) => Promise<{ result: T; audit: AuditEntry }>,
): Promise<T> {
  await memberOrThrow(db, userId);
  const result = await db.transaction(async (tx) => {
    const done = await work(tx);
    await writeAudit(tx, actorOf(op), { target: userId, ...done.audit });
    return done.result;
  });
  await invalidate(db, 'sessions', userId);
  await invalidate(db, 'user', userId);
  return result;
}

export const revokeMemberSessions = (db: Db, op: OperatorInfo, userId: string, { note }: Note) =>
  changeMember(db, op, userId, async (tx) => {
    const revoked = await endSessions(tx, userId);
    return { result: { revoked }, audit: { action: 'sessions:revoke', after: { revoked }, note } };
  });

/** Disabling ends the member's sessions at once; they cannot sign in until enabled again. */
export const setMemberDisabled = (
  db: Db,
  op: OperatorInfo,
  userId: string,
  { disabled, note }: Disable,
) =>
  changeMember(db, op, userId, async (tx) => {
    const [was] = await tx
      .select({ disabledAt: users.disabledAt })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    const disabledAt = disabled ? (was?.disabledAt ?? new Date()) : null;
    await tx.update(users).set({ disabledAt }).where(eq(users.id, userId));
    const revoked = disabled ? await endSessions(tx, userId) : 0;
    return {
      result: { disabled },
      audit: {
        action: disabled ? 'member:disable' : 'member:enable',
        before: { disabledAt: was?.disabledAt ?? null },
        after: { disabledAt, ...(disabled ? { sessionsRevoked: revoked } : {}) },
        note,
      },
    };
  });

/** The same deletion as the member's own "delete account", with its audit row. */
export async function deleteMember(
  app: FastifyInstance,
  op: OperatorInfo,
  userId: string,
  note: string,
) {
  const user = await memberOrThrow(app.db, userId);
  await removeAccount(app, user, (tx) =>
    writeAudit(tx, actorOf(op), {
      action: 'member:delete',
      target: userId,
      before: { email: user.email, phone: user.phone, nickname: user.nickname },
      after: null,
      note,
    }),
  );
  return null;
}
