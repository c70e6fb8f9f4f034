import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { claim, complete, enqueue, fail, KEEP_FINISHED_MS, prune, type Job } from './queue';

/** Does one job's work; throwing records a failed attempt (retried with a backoff). */
export type JobHandler = (job: Job, now: Date) => Promise<void>;

/** Work that recurs: one instance runs it per period (its dedupe key names the period). */
interface Periodic {
  kind: string;
  everyMs: number;
}

/**
 * Runs the jobs of one instance: handlers by kind, periodic jobs, and a timer that claims what
 * is due. Every instance runs one; the queue's row locks keep each job to one of them. Tests
 * call `runDue(now)` with a clock of their own.
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly periodic: Periodic[] = [];
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Registers the handler of a kind (one per kind). */
  handle(kind: string, handler: JobHandler): void {
    if (this.handlers.has(kind)) throw new Error(`job kind ${kind} has a handler already`);
    this.handlers.set(kind, handler);
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
      const batch = await claim(this.db, { now, kinds: [...this.handlers.keys()] });
      if (batch.length === 0) break;
      for (const job of batch) {
        await this.runOne(job, now);
        ran += 1;
      }
      if (this.stopped) break;
    }
    return ran;
  }

  private async runOne(job: Job, now: Date): Promise<void> {
    const handler = this.handlers.get(job.kind)!;
    try {
      await handler(job, now);
      await complete(this.db, job.id, now);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      this.log.warn(
        { job: job.id, kind: job.kind, attempt: job.attempts, err: message },
        'job failed',
      );
      await fail(this.db, job, message, now);
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
