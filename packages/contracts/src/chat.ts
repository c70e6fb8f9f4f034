import { z } from 'zod';
import { baseBody, baseQuery, pageSchema, safeText } from './common';
import { endpoints } from './endpoints';
import { defineRoutes } from './route';

/**
 * The AI companions (the chat tab): two tarot readers and an emotional-support companion,
 * their conversations ("records"; on the wire a conversation's id is `msgGroup` and a
 * companion's id `healerId`, the spec's names) and what a message costs.
 */

export const COMPANION_IDS = ['junior', 'senior', 'support'] as const;
export const companionIdSchema = z.enum(COMPANION_IDS);
export type CompanionIdValue = z.infer<typeof companionIdSchema>;
export const CHAT_DEDUCTIONS = ['chat_base', 'chat_advanced'] as const;

// ---- companions (`healers`), their tips (`healersTips`), greetings --------------------------

export const companionSchema = z.object({
  id: companionIdSchema,
  name: z.string(),
  title: z.string(),
  intro: z.string(),
  avatar: z.string(),
  /** points one message costs when it is charged in points */
  price: z.number().int(),
  deduction: z.enum(CHAT_DEDUCTIONS),
  vipOnly: z.boolean(),
  /** the readers can draw tarot cards inside the conversation */
  canDraw: z.boolean(),
  /** the line every conversation opens with: the user is talking to an AI */
  disclosure: z.string(),
});
export type Companion = z.infer<typeof companionSchema>;
export const companionsResponse = z.object({ list: z.array(companionSchema) });
export type Companions = z.infer<typeof companionsResponse>;

export const companionTipsResponse = z.object({
  date: z.string(),
  list: z.array(z.object({ id: companionIdSchema, tip: z.string() })),
});
export type CompanionTips = z.infer<typeof companionTipsResponse>;

export const greetingsBody = baseBody.extend({
  healerId: companionIdSchema,
  /** the device's local hour, for a greeting that fits the time of day */
  hour: z.number().int().min(0).max(23).optional(),
});
export const greetingsResponse = z.object({ text: z.string(), disclosure: z.string() });
export type Greeting = z.infer<typeof greetingsResponse>;

// ---- preAiAnalysis: what a message will cost -------------------------------------------------

export const preAiAnalysisBody = baseBody.extend({
  healerId: companionIdSchema,
  /** the message about to be sent: one the safety screen answers itself is never charged */
  text: safeText().max(1000).optional(),
});
export const preAiAnalysisResponse = z.object({
  type: z.enum(CHAT_DEDUCTIONS),
  cost: z.number().int(),
  /** how the next message would be paid: VIP, the free allowance, or points */
  mode: z.enum(['vip', 'free', 'points']),
  balance: z.number().int(),
  canPay: z.boolean(),
  /** the user switched the deduction reminder off ('don't remind me') */
  muted: z.boolean(),
  /**
   * what the safety screen makes of `text`: a crisis message or a directive gets a fixed,
   * uncharged reply, so nothing needs confirming or paying (absent without a text)
   */
  safety: z.enum(['ok', 'crisis', 'directive']).optional(),
});
export type PreAiAnalysis = z.infer<typeof preAiAnalysisResponse>;

// ---- sending a message (server-sent events) -------------------------------------------------

export const chatCardSchema = z.object({
  cardId: z.string(),
  reversed: z.boolean(),
  position: z.string(),
  positionName: z.string(),
  name: z.string(),
});
export type ChatCard = z.infer<typeof chatCardSchema>;

export const chatSendBody = baseBody.extend({
  healerId: companionIdSchema,
  /** the conversation; absent for a new one */
  msgGroup: z.uuid().optional(),
  text: safeText().trim().min(1).max(1000),
});

/**
 * `chat/send` streams `event: meta` `{msgGroup, userMessageId}`, optionally `event: cards`
 * `{cards}`, `event: chunk` `{text}` …, then `event: done` `{messageId, charged}` once the reply
 * is stored and charged (its last chunk comes only then). A refusal (1001, 1201, 4001) is the
 * JSON envelope, before any stream starts; a failure after it began ends it with `event: error`
 * `{code, msg}` and no `done`: the reply is incomplete, not kept and not charged. Without
 * `Accept: text/event-stream` the whole reply comes back as this JSON.
 */
export const chatReplySchema = z.object({
  msgGroup: z.uuid(),
  messageId: z.uuid(),
  text: z.string(),
  cards: z.array(chatCardSchema),
  /**
   * 'none': not charged (a crisis reply, a reply that failed, one that only acknowledged and
   * asked back, or one stopped before its first sentence reached the member; stopped later it
   * is charged as a whole one)
   */
  charged: z.enum(['vip', 'free', 'points', 'none']),
  safety: z.enum(['ok', 'crisis', 'directive']),
});
export type ChatReply = z.infer<typeof chatReplySchema>;

// ---- records ---------------------------------------------------------------------------------

export const chatMessageSchema = z.object({
  id: z.uuid(),
  role: z.enum(['user', 'assistant']),
  text: z.string(),
  cards: z.array(chatCardSchema),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatRecordSchema = z.object({
  msgGroup: z.uuid(),
  healerId: companionIdSchema,
  /** the conversation's last message, shortened */
  preview: z.string(),
  messages: z.number().int(),
  updatedAt: z.string(),
});
export type ChatRecord = z.infer<typeof chatRecordSchema>;

export const chatRecordsBody = baseBody.extend({
  healerId: companionIdSchema.optional(),
  page: pageSchema.optional(),
});
export const chatRecordsResponse = z.object({
  list: z.array(chatRecordSchema),
  hasMore: z.boolean(),
});
export type ChatRecords = z.infer<typeof chatRecordsResponse>;

export const chatRecordInfoQuery = baseQuery.extend({
  msgGroup: z.uuid(),
  /** older than this message id (paging backwards); absent for the newest page */
  before: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export const chatRecordInfoResponse = z.object({
  msgGroup: z.uuid(),
  healerId: companionIdSchema,
  messages: z.array(chatMessageSchema),
  hasMore: z.boolean(),
});
export type ChatRecordInfo = z.infer<typeof chatRecordInfoResponse>;

export const deleteChatRecordsBody = baseBody.extend({
  ids: z.array(z.uuid()).min(1).max(100),
});
export const deleteChatRecordsResponse = z.object({ deleted: z.number().int() });

/** userLatestMsgs: each companion's last message to the user, for the chat index. */
export const userLatestMsgsResponse = z.object({
  list: z.array(
    z.object({
      healerId: companionIdSchema,
      msgGroup: z.uuid(),
      text: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type UserLatestMsgs = z.infer<typeof userLatestMsgsResponse>;

// ---- routes ----------------------------------------------------------------------------------

export const chatRoutes = defineRoutes(endpoints.chat, {
  companions: { query: baseQuery, response: companionsResponse },
  tips: { query: baseQuery, response: companionTipsResponse },
  greeting: { body: greetingsBody, response: greetingsResponse },
  preAnalysis: { body: preAiAnalysisBody, response: preAiAnalysisResponse },
  send: {
    description:
      'With Accept: text/event-stream the reply streams as server-sent events: meta, cards (when it drew any), chunk …, then done.',
    body: chatSendBody,
    response: chatReplySchema,
    events: {
      meta: chatReplySchema
        .pick({ msgGroup: true, safety: true })
        .extend({ userMessageId: z.uuid() }),
      cards: chatReplySchema.pick({ cards: true }),
    },
    done: chatReplySchema.pick({ messageId: true, charged: true }),
  },
  stop: { response: z.object({}) },
  records: { body: chatRecordsBody, response: chatRecordsResponse },
  recordInfo: { query: chatRecordInfoQuery, response: chatRecordInfoResponse },
  deleteRecords: { body: deleteChatRecordsBody, response: deleteChatRecordsResponse },
  latest: { response: userLatestMsgsResponse },
});
