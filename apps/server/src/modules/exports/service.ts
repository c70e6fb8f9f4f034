import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  ErrorCode,
  EXPORT_GAP_MS,
  EXPORT_TTL_MS,
  type ExportStatus,
  type Lang,
} from '@starlit/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { rateLimited } from '../../lib/limits';
import { exportFolder, type StoredStream } from '../../lib/storage';
import { z } from 'zod';
import { enqueue, MAX_ATTEMPTS, type Job } from '../../jobs/queue';
import { defineJob, NO_PAYLOAD } from '../../jobs/kinds';
import { buildExport } from './build';
import { paidTexts } from './paid-texts';
import * as repo from './repository';
import type { ExportRow } from './repository';

export const BUILD_JOB = 'exports.build';
export const EXPIRE_JOB = 'exports.expire';
defineJob(BUILD_JOB, z.object({ userId: z.string().min(1), exportId: z.string().min(1) }));
defineJob(EXPIRE_JOB, NO_PAYLOAD);
/** How often expired files are looked for and deleted. */
export const EXPIRE_EVERY_MS = 10 * 60_000;

/** The status a member sees for their latest export (a ready one past its time is expired). */
function statusOf(row: ExportRow | null, counted: ExportRow | null, now: Date): ExportStatus {
  const next = counted ? counted.createdAt.getTime() + EXPORT_GAP_MS : 0;
  const nextAt = next > now.getTime() ? { nextAt: new Date(next).toISOString() } : {};
  if (!row) return { status: 'none', ...nextAt };
  const expired = row.status === 'ready' && row.expiresAt !== null && row.expiresAt <= now;
  return {
    status: expired ? 'expired' : (row.status as ExportStatus['status']),
    requestedAt: row.createdAt.toISOString(),
    ...(row.readyAt ? { readyAt: row.readyAt.toISOString() } : {}),
    ...(row.expiresAt ? { expiresAt: row.expiresAt.toISOString() } : {}),
    ...(row.status === 'ready' && !expired && row.bytes !== null ? { bytes: row.bytes } : {}),
    ...nextAt,
  };
}

export async function exportStatus(db: DbOrTx, userId: string, now = new Date()) {
  return statusOf(await repo.latestOf(db, userId), await repo.latestCountedOf(db, userId), now);
}

/**
 * Asks for a file: a queued one is answered as it is; otherwise a new one is queued (its build
 * job enqueued in the same transaction) unless the member's last file, failed ones aside, was
 * asked for less than 24 hours ago (1005 with the seconds to wait). One request at a time per
 * member (an advisory lock), so two taps never queue two files.
 */
export async function requestExport(
  db: Db,
  userId: string,
  lang: Lang,
  now = new Date(),
): Promise<ExportStatus> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`exports:${userId}`}))`);
    const latest = await repo.latestOf(tx, userId);
    const counted = await repo.latestCountedOf(tx, userId);
    if (latest?.status === 'queued') return statusOf(latest, counted, now);
    if (counted) {
      const wait = counted.createdAt.getTime() + EXPORT_GAP_MS - now.getTime();
      if (wait > 0) throw rateLimited(wait / 1000);
    }
    const row = await repo.insertExport(tx, userId, lang, now);
    await enqueue(tx, {
      kind: BUILD_JOB,
      payload: { userId, exportId: row.id },
      dedupeKey: `${BUILD_JOB}:${row.id}`,
      runAt: now,
    });
    return statusOf(row, row, now);
  });
}

/** The build job: the zip into storage, then the export marked ready for 24 hours. */
export async function runBuild(app: FastifyInstance, job: Job, now: Date): Promise<void> {
  const exportId = String(job.payload.exportId ?? '');
  const row = await repo.byId(app.db, exportId);
  // the account (and with it the export) was deleted, or the export is no longer waiting
  if (!row || row.status !== 'queued') return;
  try {
    const lang = row.lang as Lang;
    const paid = await paidTexts(app, row.userId, lang);
    const zip = await buildExport(app.db, app.storage, row.userId, lang, now, paid);
    try {
      const { path, size } = await zip.finish();
      const fileKey = `${exportFolder(row.userId)}${row.id}.zip`;
      await app.storage.putStream(fileKey, createReadStream(path), size);
      const ready = await repo.markReady(app.db, row.id, {
        fileKey,
        bytes: size,
        readyAt: now,
        expiresAt: new Date(now.getTime() + EXPORT_TTL_MS),
      });
      if (!ready) await app.storage.delete(fileKey);
    } finally {
      await zip.dispose();
    }
  } catch (err) {
    // the member sees the failure (and may ask again) once the last attempt failed
    if (job.attempts >= MAX_ATTEMPTS) await repo.markFailed(app.db, row.id);
    throw err;
  }
}

/** The periodic job: files whose 24 hours are over are deleted and their exports expired. */
export async function runExpire(app: FastifyInstance, now: Date): Promise<void> {
  for (;;) {
    const due = await repo.dueToExpire(app.db, now);
    if (due.length === 0) return;
    for (const d of due) if (d.fileKey) await app.storage.delete(d.fileKey);
    await repo.markExpired(
      app.db,
      due.map((d) => d.id),
    );
  }
}

/** The member's own ready file (their latest, or one of theirs by id), as a stream; else 404. */
export async function exportFile(
  app: FastifyInstance,
  userId: string,
  id: string | undefined,
  now = new Date(),
): Promise<StoredStream & { filename: string }> {
  const row = await repo.latestOf(app.db, userId, id);
  if (!row || row.status !== 'ready' || !row.fileKey || !row.expiresAt || row.expiresAt <= now)
    throw new AppError(ErrorCode.NOT_FOUND);
  const file = await app.storage.getStream(row.fileKey);
  if (!file) throw new AppError(ErrorCode.NOT_FOUND);
  const day = (row.readyAt ?? row.createdAt).toISOString().slice(0, 10);
  return { ...file, filename: `starlit-data-${day}.zip` };
}

/** Account deletion: the member's export files (their rows go with the account). */
export async function forgetExportsOf(app: FastifyInstance, userId: string): Promise<void> {
  await app.storage.deletePrefix(exportFolder(userId));
}
