import type { DbOrTx } from '../../db/client';
import * as repo from './repository';

/** The member's 八字 settings (null: never changed) and the luck-pillar reports they unlocked. */
export async function exportOf(db: DbOrTx, userId: string) {
  return {
    settings: await repo.readSettings(db, userId),
    luckUnlocks: await repo.unlocksOf(db, userId),
  };
}
