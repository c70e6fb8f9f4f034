import { eq, gt, isNull, sql } from 'drizzle-orm';
import type { OperatorRole } from '@starlit/contracts';
import type { DbOrTx } from '../db/client';
import { matching } from '../db/match';
import { operatorSessions, operators } from '../db/schema-admin';
import { newToken, sha256 } from '../lib/crypto';

/** An operator session ends after 30 idle minutes, and 8 hours after sign-in at the latest. */
export const OPERATOR_IDLE_MS = 30 * 60 * 1000;
export const OPERATOR_SESSION_MAX_MS = 8 * 60 * 60 * 1000;

export interface OperatorInfo {
  id: string;
  email: string;
  name: string;
  role: OperatorRole;
  tokenHash: string;
}

/** Opens a session: a 256-bit random token, of which only the SHA-256 is kept. */
export async function createOperatorSession(
  db: DbOrTx,
  operatorId: string,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken(32);
  const expiresAt = new Date(now.getTime() + OPERATOR_SESSION_MAX_MS);
  await db.insert(operatorSessions).values({
    tokenHash: sha256(token),
    operatorId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * The operator of a live token (not expired, not idle too long, the operator not disabled),
 * its idle clock restarted; null otherwise.
 */
export async function resolveOperator(db: DbOrTx, token: string): Promise<OperatorInfo | null> {
  const now = new Date();
  const tokenHash = sha256(token);
  const [row] = await db
    .update(operatorSessions)
    .set({ lastSeenAt: now })
    .where(
      matching(
        operatorSessions,
        { tokenHash },
        gt(operatorSessions.expiresAt, now),
        gt(operatorSessions.lastSeenAt, new Date(now.getTime() - OPERATOR_IDLE_MS)),
      ),
    )
    .returning({ operatorId: operatorSessions.operatorId });
  if (!row) return null;
  const [op] = await db
    .select({
      id: operators.id,
      email: operators.email,
      name: operators.name,
      role: operators.role,
    })
    .from(operators)
    .where(matching(operators, { id: row.operatorId }, isNull(operators.disabledAt)));
  if (!op || (op.role !== 'support' && op.role !== 'admin')) return null;
  return { ...op, role: op.role, tokenHash };
}

export async function endOperatorSession(db: DbOrTx, tokenHash: string): Promise<void> {
  await db.delete(operatorSessions).where(eq(operatorSessions.tokenHash, tokenHash));
}

/** Ends every session of an operator (disabled from the CLI). */
export async function endOperatorSessions(db: DbOrTx, operatorId: string): Promise<void> {
  await db.delete(operatorSessions).where(eq(operatorSessions.operatorId, operatorId));
}

/** Sessions past their end are removed now and then (sign-in does it). */
export async function sweepOperatorSessions(db: DbOrTx, now = new Date()): Promise<void> {
  await db
    .delete(operatorSessions)
    .where(
      sql`${operatorSessions.expiresAt} <= ${now} or ${operatorSessions.lastSeenAt} <= ${new Date(now.getTime() - OPERATOR_IDLE_MS)}`,
    );
}
