import { feedbackRoutes as routes } from '@starlit/contracts';
import { ok } from '../../lib/errors';
import { route, type ApiModule } from '../../lib/route';
import { submitFeedback } from './service';

export const feedbackModule: ApiModule = async (app) => {
  route(app, routes.feedback, async (req) =>
    ok(await submitFeedback(app, req, req.session?.userId ?? null)),
  );
};
