import { LIMITS, PLANETS } from './constants';
import { z } from 'zod';
import { baseBody, baseQuery, idSchema, safeName, timestampSchema } from './common';
import {
  chartSchema,
  planetIdSchema,
  aspectKindSchema,
  reportSectionSchema,
  signIdSchema,
} from './astrology';
import { dateSchema, timeSchema } from './profiles';
import { endpoints } from './endpoints';
import { defineRoutes } from './route';
import { baziPairResponse, relationshipChartsResponse } from './relations-charts';

/**
 * Relationships: zodiac pairing of two birthdays, stellar ties (the 27 lunar mansions of
 * Sukuyō), synastry ("serendipity together") and the deep report kept in a history.
 */

/** A stored profile's id (the wire keeps the spec's archive_* / archiveId names). */
const profileId = idSchema;

// ---- zodiac pairing (constellation/pairing) ------------------------------------------------

/** One of the two people: a stored profile, or a birthday typed in (time optional). */
export const pairingPersonSchema = z.union([
  z.object({ archive_id: profileId }),
  z.object({
    nickname: safeName().min(1).max(LIMITS.nameMax),
    birthDate: dateSchema,
    /** HH:mm; absent when unknown (the Moon is then read at noon and not relied on) */
    birthTime: timeSchema.optional(),
  }),
]);
export type PairingPerson = z.infer<typeof pairingPersonSchema>;

export const pairingBody = baseBody.extend({
  /** exactly two birthdays */
  people: z.array(pairingPersonSchema).length(2),
  timestamp: timestampSchema.optional(),
});

export const PAIR_SCORES = ['love', 'friendship', 'communication', 'longTerm'] as const;
export const pairScoresSchema = z.object({
  love: z.number().int().min(0).max(100),
  friendship: z.number().int().min(0).max(100),
  communication: z.number().int().min(0).max(100),
  longTerm: z.number().int().min(0).max(100),
});
export type PairScores = z.infer<typeof pairScoresSchema>;

/** A contact between a planet (or angle) of A and one of B. */
export const POINT_IDS = [...PLANETS, 'asc'] as const;
export const pointIdSchema = z.enum(POINT_IDS);
export const synastryAspectSchema = z.object({
  a: pointIdSchema,
  b: pointIdSchema,
  kind: aspectKindSchema,
  orb: z.number(),
  /** signed strength: positive harmonious, negative tense */
  weight: z.number(),
});
export type SynastryAspect = z.infer<typeof synastryAspectSchema>;

export const pairingSideSchema = z.object({
  nickname: z.string(),
  birthDate: z.string(),
  sign: signIdSchema,
  moonSign: signIdSchema,
  /** the profile it came from, when it came from one */
  archiveId: profileId.optional(),
});

export const pairingResponse = z.object({
  people: z.tuple([pairingSideSchema, pairingSideSchema]),
  /**
   * 'signs': a Sun and Moon sign pairing of two birthdays; 'charts': two stored profiles' charts,
   * the same overall and area scores as their synastry (serendipity/together)
   */
  level: z.enum(['signs', 'charts']),
  overall: z.number().int().min(0).max(100),
  scores: pairScoresSchema,
  /** the signs' elements and the angle between them, for the explanation */
  angle: z.number().int().min(0).max(6),
  summary: z.string(),
  strengths: z.array(z.string()),
  frictions: z.array(z.string()),
  advice: z.string(),
  /** the strongest contacts between the charts (level 'charts' only) */
  aspects: z.array(synastryAspectSchema),
});
export type PairingResult = z.infer<typeof pairingResponse>;

// ---- stellar ties (27 lunar mansions) -----------------------------------------------------

export const MANSION_RELATIONS = [
  'life',
  'karma',
  'womb',
  'prosperity',
  'decline',
  'safety',
  'danger',
  'success',
  'destruction',
  'friendship',
  'intimacy',
] as const;
export const mansionRelationSchema = z.enum(MANSION_RELATIONS);
export type MansionRelation = z.infer<typeof mansionRelationSchema>;
export const MANSION_DISTANCES = ['near', 'middle', 'far'] as const;

export const mansionSchema = z.object({
  index: z.number().int().min(0).max(26),
  /** the mansion's Chinese character, e.g. 昴 */
  glyph: z.string(),
  name: z.string(),
});
export type Mansion = z.infer<typeof mansionSchema>;

export const tiesSideSchema = z.object({
  archiveId: profileId,
  nickname: z.string(),
  birthDate: z.string(),
  /** the Chinese lunar date of the birthday */
  lunar: z.object({
    year: z.number().int(),
    month: z.number().int().min(1).max(12),
    day: z.number().int().min(1).max(30),
    leap: z.boolean(),
  }),
  mansion: mansionSchema,
  /** the mansion's character, a paragraph */
  character: z.string(),
});

export const tiesViewSchema = z.object({
  /** A's relation to B (k = index(B) − index(A) mod 27) */
  relation: mansionRelationSchema,
  distance: z.enum(MANSION_DISTANCES).nullable(),
  k: z.number().int().min(0).max(26),
  /** how this side experiences the other */
  text: z.string(),
});

export const stellarTiesBody = baseBody.extend({
  archive_a: profileId,
  archive_b: profileId,
  timestamp: timestampSchema.optional(),
});
export const stellarTiesResponse = z.object({
  a: tiesSideSchema,
  b: tiesSideSchema,
  aToB: tiesViewSchema,
  bToA: tiesViewSchema,
  /** the pairing as a whole (e.g. 荣亲), its meaning and advice */
  title: z.string(),
  summary: z.string(),
  advice: z.string(),
});
export type StellarTies = z.infer<typeof stellarTiesResponse>;

/** One profile's mansion and what each of the 27 mansions is to it. */
export const mansionChartBody = baseBody.extend({ archive_id: profileId.optional() });
export const mansionChartResponse = z.object({
  self: tiesSideSchema,
  ring: z.array(
    z.object({
      mansion: mansionSchema,
      relation: mansionRelationSchema,
      distance: z.enum(MANSION_DISTANCES).nullable(),
    }),
  ),
});
export type MansionChart = z.infer<typeof mansionChartResponse>;

// ---- synastry (serendipity/together, unlock/serendipity/together) --------------------------

/** Two stored profiles, one male and one female. */
export const pairBody = baseBody.extend({
  archive_a: profileId,
  archive_b: profileId,
  timestamp: timestampSchema.optional(),
});

export const synastrySideSchema = z.object({
  archiveId: profileId,
  nickname: z.string(),
  /** as entered on the profile, shown beside the name; null when none; never read by a reading */
  gender: z.union([z.literal(1), z.literal(2)]).nullable(),
  timeUnknown: z.boolean(),
  chart: chartSchema,
});
export const houseOverlaySchema = z.object({
  planet: planetIdSchema,
  house: z.number().int().min(1).max(12),
});

export const synastryResponse = z.object({
  people: z.tuple([synastrySideSchema, synastrySideSchema]),
  overall: z.number().int().min(0).max(100),
  scores: pairScoresSchema,
  aspects: z.array(synastryAspectSchema),
  /** A's planets in B's houses and B's in A's (null when that house owner's time is unknown) */
  overlays: z.object({
    aInB: z.array(houseOverlaySchema).nullable(),
    bInA: z.array(houseOverlaySchema).nullable(),
  }),
  unlocked: z.boolean(),
  price: z.number().int(),
  /** the overview, free; the whole report once unlocked */
  sections: z.array(reportSectionSchema),
});
export type SynastryReport = z.infer<typeof synastryResponse>;

// ---- deep report (depth/report, unlock/depth/report) and its history ----------------------

/** A pair to preview or unlock, or a kept report to open. */
export const depthReportBody = baseBody.extend({
  archive_a: profileId.optional(),
  archive_b: profileId.optional(),
  report_id: idSchema.optional(),
  timestamp: timestampSchema.optional(),
});
export const unlockDepthBody = pairBody;

export const depthPersonSchema = z.object({
  nickname: z.string(),
  /** as entered on the profile, shown beside the name; null when none; never read by a reading */
  gender: z.union([z.literal(1), z.literal(2)]).nullable(),
  birthDate: z.string(),
  sign: signIdSchema,
});
export const depthReportResponse = z.object({
  /** absent for a preview of a pair not unlocked yet */
  reportId: z.number().int().optional(),
  people: z.tuple([depthPersonSchema, depthPersonSchema]),
  overall: z.number().int().min(0).max(100),
  unlocked: z.boolean(),
  price: z.number().int(),
  createdAt: z.string().optional(),
  sections: z.array(reportSectionSchema),
});
export type DepthReport = z.infer<typeof depthReportResponse>;

export const depthHistoryQuery = baseQuery;
export const depthHistoryItemSchema = z.object({
  reportId: z.number().int(),
  people: z.tuple([depthPersonSchema, depthPersonSchema]),
  overall: z.number().int(),
  createdAt: z.string(),
});
export const depthHistoryResponse = z.object({ list: z.array(depthHistoryItemSchema) });
export type DepthHistoryItem = z.infer<typeof depthHistoryItemSchema>;

export const depthDeleteBody = baseBody.extend({
  ids: z.array(idSchema).min(1).max(100),
});
export const depthDeleteResponse = z.object({ deleted: z.number().int() });

// ---- routes ----------------------------------------------------------------------------------

export const relationsRoutes = defineRoutes(endpoints.relations, {
  pairing: { body: pairingBody, response: pairingResponse },
  ties: { body: stellarTiesBody, response: stellarTiesResponse },
  mansionChart: { body: mansionChartBody, response: mansionChartResponse },
  synastry: { body: pairBody, response: synastryResponse },
  relationshipCharts: { body: pairBody, response: relationshipChartsResponse },
  baziPair: { body: pairBody, response: baziPairResponse },
  unlockSynastry: { body: pairBody, response: synastryResponse },
  depthReport: { body: depthReportBody, response: depthReportResponse },
  unlockDepth: { body: unlockDepthBody, response: depthReportResponse },
  depthHistory: { query: depthHistoryQuery, response: depthHistoryResponse },
  deleteDepth: { body: depthDeleteBody, response: depthDeleteResponse },
});
