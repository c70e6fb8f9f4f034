import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  archiveCallBody,
  astrolabeResponse,
  baseQuery,
  constellationListResponse,
  destinyResponse,
  envelope,
  fortuneBody,
  fortuneResponse,
  horoscopeReportBody,
  horoscopeReportResponse,
  horoscopeStatusResponse,
  relationResponse,
  sampleReportResponse,
  signTraitsBody,
  signTraitsResponse,
  singleReadingBody,
  singleReadingResponse,
} from '@starlit/contracts';
import {
  chartTraits,
  signTraits,
  singleReading,
  TRAIT_KEYS,
  type TraitScores,
} from '@starlit/core/astro';
import { ok, paramError } from '../../lib/errors';
import { requestLang } from '../../lib/lang';
import { WRITE_RATE_LIMIT } from '../../lib/limits';
import { userIdOf } from '../../plugins/auth';
import { astrolabeOf, natalChart } from './charts';
import { fortuneOf } from './fortune';
import * as service from './service';

const tags = ['astrology'];
const security = [{ bearer: [] }];

const traitsOut = (t: TraitScores) =>
  Object.fromEntries(TRAIT_KEYS.map((k) => [`${k}_score`, t[k]])) as Record<
    `${(typeof TRAIT_KEYS)[number]}_score`,
    number
  >;

/** Signs, today's fortune, traits, single reading, chart data and the astrology reports. */
export const astrologyRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.authenticate };
  const archiveCall = { ...auth, schema: { tags, security, body: archiveCallBody } };

  app.get(
    '/constellation/list',
    {
      schema: {
        tags,
        querystring: baseQuery,
        response: { 200: envelope(constellationListResponse) },
      },
    },
    async (req) => ok({ list: service.signList(requestLang(req)) }),
  );

  app.post(
    '/fortune',
    {
      ...auth,
      schema: { tags, security, body: fortuneBody, response: { 200: envelope(fortuneResponse) } },
    },
    async (req) => {
      const { date } = req.body;
      if (date !== undefined && !service.plausibleDay(date)) throw paramError('date');
      const row = await service.archiveFor(app.db, userIdOf(req), req.body.archive_id);
      return ok(fortuneOf(row, requestLang(req), date));
    },
  );

  app.post(
    '/constellation/relation',
    {
      ...archiveCall,
      schema: { ...archiveCall.schema, response: { 200: envelope(relationResponse) } },
    },
    async (req) => {
      const row = await service.archiveFor(app.db, userIdOf(req), req.body.archive_id);
      const traits = chartTraits(natalChart(row).planets, !row.timeUnknown);
      return ok({ archiveId: row.id, constellation_traits: traitsOut(traits) });
    },
  );

  app.post(
    '/constellation/traits',
    { schema: { tags, body: signTraitsBody, response: { 200: envelope(signTraitsResponse) } } },
    async (req) =>
      ok({
        constellation: req.body.constellation,
        constellation_traits: traitsOut(signTraits(req.body.constellation)),
      }),
  );

  app.post(
    '/constellation/single',
    {
      schema: { tags, body: singleReadingBody, response: { 200: envelope(singleReadingResponse) } },
    },
    async (req) => {
      const sign = req.body.constellation_a.star1_id;
      return ok({ constellation: sign, ...singleReading(sign, requestLang(req)) });
    },
  );

  app.post(
    '/astrolabe/info',
    {
      ...archiveCall,
      schema: { ...archiveCall.schema, response: { 200: envelope(astrolabeResponse) } },
    },
    async (req) =>
      ok(astrolabeOf(await service.archiveFor(app.db, userIdOf(req), req.body.archive_id))),
  );

  const destinyRoute =
    (unlock: boolean) =>
    async (req: { body: { archive_id?: number } } & Parameters<typeof userIdOf>[0]) =>
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

  app.post(
    '/interpret/personal/destiny',
    {
      ...archiveCall,
      schema: { ...archiveCall.schema, response: { 200: envelope(destinyResponse) } },
    },
    destinyRoute(false),
  );

  app.post(
    '/unlock/destiny',
    {
      ...archiveCall,
      config: WRITE_RATE_LIMIT,
      schema: { ...archiveCall.schema, response: { 200: envelope(destinyResponse) } },
    },
    destinyRoute(true),
  );

  app.post(
    '/horoscope/report/status',
    {
      ...auth,
      schema: {
        tags,
        security,
        body: horoscopeReportBody,
        response: { 200: envelope(horoscopeStatusResponse) },
      },
    },
    async (req) => {
      const { date, archive_id } = req.body;
      if (date !== undefined && !service.plausibleDay(date)) throw paramError('date');
      return ok(await service.horoscopeStatus(app.db, userIdOf(req), archive_id, date));
    },
  );

  app.post(
    '/horoscope/report',
    {
      ...auth,
      config: WRITE_RATE_LIMIT,
      schema: {
        tags,
        security,
        body: horoscopeReportBody,
        response: { 200: envelope(horoscopeReportResponse) },
      },
    },
    async (req) => {
      const { date, archive_id } = req.body;
      if (date !== undefined && !service.plausibleDay(date)) throw paramError('date');
      const lang = requestLang(req);
      return ok(
        await service.horoscopeReport(
          app.db,
          app.interpreter,
          userIdOf(req),
          archive_id,
          lang,
          date,
        ),
      );
    },
  );

  app.get(
    '/report/sample',
    { schema: { tags, querystring: baseQuery, response: { 200: envelope(sampleReportResponse) } } },
    async (req) => ok(service.sampleReport(requestLang(req))),
  );
};
