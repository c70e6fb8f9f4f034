import path from 'node:path';
import { cliActor, writeAudit } from '../operators/audit';
import { backupPglite, restorePglite } from './backup';
import { withDatabase } from './database';
import { AdminError } from './service';

/**
 * `backup --out` and `restore --from` over the embedded database in `dataDir`, each written to
 * the audit log once done: into the database as it then is (after a restore, the restored one).
 */
export async function runFileCommand(
  command: 'backup' | 'restore',
  dataDir: string,
  values: { out?: string; from?: string; note?: string },
) {
  const file = command === 'backup' ? values.out : values.from;
  if (!file) throw new AdminError(`--${command === 'backup' ? 'out' : 'from'} is required`);
  const pglite = path.join(dataDir, 'pglite');
  const result =
    command === 'backup' ? await backupPglite(pglite, file) : await restorePglite(pglite, file);
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
