import type {
  AspectKindText,
  AspectPairText,
  AstroLang,
  PlanetInHouseText,
  PlanetInSignText,
  RisingText,
  SignProfileText,
  SynastryText,
} from './types';
import { PLANET_IN_SIGN_EN } from './en/planetSigns';
import { PLANET_IN_SIGN_ZH } from './zh/planetSigns';
import { PLANET_IN_HOUSE_EN } from './en/planetHouses';
import { PLANET_IN_HOUSE_ZH } from './zh/planetHouses';
import { RISING_EN } from './en/rising';
import { RISING_ZH } from './zh/rising';
import { SIGN_PROFILE_EN } from './en/signProfiles';
import { SIGN_PROFILE_ZH } from './zh/signProfiles';
import { ASPECT_KIND_EN, ASPECT_PAIR_EN } from './en/aspects';
import { ASPECT_KIND_ZH, ASPECT_PAIR_ZH } from './zh/aspects';
import { SYNASTRY_EN } from './en/synastry';
import { SYNASTRY_ZH } from './zh/synastry';
import type { DestinyText } from './destiny-types';
import { DESTINY_EN } from './en/destiny';
import { DESTINY_ZH } from './zh/destiny';

export * from './types';
export type { DestinyText, PlanetFacts } from './destiny-types';
export { ASTRO_LABELS, type AstroLabels } from './labels';

/** Every astrology text, per language (our own writing; see types.ts for the shapes). */
export interface AstroText {
  planetInSign: PlanetInSignText;
  planetInHouse: PlanetInHouseText;
  rising: RisingText;
  signProfile: SignProfileText;
  aspectKind: AspectKindText;
  aspectPair: AspectPairText;
  synastry: SynastryText;
  /** the paid natal report's own texts */
  destiny: DestinyText;
}

export const ASTRO_TEXT: Record<AstroLang, AstroText> = {
  en: {
    planetInSign: PLANET_IN_SIGN_EN,
    planetInHouse: PLANET_IN_HOUSE_EN,
    rising: RISING_EN,
    signProfile: SIGN_PROFILE_EN,
    aspectKind: ASPECT_KIND_EN,
    aspectPair: ASPECT_PAIR_EN,
    synastry: SYNASTRY_EN,
    destiny: DESTINY_EN,
  },
  zh: {
    planetInSign: PLANET_IN_SIGN_ZH,
    planetInHouse: PLANET_IN_HOUSE_ZH,
    rising: RISING_ZH,
    signProfile: SIGN_PROFILE_ZH,
    aspectKind: ASPECT_KIND_ZH,
    aspectPair: ASPECT_PAIR_ZH,
    synastry: SYNASTRY_ZH,
    destiny: DESTINY_ZH,
  },
};
