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
import { charge, quote, type ChargeMode } from '../points/charge';
import { userClock } from '../points/zone';
import * as repo from './repository';
import { cardRows, cardView, conversationFor, drawCards } from './service';

/** Users with a reply being written: one at a time each, so a reply is paid for what it quoted. */
const writing = new Set<string>();

export interface StartedReply {
  msgGroup: string;
  userMessageId: string;
  cards: ChatCardRow[];
  safety: 'ok' | 'crisis' | 'directive';
  produce(signal: AbortSignal): AsyncIterable<string>;
  /** stores the reply; charges for it only when it was delivered whole (not for safety replies) */
  finish(
    text: string,
    aborted: boolean,
  ): Promise<{ messageId: string; charged: ChargeMode | 'none' }>;
  /** lets the user send again (call once, whatever happened) */
  release(): void;
}

const turnOf = (row: { role: string; text: string; cards: ChatCardRow[] }): ChatTurn => ({
  role: row.role === 'user' ? 'user' : 'assistant',
  text: row.text,
  ...(row.cards.length
    ? { cards: row.cards.map((c) => ({ cardId: cardIndexOf(c.cardId), reversed: c.reversed })) }
    : {}),
});

/**
 * Starts a companion's reply to a message. The safety screen runs first, before any provider
 * is asked: a crisis message gets the fixed crisis reply, a medical, legal or financial
 * directive a kind refusal, neither charged. Otherwise the user must be able to pay (1201 before
 * anything streams), the reader may draw cards (server CSPRNG), and the reply is charged when
 * it has been delivered.
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
  if (paid) {
    if (writing.has(userId)) throw new AppError(ErrorCode.RATE_LIMITED, 'reply in progress');
    const clock = await userClock(app.db, userId, undefined);
    const q = await quote(app.db, userId, profile.deduction, clock);
    if (q.mode === 'points' && q.balance < q.rule.cost)
      throw new AppError(ErrorCode.INSUFFICIENT_POINTS);
    writing.add(userId);
  }
  let released = false;
  const release = () => {
    if (paid && !released) writing.delete(userId);
    released = true;
  };
  try {
    const conversation = await conversationFor(app.db, userId, input.healerId, input.msgGroup);
    const { rows } = conversation.fresh
      ? { rows: [] }
      : await repo.messagesOf(app.db, conversation.row.id, 40);
    const history = rows.map(turnOf);
    const plan = planReply(input.healerId, input.text, history);
    const drawn = paid && plan.draw && profile.canDraw ? drawCards(plan.draw.count) : [];
    const cards = cardRows(drawn);
    // the user's message is written once the first chunk is on its way (reads only before it)
    const userMessageId = randomUUID();
    let written: Promise<unknown> | null = null;
    const writeUserMessage = () =>
      (written ??= (
        conversation.fresh ? repo.insertConversation(app.db, conversation.row) : Promise.resolve()
      ).then(() =>
        repo.appendMessage(app.db, {
          id: userMessageId,
          conversationId: conversation.row.id,
          userId,
          role: 'user',
          text: input.text,
          safety: verdict.kind,
        }),
      ));
    const fixed =
      verdict.kind === 'crisis'
        ? crisisReply(lang)
        : verdict.kind === 'directive'
          ? directiveNote(verdict.area, lang)
          : null;
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
    async function* produce(signal: AbortSignal): AsyncIterable<string> {
      const source =
        composed !== null ? replay(composed) : app.interpreter.stream(task, lang, signal);
      for await (const chunk of source) {
        yield chunk;
        await writeUserMessage();
      }
      await writeUserMessage();
    }

    const finish = async (text: string, aborted: boolean) => {
      await writeUserMessage();
      const base = {
        conversationId: conversation.row.id,
        userId,
        role: 'assistant' as const,
        text,
        cards,
        safety: verdict.kind,
      };
      if (!paid || aborted || !text.trim()) {
        const row = await repo.appendMessage(app.db, { ...base, charged: 'none' });
        return { messageId: row.id, charged: 'none' as const };
      }
      try {
        return await app.db.transaction(async (tx) => {
          const row = await repo.appendMessage(tx, { ...base, charged: 'points' });
          const charged = await charge(tx, userId, profile.deduction, { ref: `chat:${row.id}` });
          if (charged.mode !== 'points') await repo.setCharged(tx, row.id, charged.mode);
          return { messageId: row.id, charged: charged.mode };
        });
      } catch (err) {
        // spent elsewhere while the reply was written: it was delivered, and is kept unpaid
        if (!(err instanceof AppError) || err.code !== ErrorCode.INSUFFICIENT_POINTS) throw err;
        app.log.warn({ userId }, 'chat reply delivered but the balance no longer covered it');
        const row = await repo.appendMessage(app.db, { ...base, charged: 'none' });
        return { messageId: row.id, charged: 'none' as const };
      }
    };
    return {
      msgGroup: conversation.row.id,
      userMessageId,
      cards,
      safety: verdict.kind,
      produce,
      finish,
      release,
    };
  } catch (err) {
    release();
    throw err;
  }
}

export { cardView };
