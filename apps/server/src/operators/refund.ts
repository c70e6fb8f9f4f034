import { fromCents, isPrice, toCents } from '@starlit/core/points';
import type { Db } from '../db/client';
import type { Config } from '../lib/config';
import { RefundError, refundOrder, type RefundRefusal } from '../modules/payments/refund';
import { writeAudit, type Actor } from './audit';
import { AdminError } from './change';
import { asParamError } from './member-actions';
import { findOrderRow } from './orders';
import type { OperatorInfo } from './sessions';

const REFUSALS: Record<RefundRefusal, string> = {
  not_found: 'no such order',
  not_paid: 'only a paid order that is not wholly refunded can be refunded',
  disputed: 'the order is under a chargeback (open or lost): the card network settles it',
  amount: '--amount must be more than 0 and at most what is left of the order',
  no_payment: 'the order has no recorded payment to refund',
};

/**
 * Refunds an order through its provider, all that is left or `amount` yuan ("9.90"). The
 * provider's refund event takes back the share of points and VIP days that amount stands for.
 */
export async function refund(
  db: Db,
  config: Config,
  orderId: string,
  amount: string | undefined,
  why: string,
) {
  if (!why.trim()) throw new AdminError('--note is required: say why');
  if (amount !== undefined && !isPrice(amount))
    throw new AdminError('--amount must be yuan with up to two decimals (9.90)');
  try {
    return await refundOrder(
      db,
      config,
      orderId,
      amount === undefined ? undefined : toCents(amount),
      {
        note: why.trim().slice(0, 200),
      },
    );
  } catch (error) {
    if (error instanceof RefundError) throw new AdminError(REFUSALS[error.reason]);
    throw error;
  }
}

/**
 * An operator's refund, from the console or `npm run admin -- order:refund`, with its one audit
 * row: the provider's refund cannot share a transaction with the log, so the row follows it
 * (the order's status and refunded total before and after, who asked and why).
 */
export async function refundWithAudit(
  db: Db,
  config: Config,
  actor: Actor,
  orderId: string,
  amount: string | undefined,
  why: string,
) {
  const before = await findOrderRow(db, orderId).catch(() => null);
  if (!before) throw new AdminError('no such order');
  const done = await refund(db, config, orderId, amount, why);
  const after = await findOrderRow(db, orderId);
  await writeAudit(db, actor, {
    action: 'order:refund',
    target: orderId,
    before: { status: before.status, refunded: before.refunded },
    after: {
      status: after.status,
      refunded: after.refunded,
      amount: fromCents(done.amountCents),
      refundId: done.refundId,
    },
    note: why.trim().slice(0, 200),
  });
  return done;
}

/** The console's refund (refundWithAudit), its refusals answered 1001. */
export async function refundAsOperator(
  db: Db,
  config: Config,
  op: OperatorInfo,
  orderId: string,
  amount: string | undefined,
  note: string,
) {
  const done = await asParamError(() =>
    refundWithAudit(db, config, { kind: 'operator', id: op.id }, orderId, amount, note),
  );
  return {
    amount: fromCents(done.amountCents),
    provider: done.provider,
    refundId: done.refundId,
    outcome: done.outcome === null ? 'pending' : String(done.outcome),
  };
}
