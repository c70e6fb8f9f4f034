import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, type OperatorRole } from '@starlit/contracts';
import { AppError, unauthenticated } from '../lib/errors';
import { bearerToken } from '../lib/sessions';
import { resolveOperator, type OperatorInfo } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in operator, once an operator route's guard ran. */
    operator: OperatorInfo | null;
  }
  interface FastifyInstance {
    /** preHandler: an operator's live session (else 4001) of at least `role` (else 4003). */
    operatorGuard: (role: OperatorRole) => (req: FastifyRequest) => Promise<void>;
  }
}

const RANK: Record<OperatorRole, number> = { support: 1, admin: 2 };

/** Whether `role` may do what `needed` allows. */
export const allows = (role: OperatorRole, needed: OperatorRole): boolean =>
  RANK[role] >= RANK[needed];

export const forbidden = () => new AppError(ErrorCode.FORBIDDEN);

/** The operator of a guarded request. */
export function operatorOf(req: FastifyRequest): OperatorInfo {
  if (!req.operator) throw unauthenticated();
  return req.operator;
}

/** Operator sessions: a member's token is no operator token, so it answers 4001 here. */
export const operatorAuthPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('operator', null);
  app.decorate('operatorGuard', (role: OperatorRole) => async (req: FastifyRequest) => {
    const token = bearerToken(req);
    req.operator = token ? await resolveOperator(app.db, token) : null;
    if (!req.operator) throw unauthenticated();
    if (!allows(req.operator.role, role)) throw forbidden();
  });
});
