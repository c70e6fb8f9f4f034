import type { PlaceSnapshot, Profile, ProfileInput, Relationship } from '@starlit/contracts';
import { LIMITS } from '@starlit/contracts/constants';
import type { Key } from '../../i18n/keys';
import { UNKNOWN_TIME, textLength } from './model';

/** The profile form's fields; null is "not chosen yet". */
export interface FormValues {
  id?: number;
  nickname: string;
  /** the nickname as saved, when editing: kept as it is, it may be longer than the limit */
  storedNickname?: string;
  relationship: Relationship | null;
  gender: 1 | 2 | null;
  /** YYYY-MM-DD */
  birthDate: string | null;
  /** HH:mm */
  birthTime: string | null;
  timeUnknown: boolean;
  birthPlace: PlaceSnapshot | null;
  residence: PlaceSnapshot | null;
  /** IANA zone; follows the birthplace until the user picks one */
  timeZone: string | null;
  timeZoneChosen: boolean;
  /** a manual UTC offset in minutes; null: from the time zone */
  utcOffsetMinutes: number | null;
}

export type FieldName =
  | 'nickname'
  | 'relationship'
  | 'gender'
  | 'birthDate'
  | 'birthTime'
  | 'birthPlace'
  | 'residence'
  | 'timeZone';

/** Field → the key of its message in the `archives` translation namespace. */
/** A field's problem, as the key of its words in the archives namespace. */
export type FormErrors = Partial<Record<FieldName, Key<'archives'>>>;

/** The nickname limit, the server's too. */
export const NICKNAME_MAX = LIMITS.nameMax;

export function emptyForm(relationship: Relationship | null): FormValues {
  return {
    nickname: '',
    relationship,
    gender: null,
    birthDate: null,
    birthTime: null,
    timeUnknown: false,
    birthPlace: null,
    residence: null,
    timeZone: null,
    timeZoneChosen: false,
    utcOffsetMinutes: null,
  };
}

export function fromProfile(profile: Profile): FormValues {
  return {
    id: profile.id,
    nickname: profile.nickname,
    storedNickname: profile.nickname,
    relationship: profile.relationship,
    gender: profile.gender,
    birthDate: profile.birthDate,
    birthTime: profile.birthTime,
    timeUnknown: profile.timeUnknown,
    birthPlace: profile.birthPlace,
    residence: profile.residence,
    timeZone: profile.timeZone,
    timeZoneChosen: profile.timeZone !== profile.birthPlace.tz,
    utcOffsetMinutes: profile.birth.overridden ? profile.birth.utcOffsetMinutes : null,
  };
}

/**
 * Every field is required; the nickname is 1–16 characters, except a longer one saved before
 * the limit and left as it was (the other fields can still be edited).
 */
export function validate(values: FormValues): FormErrors {
  const errors: FormErrors = {};
  const nickname = values.nickname.trim();
  const kept = nickname === values.storedNickname?.trim();
  if (!nickname) errors.nickname = 'errors.nicknameRequired';
  else if (textLength(nickname) > NICKNAME_MAX && !kept) errors.nickname = 'errors.nicknameLength';
  if (!values.relationship) errors.relationship = 'errors.relationshipRequired';
  if (!values.gender) errors.gender = 'errors.genderRequired';
  if (!values.birthDate) errors.birthDate = 'errors.birthDateRequired';
  if (!values.birthTime) errors.birthTime = 'errors.birthTimeRequired';
  if (!values.birthPlace) errors.birthPlace = 'errors.birthPlaceRequired';
  if (!values.residence) errors.residence = 'errors.residenceRequired';
  // without a birthplace, its error says it all: the zone follows the birthplace
  if (!values.timeZone && values.birthPlace) errors.timeZone = 'errors.timeZoneRequired';
  return errors;
}

/** The request body of a valid form. */
export function toInput(values: FormValues): ProfileInput | null {
  const { relationship, gender, birthDate, birthTime, birthPlace, residence, timeZone } = values;
  if (!relationship || !gender || !birthDate || !birthTime || !birthPlace || !residence)
    return null;
  if (!timeZone) return null;
  return {
    ...(values.id ? { id: values.id } : {}),
    nickname: values.nickname.trim(),
    relationship,
    gender,
    birthDate,
    birthTime,
    timeUnknown: values.timeUnknown,
    birthPlaceId: birthPlace.id,
    residencePlaceId: residence.id,
    timeZone,
    utcOffsetMinutes: values.utcOffsetMinutes,
  };
}

/**
 * The moment a zone's offset is shown for: the birth instant once known, else the entered date
 * and time read as UTC (off by hours at most), else undefined (now).
 */
export function zoneMoment(values: FormValues, utc?: string): Date | undefined {
  if (utc) return new Date(utc);
  if (!values.birthDate) return undefined;
  return new Date(`${values.birthDate}T${values.birthTime ?? UNKNOWN_TIME}:00Z`);
}

/** The birthplace's name, when the zone is the birthplace's own (the zone's city then). */
export function zoneCity(values: FormValues): string | null {
  const place = values.birthPlace;
  return place && values.timeZone === place.tz ? place.name : null;
}
