import type { FastifyPluginAsync } from 'fastify';
import { systemRoutes } from './system/routes';
import { appsRoutes } from './apps/routes';

/** Every /api/v2 module, registered in this order under the prefix. */
export const apiModules: FastifyPluginAsync[] = [
  systemRoutes as FastifyPluginAsync,
  appsRoutes as FastifyPluginAsync,
];
