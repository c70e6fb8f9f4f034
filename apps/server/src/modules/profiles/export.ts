import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { currentProfiles, profiles } from '../../db/schema-astro';
import { memberRow, memberRows } from '../exports/member-rows';

/** Every profile the member saved (their own and the people they added) and the current one. */
export async function exportOf(db: DbOrTx, userId: string) {
  const rows = await memberRows(db, userId, profiles.userId, {
    id: profiles.id,
    nickname: profiles.nickname,
    relationship: profiles.relationship,
    gender: profiles.gender,
    birthDate: profiles.birthDate,
    birthTime: profiles.birthTime,
    timeUnknown: profiles.timeUnknown,
    birthPlace: profiles.birthPlace,
    residence: profiles.residence,
    timeZone: profiles.timeZone,
    offsetOverride: profiles.offsetOverride,
    birthUtc: profiles.birthUtc,
    sunSign: profiles.sunSign,
    moonSign: profiles.moonSign,
    risingSign: profiles.risingSign,
    createdAt: profiles.createdAt,
    updatedAt: profiles.updatedAt,
  }).orderBy(asc(profiles.id));
  const current = await memberRow(db, userId, currentProfiles, {
    profileId: currentProfiles.profileId,
  });
  return { currentProfileId: current?.profileId ?? null, profiles: rows };
}
