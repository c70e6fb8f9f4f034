import type { DbOrTx } from '../../db/client';
import { discountCodeUses, orders } from '../../db/schema-economy';
import { memberHistory } from '../exports/member-rows';

/**
 * The member's orders (product, amount, status, refunds) and the discount codes they used.
 * Card details never reach Starlit: the payment itself is the provider's (Stripe's) record.
 */
export async function exportOf(db: DbOrTx, userId: string) {
  const list = await memberHistory(db, userId, orders, {
    id: orders.id,
    createdAt: orders.createdAt,
    kind: orders.kind,
    productId: orders.productId,
    amountCents: orders.amountCents,
    currency: orders.currency,
    discountCode: orders.discountCode,
    grants: orders.grants,
    status: orders.status,
    provider: orders.provider,
    refundedCents: orders.refundedCents,
    dispute: orders.dispute,
    paidAt: orders.paidAt,
    closedAt: orders.closedAt,
  });
  const discountCodesUsed = await memberHistory(db, userId, discountCodeUses, {
    code: discountCodeUses.code,
    orderId: discountCodeUses.orderId,
    createdAt: discountCodeUses.createdAt,
  });
  return { orders: list, discountCodesUsed };
}
