import { z } from 'zod';
import { baseBody, idSchema } from './common';
import { endpoints } from './endpoints';
import { defineRoutes } from './route';

/**
 * 八字, the Four Pillars, of one of the member's profiles: the pillars with their hidden stems,
 * ten gods and 纳音, the five elements' balance, the day master's strength, both clocks, the
 * 节 that opened the birth month, the luck pillars, this year's pillar and the reading; the
 * member's 八字 settings; and the paid luck-pillar report (unlockBaziLuck, once per profile).
 */

export const DAY_CHANGES = ['ziHour', 'midnight'] as const;
export const BAZI_PILLAR_KEYS = ['year', 'month', 'day', 'hour'] as const;
export const BAZI_ELEMENTS = ['wood', 'fire', 'earth', 'metal', 'water'] as const;

export const baziSettingsSchema = z.object({
  /** reckon the day and hour by true solar time at the birthplace (else the zone's clock) */
  trueSolarTime: z.boolean(),
  /** the day turns at 23:00, the start of the 子 hour, or at midnight */
  dayChange: z.enum(DAY_CHANGES),
});
export type BaziSettings = z.infer<typeof baziSettingsSchema>;

export const baziChartBody = baseBody.extend({
  /** one of the member's own profiles (default: the current one) */
  profileId: idSchema.optional(),
});
export const baziSettingsBody = baseBody
  .extend(baziSettingsSchema.partial().shape)
  .refine((b) => b.trueSolarTime !== undefined || b.dayChange !== undefined, {
    message: 'a setting to change',
  });
export const baziUnlockBody = baseBody.extend({ profileId: idSchema });

const stem = z.number().int().min(0).max(9);
const branch = z.number().int().min(0).max(11);
const god = z.string();
const relations = z.object({
  between: z.tuple([z.string(), z.string()]),
  stems: z.array(z.string()),
  branches: z.array(z.string()),
});

export const baziPillarSchema = z.object({
  key: z.enum(BAZI_PILLAR_KEYS),
  stem,
  branch,
  nayin: z.string(),
  /** what the stem is to the day master (null for the day stem, the day master itself) */
  stemGod: god.nullable(),
  hidden: z.array(z.object({ stem, god })),
});
export type BaziPillar = z.infer<typeof baziPillarSchema>;

export const luckDecadeSchema = z.object({
  stem,
  branch,
  fromAge: z.number(),
  toAge: z.number(),
  god,
  branchGod: god,
  fit: z.enum(['needed', 'surplus', 'mixed', 'neutral']),
  current: z.boolean(),
  title: z.string(),
  paragraphs: z.array(z.string()),
});
export type LuckDecadeEntry = z.infer<typeof luckDecadeSchema>;

/** one year's 流年: its pillar, its stem's god, how it meets the chart, its luck pillar if any */
export const baziFlowYearSchema = z.object({
  year: z.number().int(),
  stem,
  branch,
  god,
  interactions: z.array(relations),
  luck: z.number().int().nullable(),
});
export type BaziFlowYear = z.infer<typeof baziFlowYearSchema>;

export const baziChartResponse = z.object({
  profileId: z.number().int(),
  nickname: z.string(),
  /** the profile's sex, which sets the luck pillars' direction; null when not recorded */
  sex: z.enum(['male', 'female']).nullable(),
  timeUnknown: z.boolean(),
  settings: baziSettingsSchema,
  pillars: z.array(baziPillarSchema).length(4),
  balance: z.record(z.enum(BAZI_ELEMENTS), z.number()),
  strength: z.object({
    strength: z.enum(['strong', 'balanced', 'weak']),
    support: z.number(),
    season: z.boolean(),
    rooted: z.boolean(),
    helpingStems: z.number().int(),
  }),
  interactions: z.array(relations),
  clocks: z.object({
    /** the profile's birth zone */
    zone: z.string(),
    /** local wall-clock readings, YYYY-MM-DDTHH:mm */
    standard: z.string(),
    trueSolar: z.string(),
    used: z.enum(['trueSolar', 'standard']),
    /** the pillars the other clock would have given differently */
    changed: z.array(z.enum(['day', 'hour'])),
  }),
  /** the 节 that opened the birth month, ISO 8601 UTC */
  monthTerm: z.object({ name: z.string(), utc: z.string() }),
  /** null when the profile's sex is not recorded */
  luck: z
    .object({
      forward: z.boolean(),
      startAge: z.number(),
      start: z.object({ years: z.number().int(), months: z.number().int() }),
      pillars: z.array(z.object({ stem, branch, fromAge: z.number(), god })),
      /** the luck pillar of the profile's present age (null before the first) */
      current: z.number().int().nullable(),
    })
    .nullable(),
  /** this year's pillar (流年, the year from 立春) and how it meets the chart */
  flow: z.object({ year: z.number().int(), stem, branch, god, interactions: z.array(relations) }),
  /** 流年 for this year and the next nine, in order */
  years: z.array(baziFlowYearSchema).length(10),
  reading: z.array(z.object({ key: z.string(), title: z.string(), text: z.string() })),
  /** the paid luck-pillar report: its price, and once unlocked its decades */
  luckReport: z.object({
    price: z.number().int(),
    unlocked: z.boolean(),
    intro: z.string().nullable(),
    decades: z.array(luckDecadeSchema),
  }),
});
export type BaziChartData = z.infer<typeof baziChartResponse>;

export const baziRoutes = defineRoutes(endpoints.bazi, {
  chart: { body: baziChartBody, response: baziChartResponse },
  settings: { body: baziSettingsBody, response: baziSettingsSchema },
  unlockLuck: { body: baziUnlockBody, response: baziChartResponse },
});
