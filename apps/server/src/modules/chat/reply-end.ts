import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { charge, type ChargeMode } from '../points/charge';
import type { ReplyClaim } from './reply-lock';
import type { Exchange, Pricing } from './reply-plan';
import * as repo from './repository';
import { chargeVerdict } from './charging';
import { turn } from './turns';

/* A reply's steps from its first chunk: streaming it, then storing (and charging) it. */

/** The exchange's rows (repository.storeExchange), with the reply or without it. */
const exchangeRows = (ex: Exchange, reply: { text: string; charged: string } | null) => ({
  conversationId: ex.conversationId,
  fresh: ex.fresh,
  userId: ex.userId,
  companionId: ex.companionId,
  safety: ex.safety,
  user: ex.user,
  reply: reply && { id: ex.replyId, cards: ex.cards, ...reply },
});

/** Keeps the user's message alone (a reply that broke off or could not be stored); logs a failure. */
export async function keepMessage(db: Db, log: FastifyBaseLogger, ex: Exchange): Promise<void> {
  await repo.storeExchange(db, exchangeRows(ex, null)).catch((err: unknown) => {
    log.error({ err }, 'chat message not stored');
  });
}

/**
 * The reply's chunks, extending the claim on a long reply. A reply that broke off after it
 * began (finish is then not called) keeps the user's message.
 */
export async function* streamReply(
  open: () => AsyncIterable<string>,
  claim: ReplyClaim,
  onBreak: () => Promise<void>,
): AsyncIterable<string> {
  const source = open();
  let delivered = false;
  try {
    for await (const chunk of source) {
      delivered = true;
      await claim.keepAlive();
      yield chunk;
    }
  } catch (err) {
    if (delivered) await onBreak();
    throw err;
  }
}

/**
 * Stores the exchange when the reply ends. A reply charging.ts charges is charged in the same
 * transaction, which also gives the claim up (a stopped reply is stored as delivered). Points
 * spent elsewhere while the reply was written do not make it free: the debit is owed and may
 * take the balance below zero (charge's `owed`). A
 * reply that could not be stored or charged is not kept (the stream holds its end back until
 * this resolves, so it is never delivered whole); the user's message is kept alone.
 */
export async function storeReply(
  deps: { db: Db; pglite: boolean; log: FastifyBaseLogger },
  ex: Exchange,
  paid: Pricing | null,
  claim: ReplyClaim,
  reply: { text: string; aborted: boolean },
): Promise<{ messageId: string; charged: ChargeMode | 'none' }> {
  const { db } = deps;
  await turn('write', deps.pglite);
  try {
    const verdict = chargeVerdict({ paid: paid !== null, ...reply });
    if (!paid || verdict !== 'charged') {
      await repo.storeExchange(db, exchangeRows(ex, { text: reply.text, charged: 'none' }));
      return { messageId: ex.replyId, charged: 'none' };
    }
    const { deduction, clock, rules } = paid;
    const done = await db.transaction(async (tx) => {
      const ref = `chat:${ex.replyId}`;
      // the reply began while the balance covered it and reached the member: it is owed
      const charged = await charge(tx, ex.userId, deduction, { ref, clock, rules, owed: true });
      await repo.storeExchange(tx, exchangeRows(ex, { text: reply.text, charged: charged.mode }));
      await claim.releaseIn(tx);
      return { messageId: ex.replyId, charged: charged.mode };
    });
    claim.released();
    return done;
  } catch (err) {
    await keepMessage(db, deps.log, ex);
    throw err;
  }
}
