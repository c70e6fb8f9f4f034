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
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { seed } from '../src/db/seed';
import { loadConfig } from '../src/plugins/config';
import { grantPoints } from '../src/admin/service';
import { createUser } from '../src/modules/account/users';
import { createSession } from '../src/lib/sessions';

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

  const database = await openDatabase({});
  await database.migrate();
  await seed(database.db);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    PORT: '0',
  });
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api/v2`;
  try {
    const members = [];
    for (let i = 0; i < 20; i++) {
      const user = await createUser(database.db, {
        email: `reader-${i}-${Date.now()}@bench.local`,
        lang: 'en',
      });
      await grantPoints(database.db, user.id, 1_000_000, 'bench');
      members.push((await createSession(database.db, user.id, 'password', 'bench')).token);
    }
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

    const result = {
      database: database.kind,
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
    console.info(JSON.stringify(result, null, 2));
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
