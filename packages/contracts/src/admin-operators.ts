import { z } from 'zod';
import { safeText } from './common';
import { adminEndpoints } from './admin-endpoints';
import { defineRoutes } from './route';

/**
 * Grant requests (what a support operator may not give alone waits for an admin) and the
 * operators' own accounts as admins see them: who is locked out after failed sign-ins.
 */

const iso = z.string();
const isoOrNull = z.string().nullable();
/** Why an admin decided or unlocked: required, kept in the audit log. */
const note = safeText().trim().min(1).max(200);

export const grantRequestStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export const grantRequestSchema = z.object({
  id: z.string(),
  /** the support operator who asked */
  operatorId: z.string(),
  operatorEmail: z.string().nullable(),
  userId: z.string(),
  memberEmail: z.string().nullable(),
  /** points, or VIP days */
  kind: z.enum(['points', 'vip']),
  amount: z.number().int(),
  note: z.string(),
  /** perGrant: one grant beyond the per-grant cap; daily: beyond the operator's daily cap */
  reason: z.enum(['perGrant', 'daily']),
  status: grantRequestStatusSchema,
  decidedBy: z.string().nullable(),
  decidedAt: isoOrNull,
  decisionNote: z.string(),
  createdAt: iso,
});
export type GrantRequest = z.infer<typeof grantRequestSchema>;

export const grantRequestsQuery = z.object({ status: grantRequestStatusSchema.default('pending') });
export const grantRequestParams = z.object({ id: z.uuid() });
export const decisionBody = z.object({ note });

export const operatorAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(['support', 'admin']),
  disabledAt: isoOrNull,
  createdAt: iso,
  /** locked out of sign-in until then after failed sign-ins; null when not locked */
  lockedUntil: isoOrNull,
  /** failed sign-ins counted in the current window */
  failures: z.number().int(),
});
export type OperatorAccount = z.infer<typeof operatorAccountSchema>;
export const operatorParams = z.object({ operatorId: z.uuid() });

const e = adminEndpoints;

export const adminApprovalsRoutes = defineRoutes(e.approvals, {
  list: { query: grantRequestsQuery, response: z.object({ list: z.array(grantRequestSchema) }) },
  approve: { params: grantRequestParams, body: decisionBody, response: grantRequestSchema },
  reject: { params: grantRequestParams, body: decisionBody, response: grantRequestSchema },
});

export const adminOperatorsRoutes = defineRoutes(e.operators, {
  list: { response: z.object({ list: z.array(operatorAccountSchema) }) },
  unlock: { params: operatorParams, body: decisionBody, response: operatorAccountSchema },
});
