import { z } from 'zod';
import { transitEventSchema } from './astrology';
import { baseBody, idSchema } from './common';
import { endpoints } from './endpoints';
import { defineRoutes } from './route';

/**
 * The transits calendar: the exact aspects the Sun to Pluto make to a member's natal chart over
 * the next 30 or 90 days, each with its text. The Moon is left out (its contacts last hours).
 */

export const TRANSIT_DAYS = [30, 90] as const;

export const transitsBody = baseBody.extend({
  /** one of the member's own profiles (default: the current one) */
  profileId: idSchema.optional(),
  days: z.union([z.literal(30), z.literal(90)]),
});

export const transitsResponse = z.object({
  profileId: z.number().int(),
  nickname: z.string(),
  /** the span looked at, ISO 8601 UTC */
  from: z.string(),
  to: z.string(),
  /** how far from exact a contact counts as in orb, in degrees */
  orb: z.number(),
  timeUnknown: z.boolean(),
  /** the IANA zone of the profile's residence: the zone its exact moments and days read in */
  zone: z.string(),
  events: z.array(transitEventSchema),
});
export type TransitsCalendar = z.infer<typeof transitsResponse>;

export const transitsRoutes = defineRoutes(endpoints.transits, {
  list: { body: transitsBody, response: transitsResponse },
});
