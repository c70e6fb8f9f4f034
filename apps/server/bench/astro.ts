/**
 * `npm run bench` (fourth part), or `npm run bench:astro -w @starlit/server`: astrology.
 *
 * 1. Natal chart in core: ten planets, the node, Placidus houses and aspects (`chart()`), for
 *    2,000 random moments 1900–2100 and latitudes below 66°. Target: median <= 1 ms.
 * 2. `fortune` warm: 50 members each with a profile, their fortune computed once, then
 *    autocannon at 50 connections for 10 s over real HTTP on PGlite (each connection one
 *    member's token). Target: >= 1,000 requests/s.
 * 3. Place search warm (`searchPlaces` over the built list, loaded once): six queries in both
 *    scripts, 20 times each. Target: median < 5 ms.
 * 4. A month of exact transits to one natal chart (`transits()`: ten planets to the ten natal
 *    planets, Ascendant and MC, with orb passes), 40 charts and months after 5 to warm up.
 *    Target: median <= 50 ms.
 * 5. A solar return (the instant, and the chart at a chosen place), 300 after 50 to warm up.
 *    Target: median <= 5 ms.
 */
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { chart, natalPointsOf, solarReturn, transits } from '@starlit/core/astro';
import { searchPlaces } from '../src/modules/places/service';
import { runBench } from './support';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]!;
const round = (x: number) => Math.round(x * 1000) / 1000;
const CONNECTIONS = 50;

async function main(): Promise<void> {
  const start = Date.UTC(1900, 0, 1);
  const span = Date.UTC(2100, 0, 1) - start;
  const chartMs: number[] = [];
  for (let i = 0; i < 2200; i++) {
    const utc = new Date(start + Math.random() * span);
    const t0 = performance.now();
    chart({ utc, lat: -65 + Math.random() * 130, lon: -180 + Math.random() * 360 });
    // the first 200 warm the JIT
    if (i >= 200) chartMs.push(performance.now() - t0);
  }

  const transitMs: number[] = [];
  for (let i = 0; i < 45; i++) {
    const natal = chart({ utc: new Date(start + Math.random() * span), lat: 31.2, lon: 121.5 });
    const from = new Date(Date.UTC(2020, 0, 1) + Math.random() * 3650 * 86_400_000);
    const t0 = performance.now();
    transits(natalPointsOf(natal), from, new Date(from.getTime() + 30 * 86_400_000));
    if (i >= 5) transitMs.push(performance.now() - t0);
  }
  const returnMs: number[] = [];
  for (let i = 0; i < 350; i++) {
    const natal = new Date(start + Math.random() * span);
    const t0 = performance.now();
    solarReturn(natal, 2000 + (i % 50), { lat: 39.9, lon: 116.4 });
    if (i >= 50) returnMs.push(performance.now() - t0);
  }

  searchPlaces('warm-up', undefined, 'en');
  const searchMs: number[] = [];
  for (const q of ['上海', 'shanghai', 'sao paulo', 'new york', 'zzzz', '乌鲁木齐'])
    for (let i = 0; i < 20; i++) {
      const t0 = performance.now();
      searchPlaces(q, undefined, 'zh');
      searchMs.push(performance.now() - t0);
    }

  await runBench(async ({ app, member }) => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api/v2`;
    const post = async (token: string, path: string, body: object) =>
      (await (
        await fetch(`${base}/${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json()) as { code: number; data: { list: Array<{ id: string }> } };
    const place = (
      (await (await fetch(`${base}/personal/subRegion?q=Shanghai&country=CN`)).json()) as {
        data: { list: Array<{ id: string }> };
      }
    ).data.list[0]!.id;
    const tokens: string[] = [];
    for (let i = 0; i < CONNECTIONS; i++) {
      const { token } = await member(0);
      const added = await post(token, 'personal/add', {
        nickname: `m${i}`,
        relationship: 'A',
        gender: 1 + (i % 2),
        birthDate: `19${60 + (i % 40)}-0${1 + (i % 9)}-1${i % 10}`,
        birthTime: '08:30',
        birthPlaceId: place,
        residencePlaceId: place,
      });
      if (added.code !== 200) throw new Error(`personal/add: ${JSON.stringify(added)}`);
      if ((await post(token, 'fortune', { lang: 'en' })).code !== 200) throw new Error('fortune');
      tokens.push(token);
    }
    const result = await autocannon({
      url: `${base}/fortune`,
      connections: CONNECTIONS,
      duration: 10,
      requests: [
        {
          method: 'POST',
          setupRequest: (req, context: { i?: number }) => {
            context.i = ((context.i ?? Math.floor(Math.random() * CONNECTIONS)) + 1) % CONNECTIONS;
            return {
              ...req,
              headers: {
                authorization: `Bearer ${tokens[context.i]!}`,
                'content-type': 'application/json',
              },
              body: JSON.stringify({ lang: 'en' }),
            };
          },
        },
      ],
    });
    return {
      natalChart: {
        medianMs: round(median(chartMs)),
        p95Ms: round(p95(chartMs)),
        target: 'median <= 1 ms',
        pass: median(chartMs) <= 1,
      },
      transitsMonth: {
        medianMs: round(median(transitMs)),
        p95Ms: round(p95(transitMs)),
        target: 'median <= 50 ms',
        pass: median(transitMs) <= 50,
      },
      solarReturn: {
        medianMs: round(median(returnMs)),
        p95Ms: round(p95(returnMs)),
        target: 'median <= 5 ms',
        pass: median(returnMs) <= 5,
      },
      placeSearchWarm: {
        medianMs: round(median(searchMs)),
        p95Ms: round(p95(searchMs)),
        target: 'median < 5 ms',
        pass: median(searchMs) < 5,
      },
      fortuneWarm: {
        connections: CONNECTIONS,
        requestsPerSecond: Math.round(result.requests.average),
        latencyP99Ms: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
        target: '>= 1000 requests/s',
        pass: result.requests.average >= 1000 && result.non2xx === 0,
      },
    };
  });
}

void main();
