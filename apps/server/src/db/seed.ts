import type { Db } from './client';
import { seedApps } from '../modules/apps/seed';
import { seedProducts } from '../modules/payments/products';
import { seedRules } from '../modules/points/rules';

/** Idempotent seed of reference data; safe to run at every start. */
export async function seed(db: Db): Promise<void> {
  await seedApps(db);
  await seedRules(db);
  await seedProducts(db);
}
