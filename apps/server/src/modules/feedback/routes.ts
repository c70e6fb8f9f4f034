import { feedbackRoutes as routes } from '@starlit/contracts';
import { ok } from '../../lib/errors';
import { route, type ApiModule } from '../../plugins/route';
import { userIdOf } from '../../plugins/auth';
import { myFeedback, submitFeedback } from './service';

export const feedbackModule: ApiModule = async (app) => {
  route(app, routes.feedback, async (req) =>
    ok(await submitFeedback(app, req, req.session?.userId ?? null)),
  );
  route(app, routes.mine, async (req) => ok(await myFeedback(app.db, userIdOf(req))));
};
