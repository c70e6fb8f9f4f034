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
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { seed } from '../src/db/seed';
import { loadConfig } from '../src/plugins/config';
import { grantPoints } from '../src/admin/service';
import { createUser } from '../src/modules/account/users';
import { createSession } from '../src/lib/sessions';
import { charge } from '../src/modules/points/charge';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = 8;

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase(url ? { url, poolSize: 10 } : {});
  await database.migrate();
  await seed(database.db);
  const db = database.db;
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
  });
  const app = await buildApp({ config, database });
  await app.ready();
  try {
    const stamp = `${Date.now()}-${process.pid}`;
    const swapper = await createUser(db, { email: `swap-${stamp}@bench.local`, lang: 'en' });
    const { token } = await createSession(db, swapper.id, 'password', 'bench');
    await grantPoints(db, swapper.id, 1000, 'bench');
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

    const payer = await createUser(db, { email: `charge-${stamp}@bench.local`, lang: 'en' });
    await grantPoints(db, payer.id, 100_000_000, 'bench');
    let done = 0;
    const until = performance.now() + SECONDS * 1000;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < until) {
          await db.transaction((tx) => charge(tx, payer.id, 'unlockDepthReport'));
          done++;
        }
      }),
    );
    const perSecond = done / ((performance.now() - t0) / 1000);
    const result = {
      database: database.kind,
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
