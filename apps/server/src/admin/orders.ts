import { isPrice, toCents } from '@starlit/core/points';
import type { Db } from '../db/client';
import type { Config } from '../lib/config';
import { RefundError, refundOrder, type RefundRefusal } from '../modules/payments/refund';
import { AdminError } from './service';

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
