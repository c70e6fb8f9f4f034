import type { FastifyRequest } from 'fastify';
import { mbtiRoutes as routes } from '@starlit/contracts';
import { ok } from '../../lib/errors';
import { requestLang } from '../../lib/lang';
import { route, type ApiModule } from '../../plugins/route';
import { userIdOf } from '../../plugins/auth';
import * as service from './service';
import { typeInfo, typeList } from './views';

/**
 * The 16-type personality test: questions, scoring into the history, the 16 type pages, the
 * paid report (unlockMbti) and a public share summary.
 */
export const mbtiModule: ApiModule = async (app) => {
  route(app, routes.questions, async (req) =>
    ok(service.questions(req.body.level, requestLang(req))),
  );

  route(app, routes.calculate, async (req) => {
    const { level, answers } = req.body;
    return ok(await service.calculate(app.db, userIdOf(req), level, answers, requestLang(req)));
  });

  route(app, routes.history, async (req) => {
    const { page, pageSize } = req.query;
    return ok(await service.history(app.db, userIdOf(req), page, pageSize, requestLang(req)));
  });

  route(app, routes.deleteHistory, async (req) =>
    ok(await service.deleteResults(app.db, userIdOf(req), req.body.ids)),
  );

  route(app, routes.types, async (req) => ok(typeList(requestLang(req))));

  route(app, routes.type, async (req) => ok(typeInfo(req.query.type, requestLang(req))));

  /** The report of a result, unlocked first when asked to. */
  const report = async (req: FastifyRequest, id: string, unlock: boolean) =>
    ok(await service.report(app.db, app.interpreter, userIdOf(req), id, requestLang(req), unlock));
  route(app, routes.report, (req) => report(req, req.query.id, false));
  route(app, routes.unlock, (req) => report(req, req.body.id, true));

  route(app, routes.latest, async (req) =>
    ok(await service.latest(app.db, userIdOf(req), requestLang(req))),
  );

  route(app, routes.share, async (req) =>
    ok(await service.share(app.db, userIdOf(req), req.body.id)),
  );

  route(app, routes.shared, async (req) =>
    ok(await service.shared(app.db, req.query.token, requestLang(req))),
  );
};
