import type { Lang, UserConfig } from '@starlit/contracts';
import type { DbOrTx } from '../../db/client';
import { unauthenticated } from '../../lib/errors';
import * as repo from './repository';

export async function getUserConfig(db: DbOrTx, userId: string): Promise<UserConfig> {
  const row = await repo.readConfig(db, userId);
  if (!row) throw unauthenticated();
  return {
    pointsDeductionPrompt: row.pointsDeductionPrompt ?? true,
    music: row.music ?? false,
    lang: row.lang === 'zh' ? 'zh' : 'en',
  };
}

/** Whether the user turned the points-deduction prompt off (false for an unknown user). */
export async function pointsPromptMuted(db: DbOrTx, userId: string): Promise<boolean> {
  const row = await repo.readConfig(db, userId);
  return row?.pointsDeductionPrompt === false;
}

/** Saves the given toggles; the request's `lang`, when sent, becomes the user's language. */
export async function updateUserConfig(
  db: DbOrTx,
  userId: string,
  body: { pointsDeductionPrompt?: boolean; music?: boolean; lang?: Lang },
): Promise<UserConfig> {
  const patch: { pointsDeductionPrompt?: boolean; music?: boolean } = {};
  if (body.pointsDeductionPrompt !== undefined)
    patch.pointsDeductionPrompt = body.pointsDeductionPrompt;
  if (body.music !== undefined) patch.music = body.music;
  await repo.writeConfig(db, userId, patch);
  if (body.lang) await repo.setLang(db, userId, body.lang);
  return getUserConfig(db, userId);
}
