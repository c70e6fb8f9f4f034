import { z } from 'zod';
import { INT4_MAX, PAGE_MAX, safeText } from './common';

/** The operator API's codes, products, rules, audit log and dashboard (see admin.ts). */

const yuan = z.string().regex(/^\d{1,9}\.\d{2}$/, 'yuan with two decimals (19.90)');
const iso = z.string();
const isoOrNull = z.string().nullable();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date (2027-01-31)');
const paging = {
  page: z.coerce.number().int().min(1).max(PAGE_MAX).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

/** A member's readings by kind (the answers book keeps nothing per member: the day's total only). */
export const memberReadingsSchema = z.object({
  tarot: z.number().int(),
  dice: z.number().int(),
  astrology: z.number().int(),
  mbti: z.number().int(),
  chats: z.number().int(),
});
export const readingCountsSchema = memberReadingsSchema.extend({ answers: z.number().int() });

// ---- codes, products, rules -------------------------------------------------------------------

export const redeemCodeRowSchema = z.object({
  code: z.string(),
  type: z.enum(['VIP', 'POINTS']),
  benefits: z.number().int(),
  expiresAt: isoOrNull,
  maxUses: z.number().int().nullable(),
  usedCount: z.number().int(),
  note: z.string(),
  createdAt: iso,
});
export type RedeemCodeRow = z.infer<typeof redeemCodeRowSchema>;
export const discountCodeRowSchema = z.object({
  code: z.string(),
  tenths: z.number(),
  bonusDays: z.number().int(),
  bonusPoints: z.number().int(),
  expiresAt: isoOrNull,
  maxUses: z.number().int().nullable(),
  usedCount: z.number().int(),
  note: z.string(),
  createdAt: iso,
});
export type DiscountCodeRow = z.infer<typeof discountCodeRowSchema>;
export const codesResponse = z.object({
  redeem: z.array(redeemCodeRowSchema),
  discount: z.array(discountCodeRowSchema),
});
const codeText = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{1,10}$/, 'letters and digits, at most 10')
  .optional();
const count = z.number().int().min(1).max(INT4_MAX);
/** As `npm run admin -- redeem:create`; `note` is the code's own note and the audit note. */
export const createRedeemBody = z.object({
  type: z.enum(['VIP', 'POINTS']),
  benefits: count,
  code: codeText,
  expires: day.optional(),
  maxUses: count.optional(),
  note: safeText().trim().max(200).optional(),
});
export const createDiscountBody = z.object({
  tenths: z.number().min(0.1).max(9.9),
  code: codeText,
  bonusDays: z.number().int().min(0).max(36_500).optional(),
  bonusPoints: z.number().int().min(0).max(INT4_MAX).optional(),
  expires: day.optional(),
  maxUses: count.optional(),
  note: safeText().trim().max(200).optional(),
});

export const vipProductRowSchema = z.object({
  productId: z.string(),
  months: z.number().int(),
  /** standard prices: CNY, and USD (null: not sold in USD) */
  price: yuan,
  priceUsd: yuan.nullable(),
  /** a running or past sale: tenths of the standard price, and its end (ISO); both or neither */
  saleTenths: z.number().nullable(),
  saleEndsAt: z.string().nullable(),
  acceptsDiscount: z.boolean(),
  sort: z.number().int(),
  active: z.boolean(),
});
export const pointProductRowSchema = z.object({
  productId: z.string(),
  points: z.number().int(),
  price: yuan,
  priceUsd: yuan.nullable(),
  extraPoints: z.number().int(),
  sort: z.number().int(),
  active: z.boolean(),
});
export const productsResponse = z.object({
  vip: z.array(vipProductRowSchema),
  points: z.array(pointProductRowSchema),
});
/**
 * `fields`: what `product:set` takes (months, price, priceUsd, saleTenths, saleEndsAt,
 * acceptsDiscount, points, …); '' clears priceUsd, saleTenths or saleEndsAt.
 */
export const setProductBody = z.object({
  kind: z.enum(['vip', 'points']),
  productId: z.string().regex(/^[a-z0-9_]{1,64}$/),
  fields: z.record(
    z.string().regex(/^[A-Za-z]{1,40}$/),
    z.union([z.number().min(-INT4_MAX).max(INT4_MAX), z.boolean(), safeText().max(40)]),
  ),
  apply: z.boolean(),
  note: safeText().trim().max(200).optional(),
});
/** The economy rules, key → value (charges, vipCaps, freeDaily, checkIn, invite, follow). */
export const configResponse = z.record(z.string(), z.unknown());
/** A JSON value of at most `depth` levels whose text and numbers are checked like any field. */
function jsonValue(depth: number): z.ZodType {
  const leaf = z.union([
    z.number().min(-1_000_000_000).max(1_000_000_000),
    z.boolean(),
    z.null(),
    safeText().max(500),
  ]);
  if (depth === 0) return leaf;
  const inner = jsonValue(depth - 1);
  return z.union([
    leaf,
    z.array(inner).max(100),
    z.record(z.string().regex(/^[A-Za-z0-9_]{1,64}$/), inner),
  ]);
}

export const setConfigBody = z.object({
  key: z.string().regex(/^[A-Za-z]{1,40}$/),
  value: jsonValue(4),
  apply: z.boolean(),
  note: safeText().trim().max(200).optional(),
});
/** apply false: a preview of the change, nothing written */
export const beforeAfterResponse = z.object({ before: z.unknown(), after: z.unknown() });

// ---- audit, dashboard ---------------------------------------------------------------------------

export const auditRowSchema = z.object({
  id: z.string(),
  actorKind: z.enum(['operator', 'cli']).or(z.string()),
  actor: z.string(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  note: z.string(),
  createdAt: iso,
});
export type AuditRow = z.infer<typeof auditRowSchema>;
const auditFilters = {
  actor: safeText().trim().max(254).optional(),
  action: safeText().trim().max(60).optional(),
  target: safeText().trim().max(254).optional(),
  from: day.optional(),
  to: day.optional(),
};
export const auditQuery = z.object({ ...auditFilters, ...paging });
export const auditExportQuery = z.object(auditFilters);

export const dashboardQuery = z.object({ date: day.optional() });
export const dashboardSchema = z.object({
  date: day,
  signUps: z.number().int(),
  activeMembers: z.number().int(),
  readings: readingCountsSchema,
  /** money in, and back, in each currency apart (cents as "19.90") */
  revenue: z.object({ cny: yuan, usd: yuan }),
  refunds: z.object({ cny: yuan, usd: yuan }),
  refundCount: z.number().int(),
  disputes: z.number().int(),
  aiFallbacks: z.number().int(),
  crisisReplies: z.number().int(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
