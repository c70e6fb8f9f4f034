import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { isNull, lt, sql, type SQL } from 'drizzle-orm';
import { ErrorCode, type Envelope } from '@starlit/contracts';
import type { Db, DbOrTx, Tx } from '../db/client';
import { matching } from '../db/match';
import { idempotentRequests } from '../db/schema-economy';
import { AppError, paramError } from './errors';
import { metrics } from './metrics';
import { deletedCount, insertedFresh, rowMatching } from './rows';

/**
 * Paid actions made safe to retry. A client sends `Idempotency-Key: <uuid>` with a paid action
 * (the contract's `idempotent: true`) and the same key with every retry of that one action.
 * The transaction that pays takes the key first (`claimKey`, from `charge` or the action
 * itself): the (member, key) row commits with the payment or not at all. A retry then
 *   - finds the kept answer and is answered the same, without paying (a replay);
 *   - finds the key taken by a transaction still running, or an action whose answer was never
 *     kept: 1008, to be asked again later (never a second payment);
 *   - sent another input under the same key: 1001.
 * Actions whose answer is made inside the paying transaction keep it there (`keepAnswer`);
 * the others (unlocks, readings: paid once by their own identity, so a second run is free)
 * keep it right after, and a retry that finds no answer runs them again.
 */

/** A key: a UUID, as the web app makes them (crypto.randomUUID). */
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How long kept answers are replayed; older rows are pruned. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

interface Claim {
  userId: string;
  key: string;
  action: string;
  inputHash: string;
  /** the key was taken in a transaction of this request */
  claimed: boolean;
  /** the answer was kept in that transaction */
  kept: boolean;
}

const current = new AsyncLocalStorage<Claim>();

/** Thrown inside the paying transaction when the key is already used: it rolls back. */
class KeyUsed extends Error {
  override name = 'KeyUsed';
}

const inProgress = () => new AppError(ErrorCode.REQUEST_IN_PROGRESS);

/** The request's key, undefined without one; 1001 when it is not a UUID. */
export function keyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !KEY.test(header)) throw paramError('Idempotency-Key');
  return header.toLowerCase();
}

/** A stable hash of a request's input (object keys sorted). */
export function inputHash(input: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(canonical(input ?? null)))
    .digest('hex');
}

const find = (db: DbOrTx, userId: string, key: string) =>
  rowMatching(db, idempotentRequests, { userId, key });

/** The condition for the claim's (member, key) row, and-ed with any further ones. */
const claimRow = (claim: Claim, ...more: SQL[]) =>
  matching(idempotentRequests, { userId: claim.userId, key: claim.key }, ...more);

type Row = NonNullable<Awaited<ReturnType<typeof find>>>;

/** The replayed answer of a kept row; 1001 for another input; null when none was kept. */
function replayOf(row: Row, claim: Claim): Envelope<unknown> | null {
  if (row.inputHash !== claim.inputHash || row.action !== claim.action) {
    throw paramError('Idempotency-Key');
  }
  if (row.code === null) return null;
  metrics()?.idempotentReplays.inc({ action: claim.action });
  return { code: row.code, msg: '', data: row.data ?? null };
}

const isEnvelope = (v: unknown): v is Envelope<unknown> =>
  !!v && typeof v === 'object' && 'code' in v && 'data' in v && 'msg' in v;

/**
 * Runs a paid action under a member's key: a replay when its answer was kept, else `run` with
 * the key current (claimKey and keepAnswer find it). `replay: false` (a streamed answer, which
 * is never kept) runs it in every case: the action is then paid once by its own identity.
 */
export async function idempotently(
  db: Db,
  request: { userId: string; key: string; action: string; input: unknown; replay: boolean },
  run: () => Promise<unknown>,
): Promise<unknown> {
  const claim: Claim = {
    userId: request.userId,
    key: request.key,
    action: request.action,
    inputHash: inputHash(request.input),
    claimed: false,
    kept: false,
  };
  const prior = await find(db, claim.userId, claim.key);
  const replay = prior ? replayOf(prior, claim) : null;
  if (replay && request.replay) return replay;
  let out: unknown;
  try {
    out = await current.run(claim, run);
  } catch (err) {
    if (!(err instanceof KeyUsed)) throw err;
    // another attempt with this key paid between our look and our claim
    const row = await find(db, claim.userId, claim.key);
    const again = row ? replayOf(row, claim) : null;
    if (again && request.replay) return again;
    throw inProgress();
  }
  if (claim.claimed && !claim.kept && isEnvelope(out) && out.code === ErrorCode.OK) {
    await db
      .update(idempotentRequests)
      .set({ code: out.code, data: out.data as object | null })
      .where(claimRow(claim, isNull(idempotentRequests.code)));
  }
  return out;
}

/**
 * Takes the current request's key inside the transaction that pays (a no-op without one, and
 * once per request). A concurrent attempt with the same key holding it answers 1008; a key
 * already used rolls this transaction back, so nothing is paid twice.
 */
export async function claimKey(tx: Tx): Promise<void> {
  const claim = current.getStore();
  if (!claim || claim.claimed) return;
  const lockId = `idempotency:${claim.userId}:${claim.key}`;
  const locked = await tx.execute<{ ok: boolean }>(
    sql`select pg_try_advisory_xact_lock(hashtextextended(${lockId}, 0)) as ok`,
  );
  if (!(locked as unknown as { rows: Array<{ ok: boolean }> }).rows[0]?.ok) throw inProgress();
  const { userId, key, action } = claim;
  const row = { userId, key, action, inputHash: claim.inputHash };
  if (!(await insertedFresh(tx, idempotentRequests, row))) throw new KeyUsed();
  claim.claimed = true;
}

/** Keeps the answer's data with the key, in the paying transaction (after claimKey). */
export async function keepAnswer(tx: Tx, data: unknown): Promise<void> {
  const claim = current.getStore();
  if (!claim?.claimed) return;
  await tx
    .update(idempotentRequests)
    .set({ code: ErrorCode.OK, data: data as object | null })
    .where(claimRow(claim));
  claim.kept = true;
}

/**
 * Gives the current request's key back after its paying transaction committed but the action
 * then failed and undid itself (a checkout whose provider session could not be made), so a
 * retry with the key runs again.
 */
export async function releaseKey(db: Db): Promise<void> {
  const claim = current.getStore();
  if (!claim?.claimed || claim.kept) return;
  await db.delete(idempotentRequests).where(claimRow(claim, isNull(idempotentRequests.code)));
  claim.claimed = false;
}

/** The periodic job that prunes old keys (registered by the points module), and its period. */
export const PRUNE_JOB = 'idempotency.prune';
export const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** Deletes kept answers older than IDEMPOTENCY_TTL_MS; returns how many. */
export async function pruneIdempotency(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
  return deletedCount(db, idempotentRequests, lt(idempotentRequests.createdAt, before));
}
