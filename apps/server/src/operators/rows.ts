import { fromCents } from '@starlit/core/points';
import type { FeedbackRow, MemberRow, OrderRow } from '@starlit/contracts';
import type { feedback, users } from '../db/schema';
import type { orders } from '../db/schema-economy';

/* Table rows as the operator API shows them: times as ISO text, money as yuan text. */

export const iso = (d: Date | null): string | null => d?.toISOString() ?? null;

export function memberRow(u: typeof users.$inferSelect, now = new Date()): MemberRow {
  return {
    userId: u.id,
    email: u.email,
    phone: u.phone ? `${u.areaCode ? `+${u.areaCode} ` : ''}${u.phone}` : null,
    nickname: u.nickname,
    createdAt: u.createdAt.toISOString(),
    isVip: !!u.vipExpiresAt && u.vipExpiresAt > now,
    flag: u.flag,
    disabled: !!u.disabledAt,
  };
}

export function orderRow(o: typeof orders.$inferSelect, email: string | null): OrderRow {
  return {
    orderId: o.id,
    userId: o.userId,
    email,
    kind: o.kind as OrderRow['kind'],
    productId: o.productId,
    amount: fromCents(o.amountCents),
    refunded: fromCents(o.refundedCents),
    currency: o.currency,
    status: o.status,
    provider: o.provider,
    dispute: o.dispute,
    createdAt: o.createdAt.toISOString(),
    paidAt: iso(o.paidAt),
  };
}

/** Where an operator opens a feedback image: under /api/admin, with their token. */
export const feedbackImageUrl = (key: string) => `/api/admin/files/${key}`;

export function feedbackRow(f: typeof feedback.$inferSelect, email: string | null): FeedbackRow {
  return {
    id: f.id,
    userId: f.userId,
    email,
    content: f.content,
    contact: f.contact,
    images: f.images.map(feedbackImageUrl),
    status: f.status as FeedbackRow['status'],
    reply: f.reply,
    repliedAt: iso(f.repliedAt),
    createdAt: f.createdAt.toISOString(),
  };
}
