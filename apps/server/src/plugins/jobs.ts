import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { JobRunner } from '../jobs/runner';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's background jobs: modules register handlers; server.ts starts the timer. */
    jobs: JobRunner;
  }
}

/** app.jobs: the job runner over the app's database, stopped (jobs in hand finished) on close. */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    const runner = new JobRunner(app.db, app.log.child({ part: 'jobs' }), {
      leaseMs: app.config.JOBS_LEASE_MS,
      metrics: app.metrics,
    });
    app.decorate('jobs', runner);
    app.addHook('onClose', async () => runner.stop());
  },
  { name: 'jobs' },
);
