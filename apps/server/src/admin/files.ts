import path from 'node:path';
import { cliActor, writeAudit } from '../operators/audit';
import { backupDataDir, restoreDataDir } from './backup';
import { withDatabase } from './database';
import { AdminError } from '../operators/change';

/**
 * `backup --out` and `restore --from` over the server's `dataDir` (the embedded database, the
 * push key, local uploads: backup.ts), each written to the audit log once done: into the
 * database as it then is (after a restore, the restored one).
 */
export async function runFileCommand(
  command: 'backup' | 'restore',
  dataDir: string,
  values: { out?: string; from?: string; note?: string },
) {
  const file = command === 'backup' ? values.out : values.from;
  if (!file) throw new AdminError(`--${command === 'backup' ? 'out' : 'from'} is required`);
  const result =
    command === 'backup' ? await backupDataDir(dataDir, file) : await restoreDataDir(dataDir, file);
  await withDatabase(undefined, dataDir, (db) =>
    writeAudit(db, cliActor(), {
      action: command,
      target: path.resolve(file),
      after: result,
      note: values.note ?? '',
    }),
  );
  return result;
}
