import { z } from 'zod';
import { baseBody, baseQuery, safeText } from './common';
import { MOON_PHASES } from './constants';
import { dateSchema, timeSchema, timeZoneSchema } from './profiles';
import { endpoints } from './endpoints';
import { defineRoutes } from './route';

export { MOON_PHASES };
export const moonPhaseSchema = z.enum(MOON_PHASES);
export type MoonPhaseId = z.infer<typeof moonPhaseSchema>;

/**
 * sky/preview (public, no account): a visitor's Sun sign and today's sky for a birth date,
 * with the time and birthplace when they know them.
 */
export const skyPreviewBody = baseBody.extend({
  birthDate: dateSchema,
  /** absent: the time is not known (noon is taken; no rising sign) */
  birthTime: timeSchema.optional(),
  birthPlaceId: safeText().min(1).max(40).optional(),
  /** the visitor's zone: what "today" is, and the birth time's zone without a birthplace */
  timeZone: timeZoneSchema.optional(),
});
export type SkyPreviewBody = z.input<typeof skyPreviewBody>;

const sign = z.number().int().min(0).max(11);
const skyBody = z.object({ sign, degree: z.number() });

/** sky/now (public): the Sun, the Moon and its phase at this instant. */
export const skyNowResponse = z.object({
  sun: skyBody,
  moon: skyBody,
  phase: moonPhaseSchema,
  /** lit share of the Moon's disc, 0..1 */
  illumination: z.number(),
});
export type SkyNowData = z.infer<typeof skyNowResponse>;

export const skyPreviewResponse = z.object({
  /** today in the visitor's zone, YYYY-MM-DD */
  date: z.string(),
  natal: z.object({
    sun: sign,
    /** null when the Moon changed sign during a birth day whose time is not known */
    moon: sign.nullable(),
    /** null without both a birth time and a birthplace */
    rising: sign.nullable(),
  }),
  today: skyNowResponse,
  /** today's overall score, 3–99, from the day's transits to the birth chart */
  overall: z.number().int(),
  /** what the score means for today */
  text: z.string(),
  /** the day's strongest transit in words, or null on a quiet day */
  transit: z.string().nullable(),
});
export type SkyPreview = z.infer<typeof skyPreviewResponse>;

// ---- routes ----------------------------------------------------------------------------------

export const previewRoutes = defineRoutes(endpoints.preview, {
  sky: { body: skyPreviewBody, response: skyPreviewResponse },
  now: { query: baseQuery, response: skyNowResponse },
});
