import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../lib/config';
import { runCommand, USAGE } from './commands';
import { withDatabase } from './database';
import { runFileCommand } from './files';

/**
 * `npm run admin -- <command> [--options]`: operator commands over the configured database
 * (DATABASE_URL, else the embedded PGlite in DATA_DIR). Results are printed as JSON; failures as
 * `{"error": …}` with exit code 2, e.g. when a running server holds the embedded database.
 */
async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  if (!command || command === 'help' || command === '--help') {
    process.stdout.write(USAGE);
    return command ? 0 : 1;
  }
  const { values } = parseArgs({ args: rest, options: OPTIONS, strict: true });
  const config = loadConfig();
  const dataDir = path.resolve(config.DATA_DIR);
  if (command === 'backup' || command === 'restore') {
    if (config.DATABASE_URL) {
      throw new Error(`${command} is for the embedded database; use pg_dump / pg_restore`);
    }
    const result = await runFileCommand(command, dataDir, {
      out: typeof values.out === 'string' ? values.out : undefined,
      from: typeof values.from === 'string' ? values.from : undefined,
      note: typeof values.note === 'string' ? values.note : undefined,
    });
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    return 0;
  }
  const result = await withDatabase(config.DATABASE_URL, dataDir, (db) =>
    runCommand(db, command, values, config),
  );
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  return 0;
}

const OPTIONS = {
  out: { type: 'string' },
  from: { type: 'string' },
  user: { type: 'string' },
  amount: { type: 'string' },
  days: { type: 'string' },
  note: { type: 'string' },
  code: { type: 'string' },
  type: { type: 'string' },
  benefits: { type: 'string' },
  tenths: { type: 'string' },
  'bonus-days': { type: 'string' },
  'bonus-points': { type: 'string' },
  expires: { type: 'string' },
  'max-uses': { type: 'string' },
  kind: { type: 'string' },
  product: { type: 'string' },
  months: { type: 'string' },
  price: { type: 'string' },
  'real-price': { type: 'string' },
  points: { type: 'string' },
  'extra-points': { type: 'string' },
  'accepts-discount': { type: 'string' },
  sort: { type: 'string' },
  active: { type: 'string' },
  key: { type: 'string' },
  value: { type: 'string' },
  order: { type: 'string' },
  email: { type: 'string' },
  name: { type: 'string' },
  role: { type: 'string' },
  password: { type: 'string' },
} as const;

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`${JSON.stringify({ error: (err as Error).message })}\n`);
    process.exit(2);
  },
);
