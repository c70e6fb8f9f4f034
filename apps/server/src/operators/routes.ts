import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminApprovalsRoutes,
  adminAuditRoutes,
  adminAuthRoutes,
  adminEconomyRoutes,
  adminFeedbackRoutes,
  adminMembersRoutes,
  adminOperatorsRoutes,
  adminOrdersRoutes,
} from '@starlit/contracts';
import type { Db } from '../db/client';
import { ok } from '../lib/errors';
import { clientAddress } from '../lib/limits';
import { sendStoredFile } from '../modules/uploads/send-file';
import { route } from '../plugins/route';
import { findOperator, listOperators, operatorLogin, unlockOperator } from './accounts';
import { auditCsv, listAudit, type Actor } from './audit';
import { allows, operatorAuthPlugin, operatorOf } from './auth';
import { dashboard } from './dashboard';
import * as economy from './economy';
import { closeFeedback, listFeedback, readFeedbackImage, replyToFeedback } from './feedback';
import { decideRequest, listRequests } from './grants';
import * as actions from './member-actions';
import { memberDetail, searchMembers } from './members';
import { listOrders, orderDetail } from './orders';
import { refundAsOperator } from './refund';
import { endOperatorSession, type OperatorInfo } from './sessions';

/** The operator API, registered under /api/admin (app.ts): every call of the contracts' adminRoutes. */
export async function operatorRoutes(app: FastifyInstance): Promise<void> {
  await app.register(operatorAuthPlugin);
  const db = app.db;

  const auth = adminAuthRoutes;
  route(app, auth.login, async (req) => ok(await operatorLogin(db, req.body, clientAddress(req))));
  route(app, auth.logout, async (req) => {
    await endOperatorSession(db, operatorOf(req).tokenHash);
    return ok(null);
  });
  route(app, auth.me, async (req) => ok(await findOperator(db, operatorOf(req).id)));

  /** A change to a member by the signed-in operator: the member of the path, the body's values. */
  const onMember =
    <B, R>(act: (db: Db, op: OperatorInfo, userId: string, body: B) => Promise<R>) =>
    async (req: FastifyRequest & { params: { userId: string }; body: B }) =>
      ok(await act(db, operatorOf(req), req.params.userId, req.body));
  const m = adminMembersRoutes;
  route(app, m.search, async (req) => ok(await searchMembers(db, req.query.q)));
  route(app, m.detail, async (req) => ok(await memberDetail(db, req.params.userId)));
  route(app, m.points, onMember(actions.grantMemberPoints));
  route(app, m.vip, onMember(actions.grantMemberVip));
  route(app, m.revokeSessions, onMember(actions.revokeMemberSessions));
  route(app, m.disable, onMember(actions.setMemberDisabled));
  route(app, m.remove, async (req) =>
    ok(await actions.deleteMember(app, operatorOf(req), req.params.userId, req.body.note)),
  );

  const o = adminOrdersRoutes;
  route(app, o.list, async (req) => ok(await listOrders(db, req.query)));
  route(app, o.detail, async (req) => ok(await orderDetail(db, req.params.orderId)));
  route(app, o.refund, async (req) =>
    ok(
      await refundAsOperator(
        db,
        app.config,
        operatorOf(req),
        req.params.orderId,
        req.body.amount,
        req.body.note,
      ),
    ),
  );

  const e = adminEconomyRoutes;
  route(app, e.codes, async () => ok(await economy.codes(db)));
  route(app, e.createRedeem, async (req) =>
    ok(await economy.createRedeem(db, operatorOf(req), req.body)),
  );
  route(app, e.createDiscount, async (req) =>
    ok(await economy.createDiscount(db, operatorOf(req), req.body)),
  );
  route(app, e.products, async () => ok(await economy.products(db)));
  route(app, e.setProduct, async (req) =>
    ok(await economy.changeProduct(db, operatorOf(req), req.body)),
  );
  route(app, e.config, async () => ok(await economy.config(db)));
  route(app, e.setConfig, async (req) =>
    ok(await economy.changeConfig(db, operatorOf(req), req.body)),
  );

  const f = adminFeedbackRoutes;
  route(app, f.list, async (req) => ok(await listFeedback(db, req.query)));
  route(app, f.reply, async (req) =>
    ok(await replyToFeedback(app, operatorOf(req), req.params.id, req.body.reply)),
  );
  route(app, f.close, async (req) =>
    ok(await closeFeedback(db, operatorOf(req), req.params.id, req.body.note)),
  );
  route(app, f.file, async (req, reply) => {
    const file = await readFeedbackImage(app, (req.params as Record<string, string>)['*'] ?? '');
    return sendStoredFile(reply, file, 'private, no-store');
  });

  const a = adminAuditRoutes;
  route(app, a.list, async (req) => ok(await listAudit(db, req.query)));
  route(app, a.export, async (req, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="audit.csv"')
      .header('cache-control', 'no-store')
      .send(await auditCsv(db, req.query)),
  );
  route(app, a.dashboard, async (req) => ok(await dashboard(db, req.query.date)));

  const actor = (req: Parameters<typeof operatorOf>[0]): Actor => ({
    kind: 'operator',
    id: operatorOf(req).id,
  });
  const g = adminApprovalsRoutes;
  route(app, g.list, async (req) => {
    const op = operatorOf(req);
    const mine = allows(op.role, 'admin') ? undefined : op.id;
    return ok({ list: await listRequests(db, req.query.status, mine) });
  });
  route(app, g.approve, async (req) =>
    ok(
      await actions.asParamError(() =>
        decideRequest(db, actor(req), req.params.id, true, req.body.note),
      ),
    ),
  );
  route(app, g.reject, async (req) =>
    ok(
      await actions.asParamError(() =>
        decideRequest(db, actor(req), req.params.id, false, req.body.note),
      ),
    ),
  );

  const ops = adminOperatorsRoutes;
  route(app, ops.list, async () => ok({ list: await listOperators(db) }));
  route(app, ops.unlock, async (req) =>
    ok(
      await actions.asParamError(() =>
        unlockOperator(db, actor(req), req.params.operatorId, req.body.note),
      ),
    ),
  );
}
