import { z } from 'zod';
import { idSchema } from './common';
import { chartSchema } from './astrology';

/**
 * The relationship charts of two profiles (serendipity/charts: the composite and the Davison,
 * each with its short reading; the full reading is in the deep report) and their 八字 pair
 * (stellarTies/bazi: both day masters, the clashes and combinations between their pillars, and
 * how the four methods agree). Both take the pair body of relations.ts.
 */

const personSchema = z.object({
  archiveId: idSchema,
  nickname: z.string(),
  timeUnknown: z.boolean(),
});

export const relationshipChartSchema = z.object({
  chart: chartSchema,
  title: z.string(),
  /** what the chart is, what the pair is for and what it needs (free) */
  brief: z.array(z.string()),
});

export const relationshipChartsResponse = z.object({
  people: z.tuple([personSchema, personSchema]),
  composite: relationshipChartSchema,
  davison: relationshipChartSchema.extend({
    /** the Davison chart's moment and place: halfway in time, halfway between the birthplaces */
    moment: z.object({ utc: z.string(), lat: z.number(), lon: z.number() }),
  }),
  /** the full reading of both charts is a section of the deep report (unlockDepthReport) */
  depthPrice: z.number().int(),
});
export type RelationshipCharts = z.infer<typeof relationshipChartsResponse>;

const pillarKeySchema = z.enum(['year', 'month', 'day', 'hour']);
const elementSchema = z.enum(['wood', 'fire', 'earth', 'metal', 'water']);
const baziRelationSchema = z.enum(['冲', '合', '刑', '害']);
export const DAY_MASTER_BONDS = ['same', 'aFeedsB', 'aMastersB', 'bMastersA', 'bFeedsA'] as const;
export const METHOD_TONES = ['warm', 'mixed', 'testing'] as const;
const toneSchema = z.enum(METHOD_TONES);

export const baziPairSideSchema = personSchema.extend({
  /** year, month, day, hour; the hour is null when the birth time is unknown */
  pillars: z.array(
    z.object({
      key: pillarKeySchema,
      /** 0 甲 … 9 癸, 0 子 … 11 亥 */
      stem: z.number().int().min(0).max(9),
      branch: z.number().int().min(0).max(11),
      /** the two characters, e.g. 甲子 */
      name: z.string(),
    }),
  ),
  dayMaster: z.object({
    stem: z.number().int().min(0).max(9),
    /** the stem's character, e.g. 甲 */
    glyph: z.string(),
    element: elementSchema,
    yang: z.boolean(),
  }),
  /** the day and hour by true solar time (the standard clock would give these differently) */
  changedBySolarTime: z.array(z.enum(['day', 'hour'])),
});

export const baziPairResponse = z.object({
  people: z.tuple([baziPairSideSchema, baziPairSideSchema]),
  /** what B's day master is to A's */
  bond: z.enum(DAY_MASTER_BONDS),
  dayMastersCombine: z.boolean(),
  /** every contact between a pillar of A and one of B, the day pillars' first */
  contacts: z.array(
    z.object({
      a: pillarKeySchema,
      b: pillarKeySchema,
      stems: z.array(z.enum(['合', '冲'])),
      branches: z.array(baziRelationSchema),
    }),
  ),
  /** combinations less clashes, punishments and harms */
  harmony: z.number().int(),
  /** the pair's sentences: the day masters' bond, their day branches, the whole */
  sentences: z.array(z.string()),
  /** the four methods' tones for this pair, and one sentence on how they agree or differ */
  methods: z.object({
    zodiac: toneSchema,
    mansions: toneSchema,
    synastry: toneSchema,
    bazi: toneSchema,
    text: z.string(),
  }),
});
export type BaziPairReport = z.infer<typeof baziPairResponse>;
