import { z } from 'zod';
import { baseBody, baseQuery, pageSchema, safeText } from './common';
import { SPREAD_IDS } from './constants';
import { endpoints } from './endpoints';
import { defineRoutes } from './route';

export { SPREAD_IDS };
export const spreadIdSchema = z.enum(SPREAD_IDS);
export type SpreadIdValue = z.infer<typeof spreadIdSchema>;

export const topicSchema = z.enum(['general', 'love', 'career', 'money', 'health', 'study']);
export type TopicValue = z.infer<typeof topicSchema>;

/** A question for a reader or the dice: required, at most 200 characters. */
export const questionSchema = safeText().trim().min(1).max(200);

// ---- tarot/info ----------------------------------------------------------------

export const spreadInfoSchema = z.object({
  id: spreadIdSchema,
  name: z.string(),
  description: z.string(),
  route: z.string(),
  majorsOnly: z.boolean(),
  positions: z.array(z.object({ id: z.string(), name: z.string(), meaning: z.string() })),
});
export const cardInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  arcana: z.enum(['major', 'minor']),
  suit: z.enum(['wands', 'cups', 'swords', 'pentacles']).nullable(),
  number: z.number().int(),
  element: z.enum(['fire', 'water', 'air', 'earth']),
  keywords: z.object({ upright: z.array(z.string()), reversed: z.array(z.string()) }),
});
export const tarotInfoResponse = z.object({
  spreads: z.array(spreadInfoSchema),
  cards: z.array(cardInfoSchema),
});
export type SpreadInfo = z.infer<typeof spreadInfoSchema>;
export type CardInfo = z.infer<typeof cardInfoSchema>;
export type TarotInfo = z.infer<typeof tarotInfoResponse>;

// ---- shuffle and draw ---------------------------------------------------------------

export const shuffleBody = baseBody.extend({ spreadId: spreadIdSchema });
export const shuffleResponse = z.object({
  shuffleId: z.string(),
  /** how many face-down cards the fan shows (78, or 22 for major-only spreads) */
  deckSize: z.number().int(),
  /** how many cards to pick */
  picks: z.number().int(),
});
export type ShuffleResult = z.infer<typeof shuffleResponse>;

export const predictionBody = baseBody.extend({
  shuffleId: z.uuid(),
  question: questionSchema,
  /** the fan indexes the user picked, one per position, in order */
  picks: z.array(z.number().int().min(0).max(77)).min(1).max(10),
});

export const drawnCardSchema = z.object({
  cardId: z.string(),
  position: z.string(),
  positionName: z.string(),
  reversed: z.boolean(),
  name: z.string(),
  keywords: z.array(z.string()),
  /** this card's meaning for the question's topic, in its orientation */
  meaning: z.string(),
});
export const readingSchema = z.object({
  id: z.string(),
  spreadId: spreadIdSchema,
  spreadName: z.string(),
  question: z.string(),
  topic: topicSchema,
  cards: z.array(drawnCardSchema),
  /** the full reading once it has been produced (paid or free), else null */
  analysis: z.string().nullable(),
  createdAt: z.string(),
});
export type DrawnCardView = z.infer<typeof drawnCardSchema>;
export type Reading = z.infer<typeof readingSchema>;

export const readingIdBody = baseBody.extend({ id: z.uuid() });
export const briefResponse = z.object({ lines: z.array(z.string()) });
export type Brief = z.infer<typeof briefResponse>;

/**
 * `tarot/predictionAnalysis` and `constellation/dice/analysis`: with `Accept:
 * text/event-stream` the reading streams as server-sent events (`event: chunk` with JSON
 * `{text}`, then `event: done` with `{charged}` once the text is stored); otherwise this JSON.
 * A refusal (1201, 1501) is the usual JSON envelope either way, sent before any stream starts;
 * a failure after it began ends it with `event: error` `{code, msg}` and no `done`.
 */
export const analysisResponse = z.object({
  text: z.string(),
  /** how it was paid: 'vip', 'free', 'points', or 'already' for a reading opened before */
  charged: z.enum(['vip', 'free', 'points', 'already']),
});
export type Analysis = z.infer<typeof analysisResponse>;

export const historyBody = baseBody.extend({
  page: pageSchema.default(1),
  pageSize: z.number().int().min(1).max(50).default(20),
});
export const historyResponse = z.object({
  list: z.array(
    z.object({
      id: z.string(),
      spreadId: spreadIdSchema,
      spreadName: z.string(),
      question: z.string(),
      cardIds: z.array(z.string()),
      hasAnalysis: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  total: z.number().int(),
});
export type TarotHistory = z.infer<typeof historyResponse>;
export const deleteReadingsBody = baseBody.extend({ ids: z.array(z.uuid()).min(1).max(100) });
export const deleteResponse = z.object({ deleted: z.number().int() });

// ---- answers book and dice ----------------------------------------------------------

export const bookAnswerResponse = z.object({ index: z.number().int(), answer: z.string() });
export type BookAnswer = z.infer<typeof bookAnswerResponse>;

export const diceBody = baseBody.extend({ question: questionSchema });
export const diceFaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  keywords: z.array(z.string()),
  meaning: z.string(),
});
export const diceRollResponse = z.object({
  id: z.string(),
  question: z.string(),
  planet: diceFaceSchema,
  sign: diceFaceSchema,
  house: diceFaceSchema,
  createdAt: z.string(),
});
export type DiceRoll = z.infer<typeof diceRollResponse>;

export const tarotInfoQuery = baseQuery;
export type PredictionBody = z.input<typeof predictionBody>;

// ---- routes ----------------------------------------------------------------------------------

/** A streamed reading's `done` event: how it was paid. */
export const analysisDone = analysisResponse.pick({ charged: true });

export const tarotRoutes = defineRoutes(endpoints.tarot, {
  info: { query: baseQuery, response: tarotInfoResponse },
  shuffle: { body: shuffleBody, response: shuffleResponse },
  prediction: { body: predictionBody, response: readingSchema },
  checkPrediction: { body: readingIdBody, response: readingSchema },
  brief: { body: readingIdBody, response: briefResponse },
  analysis: { body: readingIdBody, response: analysisResponse, done: analysisDone },
  history: { body: historyBody, response: historyResponse },
  deleteHistory: { body: deleteReadingsBody, response: deleteResponse },
});

export const answersRoutes = defineRoutes(endpoints.answers, {
  bookAnswer: { query: baseQuery, response: bookAnswerResponse },
});

export const diceRoutes = defineRoutes(endpoints.dice, {
  roll: { body: diceBody, response: diceRollResponse },
  analysis: { body: readingIdBody, response: analysisResponse, done: analysisDone },
});
