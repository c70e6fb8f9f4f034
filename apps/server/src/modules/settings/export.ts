import type { DbOrTx } from '../../db/client';
import { userConfigs } from '../../db/schema';
import { memberRow } from '../exports/member-rows';

/** The member's settings row, or null when they never changed one. */
export function exportOf(db: DbOrTx, userId: string) {
  return memberRow(db, userId, userConfigs, {
    pointsDeductionPrompt: userConfigs.pointsDeductionPrompt,
    music: userConfigs.music,
    houseSystem: userConfigs.houseSystem,
    zodiac: userConfigs.zodiac,
    ayanamsa: userConfigs.ayanamsa,
    nodeKind: userConfigs.nodeKind,
    updatedAt: userConfigs.updatedAt,
  });
}
