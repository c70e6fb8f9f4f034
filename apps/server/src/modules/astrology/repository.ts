import { matching } from '../../db/match';
import type { DbOrTx } from '../../db/client';
import type { PlaceSnapshot } from '@starlit/contracts';
import { desc, eq } from 'drizzle-orm';
import { astroReports, astroUnlocks, solarReturnPlaces } from '../../db/schema-astro';
import { insertedFresh } from '../../lib/rows';

/** A profile's stored report text of a kind and language, with the chart it was written for. */
export async function storedReport(db: DbOrTx, profileId: number, kind: string, lang: string) {
  const [row] = await db
    .select({ text: astroReports.text, chartKey: astroReports.chartKey })
    .from(astroReports)
    .where(matching(astroReports, { profileId, kind, lang }));
  return row ?? null;
}

/** Keeps a report's text (replacing an older one of the same kind and language). */
export async function storeReport(
  db: DbOrTx,
  values: { profileId: number; kind: string; lang: string; chartKey: string; text: string },
): Promise<void> {
  const { text, chartKey } = values;
  await db
    .insert(astroReports)
    .values(values)
    .onConflictDoUpdate({
      target: [astroReports.profileId, astroReports.kind, astroReports.lang],
      set: { text, chartKey, createdAt: new Date() },
    });
}

export async function isUnlocked(db: DbOrTx, profileId: number, kind: string): Promise<boolean> {
  const [row] = await db
    .select({ kind: astroUnlocks.kind })
    .from(astroUnlocks)
    .where(matching(astroUnlocks, { profileId, kind }));
  return row !== undefined;
}

/** Writes the unlock row; false when the profile's report of that kind was unlocked already. */
export async function claimUnlock(
  tx: DbOrTx,
  values: { userId: string; profileId: number; kind: string },
): Promise<boolean> {
  return insertedFresh(tx, astroUnlocks, { ...values, mode: 'points' });
}

/** Records how the unlock was paid. */
export async function setUnlockMode(
  tx: DbOrTx,
  profileId: number,
  kind: string,
  mode: string,
): Promise<void> {
  await tx.update(astroUnlocks).set({ mode }).where(matching(astroUnlocks, { profileId, kind }));
}

/** The places a profile's solar returns were chosen for, the latest choice first. */
export function solarReturnPlacesOf(db: DbOrTx, profileId: number) {
  return db
    .select({ year: solarReturnPlaces.year, place: solarReturnPlaces.place })
    .from(solarReturnPlaces)
    .where(eq(solarReturnPlaces.profileId, profileId))
    .orderBy(desc(solarReturnPlaces.updatedAt));
}

/** Remembers where a profile's solar return of a year is cast (replacing an earlier choice). */
export async function saveSolarReturnPlace(
  db: DbOrTx,
  values: { userId: string; profileId: number; year: number; place: PlaceSnapshot },
  now = new Date(),
): Promise<void> {
  await db
    .insert(solarReturnPlaces)
    .values({ ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: [solarReturnPlaces.profileId, solarReturnPlaces.year],
      set: { place: values.place, updatedAt: now },
    });
}
