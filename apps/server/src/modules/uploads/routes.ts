import { uploadsRoutes as routes } from '@starlit/contracts';
import { ok } from '../../lib/errors';
import { route, type ApiModule } from '../../plugins/route';
import { userIdOf } from '../../plugins/auth';
import { sendStoredFile } from './send-file';
import { readPublicFile, uploadAvatar } from './service';

/** Avatar upload and the uploaded-file passthrough. */
export const uploadsModule: ApiModule = async (app) => {
  route(app, routes.uploadAvatar, async (req) => ok(await uploadAvatar(app, req, userIdOf(req))));

  route(app, routes.file, async (req, reply) => {
    const file = await readPublicFile(app, req.params['*']);
    return sendStoredFile(reply, file, 'public, max-age=31536000, immutable');
  });
};
