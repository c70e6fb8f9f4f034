import { describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { closeOther, openOtherInstanceDatabase, useTestApp } from './support/app';
import { execSql } from './support/client';
import { JobRunner, LeaseLost } from '../src/jobs/runner';
import { z } from 'zod';
import { enqueue, MAX_ATTEMPTS } from '../src/jobs/queue';
import { defineJob, MalformedJob, NO_PAYLOAD } from '../src/jobs/kinds';

const t = useTestApp();

// every kind has its payload's schema, these test kinds too
defineJob('test.count', z.object({ n: z.number().int().optional() }).strict());
for (const kind of ['test.fail', 'test.lease', 'test.slow', 'test.fence', 'test.round'])
  defineJob(kind, NO_PAYLOAD);
const CHECKED = defineJob('test.checked', z.object({ userId: z.string().min(1) }).strict());

const quiet = {
  warn: () => undefined,
} as unknown as ConstructorParameters<typeof JobRunner>[1];

/** A job body's gate: `running` resolves once `started()`, and `gate` once `open()`. */
function gated() {
  let started!: () => void;
  const running = new Promise<void>((r) => (started = r));
  let open!: () => void;
  const gate = new Promise<void>((r) => (open = r));
  return { started, running, open, gate };
}

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

  it('keeps a slow job to its worker: the lease is renewed while it runs', async () => {
    const other = await openOtherInstanceDatabase();
    try {
      let sideEffects = 0;
      const { started, running, open: finish, gate } = gated();
      const slow = async () => {
        started();
        await gate;
        sideEffects += 1;
      };
      const [a, b] = [t.app.db, other.handle()].map((db) => {
        const runner = new JobRunner(db, quiet, { leaseMs: 2000 });
        runner.handle('test.slow', slow);
        return runner;
      });
      await enqueue(t.app.db, { kind: 'test.slow', dedupeKey: 'slow:1' });
      const first = a!.runDue();
      await running;
      const [claimed] = await execSql(
        t,
        sql`select extract(epoch from locked_until)::float8 as until from jobs
            where dedupe_key = 'slow:1'`,
      );
      // past the first lease (on the database's clock): only renewals keep the job from the other
      // worker
      await vi.waitFor(
        async () => {
          const [now] = await execSql(
            t,
            sql`select extract(epoch from now()) > ${Number(claimed!.until)}::float8 + 1 as past`,
          );
          expect(now).toMatchObject({ past: true });
        },
        { timeout: 10_000, interval: 200 },
      );
      const [row] = await execSql(
        t,
        sql`select locked_until > now() as held from jobs where dedupe_key = 'slow:1'`,
      );
      expect(row).toMatchObject({ held: true });
      expect(await b!.runDue()).toBe(0);
      finish();
      expect(await first).toBe(1);
      expect(sideEffects).toBe(1);
      const [done] = await execSql(
        t,
        sql`select status, attempts from jobs where dedupe_key = 'slow:1'`,
      );
      expect(done).toMatchObject({ status: 'done', attempts: 1 });
    } finally {
      await closeOther(other);
    }
  });

  it('fences out a worker whose job was taken over: no side effect, no say in its end', async () => {
    const other = await openOtherInstanceDatabase();
    try {
      const effects: string[] = [];
      const warnings: string[] = [];
      const log = { warn: (_o: object, msg: string) => warnings.push(msg) };
      const { started, running, open: goOn, gate } = gated();
      // a long lease: the first worker's renewal never comes before the takeover below
      const a = new JobRunner(t.app.db, log as never, { leaseMs: 60_000 });
      a.handle('test.fence', async (job) => {
        started();
        await gate;
        if (!(await job.stillHeld())) throw new LeaseLost(job);
        effects.push('a');
      });
      const b = new JobRunner(other.handle(), quiet, { leaseMs: 60_000 });
      b.handle('test.fence', async (job) => {
        if (!(await job.stillHeld())) throw new LeaseLost(job);
        effects.push('b');
      });
      await enqueue(t.app.db, { kind: 'test.fence', dedupeKey: 'fence:1' });
      const first = a.runDue();
      await running;
      // the first worker stalls past its lease; the second takes the job over and does it
      await execSql(
        t,
        sql`update jobs set locked_until = now() - interval '1 second' where dedupe_key = 'fence:1'`,
      );
      expect(await b.runDue()).toBe(1);
      goOn();
      await first;
      expect(effects).toEqual(['b']);
      const [row] = await execSql(
        t,
        sql`select status, attempts, last_error from jobs where dedupe_key = 'fence:1'`,
      );
      // the second worker's end stands: done on its attempt, no failure written over it
      expect(row).toMatchObject({ status: 'done', attempts: 2, last_error: null });
      expect(warnings).toContain('job taken over by another worker: its end not recorded here');
    } finally {
      await closeOther(other);
    }
  });

  it('counts the lease from the claim, not from the start of the round', async () => {
    const other = await openOtherInstanceDatabase();
    try {
      let runs = 0;
      const { started, running, open: finish, gate } = gated();
      const [a, b] = [t.app.db, other.handle()].map((db) => {
        const runner = new JobRunner(db, quiet, { leaseMs: 5 * 60_000 });
        runner.handle('test.round', async () => {
          runs += 1;
          started();
          await gate;
        });
        return runner;
      });
      // a round that began six minutes ago (its earlier jobs were slow), longer than the lease
      const roundStart = new Date(Date.now() - 6 * 60_000);
      await enqueue(t.app.db, {
        kind: 'test.round',
        dedupeKey: 'round:1',
        runAt: new Date(roundStart.getTime() - 1000),
      });
      const first = a!.runDue(roundStart);
      await running;
      const [row] = await execSql(
        t,
        sql`select locked_until > now() + interval '4 minutes' as held
            from jobs where dedupe_key = 'round:1'`,
      );
      expect(row).toMatchObject({ held: true });
      expect(await b!.runDue(new Date())).toBe(0);
      finish();
      await first;
      expect(runs).toBe(1);
    } finally {
      await closeOther(other);
    }
  });

  it('refuses a malformed payload when it is queued, and fails one found in the queue unhandled', async () => {
    await expect(
      enqueue(t.app.db, { kind: CHECKED.kind, payload: { userId: 42 } }),
    ).rejects.toBeInstanceOf(MalformedJob);
    await expect(enqueue(t.app.db, { kind: 'test.unknown' })).rejects.toBeInstanceOf(MalformedJob);
    // a batch with one bad payload adds none of it
    await expect(
      enqueue(t.app.db, [
        { kind: CHECKED.kind, payload: { userId: 'a' }, dedupeKey: 'checked:a' },
        { kind: CHECKED.kind, payload: { userId: 'b', extra: true }, dedupeKey: 'checked:b' },
      ]),
    ).rejects.toBeInstanceOf(MalformedJob);
    const count = async () =>
      (await execSql(t, sql`select count(*)::int as n from jobs where kind = 'test.checked'`))[0]!
        .n;
    expect(await count()).toBe(0);

    const runner = new JobRunner(t.app.db, quiet);
    const seen: unknown[] = [];
    runner.handle(CHECKED.kind, async (job) => {
      seen.push(job.payload);
    });
    expect(() => runner.handle('test.unknown', async () => undefined)).toThrow(/schema/);
    await enqueue(t.app.db, { kind: CHECKED.kind, payload: { userId: 'm' }, dedupeKey: 'ok:1' });
    // a row written past enqueue (an older release, a hand edit) with a payload that is wrong
    await execSql(
      t,
      sql`insert into jobs (kind, payload, dedupe_key) values ('test.checked', '{"userId": 7}'::jsonb, 'bad:1')`,
    );
    await runner.runDue(new Date(Date.now() + 1000));
    expect(seen).toEqual([{ userId: 'm' }]);
    const [bad] = await execSql(
      t,
      sql`select status, attempts, last_error from jobs where dedupe_key = 'bad:1'`,
    );
    // failed at once, not retried: it could never succeed
    expect(bad).toMatchObject({ status: 'failed', attempts: 1 });
    expect(String(bad!.last_error)).toContain('malformed payload');
  });
});
