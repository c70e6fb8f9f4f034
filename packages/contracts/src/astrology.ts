import {
  AYANAMSAS,
  CHART_POINT_IDS,
  HOUSE_SYSTEMS,
  MOON_PHASES,
  NODE_KINDS,
  PLANETS,
  ZODIACS,
} from './constants';
import { z } from 'zod';
import { baseBody, baseQuery, idSchema, safeText, timestampSchema } from './common';
import { endpoints } from './endpoints';
import { defineRoutes } from './route';

export const signIdSchema = z.number().int().min(0).max(11);
export const ELEMENTS = ['fire', 'earth', 'air', 'water'] as const;
export const MODALITIES = ['cardinal', 'fixed', 'mutable'] as const;

// ---- constellation/list ------------------------------------------------------------

export const zodiacSignSchema = z.object({
  constellationID: signIdSchema,
  key: z.string(),
  name: z.string(),
  /** 'MM-DD' first and last day of the usual Sun-sign dates */
  from: z.string(),
  to: z.string(),
  element: z.enum(ELEMENTS),
  modality: z.enum(MODALITIES),
  /** the sign's traditional ruling planet id */
  ruler: z.string(),
  glyph: z.string(),
  /** the sign's picture, served with the app */
  img: z.string(),
});
export type ZodiacSignInfo = z.infer<typeof zodiacSignSchema>;
export const constellationListResponse = z.object({ list: z.array(zodiacSignSchema) });

// ---- charts -------------------------------------------------------------------------

/** The ten planets in their usual order (core's list). */
export const PLANET_IDS = PLANETS;
export const planetIdSchema = z.enum(PLANET_IDS);
export const ASPECT_KINDS = ['conjunction', 'sextile', 'square', 'trine', 'opposition'] as const;
export const aspectKindSchema = z.enum(ASPECT_KINDS);

export const chartPlanetSchema = z.object({
  id: planetIdSchema,
  lon: z.number(),
  speed: z.number(),
  retrograde: z.boolean(),
  sign: signIdSchema,
  house: z.number().int().min(1).max(12),
});
export const aspectSchema = z.object({
  a: planetIdSchema,
  b: planetIdSchema,
  kind: aspectKindSchema,
  /** degrees from exact */
  orb: z.number(),
  applying: z.boolean(),
});
export type ChartAspect = z.infer<typeof aspectSchema>;
export const chartPointSchema = z.object({
  id: z.enum(CHART_POINT_IDS),
  lon: z.number(),
  sign: signIdSchema,
  house: z.number().int().min(1).max(12),
});
export const pointAspectSchema = z.object({
  point: z.enum(CHART_POINT_IDS),
  planet: planetIdSchema,
  kind: z.enum(['conjunction', 'opposition']),
  /** degrees from exact */
  orb: z.number(),
});
export type ChartPointAspect = z.infer<typeof pointAspectSchema>;
export const chartSchema = z.object({
  utc: z.string(),
  utcOffsetMinutes: z.number(),
  planets: z.array(chartPlanetSchema),
  northNode: z.number(),
  ascendant: z.number(),
  mc: z.number(),
  houses: z.array(z.number()).length(12),
  houseSystem: z.enum(HOUSE_SYSTEMS),
  /** Placidus was asked for beyond the polar circles and Porphyry used */
  fallbackFrom: z.enum(HOUSE_SYSTEMS).optional(),
  aspects: z.array(aspectSchema),
  /** the nodes, the mean and osculating Lilith, Part of Fortune and the Vertex */
  points: z.array(chartPointSchema),
  /** conjunctions and oppositions of those points to the planets */
  pointAspects: z.array(pointAspectSchema),
  zodiac: z.enum(ZODIACS),
  /** sidereal charts: which ayanamsa, and its value at the chart's instant (degrees) */
  ayanamsa: z.object({ kind: z.enum(AYANAMSAS), degrees: z.number() }).optional(),
  /** which lunar node `northNode` is */
  nodeKind: z.enum(NODE_KINDS),
});
export type ChartData = z.infer<typeof chartSchema>;

/** The spec's body for the calls about one profile (the last three sent empty). */
export const profileCallBody = baseBody.extend({
  archive_id: idSchema.optional(),
  birth_date: safeText().max(0).optional(),
  time_of_birth: safeText().max(0).optional(),
  birthplace: safeText().max(0).optional(),
  timestamp: timestampSchema.optional(),
});

export const astrolabeResponse = z.object({
  archiveId: z.number().int(),
  nickname: z.string(),
  timeUnknown: z.boolean(),
  chart: chartSchema,
});
export type Astrolabe = z.infer<typeof astrolabeResponse>;

// ---- fortune -----------------------------------------------------------------------

export const FORTUNE_DIMENSIONS = ['emotions', 'health', 'wealth', 'career'] as const;
export const fortuneBody = baseBody.extend({
  timestamp: timestampSchema.optional(),
  archive_id: idSchema.optional(),
  /** the user's local date; defaults to today in the user's time zone */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
/** The points transits are read to: the planets and two angles. */
export const NATAL_POINT_IDS = [...PLANETS, 'ascendant', 'mc'] as const;
export const natalPointSchema = z.enum(NATAL_POINT_IDS);

/** One transit of the transits calendar (astro/transits), as the calendar and the day list it. */
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

/** A calendar transit in orb on the fortune's day. */
export const dayTransitSchema = transitEventSchema.extend({
  /** exact within the day (local midnight to midnight) */
  exactToday: z.boolean(),
  /** degrees from exact at the day's moment nearest to exact (0 when exact that day) */
  orb: z.number(),
});
export type DayTransitEntry = z.infer<typeof dayTransitSchema>;

/** Today's 日柱 against the member's own 八字 (Chinese-language fortunes only). */
export const dayPillarSchema = z.object({
  /** 0 甲 … 9 癸, 0 子 … 11 亥 */
  stem: z.number().int().min(0).max(9),
  branch: z.number().int().min(0).max(11),
  /** 「丙午」 */
  name: z.string(),
  /** what the day's stem is to the member's day master (十神) */
  god: z.string(),
  text: z.string(),
});
/** A transit that moved an area's score, with the points it added (negative: took). */
export const scoreDriverSchema = z.object({
  transit: planetIdSchema,
  natal: planetIdSchema,
  kind: aspectKindSchema,
  points: z.number().int(),
});
export const fortuneResponse = z.object({
  archiveId: z.number().int(),
  nickname: z.string(),
  date: z.string(),
  /**
   * the IANA zone of the profile's residence: the zone the day is in and the one its transits'
   * exact moments read in
   */
  zone: z.string(),
  sign: signIdSchema,
  overall: z.number().int().min(0).max(100),
  scores: z.object({
    emotions: z.number().int(),
    health: z.number().int(),
    wealth: z.number().int(),
    career: z.number().int(),
  }),
  texts: z.object({
    overall: z.string(),
    emotions: z.string(),
    health: z.string(),
    wealth: z.string(),
    career: z.string(),
  }),
  /**
   * the transits calendar's transits in orb on this day, the same entries (words included):
   * those exact today first, then the nearest to exact
   */
  transits: z.array(dayTransitSchema),
  /** today's day pillar against the member's own chart; null unless the fortune is in Chinese */
  dayPillar: dayPillarSchema.nullable(),
  /** per area, the transits that moved its score most (at most two), strongest first */
  why: z.object({
    emotions: z.array(scoreDriverSchema),
    health: z.array(scoreDriverSchema),
    wealth: z.array(scoreDriverSchema),
    career: z.array(scoreDriverSchema),
  }),
  /** the Moon of the day: its sign, phase and natal house (null without a birth time) */
  moon: z.object({
    sign: signIdSchema,
    phase: z.enum(MOON_PHASES),
    house: z.number().int().min(1).max(12).nullable(),
  }),
  /** planets retrograde or standing still today; station: the turn they are about to make */
  retrogrades: z.array(
    z.object({ planet: planetIdSchema, station: z.enum(['retrograde', 'direct']).nullable() }),
  ),
  /** the seven days starting six days ago, for the trend chart */
  week: z.array(z.object({ date: z.string(), overall: z.number().int() })),
});
export type Fortune = z.infer<typeof fortuneResponse>;

// ---- traits (constellation/relation for a profile, constellation/traits for a sign) -----------

export const TRAITS = ['wealth', 'romance', 'wisdom', 'family', 'luck', 'career'] as const;
export const traitsSchema = z.object({
  wealth_score: z.number().int(),
  romance_score: z.number().int(),
  wisdom_score: z.number().int(),
  family_score: z.number().int(),
  luck_score: z.number().int(),
  career_score: z.number().int(),
});
export const relationResponse = z.object({
  archiveId: z.number().int(),
  constellation_traits: traitsSchema,
});
export const signTraitsBody = baseBody.extend({
  constellation: signIdSchema,
  timestamp: timestampSchema.optional(),
});
export const signTraitsResponse = z.object({
  constellation: signIdSchema,
  constellation_traits: traitsSchema,
});
export type Traits = z.infer<typeof traitsSchema>;

// ---- single stellar reading -----------------------------------------------------------

export const singleReadingBody = baseBody.extend({
  constellation_a: z.object({ star1_id: signIdSchema }),
  timestamp: timestampSchema.optional(),
});
export const singleReadingResponse = z.object({
  constellation: signIdSchema,
  summarize: z.string(),
  character: z.string(),
  career: z.string(),
  wealth: z.string(),
  love: z.string(),
  scholastic: z.string(),
});
export type SingleReading = z.infer<typeof singleReadingResponse>;

// ---- reports (natal "destiny" report, daily horoscope report, the sample) -------------------

export const reportSectionSchema = z.object({
  key: z.string(),
  title: z.string(),
  text: z.string(),
});
export const destinyResponse = z.object({
  archiveId: z.number().int(),
  unlocked: z.boolean(),
  /** points an unlock costs (VIP members and free uses may pay nothing) */
  price: z.number().int(),
  /** the overview, free; the whole report once unlocked */
  sections: z.array(reportSectionSchema),
});
export type DestinyReport = z.infer<typeof destinyResponse>;

export const horoscopeReportBody = profileCallBody.extend({
  /** the user's local date; defaults to today at the profile's residence */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});

export const horoscopeReportResponse = z.object({
  archiveId: z.number().int(),
  date: z.string(),
  sections: z.array(reportSectionSchema),
});
export type HoroscopeReport = z.infer<typeof horoscopeReportResponse>;

/** horoscope/report/status (same body): whether that day's report is already paid for. */
export const horoscopeStatusResponse = z.object({
  archiveId: z.number().int(),
  date: z.string(),
  /** opened (and paid) already: opening it again charges nothing */
  opened: z.boolean(),
});
export type HoroscopeStatus = z.infer<typeof horoscopeStatusResponse>;

export const sampleReportResponse = z.object({
  nickname: z.string(),
  chart: chartSchema,
  sections: z.array(reportSectionSchema),
});
export type SampleReport = z.infer<typeof sampleReportResponse>;

// ---- routes ----------------------------------------------------------------------------------

export const astrologyRoutes = defineRoutes(endpoints.astrology, {
  signs: { query: baseQuery, response: constellationListResponse },
  fortune: { body: fortuneBody, response: fortuneResponse },
  relation: { body: profileCallBody, response: relationResponse },
  signTraits: { body: signTraitsBody, response: signTraitsResponse },
  single: { body: singleReadingBody, response: singleReadingResponse },
  astrolabe: { body: profileCallBody, response: astrolabeResponse },
  destiny: { body: profileCallBody, response: destinyResponse },
  unlockDestiny: { body: profileCallBody, response: destinyResponse },
  horoscopeStatus: { body: horoscopeReportBody, response: horoscopeStatusResponse },
  horoscopeReport: { body: horoscopeReportBody, response: horoscopeReportResponse },
  sample: { query: baseQuery, response: sampleReportResponse },
});
