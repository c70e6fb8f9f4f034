import { journalRoutes as routes } from '@starlit/contracts';
import { ok } from '../../lib/errors';
import { requestLang } from '../../lib/lang';
import { route, type ApiModule } from '../../plugins/route';
import { userIdOf } from '../../plugins/auth';
import * as service from './service';

/**
 * The reading journal: a member's own notes, moods and tags on their readings, rolls, answers,
 * fortune days and conversations; listed by day, searched, and "this day last month / year".
 */
export const journalModule: ApiModule = async (app) => {
  route(app, routes.list, async (req) => {
    const { q, kind, tag, before, pageSize } = req.query;
    return ok(
      await service.list(
        app.db,
        userIdOf(req),
        { q, kind, tag, before, pageSize },
        requestLang(req),
      ),
    );
  });

  route(app, routes.entry, async (req) =>
    ok(
      await service.entry(app.db, userIdOf(req), req.query.kind, req.query.refId, requestLang(req)),
    ),
  );

  route(app, routes.save, async (req) => {
    const { lang: _lang, ...input } = req.body;
    return ok(await service.save(app.db, userIdOf(req), input, requestLang(req)));
  });

  route(app, routes.remove, async (req) =>
    ok(await service.remove(app.db, userIdOf(req), req.body.id)),
  );

  route(app, routes.tags, async (req) => ok(await service.tags(app.db, userIdOf(req))));

  route(app, routes.onThisDay, async (req) =>
    ok(await service.onThisDay(app.db, userIdOf(req), req.query.day, requestLang(req))),
  );
};
