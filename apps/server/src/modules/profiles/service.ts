import {
  ErrorCode,
  LIMITS,
  type BirthInstant,
  type Lang,
  type PlaceSnapshot,
  type Profile,
  type ProfileInput,
  type ProfileList,
} from '@starlit/contracts';
import { birthInstant, chart, signOf } from '@starlit/core/astro';
import { isTimeZone } from '@starlit/core/time';
import type { Db, DbOrTx } from '../../db/client';
import type { ProfileRow } from '../../db/schema-astro';
import { uniqueViolation } from '../../db/errors';
import { AppError, paramError } from '../../lib/errors';
import { placeById } from '../places/service';
import * as repo from './repository';
import { invalidateProfiles } from './cache';

type BirthFields = Pick<
  ProfileInput,
  'birthDate' | 'birthTime' | 'timeUnknown' | 'birthPlaceId' | 'timeZone' | 'utcOffsetMinutes'
>;

/** The earliest birth date taken: the ephemeris and time-zone data are checked from 1800. */
const EARLIEST = '1800-01-01';
const UNKNOWN_TIME = '12:00';

/** A profile row as the API shows it. */
export function toProfile(row: ProfileRow, currentId: number | null): Profile {
  return {
    id: row.id,
    nickname: row.nickname,
    relationship: row.relationship as Profile['relationship'],
    gender: row.gender === 2 ? 2 : 1,
    birthDate: row.birthDate,
    birthTime: row.birthTime,
    timeUnknown: row.timeUnknown,
    birthPlace: row.birthPlace,
    residence: row.residence,
    timeZone: row.timeZone,
    birth: row.birth,
    constellation: row.sunSign,
    star: { sun: row.sunSign, moon: row.moonSign, rising: row.risingSign },
    current: row.id === currentId,
  };
}

function snapshot(id: string, field: string, lang: Lang): PlaceSnapshot {
  const place = placeById(id, lang);
  if (!place) throw paramError(field);
  return {
    id: place.id,
    name: place.name,
    fullName: place.fullName,
    lat: place.lat,
    lon: place.lon,
    tz: place.tz,
  };
}

/** A birth time → its UTC instant (IANA rules, LMT, or the user's own offset); 1001 when impossible. */
export function resolveBirth(fields: BirthFields, lang: Lang) {
  const place = snapshot(fields.birthPlaceId, 'birthPlaceId', lang);
  const tz = fields.timeZone ?? place.tz;
  if (!isTimeZone(tz)) throw paramError('timeZone');
  const today = new Date().toISOString().slice(0, 10);
  if (fields.birthDate < EARLIEST || fields.birthDate > today) throw paramError('birthDate');
  const time = fields.timeUnknown ? UNKNOWN_TIME : fields.birthTime;
  let b;
  try {
    b = birthInstant({
      date: fields.birthDate,
      time,
      tz,
      lon: place.lon,
      overrideMinutes: fields.utcOffsetMinutes ?? null,
    });
  } catch {
    throw paramError('birthDate');
  }
  const { utc, ...how } = b;
  const birth: BirthInstant = { utc: utc.toISOString(), ...how };
  return { place, tz, time, utc, birth };
}

export function previewBirth(fields: BirthFields, lang: Lang): BirthInstant {
  return resolveBirth(fields, lang).birth;
}

/**
 * Nickname rules: trimmed, 1–16 characters, no control characters (1603). A longer one saved
 * before the limit may stay as it was (`kept`), so that the profile's other fields can change.
 */
function nicknameOf(raw: string, kept?: string): string {
  const name = raw.trim();
  const tooLong = [...name].length > LIMITS.nameMax && name !== kept;
  // eslint-disable-next-line no-control-regex
  if (!name || tooLong || /[\u0000-\u001f\u007f]/.test(name))
    throw new AppError(ErrorCode.PROFILE_NICKNAME_INVALID);
  return name;
}

/**
 * personal/add (own = true: the user's own profile, relationship 'A', 1601 when it exists) and
 * personal/add/relation (anyone else; 1602 until the own profile exists). With `id`, edits.
 */
export async function saveProfile(
  db: Db,
  userId: string,
  input: ProfileInput,
  own: boolean,
  lang: Lang,
): Promise<Profile> {
  const long = [...input.nickname.trim()].length > LIMITS.nameMax && input.id !== undefined;
  const kept = long ? (await repo.rowById(db, userId, input.id!))?.nickname : undefined;
  const nickname = nicknameOf(input.nickname, kept);
  if (own !== (input.relationship === 'A')) throw paramError('relationship');
  const { place, tz, time, utc, birth } = resolveBirth(input, lang);
  const residence = snapshot(input.residencePlaceId, 'residencePlaceId', lang);
  const c = chart({ utc, lat: place.lat, lon: place.lon });
  const values: repo.NewProfile = {
    userId,
    nickname,
    relationship: input.relationship,
    gender: input.gender,
    birthDate: input.birthDate,
    birthTime: time,
    timeUnknown: input.timeUnknown ?? false,
    birthPlace: place,
    residence,
    timeZone: tz,
    offsetOverride: input.utcOffsetMinutes ?? null,
    birth,
    birthUtc: utc,
    sunSign: c.planets[0]!.sign,
    moonSign: c.planets[1]!.sign,
    risingSign: input.timeUnknown ? null : signOf(c.ascendant),
  };
  await invalidateProfiles(db, userId);
  const saved = await db.transaction(async (tx) => {
    if (!own && !(await repo.hasOwn(tx, userId))) throw new AppError(ErrorCode.OWN_PROFILE_MISSING);
    let row: ProfileRow | null;
    if (input.id !== undefined) {
      const before = await repo.rowById(tx, userId, input.id);
      // an edit keeps the kind: own stays own, others stay others
      if (!before || (before.relationship === 'A') !== own) throw paramError('id');
      row = await repo.updateRow(tx, userId, input.id, values);
    } else {
      if (own && (await repo.hasOwn(tx, userId))) throw new AppError(ErrorCode.OWN_PROFILE_EXISTS);
      row = await repo.insertRow(tx, values).catch((err: unknown) => {
        if (uniqueViolation(err) !== null) throw new AppError(ErrorCode.OWN_PROFILE_EXISTS);
        throw err;
      });
      // the first profile becomes the current one
      if ((await repo.currentIdOf(tx, userId)) === null)
        await repo.setCurrentRow(tx, userId, row.id);
    }
    if (!row) throw paramError('id');
    return toProfile(row, await repo.currentIdOf(tx, userId));
  });
  await invalidateProfiles(db, userId);
  return saved;
}

export async function listProfiles(db: DbOrTx, userId: string): Promise<ProfileList> {
  const [rows, stored] = await Promise.all([
    repo.listRows(db, userId),
    repo.currentIdOf(db, userId),
  ]);
  const currentId = stored ?? rows[0]?.id ?? null;
  return { list: rows.map((r) => toProfile(r, currentId)), currentId };
}

export async function profileInfo(db: DbOrTx, userId: string, id: number): Promise<Profile> {
  const row = await repo.rowById(db, userId, id);
  if (!row) throw paramError('id');
  return toProfile(row, (await repo.currentIdOf(db, userId)) ?? row.id);
}

/** personal/del: the selected profiles go; the current one falls back to own, then the first. */
export async function deleteProfiles(db: Db, userId: string, ids: number[]) {
  await invalidateProfiles(db, userId);
  const result = await db.transaction(async (tx) => {
    const deleted = await repo.deleteRows(tx, userId, [...new Set(ids)]);
    const { currentId } = await listProfiles(tx, userId);
    if (currentId !== null) await repo.setCurrentRow(tx, userId, currentId);
    return { deleted, currentId };
  });
  await invalidateProfiles(db, userId);
  return result;
}

export async function setCurrent(db: Db, userId: string, id: number): Promise<ProfileList> {
  const row = await repo.rowById(db, userId, id);
  if (!row) throw paramError('id');
  await invalidateProfiles(db, userId);
  await repo.setCurrentRow(db, userId, id);
  await invalidateProfiles(db, userId);
  return listProfiles(db, userId);
}
