import type { FlatNamespace, ParseKeys } from 'i18next';
import type common from './locales/en/common.json';

/**
 * A translation key of one namespace (nested keys dotted), for code that picks a key before
 * handing it to `t`: a misspelled or missing key fails the type check there.
 */
export type Key<Ns extends FlatNamespace> = ParseKeys<Ns>;

type SignIndex = keyof (typeof common)['zodiac'];
const SIGNS: readonly SignIndex[] = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11'];

/** The key of a zodiac sign's name (0 Aries … 11 Pisces); `t` needs the common namespace. */
export function signKey(sign: number): `common:zodiac.${SignIndex}` {
  return `common:zodiac.${SIGNS[((sign % 12) + 12) % 12] ?? '0'}`;
}
