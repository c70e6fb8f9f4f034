import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { withMetrics, type AppMetrics } from '../lib/metrics';
import {
  claim,
  complete,
  enqueue,
  fail,
  KEEP_FINISHED_MS,
  LEASE_MS,
  MAX_ATTEMPTS,
  prune,
  renew,
  type Job,
} from './queue';
import { isDefinedJob, MalformedJob, parsePayload } from './kinds';

/** Does one job's work; throwing records a failed attempt (retried with a backoff). */
export type JobHandler = (job: Job, now: Date) => Promise<void>;

/** Thrown by a handler that found (job.stillHeld()) another worker took its job over. */
export class LeaseLost extends Error {
  constructor(job: Job) {
    super(`job ${job.id} was taken over by another worker`);
  }
}

/** Work that recurs: one instance runs it per period (its dedupe key names the period). */
interface Periodic {
  kind: string;
  everyMs: number;
}

export interface RunnerOptions {
  /** how long a claim holds a job unless renewed (renewed every third of it while it runs) */
  leaseMs?: number;
  /** how many jobs this runner claims at once (each kind then runs within its own limit) */
  concurrency?: number;
  /** where jobs are counted; handlers run with it current (metrics()) */
  metrics?: AppMetrics | null;
}

/** Jobs one runner claims at once. */
const CONCURRENCY = 8;

/**
 * Runs the jobs of one instance: handlers by kind, periodic jobs, and a timer that claims what
 * is due. Every instance runs one; the queue's row locks keep each job to one of them, and the
 * leases of the jobs in hand are renewed while they run, so a slow job is not taken over.
 * Tests call `runDue(now)` with a clock of their own.
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly limits = new Map<string, number>();
  private readonly periodic: Periodic[] = [];
  private readonly held = new Map<number, Job>();
  private readonly leaseMs: number;
  private readonly concurrency: number;
  private readonly metrics: AppMetrics | null;
  private heartbeat: NodeJS.Timeout | undefined;
  private renewing = false;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    options: RunnerOptions = {},
  ) {
    this.leaseMs = options.leaseMs ?? LEASE_MS;
    this.concurrency = options.concurrency ?? CONCURRENCY;
    this.metrics = options.metrics ?? null;
  }

  /**
   * Registers the handler of a kind (one per kind); `concurrency`: how many jobs of the kind
   * run at once here (1 unless said: heavy work such as building a file goes one at a time).
   */
  handle(kind: string, handler: JobHandler, options: { concurrency?: number } = {}): void {
    if (this.handlers.has(kind)) throw new Error(`job kind ${kind} has a handler already`);
    if (!isDefinedJob(kind)) throw new Error(`job kind ${kind} has no payload schema (defineJob)`);
    this.handlers.set(kind, handler);
    this.limits.set(kind, Math.max(1, options.concurrency ?? 1));
  }

  /** Runs `kind` (which needs a handler) once every `everyMs`, on one instance. */
  every(kind: string, everyMs: number): void {
    this.periodic.push({ kind, everyMs });
  }

  /** Enqueues this period's periodic jobs, then runs every due job; returns how many ran. */
  async runDue(now: Date = new Date()): Promise<number> {
    await enqueue(
      this.db,
      this.periodic.map((p) => {
        const period = Math.floor(now.getTime() / p.everyMs);
        return {
          kind: p.kind,
          dedupeKey: `${p.kind}:${period}`,
          runAt: new Date(period * p.everyMs),
        };
      }),
    );
    let ran = 0;
    for (;;) {
      const batch = await claim(this.db, {
        now,
        kinds: [...this.handlers.keys()],
        limit: this.concurrency,
        leaseMs: this.leaseMs,
      });
      if (batch.length === 0) break;
      // the whole batch is held (its leases renewed) while each kind's jobs run within its limit
      for (const job of batch) this.hold(job);
      const kinds = [...new Set(batch.map((job) => job.kind))];
      await Promise.all(
        kinds.map(async (kind) => {
          const queue = batch.filter((job) => job.kind === kind);
          const worker = async () => {
            for (let job = queue.shift(); job; job = queue.shift()) await this.runOne(job, now);
          };
          await Promise.all(Array.from({ length: this.limits.get(kind) ?? 1 }, worker));
        }),
      );
      ran += batch.length;
      if (this.stopped) break;
    }
    return ran;
  }

  private async runOne(job: Job, now: Date): Promise<void> {
    const handler = this.handlers.get(job.kind)!;
    try {
      let error: string | null = null;
      let malformed = false;
      try {
        // the payload is checked again as it is run: a malformed one fails at once, unhandled
        const payload = parsePayload(job.kind, job.payload);
        await this.withMetrics(() => handler({ ...job, payload }, now));
      } catch (err) {
        malformed = err instanceof MalformedJob;
        error = err instanceof Error ? err.message : String(err);
      }
      const written =
        error === null
          ? await complete(this.db, job, now)
          : await fail(this.db, job, error, now, malformed);
      const outcome = !written
        ? 'fenced'
        : error === null
          ? 'done'
          : malformed || job.attempts >= MAX_ATTEMPTS
            ? 'failed'
            : 'retried';
      this.metrics?.jobs.inc({ kind: job.kind, outcome });
      if (outcome === 'fenced')
        this.log.warn(
          { job: job.id, kind: job.kind, attempt: job.attempts },
          'job taken over by another worker: its end not recorded here',
        );
      else if (error !== null)
        this.log.warn(
          { job: job.id, kind: job.kind, attempt: job.attempts, err: error },
          'job failed',
        );
    } finally {
      this.release(job);
    }
  }

  private withMetrics(run: () => Promise<void>): Promise<void> {
    const m = this.metrics;
    if (!m) return run();
    return new Promise<void>((resolve, reject) =>
      withMetrics(m, () => run().then(resolve, reject)),
    );
  }

  /** Keeps the lease of a job in hand: renewed every third of the lease until released. */
  private hold(job: Job): void {
    this.held.set(job.id, job);
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => void this.renewHeld(), Math.max(50, this.leaseMs / 3));
    this.heartbeat.unref();
  }

  private release(job: Job): void {
    this.held.delete(job.id);
    if (this.held.size > 0 || !this.heartbeat) return;
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }

  private async renewHeld(): Promise<void> {
    if (this.renewing) return;
    this.renewing = true;
    try {
      const byToken = new Map<string, number[]>();
      for (const job of this.held.values())
        byToken.set(job.claimToken, [...(byToken.get(job.claimToken) ?? []), job.id]);
      for (const [token, ids] of byToken) {
        const kept = new Set(await renew(this.db, ids, token, this.leaseMs));
        const lost = ids.filter((id) => !kept.has(id) && this.held.has(id));
        if (lost.length) this.log.warn({ jobs: lost }, 'job lease lost to another worker');
      }
    } catch (err) {
      this.log.warn({ err }, 'job lease not renewed');
    } finally {
      this.renewing = false;
    }
  }

  /** Claims due jobs every `intervalMs` (and prunes finished ones) until stopped. */
  start(intervalMs: number): void {
    this.stopped = false;
    const tick = () => {
      this.running = this.runDue()
        .then(() => prune(this.db, new Date(Date.now() - KEEP_FINISHED_MS)))
        .catch((err: unknown) => this.log.warn({ err }, 'jobs tick failed'))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, intervalMs);
        });
    };
    this.timer = setTimeout(tick, Math.min(intervalMs, 1000));
    this.timer.unref();
  }

  /** Stops the timer and waits for the jobs in hand. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
