import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { jobs } from '../db/schema-engagement';
import type { QueueState } from '../lib/metrics';
import { matching } from '../db/match';
import { updatedAny } from '../lib/rows';
import { parsePayload } from './kinds';

/** A job to enqueue. `dedupeKey` names an occurrence: enqueueing it again does nothing. */
export interface JobSpec {
  kind: string;
  payload?: Record<string, unknown>;
  dedupeKey?: string;
  runAt?: Date;
}

/** A claimed job, as its handler sees it. */
export interface Job {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  dedupeKey: string | null;
  runAt: Date;
  attempts: number;
  /** this claim's token: only its holder may renew the lease or finish the job */
  claimToken: string;
  /**
   * Renews the lease and says whether this worker still holds the job; false once another
   * worker took it over (the lease ran out), when the job's side effects must not happen here.
   */
  stillHeld(): Promise<boolean>;
}

/** Attempts before a job is marked failed; retries wait 1, 4, 9 … minutes. */
export const MAX_ATTEMPTS = 5;
/** How long a claimed job is held unless renewed (JOBS_LEASE_MS): a dead worker frees it then. */
export const LEASE_MS = 5 * 60_000;
/** Finished jobs are kept this long as the record of what was sent or built. */
export const KEEP_FINISHED_MS = 7 * 24 * 3600_000;

/** The database's clock `ms` ahead: leases are counted on the one clock every instance shares. */
const dbNowPlus = (ms: number) => sql`now() + ${Math.round(ms)} * interval '1 millisecond'`;

/**
 * Enqueues jobs; those whose dedupe key exists are skipped. Returns how many were added. A
 * payload its kind's schema refuses (jobs/kinds.ts) throws MalformedJob and nothing is added.
 */
export async function enqueue(db: DbOrTx, specs: JobSpec | JobSpec[]): Promise<number> {
  const list = Array.isArray(specs) ? specs : [specs];
  if (list.length === 0) return 0;
  // every payload checked against its kind's schema before any is written
  for (const s of list) parsePayload(s.kind, s.payload);
  const added = await db
    .insert(jobs)
    .values(
      list.map((s) => ({
        kind: s.kind,
        payload: s.payload ?? {},
        dedupeKey: s.dedupeKey ?? null,
        ...(s.runAt ? { runAt: s.runAt } : {}),
      })),
    )
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  return added.length;
}

/** The rows a claim token still holds (running, not taken over). */
const heldBy = (ids: number[], token: string) =>
  matching(jobs, { claimToken: token, status: 'running' }, inArray(jobs.id, ids));

/**
 * Renews the lease of the given jobs held under `token` to `leaseMs` from now (the database's
 * clock); returns the ids still held. One missing was taken over by another worker.
 */
export async function renew(
  db: Db,
  ids: number[],
  token: string,
  leaseMs: number = LEASE_MS,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: dbNowPlus(leaseMs) })
    .where(heldBy(ids, token))
    .returning({ id: jobs.id });
  return rows.map((r) => r.id);
}

/**
 * Claims up to `limit` due jobs of the given kinds for this worker: queued ones whose time has
 * come (`now`: the caller's clock, which tests set) and running ones whose lease ran out (the
 * database's clock). Rows another worker is claiming are skipped, so no two workers (on any
 * instance) hold the same job; each claim writes a fresh token, and the lease counts from the
 * claim itself.
 */
export async function claim(
  db: Db,
  opts: { now: Date; kinds: string[]; limit?: number; leaseMs?: number },
): Promise<Job[]> {
  if (opts.kinds.length === 0) return [];
  const leaseMs = opts.leaseMs ?? LEASE_MS;
  const token = randomUUID();
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, opts.kinds),
        or(
          and(eq(jobs.status, 'queued'), lte(jobs.runAt, opts.now)),
          and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, sql`now()`)),
        ),
      ),
    )
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(opts.limit ?? 20)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedUntil: dbNowPlus(leaseMs),
      claimToken: token,
    })
    .where(inArray(jobs.id, due))
    .returning({
      id: jobs.id,
      kind: jobs.kind,
      payload: jobs.payload,
      dedupeKey: jobs.dedupeKey,
      runAt: jobs.runAt,
      attempts: jobs.attempts,
    });
  return rows.map((row) => ({
    ...row,
    claimToken: token,
    stillHeld: async () => (await renew(db, [row.id], token, leaseMs)).length === 1,
  }));
}

/** Marks a job done; false when its claim was taken over (nothing is written then). */
export async function complete(db: Db, job: Job, now: Date): Promise<boolean> {
  const done = { status: 'done', finishedAt: now, lockedUntil: null, lastError: null };
  return updatedAny(db, jobs, done, heldBy([job.id], job.claimToken));
}

/**
 * Records a failed attempt: queued again after a backoff, or failed after the last attempt (or
 * at once when `final`).
 * Returns whether it was written (false: the claim was taken over; the new holder decides).
 */
export async function fail(
  db: Db,
  job: Job,
  error: string,
  now: Date,
  /** no retry: the job can never succeed (its payload is malformed) */
  final = false,
): Promise<boolean> {
  const last = final || job.attempts >= MAX_ATTEMPTS;
  const lastError = error.slice(0, 500);
  const retryAt = new Date(now.getTime() + job.attempts ** 2 * 60_000);
  const set = last
    ? { status: 'failed', finishedAt: now, lockedUntil: null, lastError }
    : { status: 'queued', runAt: retryAt, lockedUntil: null, lastError };
  return updatedAny(db, jobs, set, heldBy([job.id], job.claimToken));
}

/** Removes jobs that finished before `before`. */
export async function prune(db: Db, before: Date): Promise<void> {
  await db
    .delete(jobs)
    .where(and(inArray(jobs.status, ['done', 'failed']), lt(jobs.finishedAt, before)));
}

/** What the queue holds now (the metrics read it at each scrape). */
export async function queueState(db: Db): Promise<QueueState> {
  const due = and(eq(jobs.status, 'queued'), lte(jobs.runAt, sql`now()`));
  const [row] = await db
    .select({
      queued: sql<number>`count(*) filter (where ${due})::int`,
      running: sql<number>`count(*) filter (where ${jobs.status} = 'running')::int`,
      lag: sql<number>`coalesce(extract(epoch from now() - min(${jobs.runAt}) filter (where ${due})), 0)::float8`,
    })
    .from(jobs)
    .where(inArray(jobs.status, ['queued', 'running']));
  return {
    queued: Number(row?.queued ?? 0),
    running: Number(row?.running ?? 0),
    lagSeconds: Math.max(0, Number(row?.lag ?? 0)),
  };
}

/** Removes the queued jobs whose payload names this user (account deletion, settings changes). */
export async function dropQueuedFor(db: DbOrTx, userId: string, kinds?: string[]): Promise<void> {
  await db
    .delete(jobs)
    .where(
      and(
        eq(jobs.status, 'queued'),
        sql`${jobs.payload}->>'userId' = ${userId}`,
        kinds ? inArray(jobs.kind, kinds) : undefined,
      ),
    );
}

/** Removes every job that names this user, whatever its state (account deletion). */
export async function forgetUser(db: Db, userId: string): Promise<void> {
  await db.delete(jobs).where(sql`${jobs.payload}->>'userId' = ${userId}`);
}
