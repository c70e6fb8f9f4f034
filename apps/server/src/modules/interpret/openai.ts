import { storableText, type Lang } from '@starlit/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { buildMessages } from './prompt';
import type { InterpretTask, Interpreter } from './types';
import { metrics } from '../../lib/metrics';

export interface OpenAiOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** how long to wait for the first chunk, then for each next one */
  timeoutMs: number;
}

/** Reads an SSE body line by line and yields each `data:` payload. */
async function* sseData(body: ReadableStream<Uint8Array>): AsyncIterable<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const bytes of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(bytes, { stream: true });
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline).replace(/\r$/, '');
      buffer = buffer.slice(newline + 1);
      if (line.startsWith('data:')) yield line.slice(5).trim();
    }
  }
  if (buffer.startsWith('data:')) yield buffer.slice(5).trim();
}

/** Any OpenAI-compatible chat-completions API, streamed. */
export class OpenAiInterpreter implements Interpreter {
  readonly name = 'openai-compatible';
  constructor(private readonly options: OpenAiOptions) {}

  async *stream(task: InterpretTask, lang: Lang, signal?: AbortSignal): AsyncIterable<string> {
    const controller = new AbortController();
    const abort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', abort, { once: true });
    // the facts are composed before the clock starts: the timeout is the model's alone
    const messages = buildMessages(task, lang);
    let timer = setTimeout(() => controller.abort(new Error('AI timeout')), this.options.timeoutMs);
    try {
      const res = await fetch(`${this.options.baseUrl.replace(/\/$/, '')}/chat/completions`, {
        method: 'POST',
        signal: controller.signal,
        headers: {
          'content-type': 'application/json',
          ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: this.options.model,
          stream: true,
          temperature: 0.8,
          messages,
        }),
      });
      if (!res.ok || !res.body) throw new Error(`AI answered HTTP ${res.status}`);
      for await (const data of sseData(res.body)) {
        if (data === '[DONE]') return;
        const parsed = JSON.parse(data) as { choices?: Array<{ delta?: { content?: string } }> };
        // a model's text is stored as it streams: nothing PostgreSQL would refuse (NUL …)
        const content = parsed.choices?.[0]?.delta?.content;
        const text = content ? storableText(content) : '';
        clearTimeout(timer);
        timer = setTimeout(() => controller.abort(new Error('AI timeout')), this.options.timeoutMs);
        if (text) yield text;
      }
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    }
  }
}

/**
 * Tries the primary interpreter; when it fails (timeout, HTTP error, bad stream) the
 * embedded one answers instead, and the reason is logged. A failure after some text has
 * streamed continues with the embedded reading, so the reader always gets a whole one.
 */
export class FallbackInterpreter implements Interpreter {
  readonly name: string;
  constructor(
    private readonly primary: Interpreter,
    private readonly fallback: Interpreter,
    private readonly log: FastifyBaseLogger,
    private readonly onFallback?: () => void,
  ) {
    this.name = `${primary.name}+${fallback.name}`;
  }

  async *stream(task: InterpretTask, lang: Lang, signal?: AbortSignal): AsyncIterable<string> {
    let sent = false;
    const m = metrics();
    try {
      for await (const chunk of this.primary.stream(task, lang, signal)) {
        sent = true;
        yield chunk;
      }
      m?.aiCalls.inc({ outcome: sent ? 'ok' : 'empty' });
      if (sent) return;
      this.log.warn(
        { provider: this.primary.name },
        'interpreter returned nothing; using embedded',
      );
    } catch (err) {
      m?.aiCalls.inc({ outcome: signal?.aborted ? 'aborted' : 'error' });
      if (signal?.aborted) return;
      this.log.warn(
        { provider: this.primary.name, err: (err as Error).message, partial: sent },
        'interpreter failed; using embedded',
      );
      if (sent) yield '\n\n';
    }
    m?.aiFallbacks.inc();
    this.onFallback?.();
    yield* this.fallback.stream(task, lang, signal);
  }
}
