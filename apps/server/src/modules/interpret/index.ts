import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../lib/config';
import { EmbeddedInterpreter } from './embedded';
import { FallbackInterpreter, OpenAiInterpreter } from './openai';
import type { Interpreter } from './types';

export type { InterpretTask, Interpreter, PairPerson } from './types';
export { interpret } from './types';
export { replay, serveReading, type PaidReading } from './serve';

/**
 * The configured engine: an OpenAI-compatible API with the embedded fallback, or embedded alone.
 * `onFallback` is told each time the embedded one answers for the API.
 */
export function createInterpreter(
  config: Config,
  log: FastifyBaseLogger,
  onFallback?: () => void,
): Interpreter {
  const embedded = new EmbeddedInterpreter();
  if (!config.AI_BASE_URL) return embedded;
  return new FallbackInterpreter(
    new OpenAiInterpreter({
      baseUrl: config.AI_BASE_URL,
      apiKey: config.AI_API_KEY,
      model: config.AI_MODEL,
      timeoutMs: config.AI_TIMEOUT_MS,
    }),
    embedded,
    log,
    onFallback,
  );
}
