import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { SERVER_ROOT } from '../src/paths';

const url = process.env.TEST_DATABASE_URL;

/** Instances starting together on one PostgreSQL database each run migrate() at start. */
describe.skipIf(!url)('migrations on PostgreSQL', () => {
  it('apply once when several instances start at the same moment', async () => {
    const name = `starlit_migrate_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    const dbUrl = new URL(url!);
    dbUrl.pathname = `/${name}`;
    const instances = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ url: dbUrl.toString(), poolSize: 2 })),
    );
    try {
      await Promise.all(instances.map((d) => d.migrate()));
      const journal = JSON.parse(
        readFileSync(path.join(SERVER_ROOT, 'drizzle/meta/_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      const check = new pg.Client({ connectionString: dbUrl.toString() });
      await check.connect();
      const rows = await check.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      await check.end();
      expect(rows.rows[0].n).toBe(journal.entries.length);
    } finally {
      await Promise.all(instances.map((d) => d.close()));
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
    }
  }, 60_000);
});
