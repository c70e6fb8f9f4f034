import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { SERVER_ROOT } from '../src/paths';
import { scratchDatabase } from './support/scratch-db';

const url = process.env.TEST_DATABASE_URL;

/** Instances starting together on one PostgreSQL database each run migrate() at start. */
describe.skipIf(!url)('migrations on PostgreSQL', () => {
  it('apply once when several instances start at the same moment', async () => {
    const scratch = scratchDatabase(url!, `starlit_migrate_${process.pid}`);
    await scratch.create();
    const instances = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ url: scratch.direct, poolSize: 2 })),
    );
    try {
      await Promise.all(instances.map((d) => d.migrate()));
      const journal = JSON.parse(
        readFileSync(path.join(SERVER_ROOT, 'drizzle/meta/_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      const check = new pg.Client({ connectionString: scratch.direct });
      await check.connect();
      const rows = await check.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      await check.end();
      expect(rows.rows[0].n).toBe(journal.entries.length);
    } finally {
      await Promise.all(instances.map((d) => d.close()));
      await scratch.drop();
    }
  }, 60_000);
});
