import { remindersRoutes as routes } from '@starlit/contracts';
import { ErrorCode } from '@starlit/contracts';
import { AppError, ok } from '../../lib/errors';
import { requestLang } from '../../lib/lang';
import { route, type ApiModule } from '../../plugins/route';
import { userIdOf } from '../../plugins/auth';
import { registerReminderJobs } from './jobs';
import { dailyMessage } from './message';
import * as service from './service';
import { readVapidKeys } from './vapid';
import { badPushKey, isPushService } from './push';

/** Push reminders: the VAPID key, settings, devices, a test send; the planning and send jobs. */
export const remindersModule: ApiModule = async (app) => {
  // the pair is read, never made here: server.ts makes it at start (ensureVapidKeys)
  const vapid = readVapidKeys(app.config);
  if (!vapid)
    throw new Error(
      'no VAPID key pair: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or start with server.ts (it writes DATA_DIR/vapid.json)',
    );
  const deps = {
    db: app.db,
    vapid,
    log: app.log,
    devicesMax: app.config.PUSH_DEVICES_MAX,
  };
  registerReminderJobs(app.jobs, deps);

  route(app, routes.vapidKey, async () => ok({ publicKey: deps.vapid.publicKey }));

  route(app, routes.settings, async (req) => ok(await service.settingsView(app.db, userIdOf(req))));

  route(app, routes.saveSettings, async (req) => {
    const { lang: _lang, ...change } = req.body;
    return ok(await service.saveSettings(app.db, userIdOf(req), change));
  });

  route(app, routes.subscribe, async (req) => {
    const { endpoint, keys } = req.body;
    if (!isPushService(endpoint, app.config.PUSH_SERVICES))
      throw new AppError(ErrorCode.PARAM, 'endpoint: not a known push service');
    const bad = badPushKey(keys);
    if (bad === 'p256dh')
      throw new AppError(ErrorCode.PARAM, 'keys.p256dh: not an uncompressed P-256 public key');
    if (bad === 'auth') throw new AppError(ErrorCode.PARAM, 'keys.auth: not 16 bytes');
    const device = { endpoint, p256dh: keys.p256dh, auth: keys.auth, lang: requestLang(req) };
    try {
      return ok(await service.subscribe(deps, userIdOf(req), device, deps.devicesMax));
    } catch (err) {
      if (err instanceof service.DeviceTaken)
        throw new AppError(ErrorCode.PARAM, 'endpoint: subscribed by another account');
      throw err;
    }
  });

  route(app, routes.unsubscribe, async (req) =>
    ok(await service.unsubscribe(app.db, userIdOf(req), req.body.endpoint)),
  );

  route(app, routes.test, async (req) => {
    const now = new Date();
    const userId = userIdOf(req);
    const done = await service.deliver(
      deps,
      userId,
      (lang) => dailyMessage(app.db, userId, lang, now),
      now,
    );
    return ok({ sent: done.sent });
  });
};
