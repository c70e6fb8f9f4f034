/**
 * `npm run bench` (second part), or `npm run bench:economy -w @starlit/server`: the economy
 * under load, in-process over a fresh database — in-memory PGlite by default, PostgreSQL
 * when BENCH_DATABASE_URL is set (CI runs it there too).
 *
 * 1. 200 concurrent `POST swapPoints` on one account (through the real app, injected):
 *    successes, final balance, whether the ledger sums to it, and the time taken.
 * 2. Sustained charges per second: `charge()` each in its own transaction, 8 at a time,
 *    for BENCH_SECONDS (default 5); target >= 300/s.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { runBench } from './support';
import { charge } from '../src/modules/points/charge';
import { economyRules } from '../src/modules/points/rules';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = 8;

void runBench(async ({ database, app, member }) => {
  const db = database.db;
  const swapper = await member(1000);
  const token = swapper.token;
  const started = performance.now();
  const replies = await Promise.all(
    Array.from({ length: 200 }, () =>
      app.inject({
        method: 'POST',
        url: '/api/v2/swapPoints',
        headers: { authorization: `Bearer ${token}` },
        payload: { type: 'swap4Vip3' },
      }),
    ),
  );
  const swapMs = performance.now() - started;
  const codes = replies.map((r) => (r.json() as { code: number }).code);
  const [facts] = (
    (await db.execute(
      sql`select (select balance from point_accounts where user_id = ${swapper.id}) as balance,
                   (select coalesce(sum(delta), 0)::int from points_ledger where user_id = ${swapper.id}) as sum`,
    )) as unknown as { rows: Array<{ balance: number; sum: number }> }
  ).rows;

  const payer = await member(100_000_000);
  // as the services do: the rules come from the app's cache, read before the transaction
  const rules = await economyRules(db);
  let done = 0;
  const until = performance.now() + SECONDS * 1000;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        await db.transaction((tx) => charge(tx, payer.id, 'unlockDepthReport', { rules }));
        done++;
      }
    }),
  );
  const perSecond = done / ((performance.now() - t0) / 1000);
  return {
    swapPoints200Concurrent: {
      successes: codes.filter((c) => c === 200).length,
      insufficient1201: codes.filter((c) => c === 1201).length,
      other: codes.filter((c) => c !== 200 && c !== 1201).length,
      finalBalance: facts?.balance,
      ledgerSumsToBalance: facts?.sum === facts?.balance,
      ms: Math.round(swapMs),
    },
    charges: {
      seconds: SECONDS,
      concurrency: CONCURRENCY,
      total: done,
      perSecond: Math.round(perSecond),
      target: '>= 300',
      pass: perSecond >= 300,
    },
  };
});
