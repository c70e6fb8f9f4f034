import { placesRoutes as routes } from '@starlit/contracts';
import { ok, paramError } from '../../lib/errors';
import { requestLang } from '../../lib/lang';
import { route, type ApiModule } from '../../plugins/route';
import { hasCountry, listChildren, listCountries, searchPlaces } from './service';

/** Birthplaces: countries, browsing and search (public, no sign-in). */
export const placesModule: ApiModule = async (app) => {
  route(app, routes.baseRegion, async (req) => ok({ list: listCountries(requestLang(req)) }));

  route(app, routes.subRegion, async (req) => {
    const { country, parent, q } = req.query;
    if (country !== undefined && !hasCountry(country)) throw paramError('country');
    const lang = requestLang(req);
    const list =
      q !== undefined ? searchPlaces(q, country, lang) : listChildren(country, parent, lang);
    return ok({ list });
  });
};
