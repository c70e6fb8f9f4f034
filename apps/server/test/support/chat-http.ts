import type { AddressInfo } from 'node:net';
import type { TestApp } from './app';
import type { member } from './economy';
import { chunkText, sseEvents } from './sse';

type Member = Awaited<ReturnType<typeof member>>;

/**
 * A streamed `chat/send` over real HTTP (the app must listen): `received` grows with the text
 * of each chunk as it arrives, `reached(n)` resolves once that much text has come, `ended` with
 * the whole body; `leave` closes the connection as a member closing the app would.
 */
export function streamOver(t: TestApp, m: Member, text: string, healerId = 'junior') {
  const port = (t.app.server.address() as AddressInfo).port;
  const abort = new AbortController();
  let body = '';
  const state = { received: '' };
  const waiting: Array<{ n: number; resolve: () => void }> = [];
  const ended = (async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/v2/chat/send`, {
      method: 'POST',
      signal: abort.signal,
      headers: {
        authorization: `Bearer ${m.token}`,
        accept: 'text/event-stream',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ healerId, text, lang: 'en' }),
    });
    const decoder = new TextDecoder();
    try {
      for await (const part of res.body!) {
        body += decoder.decode(part as Uint8Array, { stream: true });
        // whole events only: the body up to its last blank line
        state.received = chunkText(sseEvents(body.slice(0, body.lastIndexOf('\n\n') + 2)));
        for (const w of waiting.splice(0))
          if (state.received.length >= w.n) w.resolve();
          else waiting.push(w);
      }
    } catch {
      // the test left
    }
    for (const w of waiting.splice(0)) w.resolve();
    return body;
  })();
  const reached = (n: number) =>
    new Promise<void>((resolve) => {
      if (state.received.length >= n) resolve();
      else waiting.push({ n, resolve });
    });
  return {
    state,
    reached,
    firstChunk: reached(1),
    ended,
    leave: () => abort.abort(),
  };
}
