import type Stripe from 'stripe';
import type { Db, Tx } from '../../db/client';
import { movePoints } from '../points/ledger';
import { changeVip } from '../points/vip';
import { spendDiscountUse } from './discounts';
import { isOrderId, type OrderRow } from './checkout';
import { stripeIdOf } from './provider';
import * as repo from './repository';
import { metrics } from '../../lib/metrics';
import { onDispute, onRefund, type AfterSaleOutcome } from './after-sale';

export type WebhookOutcome =
  | 'granted'
  | 'duplicate'
  | 'failed'
  | 'expired'
  | 'pending'
  | 'ignored'
  | 'mismatch'
  | AfterSaleOutcome;

/**
 * Grants what a paid order buys, in the caller's transaction; keyed by order, so once. A
 * discounted VIP order's days and points are its code's bonus, given once per use of the code
 * (`paidAt`: when the provider says it was paid, which decides whether the order had lapsed).
 */
async function grant(tx: Tx, order: OrderRow, paidAt: Date): Promise<void> {
  const key = `order:${order.id}`;
  const bonus = order.discountCode
    ? await spendDiscountUse(tx, { ...order, discountCode: order.discountCode }, paidAt)
    : true;
  const { months } = order.grants;
  const days = bonus ? order.grants.days : 0;
  const points = bonus ? order.grants.points : 0;
  if (order.kind === 'vip' && (months > 0 || days > 0)) {
    await changeVip(tx, {
      userId: order.userId,
      months,
      days,
      reason: 'purchase',
      detail: order.productId,
      ref: order.id,
      idempotencyKey: key,
    });
  }
  if (points > 0) {
    await movePoints(tx, {
      userId: order.userId,
      delta: points,
      reason: 'purchase',
      detail: order.productId,
      ref: order.id,
      idempotencyKey: key,
    });
  }
}

/** Moves a created order to a final state; returns the row only for the one caller that did. */
async function transition(
  tx: Tx,
  orderId: string,
  status: 'paid' | 'failed' | 'expired',
): Promise<OrderRow | null> {
  // an order that lapsed in our books can still be paid if the provider says so
  const from = status === 'paid' ? ['created', 'expired'] : ['created'];
  return repo.moveOrder(tx, orderId, from, status, new Date());
}

/** When the provider made the event (its `created`, seconds), else now. */
const paidAtOf = (event: Stripe.Event): Date =>
  typeof event.created === 'number' ? new Date(event.created * 1000) : new Date();

const SESSION_EVENTS: Record<string, 'paid' | 'failed' | 'expired' | 'completed'> = {
  'checkout.session.completed': 'completed',
  'checkout.session.async_payment_succeeded': 'paid',
  'checkout.session.async_payment_failed': 'failed',
  'checkout.session.expired': 'expired',
};

/**
 * Handles one verified event. The event id is recorded and the order moved in one
 * transaction: a replay, or the same event delivered many times at once, finds the event
 * (or the order's final state) already there and grants nothing.
 */
export async function handleEvent(db: Db, event: Stripe.Event): Promise<WebhookOutcome> {
  const outcome = await handle(db, event);
  // counted once its transaction has committed
  if (outcome !== 'ignored') metrics()?.payments.inc({ outcome });
  return outcome;
}

async function handle(db: Db, event: Stripe.Event): Promise<WebhookOutcome> {
  if (event.type === 'charge.refunded')
    return db.transaction((tx) => onRefund(tx, event, event.data.object));
  if (event.type === 'charge.dispute.created' || event.type === 'charge.dispute.closed')
    return db.transaction((tx) => onDispute(tx, event, event.data.object));
  const action = SESSION_EVENTS[event.type];
  if (!action) return 'ignored';
  const session = event.data.object as Stripe.Checkout.Session;
  const orderId = session.client_reference_id ?? session.metadata?.orderId;
  if (!isOrderId(orderId)) return 'ignored';
  return db.transaction(async (tx) => {
    if (!(await repo.recordEvent(tx, { id: event.id, type: event.type, orderId })))
      return 'duplicate';
    const order = await repo.findOrder(tx, orderId);
    if (!order || order.providerSessionId !== session.id) return 'mismatch';
    // a missing amount or currency is a mismatch too, never a reason to skip the check
    if (session.amount_total !== order.amountCents) return 'mismatch';
    if (session.currency?.toLowerCase() !== order.currency) return 'mismatch';
    if (action === 'completed' && session.payment_status === 'unpaid') return 'pending';
    if (action === 'failed' || action === 'expired') {
      return (await transition(tx, orderId, action)) ? action : 'duplicate';
    }
    const paid = await transition(tx, orderId, 'paid');
    if (!paid) return 'duplicate';
    const intentId = stripeIdOf(session.payment_intent);
    if (intentId) await repo.setPaymentIntent(tx, orderId, intentId);
    await grant(tx, paid, paidAtOf(event));
    return 'granted';
  });
}
