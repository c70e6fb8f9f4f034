import {
  AYANAMSAS,
  HOUSE_SYSTEMS,
  NODE_KINDS,
  ZODIACS,
  type ChartOptionsConfig,
  type Lang,
  type UpdateUserConfigBody,
  type UserConfig,
} from '@starlit/contracts';
import type { ChartOptions } from '@starlit/core/astro';
import type { DbOrTx } from '../../db/client';
import { unauthenticated } from '../../lib/errors';
import * as repo from './repository';

/** A stored value of a list, else the list's first (the default). */
const oneOf = <T extends string>(list: readonly T[], value: string | null | undefined): T =>
  list.includes(value as T) ? (value as T) : list[0]!;

/** Stored chart options (or none) as the API names them, defaults filled in. */
function chartConfig(row: Partial<Record<keyof ChartOptionsConfig, string | null>> | null) {
  return {
    houseSystem: oneOf(HOUSE_SYSTEMS, row?.houseSystem),
    zodiac: oneOf(ZODIACS, row?.zodiac),
    ayanamsa: oneOf(AYANAMSAS, row?.ayanamsa),
    nodeKind: oneOf(NODE_KINDS, row?.nodeKind),
  } satisfies ChartOptionsConfig;
}

export async function getUserConfig(db: DbOrTx, userId: string): Promise<UserConfig> {
  const row = await repo.readConfig(db, userId);
  if (!row) throw unauthenticated();
  return {
    pointsDeductionPrompt: row.pointsDeductionPrompt ?? true,
    music: row.music ?? false,
    lang: row.lang === 'zh' ? 'zh' : 'en',
    ...chartConfig(row),
  };
}

/**
 * The options every chart of the member's is drawn with (their profiles' natal charts, the
 * charts of their pairs); the defaults for a member who never chose.
 */
export async function chartOptionsOf(db: DbOrTx, userId: string): Promise<ChartOptions> {
  const c = chartConfig(await repo.readChartOptions(db, userId));
  return { houseSystem: c.houseSystem, zodiac: c.zodiac, ayanamsa: c.ayanamsa, node: c.nodeKind };
}

/** Whether the user turned the points-deduction prompt off (false for an unknown user). */
export async function pointsPromptMuted(db: DbOrTx, userId: string): Promise<boolean> {
  const row = await repo.readConfig(db, userId);
  return row?.pointsDeductionPrompt === false;
}

const PATCH_KEYS = [
  'pointsDeductionPrompt',
  'music',
  'houseSystem',
  'zodiac',
  'ayanamsa',
  'nodeKind',
] as const;

/** Saves the given settings; the request's `lang`, when sent, becomes the user's language. */
export async function updateUserConfig(
  db: DbOrTx,
  userId: string,
  body: Omit<UpdateUserConfigBody, 'lang'> & { lang?: Lang },
): Promise<UserConfig> {
  const patch: repo.ConfigPatch = {};
  for (const key of PATCH_KEYS)
    if (body[key] !== undefined) Object.assign(patch, { [key]: body[key] });
  if (Object.keys(patch).length > 0) await repo.writeConfig(db, userId, patch);
  if (body.lang) await repo.setLang(db, userId, body.lang);
  return getUserConfig(db, userId);
}
