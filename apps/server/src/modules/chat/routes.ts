import { chatRoutes as routes } from '@starlit/contracts';
import { ok } from '../../lib/errors';
import { requestLang } from '../../lib/lang';
import { route, type ApiModule } from '../../plugins/route';
import { wantsStream } from '../../lib/sse';
import { userIdOf } from '../../plugins/auth';
import { cardView } from './cards';
import { messageOf } from './reply-plan';
import { startReply } from './send';
import { streamToMember } from './stream';
import * as service from './service';

/** The AI companions: who they are, what a message costs, conversations and their records. */
export const chatModule: ApiModule = async (app) => {
  route(app, routes.companions, async (req) =>
    ok({ list: await service.companions(app.db, requestLang(req)) }),
  );

  route(app, routes.tips, async (req) =>
    ok(service.tips(requestLang(req), new Date().toISOString().slice(0, 10))),
  );

  route(app, routes.greeting, async (req) => {
    const { healerId: companionId, hour } = req.body;
    return ok(
      await service.greetingFor(app.db, userIdOf(req), companionId, hour, requestLang(req)),
    );
  });

  route(app, routes.preAnalysis, async (req) =>
    ok(await service.preAnalysis(app.db, userIdOf(req), req.body.healerId, req.body.text)),
  );

  route(app, routes.send, async (req, reply) => {
    const lang = requestLang(req);
    const started = await startReply(app, userIdOf(req), messageOf(req.body), lang);
    const cards = cardView(started.cards, lang);
    const head = { msgGroup: started.conversationId, userMessageId: started.userMessageId };
    try {
      if (wantsStream(req)) {
        const events = [
          { event: 'meta', data: { ...head, safety: started.safety } },
          ...(cards.length ? [{ event: 'cards', data: { cards } }] : []),
        ];
        const { companionId } = messageOf(req.body);
        return await streamToMember(app, req, reply, started, events, {
          userId: userIdOf(req),
          companionId,
        });
      }
      let text = '';
      for await (const chunk of started.produce(new AbortController().signal)) text += chunk;
      const done = await started.finish(text, false);
      return ok({ msgGroup: started.conversationId, ...done, text, cards, safety: started.safety });
    } finally {
      await started.release();
    }
  });

  route(app, routes.stop, async (req) => {
    await app.database.bus.publish(app.db, 'chat-stop', userIdOf(req));
    return ok({});
  });

  route(app, routes.records, async (req) => {
    const { healerId: companionId, page } = req.body;
    return ok(await service.records(app.db, userIdOf(req), { companionId, page }));
  });

  route(app, routes.recordInfo, async (req) => {
    const { msgGroup: conversationId, before, limit } = req.query;
    const query = { conversationId, before, limit };
    return ok(await service.recordInfo(app.db, userIdOf(req), query, requestLang(req)));
  });

  route(app, routes.deleteRecords, async (req) =>
    ok(await service.deleteRecords(app.db, userIdOf(req), req.body.ids)),
  );

  route(app, routes.latest, async (req) => ok(await service.latest(app.db, userIdOf(req))));
};
