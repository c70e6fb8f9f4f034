import { z } from 'zod';
import { chartSchema } from './astrology';
import { baseBody, idSchema, safeText } from './common';
import { endpoints } from './endpoints';
import { placeSnapshotSchema } from './profiles';
import { defineRoutes } from './route';

/**
 * A chart's slow clocks: the solar return (the chart of the moment the Sun comes back to its
 * birth position each year, cast where the member spends that birthday) and the progressed
 * Moon (a day after birth for each year of life), both for one of the member's own profiles.
 */

/** Solar returns: a year between these (the server offers this year's and next). */
const yearSchema = z.number().int().min(1900).max(2200);

export const solarReturnBody = baseBody.extend({
  /** one of the member's own profiles (default: the current one) */
  profileId: idSchema.optional(),
  /** this year's return or next year's, in the member's zone (1001 otherwise) */
  year: yearSchema,
});
export type SolarReturnInput = z.input<typeof solarReturnBody>;

/** Remembers where the member spends that birthday and answers the return cast there. */
export const solarReturnPlaceBody = solarReturnBody.extend({
  placeId: safeText().min(1).max(40),
});

/**
 * Where the return is cast: the place chosen for that year, else the one chosen last for
 * another year, else where the profile lives.
 */
export const SOLAR_RETURN_PLACE_SOURCES = ['chosen', 'lastChosen', 'residence'] as const;

export const solarReturnResponse = z.object({
  profileId: z.number().int(),
  nickname: z.string(),
  year: z.number().int(),
  /** the years offered: this year's return and next year's */
  years: z.array(z.number().int()),
  /** the exact return, ISO 8601 UTC */
  utc: z.string(),
  /** the member's zone (the account's), the one the moment is shown in */
  zone: z.string(),
  place: placeSnapshotSchema,
  placeSource: z.enum(SOLAR_RETURN_PLACE_SOURCES),
  /** the birthplace, offered as a choice */
  birthPlace: placeSnapshotSchema,
  /** where the profile lives, offered as a choice */
  residence: placeSnapshotSchema,
  /** without a birth time the moment may be off by half a day: no chart and no reading */
  timeUnknown: z.boolean(),
  /** the return chart in the member's chart options (null when the birth time is unknown) */
  chart: chartSchema.nullable(),
  /** the free part: the year's title, when and where, and its tone */
  headline: z.object({ title: z.string(), when: z.string(), tone: z.string() }).nullable(),
  unlocked: z.boolean(),
  /** points the unlock costs */
  price: z.number().int(),
  /** the year's themes, once unlocked: where the Sun and Moon fall, planets on an angle */
  themes: z
    .object({ arena: z.string(), needs: z.string(), angular: z.array(z.string()) })
    .nullable(),
});
export type SolarReturnView = z.infer<typeof solarReturnResponse>;

export const progressedMoonBody = baseBody.extend({ profileId: idSchema.optional() });

export const progressedMoonResponse = z.object({
  profileId: z.number().int(),
  /** the progressed Moon needs a birth time (a day of birth time is a year of progression) */
  timeUnknown: z.boolean(),
  /** null when the birth time is unknown */
  now: z
    .object({
      sign: z.number().int().min(0).max(11),
      house: z.number().int().min(1).max(12),
    })
    .nullable(),
  /** the next change: its date in the member's zone, the sign and house from then */
  next: z
    .object({
      date: z.string(),
      sign: z.number().int().min(0).max(11),
      house: z.number().int().min(1).max(12),
      entered: z.array(z.enum(['sign', 'house'])),
    })
    .nullable(),
  reading: z
    .object({
      now: z.string(),
      climate: z.string(),
      focus: z.string(),
      next: z.string().nullable(),
    })
    .nullable(),
});
export type ProgressedMoonView = z.infer<typeof progressedMoonResponse>;

export const cyclesRoutes = defineRoutes(endpoints.cycles, {
  solarReturn: { body: solarReturnBody, response: solarReturnResponse },
  solarReturnPlace: { body: solarReturnPlaceBody, response: solarReturnResponse },
  unlockSolarReturn: { body: solarReturnBody, response: solarReturnResponse },
  progressedMoon: { body: progressedMoonBody, response: progressedMoonResponse },
});
