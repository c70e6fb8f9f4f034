import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  archiveBody,
  archiveDeleteQuery,
  archiveDeleteResponse,
  archiveIdQuery,
  archiveListResponse,
  archiveSchema,
  baseQuery,
  birthInstantBody,
  birthInstantSchema,
  currentArchiveBody,
  envelope,
} from '@starlit/contracts';
import { ok } from '../../lib/errors';
import { requestLang } from '../../lib/lang';
import { userIdOf } from '../../plugins/auth';
import * as service from './service';

const tags = ['profiles'];
const security = [{ bearer: [] }];

/** Profiles ("archives"): list, add (own / relation), info, delete, current, birth instant. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.authenticate };

  app.get(
    '/personal/list',
    {
      ...auth,
      schema: {
        tags,
        security,
        querystring: baseQuery,
        response: { 200: envelope(archiveListResponse) },
      },
    },
    async (req) => ok(await service.listArchives(app.db, userIdOf(req))),
  );

  app.post(
    '/personal/add',
    {
      ...auth,
      schema: { tags, security, body: archiveBody, response: { 200: envelope(archiveSchema) } },
    },
    async (req) =>
      ok(await service.saveArchive(app.db, userIdOf(req), req.body, true, requestLang(req))),
  );

  app.post(
    '/personal/add/relation',
    {
      ...auth,
      schema: { tags, security, body: archiveBody, response: { 200: envelope(archiveSchema) } },
    },
    async (req) =>
      ok(await service.saveArchive(app.db, userIdOf(req), req.body, false, requestLang(req))),
  );

  app.get(
    '/personal/info',
    {
      ...auth,
      schema: {
        tags,
        security,
        querystring: archiveIdQuery,
        response: { 200: envelope(archiveSchema) },
      },
    },
    async (req) => ok(await service.archiveInfo(app.db, userIdOf(req), req.query.id)),
  );

  app.get(
    '/personal/del',
    {
      ...auth,
      schema: {
        tags,
        security,
        querystring: archiveDeleteQuery,
        response: { 200: envelope(archiveDeleteResponse) },
      },
    },
    async (req) => ok(await service.deleteArchives(app.db, userIdOf(req), req.query.ids)),
  );

  app.post(
    '/personal/current',
    {
      ...auth,
      schema: {
        tags,
        security,
        body: currentArchiveBody,
        response: { 200: envelope(archiveListResponse) },
      },
    },
    async (req) => ok(await service.setCurrent(app.db, userIdOf(req), req.body.id)),
  );

  app.post(
    '/personal/birthInstant',
    {
      ...auth,
      schema: {
        tags,
        security,
        body: birthInstantBody,
        response: { 200: envelope(birthInstantSchema) },
      },
    },
    async (req) => ok(service.previewBirth(req.body, requestLang(req))),
  );
};
