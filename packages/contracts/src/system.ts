import { z } from 'zod';
import { AYANAMSAS, HOUSE_SYSTEMS, NODE_KINDS, ZODIACS } from './constants';
import { baseBody, baseQuery, langSchema, safeText } from './common';
import { socialProviderSchema } from './account';
import { endpoints } from './endpoints';
import { defineRoutes } from './route';

/** Each dependency the instance needs (db, redis when configured) → whether it answered. */
export const healthChecks = z.record(z.string(), z.boolean());

/**
 * GET /health: HTTP 200 code 200 with status ok when every dependency answers, degraded when
 * only an optional one (Redis) does not, else HTTP 503 code 1007 with status unavailable and
 * the same data. `rateLimits`: shared (counted in Redis across instances) or per-instance
 * (no Redis configured, or Redis not answering).
 */
export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded', 'unavailable']),
  db: z.enum(['pglite', 'postgres']),
  version: z.string(),
  uptimeSeconds: z.number(),
  checks: healthChecks,
  rateLimits: z.enum(['shared', 'per-instance']),
});
export type HealthResponse = z.infer<typeof healthResponse>;

/** GET /health/live: the process answers (no dependency is checked). */
export const liveResponse = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });

/**
 * GET /health/ready: whether to send this instance traffic: migrations applied, the database
 * reachable (Redis may be down: limits then count per instance), not shutting down. HTTP 503
 * code 1007 when not ready.
 */
export const readyResponse = z.object({
  status: z.enum(['ready', 'unavailable', 'draining', 'migrating']),
  checks: healthChecks,
});
export type ReadyResponse = z.infer<typeof readyResponse>;

/** What the web app needs to know before sign-in (which social buttons to show). */
export const publicConfigResponse = z.object({
  social: z.array(socialProviderSchema),
  version: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigResponse>;

export const userConfigSchema = z.object({
  /** ask before points are deducted */
  pointsDeductionPrompt: z.boolean(),
  /** play the ambient music loop */
  music: z.boolean(),
  lang: langSchema,
  /** how the member's charts are drawn: every chart of every profile of theirs */
  houseSystem: z.enum(HOUSE_SYSTEMS),
  zodiac: z.enum(ZODIACS),
  /** the sidereal zodiac's starting point (kept, and used only when the zodiac is sidereal) */
  ayanamsa: z.enum(AYANAMSAS),
  nodeKind: z.enum(NODE_KINDS),
});
export type UserConfig = z.infer<typeof userConfigSchema>;
/** The chart options of the member's settings. */
export type ChartOptionsConfig = Pick<
  UserConfig,
  'houseSystem' | 'zodiac' | 'ayanamsa' | 'nodeKind'
>;
export const updateUserConfigBody = baseBody.extend({
  pointsDeductionPrompt: z.boolean().optional(),
  music: z.boolean().optional(),
  houseSystem: z.enum(HOUSE_SYSTEMS).optional(),
  zodiac: z.enum(ZODIACS).optional(),
  ayanamsa: z.enum(AYANAMSAS).optional(),
  nodeKind: z.enum(NODE_KINDS).optional(),
});
/** `muteStatus: true` turns the points-deduction prompt off (the dialog's "don't remind me"). */
export const mutePointsNotificationBody = baseBody.extend({ muteStatus: z.boolean() });
export type UpdateUserConfigBody = z.input<typeof updateUserConfigBody>;
export type MutePointsNotificationBody = z.input<typeof mutePointsNotificationBody>;

export const appItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  /** an in-app route (`#/answersBook`) or an absolute https URL */
  link: z.string(),
});
export const appCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  apps: z.array(appItemSchema),
});
export const appCategoryResponse = z.array(appCategorySchema);
export type AppCategory = z.infer<typeof appCategorySchema>;

/**
 * `POST feedback` is multipart: these text fields plus up to 3 files in `images`
 * (PNG or JPEG, 2 MB each, checked by their bytes).
 */
export const feedbackFields = z.object({
  content: safeText().trim().min(1).max(1000),
  contact: safeText().trim().max(100).optional(),
});
export type FeedbackFields = z.input<typeof feedbackFields>;
export const feedbackResponse = z.object({ id: z.string() });
/** The member's own feedback, newest first, with the team's reply once there is one. */
export const myFeedbackResponse = z.object({
  list: z.array(
    z.object({
      id: z.string(),
      content: z.string(),
      /** the file names of the images sent with it (only operators are served the images) */
      images: z.array(z.string()),
      status: z.enum(['new', 'replied', 'closed']),
      reply: z.string().nullable(),
      repliedAt: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type MyFeedback = z.infer<typeof myFeedbackResponse>;

// ---- routes ----------------------------------------------------------------------------------

/** Health, liveness and readiness answer HTTP 503 (Retry-After, envelope 1007) when they fail. */
export const systemRoutes = defineRoutes(endpoints.system, {
  health: { query: baseQuery, response: healthResponse, unavailable: true },
  live: { query: baseQuery, response: liveResponse },
  ready: { query: baseQuery, response: readyResponse, unavailable: true },
  publicConfig: { query: baseQuery, response: publicConfigResponse },
  openapi: {},
});

export const appsRoutes = defineRoutes(endpoints.apps, {
  appCategory: { query: baseQuery, response: appCategoryResponse },
});

export const settingsRoutes = defineRoutes(endpoints.settings, {
  userConfig: { query: baseQuery, response: userConfigSchema },
  updateUserConfig: { body: updateUserConfigBody, response: userConfigSchema },
  mutePointsNotification: { body: mutePointsNotificationBody, response: userConfigSchema },
});

export const feedbackRoutes = defineRoutes(endpoints.feedback, {
  feedback: {
    description:
      'multipart/form-data: `content` (1–1000 characters), optional `contact` (≤ 100), up to 3 files in `images` (PNG or JPEG by their bytes, ≤ 2 MB each). Signing in is optional.',
    query: baseQuery,
    response: feedbackResponse,
  },
  mine: { query: baseQuery, response: myFeedbackResponse },
});
