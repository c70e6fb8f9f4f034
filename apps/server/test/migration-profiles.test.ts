import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/pglite';
import { SERVER_ROOT } from '../src/paths';
import { scratchDatabase } from './support/scratch-db';

const url = process.env.TEST_DATABASE_URL;
const MIGRATIONS = path.join(SERVER_ROOT, 'drizzle');
const USER = '00000000-0000-4000-8000-000000000001';
const PLACE = `'{"id":"x","name":"x","fullName":"x","lat":0,"lon":0,"tz":"UTC"}'`;

/** The migrations folder as it was before 0011 (the journal cut after 0010). */
function foldersBefore0011(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'starlit-0010-'));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journal = JSON.parse(readFileSync(path.join(dir, 'meta/_journal.json'), 'utf8')) as {
    entries: { idx: number }[];
  };
  journal.entries = journal.entries.filter((e) => e.idx <= 10);
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  return dir;
}

type Query = (text: string) => Promise<Record<string, unknown>[]>;

const profileRow = (nickname: string, relationship: string) =>
  `('${USER}', '${nickname}', '${relationship}', 2, '1990-01-01', '12:00', ${PLACE}, ${PLACE},
    'UTC', '{}', now(), 0, 0)`;
const COLUMNS = `(user_id, nickname, relationship, gender, birth_date, birth_time, birth_place,
  residence, time_zone, birth, birth_utc, sun_sign, moon_sign)`;

/** Rows written under the old names survive 0011 under the new ones; no name says archive. */
async function checkRename(q: Query, migrate: (folder: string) => Promise<void>) {
  const before = foldersBefore0011();
  try {
    await migrate(before);
  } finally {
    rmSync(before, { recursive: true, force: true });
  }
  await q(`insert into users (id, invite_code) values ('${USER}', 'INV00001')`);
  await q(
    `insert into archives ${COLUMNS} values ${profileRow('Lin', 'A')}, ${profileRow('Bo', 'B')}`,
  );
  await q(`insert into current_archives (user_id, archive_id) values ('${USER}', 2)`);
  await q(
    `insert into astro_unlocks (user_id, archive_id, kind, mode) values ('${USER}', 1, 'destiny', 'points')`,
  );
  await q(
    `insert into astro_reports (archive_id, kind, lang, chart_key, text) values (1, 'destiny', 'en', 'k', 't')`,
  );
  await q(
    `insert into relation_unlocks (user_id, archive_a, archive_b, kind, mode) values ('${USER}', 1, 2, 'serendipity', 'points')`,
  );

  await migrate(MIGRATIONS);

  expect(await q(`select id, nickname from profiles order by id`)).toEqual([
    { id: 1, nickname: 'Lin' },
    { id: 2, nickname: 'Bo' },
  ]);
  expect(await q(`select profile_id from current_profiles`)).toEqual([{ profile_id: 2 }]);
  expect(await q(`select profile_id from astro_unlocks`)).toEqual([{ profile_id: 1 }]);
  expect(await q(`select profile_id from astro_reports`)).toEqual([{ profile_id: 1 }]);
  expect(await q(`select profile_a, profile_b from relation_unlocks`)).toEqual([
    { profile_a: 1, profile_b: 2 },
  ]);
  // the id sequence goes on, the one own profile per user still holds, deletes still cascade
  await q(`insert into profiles ${COLUMNS} values ${profileRow('Mo', 'C')}`);
  expect(await q(`select max(id)::int as id from profiles`)).toEqual([{ id: 3 }]);
  await expect(
    q(`insert into profiles ${COLUMNS} values ${profileRow('Two', 'A')}`),
  ).rejects.toMatchObject({
    constraint: 'profiles_own_uq',
  });
  await q(`delete from profiles where id = 1`);
  expect(await q(`select count(*)::int as n from relation_unlocks`)).toEqual([{ n: 0 }]);
  const left = await q(
    `select relname as name from pg_class where relname like '%archive%' and relnamespace = 'public'::regnamespace
     union all select conname from pg_constraint where conname like '%archive%'
     union all select column_name from information_schema.columns where table_schema = 'public' and column_name like '%archive%'`,
  );
  expect(left).toEqual([]);
}

describe('migration 0011: archives become profiles', () => {
  it('renames them in place on PGlite', async () => {
    const client = await openPglite();
    try {
      const db = drizzlePglite(client);
      await checkRename(
        async (text) => (await client.query<Record<string, unknown>>(text)).rows,
        (folder) => migratePglite(db, { migrationsFolder: folder }),
      );
    } finally {
      await client.close();
    }
  }, 60_000);

  it.skipIf(!url)(
    'renames them in place on PostgreSQL',
    async () => {
      const scratch = scratchDatabase(url!, `starlit_profiles_${process.pid}`);
      await scratch.create();
      const pool = new pg.Pool({ connectionString: scratch.direct, max: 1 });
      try {
        const db = drizzlePg(pool);
        await checkRename(
          async (text) => (await pool.query(text)).rows as Record<string, unknown>[],
          (folder) => migratePg(db, { migrationsFolder: folder }),
        );
      } finally {
        await pool.end();
        await scratch.drop();
      }
    },
    60_000,
  );
});
