import { z } from 'zod';
import { baseBody, baseQuery, queryPageSchema, safeText } from './common';
import { endpoints } from './endpoints';
import { MBTI_LEVEL_IDS, MBTI_TYPE_CODES } from './constants';
import { defineRoutes } from './route';

/**
 * The 16-type personality test (internally "mbti"; never called MBTI in the product): the
 * questions of a level, scoring into a kept result, the history, the type pages, the paid
 * report and a public share summary. The level and type lists are the plain constants that
 * `@starlit/core/mbti` also uses.
 */

export const mbtiLevelSchema = z.enum(MBTI_LEVEL_IDS);

export const mbtiTypeSchema = z.enum(MBTI_TYPE_CODES);
export type MbtiTypeCode = z.infer<typeof mbtiTypeSchema>;

export const mbtiDimensionSchema = z.enum(['EI', 'SN', 'TF', 'JP']);
export const mbtiPoleSchema = z.enum(['E', 'I', 'S', 'N', 'T', 'F', 'J', 'P']);
export const mbtiGroupKeySchema = z.enum(['analysts', 'diplomats', 'sentinels', 'explorers']);
export const clarityBandSchema = z.enum(['slight', 'moderate', 'clear', 'very_clear']);

const resultId = z.uuid();

// ---- questions (mbtiQuestions) and scoring (calculateMbti) --------------------------------

export const mbtiQuestionsBody = baseBody.extend({ level: mbtiLevelSchema });
export const mbtiQuestionsResponse = z.object({
  level: mbtiLevelSchema,
  /** number of statements and the estimated minutes (3, 5, 10) */
  count: z.number().int(),
  minutes: z.number().int(),
  /** the 7-point agreement scale: 1 strongly disagree … 4 neutral … 7 strongly agree */
  scale: z.object({ min: z.number().int(), max: z.number().int(), neutral: z.number().int() }),
  /** in presentation order, in the request's language */
  questions: z.array(z.object({ id: z.string(), text: z.string() })),
});
export type MbtiQuestions = z.infer<typeof mbtiQuestionsResponse>;

/** One answer: an integer on the 7-point scale. */
export const mbtiAnswerSchema = z.number().int().min(1).max(7);
export const calculateMbtiBody = baseBody.extend({
  level: mbtiLevelSchema,
  /**
   * item id → 1..7. Every item of the level must be answered, the last one included, and
   * nothing else (1001 names the missing, invalid or unknown ids).
   */
  answers: z.record(safeText().max(8), mbtiAnswerSchema),
});
export type CalculateMbtiBody = z.input<typeof calculateMbtiBody>;

export const mbtiGroupSchema = z.object({ key: mbtiGroupKeySchema, name: z.string() });

/** One dichotomy of a result, as its bar shows it. */
export const mbtiDimensionResultSchema = z.object({
  dimension: mbtiDimensionSchema,
  /** [first, second], e.g. ['E', 'I'] */
  poles: z.tuple([mbtiPoleSchema, mbtiPoleSchema]),
  /** the letters' names in the request's language */
  names: z.tuple([z.string(), z.string()]),
  /** integer percentages toward [first, second], summing to 100 */
  percents: z.tuple([z.number().int(), z.number().int()]),
  /** the preferred letter; an exact 50/50 goes to the second (tie) */
  letter: mbtiPoleSchema,
  /** 0–100: |percent − 50| × 2 */
  clarity: z.number().int().min(0).max(100),
  band: clarityBandSchema,
  tie: z.boolean(),
});

/** A kept test result (calculateMbti's answer, and the head of every report). */
export const mbtiResultSchema = z.object({
  id: resultId,
  level: mbtiLevelSchema,
  type: mbtiTypeSchema,
  nickname: z.string(),
  tagline: z.string(),
  group: mbtiGroupSchema,
  /** EI, SN, TF, JP */
  dimensions: z.array(mbtiDimensionResultSchema),
  /** whether the paid report of this result is unlocked */
  unlocked: z.boolean(),
  createdAt: z.string(),
});
export type MbtiResult = z.infer<typeof mbtiResultSchema>;

// ---- history (mbti/history, del/mbti/history) ---------------------------------------------

export const mbtiHistoryQuery = baseQuery.extend({
  page: queryPageSchema.default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export const mbtiHistoryItemSchema = z.object({
  id: resultId,
  level: mbtiLevelSchema,
  type: mbtiTypeSchema,
  nickname: z.string(),
  createdAt: z.string(),
  unlocked: z.boolean(),
});
export const mbtiHistoryResponse = z.object({
  /** newest first */
  list: z.array(mbtiHistoryItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MbtiHistory = z.infer<typeof mbtiHistoryResponse>;

/** A selection is needed first: an empty one is 1001; none of them yours or left is 1501. */
export const mbtiDeleteBody = baseBody.extend({ ids: z.array(resultId).min(1).max(100) });
export const mbtiDeleteResponse = z.object({ deleted: z.number().int() });

// ---- the 16 types (mbti/list, mbti/info) --------------------------------------------------

export const mbtiListResponse = z.object({
  list: z.array(
    z.object({
      type: mbtiTypeSchema,
      nickname: z.string(),
      tagline: z.string(),
      group: mbtiGroupSchema,
    }),
  ),
});
export type MbtiTypeList = z.infer<typeof mbtiListResponse>;

export const mbtiInfoQuery = baseQuery.extend({ type: mbtiTypeSchema });
/** "head: sentence" items of a profile, split for a bold head */
const labelled = z.object({ head: z.string(), text: z.string() });
export const mbtiInfoResponse = z.object({
  type: mbtiTypeSchema,
  nickname: z.string(),
  tagline: z.string(),
  summary: z.string(),
  strengths: z.array(labelled),
  blindSpots: z.array(labelled),
  relationships: z.string(),
  work: z.string(),
  careers: z.array(z.string()),
  growth: z.array(z.string()),
  /** the type's four letters explained, in EI SN TF JP order */
  letters: z.array(
    z.object({
      letter: mbtiPoleSchema,
      name: z.string(),
      short: z.string(),
      description: z.string(),
    }),
  ),
  group: mbtiGroupSchema.extend({ description: z.string() }),
});
export type MbtiTypeInfo = z.infer<typeof mbtiInfoResponse>;

// ---- the paid report (mbti/history/report, unlockMbtiReport, userMbtiReport) ---------------

export const mbtiReportQuery = baseQuery.extend({ id: resultId });
export const unlockMbtiBody = baseBody.extend({ id: resultId });
export const mbtiReportSectionSchema = z.object({
  key: z.string(),
  title: z.string(),
  text: z.string(),
});
export const mbtiReportResponse = z.object({
  result: mbtiResultSchema,
  unlocked: z.boolean(),
  /** points an unlock costs (unlockMbti; free for VIP) */
  price: z.number().int(),
  /** the type's summary, free */
  summary: z.string(),
  /** the overview only while locked (the free part); every section once unlocked */
  sections: z.array(mbtiReportSectionSchema),
});
export type MbtiReport = z.infer<typeof mbtiReportResponse>;

/** The user's latest result and its report state; data null when there is none. */
export const userMbtiResponse = z
  .object({ result: mbtiResultSchema, price: z.number().int() })
  .nullable();
export type UserMbti = z.infer<typeof userMbtiResponse>;

// ---- sharing (mbti/share, getShareReport) --------------------------------------------------

export const mbtiShareBody = baseBody.extend({ id: resultId });
export const mbtiShareResponse = z.object({ token: z.string() });
export const shareTokenSchema = z
  .string()
  .min(16)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);
export const shareReportQuery = baseQuery.extend({ token: shareTokenSchema });
/** What anyone with the link sees: no user, nickname, e-mail, answers or result id. */
export const shareReportResponse = z.object({
  type: mbtiTypeSchema,
  nickname: z.string(),
  tagline: z.string(),
  group: mbtiGroupSchema,
  level: mbtiLevelSchema,
  dimensions: z.array(
    mbtiDimensionResultSchema.pick({
      dimension: true,
      poles: true,
      names: true,
      percents: true,
      letter: true,
    }),
  ),
  /** the day of the test (UTC), YYYY-MM-DD */
  date: z.string(),
});
export type ShareReport = z.infer<typeof shareReportResponse>;

// ---- routes ----------------------------------------------------------------------------------

export const mbtiRoutes = defineRoutes(endpoints.mbti, {
  questions: { body: mbtiQuestionsBody, response: mbtiQuestionsResponse },
  calculate: { body: calculateMbtiBody, response: mbtiResultSchema },
  history: { query: mbtiHistoryQuery, response: mbtiHistoryResponse },
  deleteHistory: { body: mbtiDeleteBody, response: mbtiDeleteResponse },
  types: { query: baseQuery, response: mbtiListResponse },
  type: { query: mbtiInfoQuery, response: mbtiInfoResponse },
  report: { query: mbtiReportQuery, response: mbtiReportResponse },
  unlock: { body: unlockMbtiBody, response: mbtiReportResponse },
  latest: { query: baseQuery, response: userMbtiResponse },
  share: { body: mbtiShareBody, response: mbtiShareResponse },
  shared: { query: shareReportQuery, response: shareReportResponse },
});
