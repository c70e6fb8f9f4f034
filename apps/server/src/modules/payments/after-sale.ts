import type Stripe from 'stripe';
import type { Tx } from '../../db/client';
import { bumpDaily, refundCents } from '../../lib/daily-counts';
import { movedWith, movePoints } from '../points/ledger';
import { changeVip, vipChangeWith } from '../points/vip';
import { isOrderId } from './checkout';
import { stripeIdOf } from './provider';
import * as repo from './repository';
import type { OrderRow } from './repository';

const DAY_MS = 86_400_000;

export type AfterSaleOutcome = 'reversed' | 'held' | 'released' | 'kept' | 'duplicate' | 'mismatch';
type Reason = 'refund' | 'dispute_hold' | 'dispute_release';

/** What an order granted, as the points ledger and the VIP history recorded it. */
async function grantedBy(tx: Tx, order: OrderRow): Promise<{ points: number; vipDays: number }> {
  const key = `order:${order.id}`;
  const points = Math.max(0, (await movedWith(tx, order.userId, key)) ?? 0);
  const vip = await vipChangeWith(tx, order.userId, key);
  let vipDays = 0;
  if (vip?.expiresAfter) {
    // the days it added to whatever was left at the time it was granted
    const from = Math.max(vip.expiresBefore?.getTime() ?? 0, vip.createdAt.getTime());
    vipDays = Math.max(0, Math.round((vip.expiresAfter.getTime() - from) / DAY_MS));
  }
  return { points, vipDays };
}

/**
 * The part of `total` that the cents from..to of an `amount` stand for. Floors of running
 * shares, so the parts of several partial refunds add up to exactly the whole.
 */
export function shareOf(total: number, amount: number, from: number, to: number): number {
  if (amount <= 0 || to <= from) return 0;
  return Math.floor((total * to) / amount) - Math.floor((total * from) / amount);
}

/**
 * Takes back (refund, dispute hold) or gives back (dispute release) the share of an order's
 * points and VIP days that the cents from..to of its price stand for, in the caller's
 * transaction, keyed by the provider's event so a replay moves nothing. Taking back may leave
 * the balance below zero.
 */
async function moveShare(
  tx: Tx,
  order: OrderRow,
  cents: { from: number; to: number },
  reason: Reason,
  eventId: string,
): Promise<void> {
  const granted = await grantedBy(tx, order);
  const points = shareOf(granted.points, order.amountCents, cents.from, cents.to);
  const days = shareOf(granted.vipDays, order.amountCents, cents.from, cents.to);
  const sign = reason === 'dispute_release' ? 1 : -1;
  const common = {
    userId: order.userId,
    reason,
    detail: order.productId,
    ref: order.id,
    idempotencyKey: `${reason}:${eventId}`,
  };
  if (points > 0) await movePoints(tx, { ...common, delta: sign * points, allowNegative: true });
  if (days > 0) await changeVip(tx, { ...common, days: sign * days });
}

/**
 * A refund or dispute for an order the provider took payment for but whose payment event has
 * not been handled here yet (events arrive in any order): nothing is recorded, and the webhook
 * answers 500 so the provider delivers it again after the payment.
 */
export class PaymentNotYetHandled extends Error {
  override name = 'PaymentNotYetHandled';
}

/** The order a charge or dispute is about, locked, and the event recorded against it. */
async function orderOf(
  tx: Tx,
  event: Stripe.Event,
  payment: { payment_intent?: string | { id: string } | null; metadata?: Stripe.Metadata | null },
): Promise<OrderRow | 'duplicate' | null> {
  const metaOrder = payment.metadata?.orderId;
  const orderId = isOrderId(metaOrder) ? metaOrder : null;
  const order = await repo.lockOrderOfPayment(tx, stripeIdOf(payment.payment_intent), orderId);
  if (order?.status === 'created' || order?.status === 'expired')
    throw new PaymentNotYetHandled(`order ${order.id} is not paid here yet`);
  if (!order || (order.status !== 'paid' && order.status !== 'refunded')) return null;
  const fresh = await repo.recordEvent(tx, { id: event.id, type: event.type, orderId: order.id });
  return fresh ? order : 'duplicate';
}

/**
 * A refund (whole or part): `amount_refunded` is the running total, so the share between what
 * was already taken back and it is taken back now. While a dispute holds the order, or after
 * one was lost, its grants are already out: only the refunded amount is recorded.
 */
export async function onRefund(
  tx: Tx,
  event: Stripe.Event,
  charge: Stripe.Charge,
): Promise<AfterSaleOutcome> {
  const order = await orderOf(tx, event, charge);
  if (order === 'duplicate') return 'duplicate';
  if (!order || charge.currency?.toLowerCase() !== order.currency) return 'mismatch';
  const to = Math.min(charge.amount_refunded, order.amountCents);
  if (to <= order.refundedCents) return 'duplicate';
  if (order.dispute !== 'open' && order.dispute !== 'lost')
    await moveShare(tx, order, { from: order.refundedCents, to }, 'refund', event.id);
  await repo.updateAfterSale(tx, order.id, {
    refundedCents: to,
    ...(to >= order.amountCents ? { status: 'refunded' as const } : {}),
  });
  await bumpDaily(tx, 'refunds');
  await bumpDaily(tx, refundCents(order.currency), to - order.refundedCents);
  return 'reversed';
}

/** Whether a closed dispute was decided for us (an inquiry closed without a chargeback too). */
const wonDispute = (dispute: Stripe.Dispute) =>
  dispute.status === 'won' || dispute.status === 'warning_closed';

/**
 * A chargeback, by the dispute's own state rather than the order its events arrive in. Opened:
 * what the order granted (and was not refunded) is held, and the account flagged. Closed: won
 * (or an inquiry closed without a chargeback) gives it back; lost keeps it. A close that
 * arrives before its opening settles the dispute at once (lost takes the grants back, won
 * moves nothing), and the late opening then finds it settled and holds nothing.
 */
export async function onDispute(
  tx: Tx,
  event: Stripe.Event,
  dispute: Stripe.Dispute,
): Promise<AfterSaleOutcome> {
  const order = await orderOf(tx, event, dispute);
  if (order === 'duplicate') return 'duplicate';
  if (!order) return 'mismatch';
  const unrefunded = { from: order.refundedCents, to: order.amountCents };
  if (event.type === 'charge.dispute.created') {
    if (order.dispute) return 'duplicate';
    await moveShare(tx, order, unrefunded, 'dispute_hold', event.id);
    await repo.updateAfterSale(tx, order.id, { dispute: 'open' });
    await repo.setUserFlag(tx, order.userId, 'dispute');
    return 'held';
  }
  if (order.dispute === 'won' || order.dispute === 'lost') return 'duplicate';
  const won = wonDispute(dispute);
  if (order.dispute === 'open' && won)
    await moveShare(tx, order, unrefunded, 'dispute_release', event.id);
  // closed before it was opened here: a lost one takes back what an opening would have held
  if (order.dispute === null && !won)
    await moveShare(tx, order, unrefunded, 'dispute_hold', event.id);
  await repo.updateAfterSale(tx, order.id, { dispute: won ? 'won' : 'lost' });
  if (!(await repo.hasOpenDispute(tx, order.userId, order.id)))
    await repo.setUserFlag(tx, order.userId, null);
  return won ? 'released' : 'kept';
}
