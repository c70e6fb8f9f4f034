import type { Db } from './client';
import { seedApps } from '../modules/apps/seed';

/** Idempotent seed of reference data; safe to run at every start. */
export async function seed(db: Db): Promise<void> {
  await seedApps(db);
}
