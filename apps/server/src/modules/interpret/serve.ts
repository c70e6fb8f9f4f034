import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Lang } from '@starlit/contracts';
import { ok } from '../../lib/errors';
import { streamEvents, wantsStream } from '../../lib/sse';
import type { ChargeMode } from '../points/charge';
import { interpret, type InterpretTask } from './types';

export type Charged = ChargeMode | 'already';

/** A paid reading as the routes see it: its stored text, and how to pay for and keep it. */
export interface PaidReading {
  task: InterpretTask;
  /** the reading already produced in this language, replayed as it was */
  stored: string | null;
  /** charges once (1201 when short); `text`, when known already, is stored in the same transaction */
  pay(text: string | null): Promise<Charged>;
  save(text: string): Promise<void>;
}

/** A stored reading streams back in its sections, as it was first produced. */
export async function* replay(text: string): AsyncIterable<string> {
  for (const part of text.split(/(?=## )/)) yield part;
}

/**
 * Serves a paid reading as server-sent events or JSON. An interpreter that can compose the
 * whole text at once (the embedded one) composes it before paying, so the charge and the
 * stored text commit together and the stream starts right after; a streaming model is paid
 * for first and its text stored when it ends (a failure there ends the stream with an error
 * event; the reading stays paid and opens again for free). Refusals (1201 …) are thrown before
 * any stream.
 */
export async function serveReading(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  lang: Lang,
  reading: PaidReading,
) {
  const composed = reading.stored ?? app.interpreter.compose?.(reading.task, lang) ?? null;
  const charged = await reading.pay(reading.stored ? null : composed);
  const produce = (signal: AbortSignal) =>
    composed !== null ? replay(composed) : app.interpreter.stream(reading.task, lang, signal);
  // a stream the reader stopped is not the reading: only a whole one is kept to replay
  const finish = async (text: string, aborted = false) => {
    if (composed === null && text && !aborted) await reading.save(text);
    return { charged };
  };
  // paid before the first chunk: the whole text may stream at once
  if (wantsStream(req)) return streamEvents(req, reply, produce, finish, [], { holdTail: false });
  const text = composed ?? (await interpret(app.interpreter, reading.task, lang));
  await finish(text);
  return ok({ text, charged });
}
