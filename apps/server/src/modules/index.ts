import type { FastifyPluginAsync } from 'fastify';
import { systemRoutes } from './system/routes';
import { appsRoutes } from './apps/routes';
import { codesRoutes } from './codes/routes';
import { accountRoutes } from './account/routes';
import { socialRoutes } from './social/routes';
import { settingsRoutes } from './settings/routes';
import { uploadsRoutes } from './uploads/routes';
import { feedbackRoutes } from './feedback/routes';
import { pointsRoutes } from './points/routes';
import { paymentsRoutes } from './payments/routes';
import { redeemRoutes } from './redeem/routes';
import { invitesRoutes } from './invites/routes';
import { tarotRoutes } from './tarot/routes';
import { answersRoutes } from './answers/routes';
import { diceRoutes } from './dice/routes';
import { placesRoutes } from './places/routes';
import { profileRoutes } from './profiles/routes';
import { astrologyRoutes } from './astrology/routes';
import { relationsRoutes } from './relations/routes';
import { chatRoutes } from './chat/routes';
import { mbtiRoutes } from './mbti/routes';
import { previewRoutes } from './preview/routes';

/** Every /api/v2 module, registered in this order under the prefix. */
export const apiModules: FastifyPluginAsync[] = [
  systemRoutes as FastifyPluginAsync,
  appsRoutes as FastifyPluginAsync,
  codesRoutes as FastifyPluginAsync,
  accountRoutes as FastifyPluginAsync,
  socialRoutes as FastifyPluginAsync,
  settingsRoutes as FastifyPluginAsync,
  uploadsRoutes as FastifyPluginAsync,
  feedbackRoutes as FastifyPluginAsync,
  pointsRoutes as FastifyPluginAsync,
  paymentsRoutes as FastifyPluginAsync,
  redeemRoutes as FastifyPluginAsync,
  invitesRoutes as FastifyPluginAsync,
  tarotRoutes as FastifyPluginAsync,
  answersRoutes as FastifyPluginAsync,
  diceRoutes as FastifyPluginAsync,
  placesRoutes as FastifyPluginAsync,
  profileRoutes as FastifyPluginAsync,
  astrologyRoutes as FastifyPluginAsync,
  relationsRoutes as FastifyPluginAsync,
  chatRoutes as FastifyPluginAsync,
  mbtiRoutes as FastifyPluginAsync,
  previewRoutes as FastifyPluginAsync,
];
