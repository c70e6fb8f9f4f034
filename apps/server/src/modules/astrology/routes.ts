import { astrologyRoutes as routes, cyclesRoutes, transitsRoutes } from '@starlit/contracts';
import {
  chartTraits,
  signTraits,
  singleReading,
  TRAIT_KEYS,
  type TraitScores,
} from '@starlit/core/astro';
import { ok, paramError } from '../../lib/errors';
import { requestLang } from '../../lib/lang';
import { route, type ApiModule, type RouteRequest } from '../../plugins/route';
import { userIdOf } from '../../plugins/auth';
import { astrolabeOf, natalChart } from './charts';
import * as cycles from './cycles';
import { fortuneOf } from './fortune';
import * as service from './service';
import { transitsCalendar } from './transits';

const traitsOut = (t: TraitScores) =>
  Object.fromEntries(TRAIT_KEYS.map((k) => [`${k}_score`, t[k]])) as Record<
    `${(typeof TRAIT_KEYS)[number]}_score`,
    number
  >;

/** A day a request names must be a plausible calendar day (1001 naming `date` otherwise). */
const checkDay = (date: string | undefined) => {
  if (date !== undefined && !service.plausibleDay(date)) throw paramError('date');
};

/** Signs, today's fortune, traits, single reading, chart data and the astrology reports. */
export const astrologyModule: ApiModule = async (app) => {
  route(app, routes.signs, async (req) => ok({ list: service.signList(requestLang(req)) }));

  route(app, routes.fortune, async (req) => {
    const { date } = req.body;
    checkDay(date);
    const { row, options } = await service.chartedProfile(
      app.db,
      userIdOf(req),
      req.body.archive_id,
    );
    return ok(fortuneOf(row, requestLang(req), date, options));
  });

  route(app, routes.relation, async (req) => {
    const { row, options } = await service.chartedProfile(
      app.db,
      userIdOf(req),
      req.body.archive_id,
    );
    const traits = chartTraits(natalChart(row, options).planets, !row.timeUnknown);
    return ok({ archiveId: row.id, constellation_traits: traitsOut(traits) });
  });

  route(app, routes.signTraits, async (req) => {
    const { constellation } = req.body;
    return ok({ constellation, constellation_traits: traitsOut(signTraits(constellation)) });
  });

  route(app, routes.single, async (req) => {
    const sign = req.body.constellation_a.star1_id;
    return ok({ constellation: sign, ...singleReading(sign, requestLang(req)) });
  });

  route(app, routes.astrolabe, async (req) => {
    const { row, options } = await service.chartedProfile(
      app.db,
      userIdOf(req),
      req.body.archive_id,
    );
    return ok(astrolabeOf(row, options));
  });

  const destiny = (unlock: boolean) => async (req: RouteRequest<typeof routes.destiny>) =>
    ok(
      await service.destiny(
        app.db,
        app.interpreter,
        userIdOf(req),
        req.body.archive_id,
        requestLang(req),
        unlock,
      ),
    );
  route(app, routes.destiny, destiny(false));
  route(app, routes.unlockDestiny, destiny(true));

  route(app, routes.horoscopeStatus, async (req) => {
    const { date, archive_id } = req.body;
    checkDay(date);
    return ok(await service.horoscopeStatus(app.db, userIdOf(req), archive_id, date));
  });

  route(app, routes.horoscopeReport, async (req) => {
    const { date, archive_id } = req.body;
    checkDay(date);
    const userId = userIdOf(req);
    const lang = requestLang(req);
    return ok(
      await service.horoscopeReport(app.db, app.interpreter, userId, archive_id, lang, date),
    );
  });

  route(app, routes.sample, async (req) => ok(service.sampleReport(requestLang(req))));

  route(app, transitsRoutes.list, async (req) => {
    const { profileId, days } = req.body;
    return ok(await transitsCalendar(app.db, userIdOf(req), profileId, days, requestLang(req)));
  });

  route(app, cyclesRoutes.solarReturn, async (req) => {
    const { profileId, year } = req.body;
    return ok(
      await cycles.solarReturnView(app.db, userIdOf(req), profileId, year, requestLang(req)),
    );
  });

  route(app, cyclesRoutes.solarReturnPlace, async (req) =>
    ok(await cycles.chooseSolarReturnPlace(app.db, userIdOf(req), req.body, requestLang(req))),
  );

  route(app, cyclesRoutes.unlockSolarReturn, async (req) => {
    const { profileId, year } = req.body;
    return ok(
      await cycles.unlockSolarReturn(app.db, userIdOf(req), profileId, year, requestLang(req)),
    );
  });

  route(app, cyclesRoutes.progressedMoon, async (req) =>
    ok(
      await cycles.progressedMoonView(app.db, userIdOf(req), req.body.profileId, requestLang(req)),
    ),
  );
};
