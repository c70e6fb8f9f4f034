import type { FastifyInstance } from 'fastify';
import { ErrorCode, type CompanionIdValue, type Lang } from '@starlit/contracts';
import {
  cardIndexOf,
  companionProfile,
  crisisReply,
  directiveNote,
  planReply,
  screenMessage,
  type ChatTurn,
} from '@starlit/core/companions';
import { randomInt, randomUUID } from 'node:crypto';
import type { ChatCardRow } from '../../db/schema-chat';
import { AppError } from '../../lib/errors';
import type { InterpretTask } from '../interpret';
import { replay } from '../interpret';
import { charge, quoteCounters, quoteFrom, type ChargeMode } from '../points/charge';
import { chargeRule, economyRules } from '../points/rules';
import { clockFrom } from '../points/zone';
import * as repo from './repository';
import { turn } from './turns';
import { cardRows, cardView, drawCards } from './service';
import {
  claimReply,
  newHolder,
  REPLY_LOCK_REFRESH_MS,
  refreshReply,
  releaseReply,
} from './reply-lock';

export interface StartedReply {
  msgGroup: string;
  userMessageId: string;
  cards: ChatCardRow[];
  safety: 'ok' | 'crisis' | 'directive';
  produce(signal: AbortSignal): AsyncIterable<string>;
  /**
   * stores the user's message and the reply, and charges for it (not for safety replies, nor a
   * reply the user stopped) in the same transaction; throws when either fails, the reply then
   * neither kept nor charged
   */
  finish(
    text: string,
    aborted: boolean,
  ): Promise<{ messageId: string; charged: ChargeMode | 'none' }>;
  /** lets the user send again (call once, whatever happened; never throws) */
  release(): Promise<void>;
}

const turnOf = (row: repo.HistoryRow): ChatTurn => ({
  role: row.role === 'user' ? 'user' : 'assistant',
  text: row.text,
  ...(row.cards.length
    ? { cards: row.cards.map((c) => ({ cardId: cardIndexOf(c.cardId), reversed: c.reversed })) }
    : {}),
});

/** How many earlier messages the companion remembers. */
const HISTORY = 40;
const DAY_MS = 86_400_000;
/** The dates that are "today" somewhere now (zones run from UTC-12 to UTC+14). */
const datesNow = (now: Date) =>
  [-1, 0, 1].map((d) => new Date(now.getTime() + d * DAY_MS).toISOString().slice(0, 10));

/**
 * Starts a companion's reply to a message. The safety screen runs first, before any provider
 * is asked: a crisis message gets the fixed crisis reply, a medical, legal or financial
 * directive a kind refusal, neither charged. Otherwise the user must be able to pay (1201 before
 * anything streams), the reader may draw cards (server CSPRNG), and the reply is charged once
 * written: stored and charged together before the stream sends its end.
 *
 * Before the first chunk a paid reply claims the member (one statement) and reads once
 * (`replyContext`: the quote's figures, the conversation and its history in one statement); the
 * exchange is stored when the reply ends, in one statement, together with its charge and the
 * claim's release when it is paid.
 */
export async function startReply(
  app: FastifyInstance,
  userId: string,
  input: { healerId: CompanionIdValue; msgGroup?: string; text: string },
  lang: Lang,
): Promise<StartedReply> {
  const profile = companionProfile(input.healerId);
  const verdict = screenMessage(input.text);
  const paid = verdict.kind === 'ok';
  const pglite = app.database.kind === 'pglite';
  // a paid reply holds the member's claim (reply-lock.ts) until it is stored or given up, so a
  // reply is paid for what it quoted, whichever instance each send reaches
  const holder = newHolder();
  let claimed = false;
  const release = async () => {
    if (!claimed) return;
    claimed = false;
    try {
      await turn('write', pglite);
      await releaseReply(app.db, userId, holder);
    } catch (err) {
      // the claim lapses by itself
      app.log.error({ err }, 'chat reply claim not released');
    }
  };
  await turn('read', pglite);
  if (paid) {
    if (!(await claimReply(app.db, userId, holder)))
      throw new AppError(ErrorCode.RATE_LIMITED, 'reply in progress');
    claimed = true;
  }
  try {
    const now = new Date();
    const rules = await economyRules(app.db);
    const counters = quoteCounters(chargeRule(rules, profile.deduction));
    const context = await repo.replyContext(
      app.db,
      userId,
      input.msgGroup,
      { counters, periods: datesNow(now) },
      HISTORY,
    );
    const clock = clockFrom({ clockZone: context.zone, clockVip: context.vipExpires }, now);
    if (paid) {
      const uses = new Map(
        context.uses.filter((u) => u.period === clock.today).map((u) => [u.counter, u.used]),
      );
      const q = quoteFrom(rules, profile.deduction, clock, context.balance, uses, now);
      if (q.mode === 'points' && q.balance < q.rule.cost)
        throw new AppError(ErrorCode.INSUFFICIENT_POINTS);
    }
    // the given conversation must be the user's, with this companion (1001)
    if (input.msgGroup && context.healerId !== input.healerId)
      throw new AppError(ErrorCode.PARAM, 'msgGroup');
    const conversationId = input.msgGroup ?? randomUUID();
    const history = context.history.map(turnOf);
    const plan = planReply(input.healerId, input.text, history);
    const drawn = paid && plan.draw && profile.canDraw ? drawCards(plan.draw.count) : [];
    const cards = cardRows(drawn);
    const userMessageId = randomUUID();
    const replyId = randomUUID();
    const exchange = (reply: { text: string; charged: string } | null) => ({
      conversationId,
      fresh: !input.msgGroup,
      userId,
      healerId: input.healerId,
      safety: verdict.kind,
      user: { id: userMessageId, text: input.text },
      reply: reply && { id: replyId, cards, ...reply },
    });
    const fixed =
      verdict.kind === 'crisis'
        ? crisisReply(lang)
        : verdict.kind === 'directive'
          ? directiveNote(verdict.area, lang)
          : null;
    if (verdict.kind === 'crisis') app.metrics?.crisisReplies.inc();
    const task: InterpretTask = {
      kind: 'chat',
      companion: input.healerId,
      text: input.text,
      history,
      plan,
      cards: drawn,
      seed: randomInt(2 ** 31),
    };
    const composed = fixed ?? app.interpreter.compose?.(task, lang) ?? null;
    /** keeps the user's message alone (a reply that broke off or could not be stored) */
    const keepMessage = () =>
      repo.storeExchange(app.db, exchange(null)).catch((e: unknown) => {
        app.log.error({ err: e }, 'chat message not stored');
      });
    async function* produce(signal: AbortSignal): AsyncIterable<string> {
      const source =
        composed !== null ? replay(composed) : app.interpreter.stream(task, lang, signal);
      let delivered = false;
      let refreshedAt = Date.now();
      try {
        for await (const chunk of source) {
          delivered = true;
          // a long reply keeps its claim from lapsing
          if (claimed && Date.now() - refreshedAt > REPLY_LOCK_REFRESH_MS) {
            refreshedAt = Date.now();
            await refreshReply(app.db, userId, holder);
          }
          yield chunk;
        }
      } catch (err) {
        // a reply that broke off after it began (finish is not called): keep the user's message
        if (delivered) await keepMessage();
        throw err;
      }
    }

    // a reply that could not be stored or charged is not kept, and (the stream holding its end
    // back until this resolves) never delivered whole; the user's message is kept alone
    const finish = async (text: string, aborted: boolean) => {
      await turn('write', pglite);
      try {
        if (!paid || aborted || !text.trim()) {
          await repo.storeExchange(app.db, exchange({ text, charged: 'none' }));
          return { messageId: replyId, charged: 'none' as const };
        }
        // charged in the same transaction as the stored reply; the charge's conditional debit
        // is the authority (the quote above only refused early: 1201 here means the points were
        // spent elsewhere while the reply was written)
        const done = await app.db.transaction(async (tx) => {
          const charged = await charge(tx, userId, profile.deduction, {
            ref: `chat:${replyId}`,
            clock,
            rules,
          });
          await repo.storeExchange(tx, exchange({ text, charged: charged.mode }));
          // the claim goes with the stored reply, in the same transaction
          await releaseReply(tx, userId, holder);
          return { messageId: replyId, charged: charged.mode };
        });
        claimed = false;
        return done;
      } catch (err) {
        await keepMessage();
        throw err;
      }
    };
    return {
      msgGroup: conversationId,
      userMessageId,
      cards,
      safety: verdict.kind,
      produce,
      finish,
      release,
    };
  } catch (err) {
    await release();
    throw err;
  }
}

export { cardView };
