/**
 * `npm run bench:export` (part of `npm run bench`): a data export of a heavy member — a full
 * journal of long notes and BENCH_EXPORT_MESSAGES conversation messages (default 20,000) of
 * 2,000 characters that hardly compress — built by the export job over the real app. Prints
 * the zip's size, the time taken, and the most live memory (JS heap + buffers, collected
 * before each sample every 50 ms; run with --expose-gc, as the script does) the process held
 * above where it started: the export is written a page at a time to a file and stored as a
 * stream, so that figure stays far below the zip's size.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { JOURNAL_LIMITS } from '@starlit/contracts';
import { runBench } from './support';

const MESSAGES = Number(process.env.BENCH_EXPORT_MESSAGES ?? 20_000);
const MB = 1024 * 1024;

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');

const held = () => {
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

void runBench(async ({ database, app, member }) => {
  const db = database.db;
  const m = await member(0);
  const entries = JOURNAL_LIMITS.entriesMax;
  await db.execute(sql`
    insert into journal_entries (user_id, day, kind, ref_id, note, snapshot)
    select ${m.id}, (date '2026-01-01' + i)::text, 'answers', 'bench-' || i,
           left(repeat(md5(i::text), 40), ${JOURNAL_LIMITS.noteMax}), '{}'::jsonb
    from generate_series(1, ${entries}) i`);
  const [c] = (
    (await db.execute(
      sql`insert into chat_conversations (user_id, healer_id) values (${m.id}, 'mira') returning id`,
    )) as unknown as { rows: Array<{ id: string }> }
  ).rows;
  await db.execute(sql`
    insert into chat_messages (conversation_id, user_id, role, text)
    select ${c!.id}, ${m.id}, 'user',
           (select string_agg(md5(i || '-' || j), '') from generate_series(1, 63) j)
    from generate_series(1, ${MESSAGES}) i`);

  const asked = await app.inject({
    method: 'POST',
    url: '/api/v2/myData/export',
    headers: { authorization: `Bearer ${m.token}` },
    payload: { lang: 'en' },
  });
  if ((asked.json() as { code: number }).code !== 200) throw new Error(asked.body);
  const base = held();
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, held())), 50);
  const started = performance.now();
  await app.jobs.runDue(new Date());
  const ms = performance.now() - started;
  clearInterval(sampler);
  const [row] = (
    (await db.execute(
      sql`select status, bytes from data_exports where user_id = ${m.id}`,
    )) as unknown as { rows: Array<{ status: string; bytes: number }> }
  ).rows;
  return {
    journalEntries: entries,
    messages: MESSAGES,
    status: row?.status,
    zipMB: Number(((row?.bytes ?? 0) / MB).toFixed(1)),
    buildSeconds: Number((ms / 1000).toFixed(1)),
    peakHeldAboveStartMB: Number(((peak - base) / MB).toFixed(1)),
  };
});
