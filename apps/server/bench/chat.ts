/**
 * `npm run bench` (fifth part), or `npm run bench:chat -w @starlit/server`: the companions.
 *
 * 20 members talk at once, each in its own conversation, over real HTTP on PGlite: every
 * member sends 6 messages one after another (a reader's question draws cards), each as
 * server-sent events, and we time the first `event: chunk` of every reply from the moment
 * the request was sent. Target: first chunk of an embedded reply <= 100 ms (p95) at 20
 * concurrent conversations. The server's RSS is reported after the run.
 */
import { performance } from 'node:perf_hooks';
import { runBench } from './support';

const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 20);
const MESSAGES = 6;
const QUESTIONS = [
  'Will my new job work out this year?',
  'What does the second card mean?',
  'I feel a bit anxious about money lately',
  'Should I talk to him about moving in together?',
  'Thank you, that helps',
  '我最近学习压力很大，该怎么调整？',
];
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
const round = (x: number) => Math.round(x * 10) / 10;

async function main(): Promise<void> {
  await runBench(async ({ app, member }) => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api/v2`;
    const firstChunkMs: number[] = [];
    const totalMs: number[] = [];
    let failures = 0;

    async function send(token: string, healerId: string, text: string, msgGroup?: string) {
      const t0 = performance.now();
      const res = await fetch(`${base}/chat/send`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          accept: 'text/event-stream',
        },
        body: JSON.stringify({ healerId, text, lang: 'en', ...(msgGroup ? { msgGroup } : {}) }),
      });
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let body = '';
      let first: number | null = null;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        body += decoder.decode(value, { stream: true });
        if (first === null && body.includes('event: chunk')) first = performance.now() - t0;
      }
      if (first === null || !body.includes('event: done')) {
        failures++;
        return undefined;
      }
      firstChunkMs.push(first);
      totalMs.push(performance.now() - t0);
      const meta = /event: meta\ndata: (.*)\n/.exec(body);
      return meta ? (JSON.parse(meta[1]!) as { msgGroup: string }).msgGroup : undefined;
    }

    const members = await Promise.all(Array.from({ length: CONVERSATIONS }, () => member(10_000)));
    // one warm-up reply so that the first measured one is not the JIT's
    await send(members[0]!.token, 'junior', 'Hello');
    firstChunkMs.length = 0;
    totalMs.length = 0;
    const started = performance.now();
    await Promise.all(
      members.map(async ({ token }, i) => {
        const healerId = ['junior', 'senior', 'support'][i % 3]!;
        let group: string | undefined;
        for (let k = 0; k < MESSAGES; k++)
          group = (await send(token, healerId, QUESTIONS[k]!, group)) ?? group;
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    return {
      conversations: CONVERSATIONS,
      replies: firstChunkMs.length,
      failures,
      firstChunkMs: {
        median: round(pct(firstChunkMs, 0.5)),
        p95: round(pct(firstChunkMs, 0.95)),
        max: round(pct(firstChunkMs, 1)),
      },
      wholeReplyMsP95: round(pct(totalMs, 0.95)),
      repliesPerSecond: round(firstChunkMs.length / seconds),
      serverRssMb: Math.round(process.memoryUsage().rss / 1048576),
      target: 'first chunk p95 <= 100 ms at 20 concurrent conversations',
      pass: failures === 0 && pct(firstChunkMs, 0.95) <= 100,
    };
  });
}

void main();
