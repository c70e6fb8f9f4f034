import { performance } from 'node:perf_hooks';

/**
 * The load of bench:chat: members talking to the companions over HTTP with server-sent
 * events, each reply timed from the request to its first `event: chunk` and to its end.
 */

export const MESSAGES = 6;
const QUESTIONS = [
  'Will my new job work out this year?',
  'What does the second card mean?',
  'I feel a bit anxious about money lately',
  'Should I talk to him about moving in together?',
  'Thank you, that helps',
  '我最近学习压力很大，该怎么调整？',
];
const COMPANIONS = ['junior', 'senior', 'support'];
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
const round = (x: number) => Math.round(x * 10) / 10;
const stats = (xs: number[]) =>
  xs.length
    ? {
        median: round(pct(xs, 0.5)),
        p95: round(pct(xs, 0.95)),
        p99: round(pct(xs, 0.99)),
        max: round(pct(xs, 1)),
      }
    : null;

/** Times replies streamed from `url`: the first chunk and the whole reply of each. */
export function client(url: string) {
  const firstChunkMs: number[] = [];
  /** the same, split: each conversation's first message (its connection opens) and the rest */
  const openingMs: number[] = [];
  const followUpMs: number[] = [];
  const totalMs: number[] = [];
  let failures = 0;

  async function send(token: string, companionId: string, text: string, conversation?: string) {
    const t0 = performance.now();
    let body = '';
    let first: number | null = null;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          accept: 'text/event-stream',
        },
        body: JSON.stringify({
          healerId: companionId,
          text,
          lang: 'en',
          ...(conversation ? { msgGroup: conversation } : {}),
        }),
      });
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        body += decoder.decode(value, { stream: true });
        if (first === null && body.includes('event: chunk')) first = performance.now() - t0;
      }
    } catch {
      // a refused or broken connection: counted below
    }
    if (first === null || !body.includes('event: done')) {
      failures++;
      return undefined;
    }
    firstChunkMs.push(first);
    (conversation ? followUpMs : openingMs).push(first);
    totalMs.push(performance.now() - t0);
    const meta = /event: meta\ndata: (.*)\n/.exec(body);
    return meta ? (JSON.parse(meta[1]!) as { msgGroup: string }).msgGroup : undefined;
  }

  /** Every member, at once, sends the questions one after another in a conversation. */
  async function converse(tokens: string[]) {
    for (const xs of [firstChunkMs, openingMs, followUpMs, totalMs]) xs.length = 0;
    failures = 0;
    const started = performance.now();
    await Promise.all(
      tokens.map(async (token, i) => {
        const companionId = COMPANIONS[i % 3]!;
        let conversation: string | undefined;
        for (let k = 0; k < MESSAGES; k++)
          conversation =
            (await send(token, companionId, QUESTIONS[k]!, conversation)) ?? conversation;
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    return {
      replies: firstChunkMs.length,
      failures,
      firstChunkMs: stats(firstChunkMs),
      // the same replies, split: a conversation's first message (sent while the conversations'
      // new connections are accepted, one per event-loop iteration) and its follow-ups
      firstChunkMsBy: { firstMessage: stats(openingMs), followUps: stats(followUpMs) },
      wholeReplyMs: stats(totalMs),
      repliesPerSecond: round(firstChunkMs.length / seconds),
      p95: firstChunkMs.length ? pct(firstChunkMs, 0.95) : Infinity,
    };
  }

  return { send, converse };
}
