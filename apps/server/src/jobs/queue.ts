import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { jobs } from '../db/schema-engagement';

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
}

/** Attempts before a job is marked failed; retries wait 1, 4, 9 … minutes. */
export const MAX_ATTEMPTS = 5;
/** How long a claimed job is held; a worker that dies frees it when this runs out. */
export const LEASE_MS = 5 * 60_000;
/** Finished jobs are kept this long as the record of what was sent or built. */
export const KEEP_FINISHED_MS = 7 * 24 * 3600_000;

/** Enqueues jobs; those whose dedupe key exists are skipped. Returns how many were added. */
export async function enqueue(db: DbOrTx, specs: JobSpec | JobSpec[]): Promise<number> {
  const list = Array.isArray(specs) ? specs : [specs];
  if (list.length === 0) return 0;
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

/**
 * Claims up to `limit` due jobs of the given kinds for this worker: queued ones whose time has
 * come and running ones whose lease ran out. Rows another worker is claiming are skipped, so no
 * two workers (on any instance) hold the same job.
 */
export async function claim(
  db: Db,
  opts: { now: Date; kinds: string[]; limit?: number; leaseMs?: number },
): Promise<Job[]> {
  if (opts.kinds.length === 0) return [];
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, opts.kinds),
        or(
          and(eq(jobs.status, 'queued'), lte(jobs.runAt, opts.now)),
          and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, opts.now)),
        ),
      ),
    )
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(opts.limit ?? 20)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedUntil: new Date(opts.now.getTime() + (opts.leaseMs ?? LEASE_MS)),
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
}

/** Marks a job done. */
export async function complete(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'done', finishedAt: now, lockedUntil: null, lastError: null })
    .where(eq(jobs.id, id));
}

/** Records a failed attempt: queued again after a backoff, or failed after the last attempt. */
export async function fail(db: Db, job: Job, error: string, now: Date): Promise<void> {
  const last = job.attempts >= MAX_ATTEMPTS;
  await db
    .update(jobs)
    .set(
      last
        ? { status: 'failed', finishedAt: now, lockedUntil: null, lastError: error.slice(0, 500) }
        : {
            status: 'queued',
            runAt: new Date(now.getTime() + job.attempts ** 2 * 60_000),
            lockedUntil: null,
            lastError: error.slice(0, 500),
          },
    )
    .where(eq(jobs.id, job.id));
}

/** Removes jobs that finished before `before`. */
export async function prune(db: Db, before: Date): Promise<void> {
  await db
    .delete(jobs)
    .where(and(inArray(jobs.status, ['done', 'failed']), lt(jobs.finishedAt, before)));
}

/** Removes the queued jobs whose payload names this user (account deletion, settings changes). */
export async function dropQueuedFor(db: Db, userId: string, kinds?: string[]): Promise<void> {
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
