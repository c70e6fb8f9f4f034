import { desc, eq, sql } from 'drizzle-orm';
import { ErrorCode, type GrantRequest } from '@starlit/contracts';
import type { Db, Tx } from '../db/client';
import { matching } from '../db/match';
import { users } from '../db/schema';
import { grantRequests, operatorGrantDays, operators } from '../db/schema-admin';
import { AdminError, note as requiredNote, pointsGrantIn, vipGrantIn } from './service';
import { invalidate } from '../lib/caches';
import { AppError } from '../lib/errors';
import { economyRules, type Rules } from '../modules/points/rules';
import { writeAudit, type Actor } from './audit';

/**
 * Grants by operators. Admins grant anything; a support operator grants alone only within
 * economy_config `operatorCaps`: each grant within the per-grant cap (either way), and what
 * they give per UTC day (points, VIP days) within the daily cap. The day's total is taken in
 * the grant's own transaction by one conditional upsert, so concurrent grants by one operator
 * cannot pass it. Anything beyond becomes a request that an admin approves (the grant is made
 * then, in the approval's transaction) or rejects; each step leaves an audit row.
 */

export type GrantKind = 'points' | 'vip';
type Caps = Rules['operatorCaps'];
type RequestRow = typeof grantRequests.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const today = sql`(now() at time zone 'UTC')::date`;

/** Adds `amount` to what the operator gave today, unless that passes `cap`; whether it did. */
async function takeAllowance(
  tx: Tx,
  operatorId: string,
  kind: GrantKind,
  amount: number,
  cap: number,
): Promise<boolean> {
  if (amount > cap) return false;
  const column = kind === 'points' ? operatorGrantDays.points : operatorGrantDays.vipDays;
  const field = kind === 'points' ? 'points' : 'vipDays';
  const taken = await tx
    .insert(operatorGrantDays)
    .values({ operatorId, day: today, [field]: amount })
    .onConflictDoUpdate({
      target: [operatorGrantDays.operatorId, operatorGrantDays.day],
      set: { [field]: sql`${column} + ${amount}` },
      setWhere: sql`${column} + ${amount} <= ${cap}`,
    })
    .returning({ operatorId: operatorGrantDays.operatorId });
  return taken.length > 0;
}

/** Why a support grant needs an admin, or null when the operator may make it now (taken). */
async function capExceeded(
  tx: Tx,
  operatorId: string,
  kind: GrantKind,
  amount: number,
  caps: Caps,
) {
  const perGrant = kind === 'points' ? caps.pointsPerGrant : caps.vipDaysPerGrant;
  const perDay = kind === 'points' ? caps.pointsPerDay : caps.vipDaysPerDay;
  if (Math.abs(amount) > perGrant) return 'perGrant' as const;
  // taking back gives nothing away: only what is given counts against the day
  if (amount > 0 && !(await takeAllowance(tx, operatorId, kind, amount, perDay)))
    return 'daily' as const;
  return null;
}

const grantIn = (kind: GrantKind) => (kind === 'points' ? pointsGrantIn : vipGrantIn);
const grantAction = (kind: GrantKind) => (kind === 'points' ? 'points:grant' : 'vip:grant');

/**
 * A grant by an operator (`capped`: a support operator, held to `operatorCaps`): made now, or
 * a pending request when beyond the caps. Answers the request, or null when granted.
 */
export async function grantAsOperator(
  db: Db,
  actor: Actor,
  capped: boolean,
  grant: { kind: GrantKind; userId: string; amount: number; note: string },
): Promise<GrantRequest | null> {
  const detail = requiredNote(grant.note);
  const caps = capped ? (await economyRules(db)).operatorCaps : null;
  const request = await db.transaction(async (tx) => {
    const reason = caps ? await capExceeded(tx, actor.id, grant.kind, grant.amount, caps) : null;
    if (reason) return openRequest(tx, actor, { ...grant, note: detail, reason });
    await grantIn(grant.kind)(tx, grant.userId, grant.amount, detail, (t, change) =>
      writeAudit(t, actor, { action: grantAction(grant.kind), note: detail, ...change }),
    );
    return null;
  });
  if (!request && grant.kind === 'vip') await invalidate(db, 'user', grant.userId);
  return request ? requestOf(db, request.id) : null;
}

async function openRequest(
  tx: Tx,
  actor: Actor,
  r: { kind: GrantKind; userId: string; amount: number; note: string; reason: string },
): Promise<RequestRow> {
  const [row] = await tx
    .insert(grantRequests)
    .values({ operatorId: actor.id, ...r })
    .returning();
  await writeAudit(tx, actor, {
    action: 'grant:request',
    target: r.userId,
    after: { requestId: row!.id, kind: r.kind, amount: r.amount, reason: r.reason },
    note: r.note,
  });
  return row!;
}

const listQuery = (db: Db) =>
  db
    .select({ r: grantRequests, operatorEmail: operators.email, memberEmail: users.email })
    .from(grantRequests)
    .leftJoin(operators, eq(operators.id, grantRequests.operatorId))
    .leftJoin(users, eq(users.id, grantRequests.userId));

type Listed = Awaited<ReturnType<ReturnType<typeof listQuery>['where']>>[number];

const toRequest = ({ r, operatorEmail, memberEmail }: Listed): GrantRequest => ({
  ...r,
  kind: r.kind as GrantKind,
  reason: r.reason as GrantRequest['reason'],
  status: r.status as GrantRequest['status'],
  operatorEmail: operatorEmail ?? null,
  memberEmail: memberEmail ?? null,
  decidedAt: r.decidedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

async function requestOf(db: Db, id: string): Promise<GrantRequest> {
  const [row] = await listQuery(db).where(eq(grantRequests.id, id));
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  return toRequest(row);
}

/** Requests in a status, newest first (at most 200); `operatorId`: only that operator's. */
export async function listRequests(
  db: Db,
  status: GrantRequest['status'],
  operatorId?: string,
): Promise<GrantRequest[]> {
  const rows = await listQuery(db)
    .where(matching(grantRequests, { status, operatorId }))
    .orderBy(desc(grantRequests.createdAt))
    .limit(200);
  return rows.map(toRequest);
}

/**
 * An admin's decision on a pending request, in one transaction with its one audit row (the
 * member as target; an approval's row holds the grant's before and after): the request is
 * claimed by a conditional update, so two decisions cannot both happen. A grant that cannot
 * be made (1201 …) rolls back and leaves the request pending.
 */
export async function decideRequest(
  db: Db,
  actor: Actor,
  id: string,
  approve: boolean,
  why: string,
): Promise<GrantRequest> {
  const decisionNote = requiredNote(why);
  if (!UUID.test(id)) throw new AdminError('the request id is a UUID');
  const decided = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(grantRequests)
      .set({
        status: approve ? 'approved' : 'rejected',
        decidedBy: actor.id,
        decidedAt: new Date(),
        decisionNote,
      })
      .where(matching(grantRequests, { id, status: 'pending' }))
      .returning();
    if (!row) throw new AdminError('no pending grant request with this id');
    const kind = row.kind as GrantKind;
    const asked = { requestId: row.id, requestedBy: row.operatorId, kind, amount: row.amount };
    const audit = (change: { before: unknown; after: unknown }) =>
      writeAudit(tx, actor, {
        action: approve ? 'grant:approve' : 'grant:reject',
        target: row.userId,
        before: change.before,
        after: { ...(change.after as object), ...asked },
        note: decisionNote,
      });
    if (approve) await grantIn(kind)(tx, row.userId, row.amount, row.note, (_t, c) => audit(c));
    else await audit({ before: null, after: {} });
    return row;
  });
  if (approve && decided.kind === 'vip') await invalidate(db, 'user', decided.userId);
  return requestOf(db, decided.id);
}
