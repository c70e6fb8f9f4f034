import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Lang } from '@starlit/contracts';
import { screenMessage, type SafetyVerdict } from '@starlit/core/companions';
import type { Db } from '../../db/client';
import type { ChatCardRow } from '../../db/schema-chat';
import type { Interpreter } from '../interpret';
import { replay } from '../interpret';
import type { ChargeMode } from '../points/charge';
import { keepMessage, storeReply, streamReply } from './reply-end';
import { claimMember, NO_CLAIM } from './reply-lock';
import {
  fixedReply,
  planExchange,
  readReplyFacts,
  requireOwnConversation,
  requirePayable,
  type Message,
} from './reply-plan';
import { turn } from './turns';

/** What a reply needs of the app, and no more. */
export interface ReplyDeps {
  db: Db;
  /** the database is PGlite: a reply's database steps take turns (turns.ts) */
  pglite: boolean;
  interpreter: Interpreter;
  log: FastifyBaseLogger;
  /** counts a crisis reply */
  onCrisis(): void;
}

export const replyDepsOf = (app: FastifyInstance): ReplyDeps => ({
  db: app.db,
  pglite: app.database.kind === 'pglite',
  interpreter: app.interpreter,
  log: app.log,
  onCrisis: () => app.metrics?.crisisReplies.inc(),
});

export interface StartedReply {
  conversationId: string;
  userMessageId: string;
  cards: ChatCardRow[];
  safety: SafetyVerdict['kind'];
  produce(signal: AbortSignal): AsyncIterable<string>;
  /**
   * stores the user's message and the reply, and charges for it when charging.ts says so (not
   * a safety reply, an empty one, one stopped before its first sentence, nor one that only
   * acknowledges) in the same transaction; throws when either fails, the reply then neither
   * kept nor charged
   */
  finish(
    text: string,
    aborted: boolean,
  ): Promise<{ messageId: string; charged: ChargeMode | 'none' }>;
  /** lets the user send again (call once, whatever happened; never throws) */
  release(): Promise<void>;
}

/**
 * Starts a companion's reply to a message. The safety screen runs first, before any provider
 * is asked: a crisis message gets the fixed crisis reply, a medical, legal or financial
 * directive a kind refusal, neither charged. Otherwise the user must be able to pay (1201 before
 * anything streams), the reader may draw cards (server CSPRNG), and the reply is charged once
 * written: stored and charged together before the stream sends its end.
 *
 * Before the first chunk a paid reply claims the member (one statement, reply-lock.ts) and
 * reads once (`readReplyFacts`); the exchange is stored when the reply ends, in one statement,
 * together with its charge and the claim's release when it is paid.
 */
export function startReply(
  app: FastifyInstance,
  userId: string,
  message: Message,
  lang: Lang,
): Promise<StartedReply> {
  return beginReply(replyDepsOf(app), userId, message, lang);
}

/** `startReply` with what it needs of the app. */
export async function beginReply(
  deps: ReplyDeps,
  userId: string,
  message: Message,
  lang: Lang,
): Promise<StartedReply> {
  const verdict = screenMessage(message.text);
  const paid = verdict.kind === 'ok';
  await turn('read', deps.pglite);
  const claim = paid ? await claimMember(deps.db, userId, deps) : NO_CLAIM;
  try {
    const now = new Date();
    const { context, pricing } = await readReplyFacts(deps.db, userId, message, now);
    if (paid) requirePayable(context, pricing, now);
    requireOwnConversation(context, message);
    const { exchange, task } = planExchange(userId, message, context, verdict);
    const fixed = fixedReply(verdict, lang);
    if (verdict.kind === 'crisis') deps.onCrisis();
    const composed = fixed ?? deps.interpreter.compose?.(task, lang) ?? null;
    const keep = () => keepMessage(deps.db, deps.log, exchange);
    return {
      conversationId: exchange.conversationId,
      userMessageId: exchange.user.id,
      cards: exchange.cards,
      safety: verdict.kind,
      produce: (signal) =>
        streamReply(
          () =>
            composed !== null ? replay(composed) : deps.interpreter.stream(task, lang, signal),
          claim,
          keep,
        ),
      finish: (text, aborted) =>
        storeReply(deps, exchange, paid ? pricing : null, claim, { text, aborted }),
      release: () => claim.release(),
    };
  } catch (err) {
    await claim.release();
    throw err;
  }
}
