/**
 * `npm run bench` (third part), or `npm run bench:tarot -w @starlit/server`: readings.
 *
 * 1. Embedded full reading of a 10-card Celtic cross: the composer's time alone (median of
 *    2,000), and the whole `tarot/predictionAnalysis` request in JSON mode (charge,
 *    compose, store) handled in-process one at a time (median of 100). Target: median <= 5 ms.
 * 2. First streamed chunk at 20 concurrent readers on PGlite: 20 members each open a fresh
 *    Celtic-cross reading over real HTTP with `Accept: text/event-stream`, 5 rounds; the time
 *    from sending the request to the first `chunk` event. Target: <= 100 ms.
 */
import { performance } from 'node:perf_hooks';
import { randomInt } from 'node:crypto';
import { composeReading, drawFrom, shuffledDeck, spreadById } from '@starlit/core/tarot';
import { runBench } from './support';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]!;
const round = (x: number) => Math.round(x * 100) / 100;

async function main(): Promise<void> {
  const spread = spreadById('celticCross')!;
  const composeMs: number[] = [];
  for (let i = 0; i < 2000; i++) {
    const cards = drawFrom(
      shuffledDeck(spread, randomInt),
      spread,
      [...Array(10).keys()],
      randomInt,
    );
    const t0 = performance.now();
    composeReading({
      spreadId: 'celticCross',
      question: 'Where is my career going?',
      cards,
      lang: i % 2 ? 'zh' : 'en',
      seed: String(i),
    });
    composeMs.push(performance.now() - t0);
  }

  await runBench(async ({ app, member }) => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api/v2`;
    const members: string[] = [];
    for (let i = 0; i < 20; i++) members.push((await member(1_000_000)).token);
    const call = async (token: string, path: string, body: object, accept = 'application/json') =>
      fetch(`${base}/${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept },
        body: JSON.stringify(body),
      });
    const newReading = async (token: string): Promise<string> => {
      const s = (await (
        await call(token, 'tarot/shuffle', { spreadId: 'celticCross' })
      ).json()) as { data: { shuffleId: string } };
      const r = (await (
        await call(token, 'tarot/prediction', {
          shuffleId: s.data.shuffleId,
          question: 'What should I focus on at work?',
          picks: [...Array(10).keys()],
        })
      ).json()) as { data: { id: string } };
      return r.data.id;
    };

    // server time: the request handled in-process (app.inject), without the network
    const requestMs: number[] = [];
    for (let i = 0; i < 100; i++) {
      const id = await newReading(members[0]!);
      const t0 = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/v2/tarot/predictionAnalysis',
        headers: { authorization: `Bearer ${members[0]!}` },
        payload: { id },
      });
      requestMs.push(performance.now() - t0);
      if (res.json<{ code: number }>().code !== 200) throw new Error(`analysis: ${res.body}`);
    }

    const firstChunkMs: number[] = [];
    for (let r = 0; r < 5; r++) {
      const ids = await Promise.all(members.map((token) => newReading(token)));
      await Promise.all(
        members.map(async (token, i) => {
          const t0 = performance.now();
          const res = await call(
            token,
            'tarot/predictionAnalysis',
            { id: ids[i] },
            'text/event-stream',
          );
          const reader = res.body!.getReader();
          const decoder = new TextDecoder();
          let seen = '';
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            seen += decoder.decode(value, { stream: true });
            if (seen.includes('event: chunk')) {
              firstChunkMs.push(performance.now() - t0);
              break;
            }
          }
          await reader.cancel().catch(() => undefined);
        }),
      );
    }

    return {
      embeddedReading10Cards: {
        composeOnlyMedianMs: round(median(composeMs)),
        requestMedianMs: round(median(requestMs)),
        requestP95Ms: round(p95(requestMs)),
        target: 'median <= 5 ms',
        pass: median(requestMs) <= 5,
      },
      firstChunkAt20Concurrent: {
        samples: firstChunkMs.length,
        medianMs: round(median(firstChunkMs)),
        p95Ms: round(p95(firstChunkMs)),
        target: '<= 100 ms',
        pass: p95(firstChunkMs) <= 100,
      },
    };
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
