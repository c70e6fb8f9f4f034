import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Bus } from '../../db/bus';
import { streamEvents } from '../../lib/sse';
import { watchAway } from '../reminders/reply';
import type { StartedReply } from './send';

/**
 * A member's "stop": the web asks for it while a reply streams, and the instance writing that
 * reply (any of them) hears it on the database's bus and stops where the member is. Leaving
 * the screen or closing the app is no stop: that reply is written to its end and stored.
 */
export function stopSignal(bus: Bus, userId: string): { signal: AbortSignal; close(): void } {
  const controller = new AbortController();
  const close = bus.subscribe((event) => {
    if (event.topic === 'chat-stop' && event.key === userId) controller.abort();
  });
  return { signal: controller.signal, close };
}

/**
 * Streams a started reply to the member as server-sent events. Their leaving does not stop it:
 * it is stored whole, and a push reminder tells them it arrived; only their stop cuts it.
 */
export async function streamToMember(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  started: StartedReply,
  head: Array<{ event: string; data: object }>,
  ids: { userId: string; companionId: string },
): Promise<void> {
  const away = watchAway(reply.raw, req.log);
  const stop = stopSignal(app.database.bus, ids.userId);
  try {
    await streamEvents(req, reply, started.produce, away.finish(started.finish), head, {
      whenGone: 'finish',
      stop: stop.signal,
    });
  } finally {
    stop.close();
  }
  await away.remind(app.db, { ...ids, conversationId: started.conversationId });
}
