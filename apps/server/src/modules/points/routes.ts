import { pointsRoutes as routes } from '@starlit/contracts';
import { ok } from '../../lib/errors';
import { PRUNE_EVERY_MS, PRUNE_JOB, pruneIdempotency } from '../../lib/idempotency';
import { defineJob, NO_PAYLOAD } from '../../jobs/kinds';
import { route, type ApiModule } from '../../plugins/route';
import { userIdOf } from '../../plugins/auth';
import { checkIn } from './checkin';
import * as service from './service';
import { saveTimeZone, userClock } from './zone';

defineJob(PRUNE_JOB, NO_PAYLOAD);

/** The points account: balance, allowance, check-in, ledger, deductions, swaps, tasks. */
export const pointsModule: ApiModule = async (app) => {
  // the answers kept for paid actions' Idempotency-Keys, pruned once they can't be retried
  app.jobs.handle(PRUNE_JOB, async (_job, now) => {
    await pruneIdempotency(app.db, now);
  });
  app.jobs.every(PRUNE_JOB, PRUNE_EVERY_MS);

  // the reads' `tz` is accepted and ignored: days are counted in the stored zone (timeZone)
  route(app, routes.userAccount, async (req) =>
    ok(await service.userAccount(app.db, userIdOf(req))),
  );

  route(app, routes.featuresUsage, async (req) =>
    ok(await service.featuresUsage(app.db, userIdOf(req))),
  );

  route(app, routes.signIn, async (req) => {
    const userId = userIdOf(req);
    return ok(await checkIn(app.db, userId, await userClock(app.db, userId)));
  });

  route(app, routes.timeZone, async (req) =>
    ok(await saveTimeZone(app.db, userIdOf(req), req.body.timeZone)),
  );

  route(app, routes.pointsRecord, async (req) =>
    ok(await service.pointsRecord(app.db, userIdOf(req), req.body.page, req.body.pageSize)),
  );

  route(app, routes.deductionInfo, async (req) =>
    ok(await service.deductionInfo(app.db, userIdOf(req), req.query.type)),
  );

  route(app, routes.swapPoints, async (req) =>
    ok(await service.swapPoints(app.db, userIdOf(req), req.body.type)),
  );

  route(app, routes.pointsTasks, async (req) =>
    ok(await service.pointsTasks(app.db, userIdOf(req))),
  );

  route(app, routes.claimTask, async (req) => ok(await service.claimFollow(app.db, userIdOf(req))));
};
