import { chatRoutes as routes, ErrorCode } from '@starlit/contracts';
import { AppError, ok, paramError } from '../../lib/errors';
import { requestLang } from '../../lib/lang';
import { route, type ApiModule } from '../../lib/route';
import { streamEvents, wantsStream } from '../../lib/sse';
import { userIdOf } from '../../plugins/auth';
import * as repo from './repository';
import { startReply } from './send';
import * as service from './service';

const PAGE = 20;

/** The AI companions: who they are, what a message costs, conversations and their records. */
export const chatModule: ApiModule = async (app) => {
  route(app, routes.healers, async (req) =>
    ok({ list: await service.healers(app.db, requestLang(req)) }),
  );

  route(app, routes.tips, async (req) =>
    ok(service.tips(requestLang(req), new Date().toISOString().slice(0, 10))),
  );

  route(app, routes.greeting, async (req) => {
    const { healerId, hour } = req.body;
    return ok(await service.greetingFor(app.db, userIdOf(req), healerId, hour, requestLang(req)));
  });

  route(app, routes.preAnalysis, async (req) =>
    ok(await service.preAnalysis(app.db, userIdOf(req), req.body.healerId, req.body.text)),
  );

  route(app, routes.send, async (req, reply) => {
    const lang = requestLang(req);
    const started = await startReply(app, userIdOf(req), req.body, lang);
    const cards = service.cardView(started.cards, lang);
    const head = { msgGroup: started.msgGroup, userMessageId: started.userMessageId };
    try {
      if (wantsStream(req)) {
        const events = [
          { event: 'meta', data: { ...head, safety: started.safety } },
          ...(cards.length ? [{ event: 'cards', data: { cards } }] : []),
        ];
        return await streamEvents(req, reply, started.produce, started.finish, events);
      }
      let text = '';
      for await (const chunk of started.produce(new AbortController().signal)) text += chunk;
      const done = await started.finish(text, false);
      return ok({ msgGroup: started.msgGroup, ...done, text, cards, safety: started.safety });
    } finally {
      await started.release();
    }
  });

  route(app, routes.records, async (req) => {
    const page = req.body.page ?? 1;
    const rows = await repo.conversationsOf(app.db, userIdOf(req), {
      ...(req.body.healerId ? { healerId: req.body.healerId } : {}),
      limit: PAGE,
      offset: (page - 1) * PAGE,
    });
    return ok({
      list: rows.slice(0, PAGE).map((r) => ({
        msgGroup: r.id,
        healerId: service.healerIdOf(r.healerId),
        preview: r.preview,
        messages: r.messages,
        updatedAt: r.updatedAt.toISOString(),
      })),
      hasMore: rows.length > PAGE,
    });
  });

  route(app, routes.recordInfo, async (req) => {
    const { msgGroup, before, limit } = req.query;
    const conversation = await repo.conversationOf(app.db, userIdOf(req), msgGroup);
    if (!conversation) throw new AppError(ErrorCode.REPORT_UNAVAILABLE);
    const beforeSeq = before ? await repo.messageSeq(app.db, msgGroup, before) : undefined;
    if (beforeSeq === null) throw paramError('before');
    const page = await repo.messagesOf(app.db, msgGroup, limit ?? 30, beforeSeq);
    const lang = requestLang(req);
    return ok({
      msgGroup,
      healerId: service.healerIdOf(conversation.healerId),
      messages: page.rows.map((m) => ({
        id: m.id,
        role: m.role === 'user' ? ('user' as const) : ('assistant' as const),
        text: m.text,
        cards: service.cardView(m.cards, lang),
        createdAt: m.createdAt.toISOString(),
      })),
      hasMore: page.hasMore,
    });
  });

  route(app, routes.deleteRecords, async (req) => {
    const deleted = await repo.deleteConversations(app.db, userIdOf(req), req.body.ids);
    if (deleted === 0) throw new AppError(ErrorCode.REPORT_UNAVAILABLE);
    return ok({ deleted });
  });

  route(app, routes.latest, async (req) => {
    const rows = await repo.latestPerHealer(app.db, userIdOf(req));
    return ok({
      list: rows.map((r) => ({
        healerId: service.healerIdOf(r.healerId),
        msgGroup: r.msgGroup,
        text: r.text.slice(0, 120),
        createdAt: r.createdAt.toISOString(),
      })),
    });
  });
};
