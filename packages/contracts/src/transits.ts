import { z } from 'zod';
import { aspectKindSchema, planetIdSchema } from './astrology';
import { baseBody, idSchema } from './common';
import { PLANETS } from './constants';
import { endpoints } from './endpoints';
import { defineRoutes } from './route';

/**
 * The transits calendar: the exact aspects the Sun to Pluto make to a member's natal chart over
 * the next 30 or 90 days, each with its text. The Moon is left out (its contacts last hours).
 */

export const TRANSIT_DAYS = [30, 90] as const;
export const NATAL_POINT_IDS = [...PLANETS, 'ascendant', 'mc'] as const;
export const natalPointSchema = z.enum(NATAL_POINT_IDS);

export const transitsBody = baseBody.extend({
  /** one of the member's own profiles (default: the current one) */
  profileId: idSchema.optional(),
  days: z.union([z.literal(30), z.literal(90)]),
});

export const transitEventSchema = z.object({
  planet: planetIdSchema,
  aspect: aspectKindSchema,
  natalPoint: natalPointSchema,
  /** the natal house the transiting planet is in (null: birth time unknown) */
  house: z.number().int().min(1).max(12).nullable(),
  /** ISO 8601 UTC instants: the exact aspect, and the 1° orb pass around it */
  exact: z.string(),
  enters: z.string(),
  leaves: z.string(),
  retrograde: z.boolean(),
  /** Jupiter to Pluto: the weightier, slower transits */
  weight: z.enum(['brief', 'weighty']),
  title: z.string(),
  text: z.array(z.string()),
});
export type TransitEntry = z.infer<typeof transitEventSchema>;

export const transitsResponse = z.object({
  profileId: z.number().int(),
  nickname: z.string(),
  /** the span looked at, ISO 8601 UTC */
  from: z.string(),
  to: z.string(),
  /** how far from exact a contact counts as in orb, in degrees */
  orb: z.number(),
  timeUnknown: z.boolean(),
  events: z.array(transitEventSchema),
});
export type TransitsCalendar = z.infer<typeof transitsResponse>;

export const transitsRoutes = defineRoutes(endpoints.transits, {
  list: { body: transitsBody, response: transitsResponse },
});
