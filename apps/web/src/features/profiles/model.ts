import type { PlaceSnapshot, Profile, Relationship } from '@starlit/contracts';
import type { Place } from '../../api/places';

/**
 * The relationship codes in the form's order, 'A' (Self) first: the contracts' RELATIONSHIPS,
 * mirrored here so the web bundle takes no zod (a test keeps the two equal).
 */
export const RELATIONSHIPS = [...'ABCDEFGHIJKLMNO'] as readonly Relationship[];

/** The twelve signs as text symbols (variation selector 15: never colour emoji), 0 Aries … 11 Pisces. */
const SIGN_SYMBOLS = ['♈', '♉', '♊', '♋', '♌', '♍', '♎', '♏', '♐', '♑', '♒', '♓'];

export function signGlyph(sign: number): string {
  return `${SIGN_SYMBOLS[((sign % 12) + 12) % 12] ?? '✦'}\uFE0E`;
}

/** The time a birth time defaults to when it is unknown. */
export const UNKNOWN_TIME = '12:00';

/** Manual UTC offsets, −12:00 … +14:00 in 15-minute steps. */
export const OFFSET_MINUTES: readonly number[] = Array.from(
  { length: 105 },
  (_, i) => -720 + i * 15,
);

/** 540 → "UTC+09:00", −210 → "UTC−03:30". */

/** The relationships the form offers: 'A' (Self) only for a first own profile or the own one. */
export function relationshipChoices(hasOwn: boolean, editingOwn: boolean): readonly Relationship[] {
  return hasOwn && !editingOwn ? RELATIONSHIPS.filter((r) => r !== 'A') : RELATIONSHIPS;
}

/** What a profile keeps of a place. */
export function toSnapshot(place: Place): PlaceSnapshot {
  const { id, name, fullName, lat, lon, tz } = place;
  return { id, name, fullName, lat, lon, tz };
}

/** The own profile first, then in the order they were added. */
export function sortProfiles(list: readonly Profile[]): Profile[] {
  return [...list].sort((a, b) =>
    a.relationship === 'A' ? -1 : b.relationship === 'A' ? 1 : a.id - b.id,
  );
}

/** Code points, so an emoji or a CJK character counts once. */
export function textLength(text: string): number {
  return [...text].length;
}

/** IANA zones the runtime knows, the given ones first. */
export function timeZones(first: readonly string[]): string[] {
  const all =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const head = first.filter((z, i) => z && first.indexOf(z) === i);
  return [...head, ...all.filter((z) => !head.includes(z))];
}
