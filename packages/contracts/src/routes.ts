import { accountRoutes, codesRoutes, socialRoutes, uploadsRoutes } from './account';
import { astrologyRoutes } from './astrology';
import { chatRoutes } from './chat';
import { exportsRoutes } from './exports';
import { invitesRoutes, paymentsRoutes, pointsRoutes, redeemRoutes } from './economy';
import { journalRoutes } from './journal';
import { mbtiRoutes } from './mbti';
import { placesRoutes } from './places';
import { previewRoutes } from './preview';
import { profilesRoutes } from './profiles';
import { relationsRoutes } from './relations';
import { remindersRoutes } from './reminders';
import { transitsRoutes } from './transits';
import { baziRoutes } from './bazi';
import { cyclesRoutes } from './cycles';
import { appsRoutes, feedbackRoutes, settingsRoutes, systemRoutes } from './system';
import { answersRoutes, diceRoutes, tarotRoutes } from './tarot';

/** Every /api/v2 route: each has exactly one handler on the server. */
export const apiRoutes = [
  ...Object.values(systemRoutes),
  ...Object.values(appsRoutes),
  ...Object.values(codesRoutes),
  ...Object.values(accountRoutes),
  ...Object.values(socialRoutes),
  ...Object.values(settingsRoutes),
  ...Object.values(uploadsRoutes),
  ...Object.values(feedbackRoutes),
  ...Object.values(pointsRoutes),
  ...Object.values(paymentsRoutes),
  ...Object.values(redeemRoutes),
  ...Object.values(invitesRoutes),
  ...Object.values(tarotRoutes),
  ...Object.values(answersRoutes),
  ...Object.values(diceRoutes),
  ...Object.values(placesRoutes),
  ...Object.values(profilesRoutes),
  ...Object.values(astrologyRoutes),
  ...Object.values(transitsRoutes),
  ...Object.values(baziRoutes),
  ...Object.values(cyclesRoutes),
  ...Object.values(relationsRoutes),
  ...Object.values(chatRoutes),
  ...Object.values(mbtiRoutes),
  ...Object.values(previewRoutes),
  ...Object.values(journalRoutes),
  ...Object.values(exportsRoutes),
  ...Object.values(remindersRoutes),
];

export type ApiRoute = (typeof apiRoutes)[number];

/** The route of an endpoint (the same method and path), for its types. */
export type RouteOf<E extends { method: string; path: string }> = Extract<
  ApiRoute,
  { method: E['method']; path: E['path'] }
>;
