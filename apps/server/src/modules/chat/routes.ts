import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  baseQuery,
  chatRecordInfoQuery,
  chatRecordInfoResponse,
  chatRecordsBody,
  chatRecordsResponse,
  chatReplySchema,
  chatSendBody,
  deleteChatRecordsBody,
  deleteChatRecordsResponse,
  envelope,
  ErrorCode,
  greetingsBody,
  greetingsResponse,
  healersResponse,
  healersTipsResponse,
  preAiAnalysisBody,
  preAiAnalysisResponse,
  userLatestMsgsResponse,
} from '@starlit/contracts';
import { AppError, ok, paramError } from '../../lib/errors';
import { requestLang } from '../../lib/lang';
import { CHAT_RATE_LIMIT } from '../../lib/limits';
import { streamEvents, wantsStream } from '../../lib/sse';
import { userIdOf } from '../../plugins/auth';
import * as repo from './repository';
import { startReply } from './send';
import * as service from './service';

const tags = ['chat'];
const security = [{ bearer: [] }];
const PAGE = 20;

/** The AI companions: who they are, what a message costs, conversations and their records. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.authenticate };

  app.post(
    '/healers',
    { schema: { tags, querystring: baseQuery, response: { 200: envelope(healersResponse) } } },
    async (req) => ok({ list: await service.healers(app.db, requestLang(req)) }),
  );

  app.post(
    '/healersTips',
    { schema: { tags, querystring: baseQuery, response: { 200: envelope(healersTipsResponse) } } },
    async (req) => ok(service.tips(requestLang(req), new Date().toISOString().slice(0, 10))),
  );

  app.post(
    '/greetings',
    {
      ...auth,
      schema: {
        tags,
        security,
        body: greetingsBody,
        response: { 200: envelope(greetingsResponse) },
      },
    },
    async (req) =>
      ok(
        await service.greetingFor(
          app.db,
          userIdOf(req),
          req.body.healerId,
          req.body.hour,
          requestLang(req),
        ),
      ),
  );

  app.post(
    '/preAiAnalysis',
    {
      ...auth,
      schema: {
        tags,
        security,
        body: preAiAnalysisBody,
        response: { 200: envelope(preAiAnalysisResponse) },
      },
    },
    async (req) =>
      ok(await service.preAnalysis(app.db, userIdOf(req), req.body.healerId, req.body.text)),
  );

  app.post(
    '/chat/send',
    {
      ...auth,
      config: CHAT_RATE_LIMIT,
      schema: { tags, security, body: chatSendBody, response: { 200: envelope(chatReplySchema) } },
    },
    async (req, reply) => {
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
    },
  );

  app.post(
    '/chatting/records',
    {
      ...auth,
      schema: {
        tags,
        security,
        body: chatRecordsBody,
        response: { 200: envelope(chatRecordsResponse) },
      },
    },
    async (req) => {
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
    },
  );

  app.get(
    '/chatting/records/info',
    {
      ...auth,
      schema: {
        tags,
        security,
        querystring: chatRecordInfoQuery,
        response: { 200: envelope(chatRecordInfoResponse) },
      },
    },
    async (req) => {
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
    },
  );

  app.post(
    '/del/chatting/records',
    {
      ...auth,
      schema: {
        tags,
        security,
        body: deleteChatRecordsBody,
        response: { 200: envelope(deleteChatRecordsResponse) },
      },
    },
    async (req) => {
      const deleted = await repo.deleteConversations(app.db, userIdOf(req), req.body.ids);
      if (deleted === 0) throw new AppError(ErrorCode.REPORT_UNAVAILABLE);
      return ok({ deleted });
    },
  );

  app.post(
    '/userLatestMsgs',
    { ...auth, schema: { tags, security, response: { 200: envelope(userLatestMsgsResponse) } } },
    async (req) => {
      const rows = await repo.latestPerHealer(app.db, userIdOf(req));
      return ok({
        list: rows.map((r) => ({
          healerId: service.healerIdOf(r.healerId),
          msgGroup: r.msgGroup,
          text: r.text.slice(0, 120),
          createdAt: r.createdAt.toISOString(),
        })),
      });
    },
  );
};
