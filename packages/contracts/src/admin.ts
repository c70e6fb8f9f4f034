import { z } from 'zod';
import { INT4_MAX, PAGE_MAX, emptyData, safeText, secretText } from './common';
import { adminEndpoints } from './admin-endpoints';
import {
  auditExportQuery,
  auditQuery,
  auditRowSchema,
  beforeAfterResponse,
  codesResponse,
  configResponse,
  createDiscountBody,
  createRedeemBody,
  dashboardQuery,
  dashboardSchema,
  discountCodeRowSchema,
  productsResponse,
  memberReadingsSchema,
  redeemCodeRowSchema,
  setConfigBody,
  setProductBody,
} from './admin-economy';
import { adminApprovalsRoutes, adminOperatorsRoutes, grantRequestSchema } from './admin-operators';
import { ledgerReasonSchema } from './economy';
import { defineRoutes } from './route';

/**
 * The operator API (/api/admin): operators sign in with e-mail, password and a TOTP code, and
 * answer the same envelope as /api/v2. Money is yuan text with two decimals ("19.90"), times
 * ISO text; lists page with `page` (from 1) and `pageSize` (≤ 100) and answer `{ list, total }`.
 */

export const operatorRoleSchema = z.enum(['support', 'admin']);
export const operatorSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: operatorRoleSchema,
});
export type Operator = z.infer<typeof operatorSchema>;

const yuan = z.string().regex(/^\d{1,9}\.\d{2}$/, 'yuan with two decimals (19.90)');
const iso = z.string();
const isoOrNull = z.string().nullable();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date (2027-01-31)');
/** Why an operator changed something: required on every change, kept in the audit log. */
const note = safeText().trim().min(1).max(200);
const paging = {
  page: z.coerce.number().int().min(1).max(PAGE_MAX).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};
const paged = <T extends z.ZodType>(row: T) =>
  z.object({ list: z.array(row), total: z.number().int() });
const userIdParams = z.object({ userId: z.uuid() });

// ---- sign-in ----------------------------------------------------------------------------------

export const adminLoginBody = z.object({
  email: safeText().trim().toLowerCase().min(3).max(254),
  password: secretText(false).min(1).max(200),
  code: z.string().regex(/^\d{6}$/, 'six digits'),
});
export type AdminLoginBody = z.input<typeof adminLoginBody>;
export const adminLoginResponse = z.object({
  token: z.string(),
  expiresAt: iso,
  operator: operatorSchema,
});

// ---- members ----------------------------------------------------------------------------------

export const memberRowSchema = z.object({
  userId: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  nickname: z.string(),
  createdAt: iso,
  isVip: z.boolean(),
  /** why the account wants a look ('dispute'), else null */
  flag: z.string().nullable(),
  disabled: z.boolean(),
});
export type MemberRow = z.infer<typeof memberRowSchema>;

export const memberSearchQuery = z.object({ q: safeText().trim().min(1).max(254) });
export const memberSearchResponse = z.object({ list: z.array(memberRowSchema) });

export const ledgerRowSchema = z.object({
  id: z.string(),
  delta: z.number().int(),
  balanceAfter: z.number().int(),
  reason: ledgerReasonSchema.or(z.string()),
  detail: z.string(),
  ref: z.string().nullable(),
  createdAt: iso,
});
export type LedgerRow = z.infer<typeof ledgerRowSchema>;

export const orderRowSchema = z.object({
  orderId: z.string(),
  userId: z.string(),
  email: z.string().nullable(),
  kind: z.enum(['vip', 'points']),
  productId: z.string(),
  amount: yuan,
  refunded: yuan,
  currency: z.string(),
  status: z.string(),
  provider: z.string(),
  dispute: z.string().nullable(),
  createdAt: iso,
  paidAt: isoOrNull,
});
export type OrderRow = z.infer<typeof orderRowSchema>;

export const feedbackStatusSchema = z.enum(['new', 'replied', 'closed']);
export const feedbackRowSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  email: z.string().nullable(),
  content: z.string(),
  contact: z.string().nullable(),
  /** addresses under /api/admin/files/… that answer only with an operator's token */
  images: z.array(z.string()),
  status: feedbackStatusSchema,
  reply: z.string().nullable(),
  repliedAt: isoOrNull,
  createdAt: iso,
});
export type FeedbackRow = z.infer<typeof feedbackRowSchema>;

export const memberDetailSchema = z.object({
  member: memberRowSchema.extend({
    inviteCode: z.string(),
    lang: z.string(),
    timeZone: z.string(),
    vipExpiresAt: isoOrNull,
  }),
  points: z.object({ balance: z.number().int() }),
  ledger: z.array(ledgerRowSchema),
  orders: z.array(orderRowSchema),
  redemptions: z.array(
    z.object({ code: z.string(), type: z.string(), benefits: z.number().int(), usedAt: iso }),
  ),
  readings: memberReadingsSchema,
  feedback: z.array(feedbackRowSchema),
  sessions: z.array(
    z.object({
      id: z.string(),
      method: z.string(),
      userAgent: z.string().nullable(),
      createdAt: iso,
      lastSeenAt: iso,
      expiresAt: iso,
      revoked: z.boolean(),
    }),
  ),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

/** support: within economy_config operatorCaps, else a request for an admin; admin: any */
export const grantPointsBody = z.object({
  delta: z
    .number()
    .int()
    .min(-INT4_MAX)
    .max(INT4_MAX)
    .refine((n) => n !== 0, 'not 0'),
  note,
});
/** support: within economy_config operatorCaps, else a request for an admin; admin: any */
export const grantVipBody = z.object({
  days: z
    .number()
    .int()
    .min(-36_500)
    .max(36_500)
    .refine((n) => n !== 0, 'not 0'),
  note,
});
export const noteBody = z.object({ note });
export const disableBody = z.object({ disabled: z.boolean(), note });

// ---- orders -----------------------------------------------------------------------------------

export const ordersQuery = z.object({
  status: z.enum(['created', 'paid', 'failed', 'expired', 'refunded']).optional(),
  provider: z.enum(['stripe', 'sandbox']).optional(),
  from: day.optional(),
  to: day.optional(),
  min: yuan.or(z.string().regex(/^\d{1,9}(\.\d{1,2})?$/)).optional(),
  max: yuan.or(z.string().regex(/^\d{1,9}(\.\d{1,2})?$/)).optional(),
  /** an order id, a user id or an e-mail */
  q: safeText().trim().max(254).optional(),
  ...paging,
});
export type OrdersQuery = z.input<typeof ordersQuery>;
export const orderParams = z.object({ orderId: z.uuid() });
export const orderDetailSchema = z.object({
  order: orderRowSchema,
  events: z.array(z.object({ id: z.string(), type: z.string(), createdAt: iso })),
  grants: z.object({ points: z.number().int(), vipDays: z.number().int() }),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;
export const refundBody = z.object({
  amount: z
    .string()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, 'yuan (9.90)')
    .optional(),
  note,
});
export const refundResponse = z.object({
  amount: yuan,
  provider: z.string(),
  refundId: z.string(),
  outcome: z.string(),
});

// ---- feedback ---------------------------------------------------------------

export const feedbackListQuery = z.object({ status: feedbackStatusSchema.optional(), ...paging });
export const feedbackParams = z.object({ id: z.uuid() });
export const feedbackReplyBody = z.object({ reply: safeText().trim().min(1).max(2000) });

// ---- routes -----------------------------------------------------------------------------------

const e = adminEndpoints;

export const adminAuthRoutes = defineRoutes(e.auth, {
  login: { body: adminLoginBody, response: adminLoginResponse },
  logout: { response: emptyData },
  me: { response: operatorSchema },
});

export const adminMembersRoutes = defineRoutes(e.members, {
  search: { query: memberSearchQuery, response: memberSearchResponse },
  detail: { params: userIdParams, response: memberDetailSchema },
  points: {
    params: userIdParams,
    body: grantPointsBody,
    /** request: the grant waits for an admin (beyond the support caps); balance is unchanged */
    response: z.object({ balance: z.number().int(), request: grantRequestSchema.nullable() }),
  },
  vip: {
    params: userIdParams,
    body: grantVipBody,
    response: z.object({ vipExpiresAt: isoOrNull, request: grantRequestSchema.nullable() }),
  },
  revokeSessions: {
    params: userIdParams,
    body: noteBody,
    response: z.object({ revoked: z.number().int() }),
  },
  disable: {
    params: userIdParams,
    body: disableBody,
    response: z.object({ disabled: z.boolean() }),
  },
  remove: { params: userIdParams, body: noteBody, response: emptyData },
});

export const adminOrdersRoutes = defineRoutes(e.orders, {
  list: { query: ordersQuery, response: paged(orderRowSchema) },
  detail: { params: orderParams, response: orderDetailSchema },
  refund: { params: orderParams, body: refundBody, response: refundResponse },
});

export const adminEconomyRoutes = defineRoutes(e.economy, {
  codes: { response: codesResponse },
  createRedeem: { body: createRedeemBody, response: redeemCodeRowSchema },
  createDiscount: { body: createDiscountBody, response: discountCodeRowSchema },
  products: { response: productsResponse },
  setProduct: { body: setProductBody, response: beforeAfterResponse },
  config: { response: configResponse },
  setConfig: { body: setConfigBody, response: beforeAfterResponse },
});

export const adminFeedbackRoutes = defineRoutes(e.feedback, {
  list: { query: feedbackListQuery, response: paged(feedbackRowSchema) },
  reply: { params: feedbackParams, body: feedbackReplyBody, response: feedbackRowSchema },
  close: { params: feedbackParams, body: noteBody, response: feedbackRowSchema },
  file: {},
});

export const adminAuditRoutes = defineRoutes(e.audit, {
  list: { query: auditQuery, response: paged(auditRowSchema) },
  export: { query: auditExportQuery },
  dashboard: { query: dashboardQuery, response: dashboardSchema },
});

/** Every /api/admin route: each has exactly one handler on the server. Not part of apiRoutes. */
export const adminRoutes = [
  ...Object.values(adminAuthRoutes),
  ...Object.values(adminMembersRoutes),
  ...Object.values(adminOrdersRoutes),
  ...Object.values(adminEconomyRoutes),
  ...Object.values(adminFeedbackRoutes),
  ...Object.values(adminAuditRoutes),
  ...Object.values(adminApprovalsRoutes),
  ...Object.values(adminOperatorsRoutes),
];
export type AdminRoute = (typeof adminRoutes)[number];
/** The route of an admin endpoint (the same method and path), for its types. */
export type AdminRouteOf<E extends { method: string; path: string }> = Extract<
  AdminRoute,
  { method: E['method']; path: E['path'] }
>;
