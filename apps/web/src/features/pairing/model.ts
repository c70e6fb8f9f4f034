import type { Lang, PairScores, PairingPerson, Profile, SynastryAspect } from '@starlit/contracts';
import { LIMITS } from '@starlit/contracts/constants';
import { signFromIsoDate } from '@starlit/core/zodiac';
import { PLANET_GLYPHS, SIGN_GLYPHS } from '../../components/ChartWheel/symbols';
import type { PairingProfile } from '../../state/app';

/** The nickname limit, the server's too. */
export const NICKNAME_MAX = LIMITS.nameMax;

/** The four sub-scores in the order shown: the contracts' PAIR_SCORES, mirrored (no zod here). */
export const PAIR_SCORES = [
  'love',
  'friendship',
  'communication',
  'longTerm',
] as const satisfies readonly (keyof PairScores)[];

/** The time a birth time defaults to when it is unknown. */
export const UNKNOWN_TIME = '12:00';

/** A sign's symbol (the chart wheel's), 0 Aries … 11 Pisces; any whole number wraps round. */
export function signGlyph(sign: number): string {
  return SIGN_GLYPHS[((sign % 12) + 12) % 12] ?? '✦\uFE0E';
}

export type PointId = SynastryAspect['a'];
export type AspectKind = SynastryAspect['kind'];

/** The chart wheel's planet glyphs, and the Ascendant's letters. */
export const POINT_GLYPHS: Record<PointId, string> = { ...PLANET_GLYPHS, asc: 'AC' };

/** Trines and sextiles flow; squares and oppositions strain; conjunctions blend. */
export function contactNature(aspect: SynastryAspect): 'harmonious' | 'challenging' | 'neutral' {
  if (aspect.kind === 'trine' || aspect.kind === 'sextile') return 'harmonious';
  if (aspect.kind === 'square' || aspect.kind === 'opposition') return 'challenging';
  if (aspect.weight > 0) return 'harmonious';
  if (aspect.weight < 0) return 'challenging';
  return 'neutral';
}

/** Code points, so an emoji or a CJK character counts once. */
export function textLength(value: string): number {
  return [...value].length;
}

/** The person's Sun sign: the stored profile's own, else from the birthday's month and day. */
export function profileSign(profile: PairingProfile, list: readonly Profile[]): number | null {
  const stored = profile.profileId ? list.find((a) => a.id === profile.profileId) : undefined;
  if (stored) return stored.constellation;
  return signFromIsoDate(profile.birthDate);
}

/** A stored profile as one of the pair. */
export function fromProfile(stored: Profile): PairingProfile {
  return {
    id: `profile-${stored.id}`,
    nickname: stored.nickname,
    gender: stored.gender,
    birthDate: stored.birthDate,
    birthTime: stored.timeUnknown ? UNKNOWN_TIME : stored.birthTime,
    timeUnknown: stored.timeUnknown,
    profileId: stored.id,
  };
}

/** What the birthday form holds; null is "not chosen yet". */
export interface BirthdayValues {
  nickname: string;
  birthDate: string | null;
  birthTime: string | null;
  timeUnknown: boolean;
}

/** The form's start: the slot's typed birthday to edit, or an empty one. */
export function birthdayValues(profile: PairingProfile | undefined): BirthdayValues {
  if (!profile || profile.profileId)
    return { nickname: '', birthDate: null, birthTime: null, timeUnknown: false };
  return {
    nickname: profile.nickname,
    birthDate: profile.birthDate,
    birthTime: profile.birthTime,
    timeUnknown: profile.timeUnknown ?? false,
  };
}

/** The typed birthday as one of the pair; null while something is missing or too long. */
export function fromBirthday(
  values: BirthdayValues,
  previous: PairingProfile | undefined,
): PairingProfile | null {
  const nickname = values.nickname.trim();
  if (!nickname || textLength(nickname) > NICKNAME_MAX || !values.birthDate) return null;
  if (!values.timeUnknown && !values.birthTime) return null;
  return {
    id: `typed-${Date.now()}`,
    nickname,
    // pairing does not use it; kept so the profile stays whole
    gender: previous?.gender ?? 2,
    birthDate: values.birthDate,
    birthTime: values.timeUnknown ? UNKNOWN_TIME : (values.birthTime ?? UNKNOWN_TIME),
    timeUnknown: values.timeUnknown,
  };
}

/** Why the pair cannot be read yet (a translation key), or null. */
export function pairProblem(
  profiles: readonly PairingProfile[],
): 'errors:completeInfo' | 'pairing:picker.sameProfile' | null {
  // exactly two birthdays, each complete
  if (profiles.length !== 2) return 'errors:completeInfo';
  for (const p of profiles) {
    if (p.profileId) continue;
    if (!p.nickname.trim() || signFromIsoDate(p.birthDate) === null) return 'errors:completeInfo';
  }
  const [a, b] = profiles;
  if (a?.profileId && a.profileId === b?.profileId) return 'pairing:picker.sameProfile';
  return null;
}

/** The request's two people: a stored profile by id, a typed birthday with its time if known. */
export function toPeople(profiles: readonly PairingProfile[]): [PairingPerson, PairingPerson] {
  const person = (p: PairingProfile): PairingPerson =>
    p.profileId
      ? { archive_id: p.profileId }
      : {
          nickname: p.nickname.trim(),
          birthDate: p.birthDate,
          ...(p.timeUnknown ? {} : { birthTime: p.birthTime }),
        };
  return [person(profiles[0]!), person(profiles[1]!)];
}

/**
 * The pair against the member's profiles once loaded: a stored profile that was edited takes its
 * new details; one that is gone stays as the birthday it had. Returns the same array when nothing
 * changed.
 */
export function reconcile(profiles: PairingProfile[], list: readonly Profile[]): PairingProfile[] {
  let changed = false;
  const next = profiles.map((p) => {
    if (!p.profileId) return p;
    const stored = list.find((a) => a.id === p.profileId);
    let updated: PairingProfile;
    if (stored) updated = fromProfile(stored);
    else {
      const { profileId: _gone, ...birthday } = p;
      updated = birthday;
    }
    const same =
      updated.profileId === p.profileId &&
      updated.nickname === p.nickname &&
      updated.birthDate === p.birthDate &&
      updated.birthTime === p.birthTime &&
      updated.timeUnknown === p.timeUnknown;
    if (same) return p;
    changed = true;
    return updated;
  });
  return changed ? next : profiles;
}

/** What the result will be based on: both charts for two stored profiles, else the signs. */
export function expectedLevel(
  profiles: readonly PairingProfile[],
  list: readonly Profile[],
): 'signs' | 'charts' {
  const stored = profiles.every(
    (p) => p.profileId !== undefined && list.some((a) => a.id === p.profileId),
  );
  return profiles.length === 2 && stored ? 'charts' : 'signs';
}

/** The ids of the two sample people a pair starts with. */
const SAMPLE_IDS = ['sample-a', 'sample-b'] as const;

/** The sample people's names in each language: names a reader of it would give. */
export const SAMPLE_NAMES: Record<Lang, readonly [string, string]> = {
  en: ['Emma', 'Leo'],
  zh: ['小林', '小安'],
};

export function isSample(profile: PairingProfile): boolean {
  return (SAMPLE_IDS as readonly string[]).includes(profile.id);
}

/**
 * The pair to show while it is still the samples: the member's own current profile as A and
 * the next stored profile as B (where there is one); the samples that remain are named in
 * the reader's language (`names`: A's and B's). Returns the same array when nothing changes.
 */
export function defaultPair(
  profiles: PairingProfile[],
  list: readonly Profile[],
  currentId: number | null,
  names: readonly [string, string],
): PairingProfile[] {
  let next = profiles;
  if (profiles.length === 2 && profiles.every(isSample) && list.length > 0) {
    const at = Math.max(
      0,
      list.findIndex((a) => a.id === currentId),
    );
    const own = list[at]!;
    const other = list.length > 1 ? list[(at + 1) % list.length]! : null;
    next = [fromProfile(own), other ? fromProfile(other) : profiles[1]!];
  }
  const named = next.map((p) => {
    const index = SAMPLE_IDS.indexOf(p.id as (typeof SAMPLE_IDS)[number]);
    return index >= 0 && p.nickname !== names[index] ? { ...p, nickname: names[index]! } : p;
  });
  return named.some((p, i) => p !== next[i]) ? named : next;
}
