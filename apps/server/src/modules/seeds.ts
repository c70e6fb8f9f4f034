import type { Db } from '../db/client';
import { seedApps } from './apps/seed';
import { seedProducts } from './payments/products';
import { seedRules } from './points/rules';

/**
 * The modules that keep reference data, each with its idempotent seed, in the order they run.
 * A module with reference data adds its seed here; db/ knows no module.
 */
export const moduleSeeds: ReadonlyArray<(db: Db) => Promise<void>> = [
  seedApps,
  seedRules,
  seedProducts,
];

/** Idempotent seed of every module's reference data; safe to run at every start. */
export async function seed(db: Db): Promise<void> {
  for (const seedModule of moduleSeeds) await seedModule(db);
}
