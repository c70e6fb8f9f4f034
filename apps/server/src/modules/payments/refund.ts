import type { Db } from '../../db/client';
import type { Config } from '../../lib/config';
import { handleEvent, type WebhookOutcome } from './fulfil';
import { stripeClient } from './provider';
import * as repo from './repository';
import { sandboxRefundEvent } from './sandbox';

export type RefundRefusal = 'not_found' | 'not_paid' | 'disputed' | 'amount' | 'no_payment';

/** Why an order cannot be refunded (as asked). */
export class RefundError extends Error {
  constructor(readonly reason: RefundRefusal) {
    super(`refund refused: ${reason}`);
    this.name = 'RefundError';
  }
}

export interface RefundResult {
  orderId: string;
  provider: 'stripe' | 'sandbox';
  /** the cents asked back this time */
  amountCents: number;
  /** the provider's refund id */
  refundId: string;
  /** the sandbox's webhook outcome (Stripe's arrives later, by the webhook) */
  outcome: WebhookOutcome | null;
}

/**
 * Refunds a paid order, all that is left of it or `amountCents`, through its provider. Taking
 * back what it granted happens on the provider's `charge.refunded` event, exactly as for a
 * refund made in Stripe's dashboard; the sandbox hands that event to the same handler at once.
 */
export async function refundOrder(
  db: Db,
  config: Config,
  orderId: string,
  amountCents?: number,
  { note = '' }: { note?: string } = {},
): Promise<RefundResult> {
  const order = await repo.findOrder(db, orderId);
  if (!order) throw new RefundError('not_found');
  if (order.status !== 'paid') throw new RefundError('not_paid');
  if (order.dispute === 'open' || order.dispute === 'lost') throw new RefundError('disputed');
  const left = order.amountCents - order.refundedCents;
  const cents = amountCents ?? left;
  if (!Number.isInteger(cents) || cents <= 0 || cents > left) throw new RefundError('amount');
  if (order.provider === 'sandbox') {
    const event = sandboxRefundEvent(order, order.refundedCents + cents);
    const outcome = await handleEvent(db, event);
    return { orderId, provider: 'sandbox', amountCents: cents, refundId: event.id, outcome };
  }
  if (!order.paymentIntentId) throw new RefundError('no_payment');
  const refund = await stripeClient(config).refunds.create(
    { payment_intent: order.paymentIntentId, amount: cents, metadata: { orderId, note } },
    // the same ask (same order, same point in its refunds, same amount) is made once
    { idempotencyKey: `refund:${orderId}:${order.refundedCents}:${cents}` },
  );
  return { orderId, provider: 'stripe', amountCents: cents, refundId: refund.id, outcome: null };
}
