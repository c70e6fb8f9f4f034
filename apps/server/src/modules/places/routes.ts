import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  baseQuery,
  baseRegionResponse,
  envelope,
  subRegionQuery,
  subRegionResponse,
} from '@starlit/contracts';
import { ok } from '../../lib/errors';
import { requestLang } from '../../lib/lang';
import { PUBLIC_READ_RATE_LIMIT } from '../../lib/limits';
import { hasCountry, listChildren, listCountries, searchPlaces } from './service';

/** Birthplaces: countries, browsing and search (public, no sign-in). */
export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/personal/baseRegion',
    {
      config: PUBLIC_READ_RATE_LIMIT,
      schema: {
        tags: ['places'],
        querystring: baseQuery,
        response: { 200: envelope(baseRegionResponse) },
      },
    },
    async (req) => ok({ list: listCountries(requestLang(req)) }),
  );

  app.get(
    '/personal/subRegion',
    {
      config: PUBLIC_READ_RATE_LIMIT,
      schema: {
        tags: ['places'],
        querystring: subRegionQuery.refine(
          (v) => v.country === undefined || hasCountry(v.country),
          {
            path: ['country'],
            message: 'unknown country',
          },
        ),
        response: { 200: envelope(subRegionResponse) },
      },
    },
    async (req) => {
      const { country, parent, q } = req.query;
      const lang = requestLang(req);
      const list =
        q !== undefined ? searchPlaces(q, country, lang) : listChildren(country, parent, lang);
      return ok({ list });
    },
  );
};
