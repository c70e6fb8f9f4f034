import { exportsRoutes as routes } from '@starlit/contracts';
import { ok } from '../../lib/errors';
import { requestLang } from '../../lib/lang';
import { route, type ApiModule } from '../../plugins/route';
import { userIdOf } from '../../plugins/auth';
import {
  BUILD_JOB,
  EXPIRE_EVERY_MS,
  EXPIRE_JOB,
  exportFile,
  exportStatus,
  requestExport,
  runBuild,
  runExpire,
} from './service';

/** "Download my data": ask for the file, follow it, download it; the jobs that build and expire it. */
export const exportsModule: ApiModule = async (app) => {
  app.jobs.handle(BUILD_JOB, (job, now) => runBuild(app, job, now));
  app.jobs.handle(EXPIRE_JOB, (_job, now) => runExpire(app, now));
  app.jobs.every(EXPIRE_JOB, EXPIRE_EVERY_MS);

  route(app, routes.request, async (req) =>
    ok(await requestExport(app.db, userIdOf(req), requestLang(req))),
  );
  route(app, routes.status, async (req) => ok(await exportStatus(app.db, userIdOf(req))));
  route(app, routes.download, async (req, reply) => {
    const file = await exportFile(app, userIdOf(req), req.query.id);
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-length', file.size)
      .send(file.body);
  });
};
