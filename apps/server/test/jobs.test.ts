import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { closeOther, openOtherInstanceDatabase, useTestApp } from './support/app';
import { execSql } from './support/client';
import { JobRunner } from '../src/jobs/runner';
import { enqueue, MAX_ATTEMPTS } from '../src/jobs/queue';

const t = useTestApp();

const quiet = {
  warn: () => undefined,
} as unknown as ConstructorParameters<typeof JobRunner>[1];

describe('background jobs', () => {
  it('runs each job once when three instances race for the queue', async () => {
    const others = [await openOtherInstanceDatabase(), await openOtherInstanceDatabase()];
    try {
      const ran: number[] = [];
      const runners = [t.app.db, ...others.map((o) => o.handle())].map((db) => {
        const runner = new JobRunner(db, quiet);
        runner.handle('test.count', async (job) => {
          ran.push(Number(job.payload.n));
          // yield so the other runners' claims interleave with this one
          await new Promise((r) => setTimeout(r, 1));
        });
        runner.every('test.count', 60_000);
        return runner;
      });
      const now = new Date('2026-03-01T08:00:30Z');
      // the same occurrences enqueued by every instance: the dedupe key keeps one of each
      for (const db of [t.app.db, ...others.map((o) => o.handle())]) {
        await enqueue(
          db,
          Array.from({ length: 40 }, (_, n) => ({
            kind: 'test.count',
            payload: { n },
            dedupeKey: `count:${n}`,
            runAt: new Date(now.getTime() - 1000),
          })),
        );
      }
      // a job due later is not run yet
      await enqueue(t.app.db, {
        kind: 'test.count',
        payload: { n: 99 },
        runAt: new Date(now.getTime() + 60_000),
      });
      await Promise.all(runners.map((r) => r.runDue(now)));
      // 40 jobs and one periodic run (payload without n) for this minute
      expect(ran.filter((n) => !Number.isNaN(n)).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 40 }, (_, n) => n),
      );
      expect(ran.filter((n) => Number.isNaN(n))).toHaveLength(1);
      await Promise.all(runners.map((r) => r.runDue(new Date(now.getTime() + 61_000))));
      expect(ran.filter((n) => n === 99)).toHaveLength(1);
      expect(ran.filter((n) => Number.isNaN(n))).toHaveLength(2);
    } finally {
      for (const o of others) await closeOther(o);
    }
  });

  it('retries a failing job with a backoff, then marks it failed', async () => {
    const runner = new JobRunner(t.app.db, quiet);
    let calls = 0;
    runner.handle('test.fail', async () => {
      calls += 1;
      throw new Error('push service down');
    });
    await enqueue(t.app.db, { kind: 'test.fail', dedupeKey: 'fail:1' });
    let now = new Date(Date.now() + 1000);
    for (let i = 0; i < MAX_ATTEMPTS + 2; i += 1) {
      await runner.runDue(now);
      now = new Date(now.getTime() + 60 * 60_000);
    }
    expect(calls).toBe(MAX_ATTEMPTS);
    const [row] = await execSql(
      t,
      sql`select status, last_error from jobs where dedupe_key = 'fail:1'`,
    );
    expect(row).toMatchObject({ status: 'failed', last_error: 'push service down' });
  });

  it('takes back a job whose instance died holding it', async () => {
    const runner = new JobRunner(t.app.db, quiet);
    const seen: number[] = [];
    runner.handle('test.lease', async (job) => {
      seen.push(job.attempts);
    });
    await enqueue(t.app.db, { kind: 'test.lease', dedupeKey: 'lease:1' });
    // another instance claimed it and died: running, lease ran out a minute ago
    await execSql(
      t,
      sql`update jobs set status = 'running', attempts = 1,
          locked_until = now() - interval '1 minute' where dedupe_key = 'lease:1'`,
    );
    await runner.runDue(new Date());
    expect(seen).toEqual([2]);
  });
});
