import { SIGNS, type Modality } from '../astro/signs';
import type { HouseFace, PlanetFace, SignFace } from './content';
import type { HouseClass, Lean } from './reading-types';
import type { DiceTopic } from './topic';

/**
 * The rules a dice reading answers by. Each planet opens (+1), is mixed (0) or slows (-1);
 * angular houses (1, 4, 7, 10) bring things into the open (+1), the twelfth hides them (-1);
 * a house that belongs to the question's topic adds weight (+1), and so does a planet in the
 * sign it rules. The sum is the yes/no lean.
 */
export const POLARITY: Record<PlanetFace, -1 | 0 | 1> = {
  sun: 1,
  venus: 1,
  jupiter: 1,
  northNode: 1,
  moon: 0,
  mercury: 0,
  mars: 0,
  uranus: 0,
  saturn: -1,
  neptune: -1,
  pluto: -1,
  southNode: -1,
};

/** In a choice, which option a planet backs: the new path, the familiar one, or neither. */
export const BACKS: Record<PlanetFace, 'new' | 'familiar' | 'either'> = {
  sun: 'new',
  mars: 'new',
  jupiter: 'new',
  uranus: 'new',
  pluto: 'new',
  northNode: 'new',
  moon: 'familiar',
  venus: 'familiar',
  saturn: 'familiar',
  southNode: 'familiar',
  mercury: 'either',
  neptune: 'either',
};

/** The houses each topic lives in. */
export const TOPIC_HOUSES: Record<DiceTopic, readonly HouseFace[]> = {
  general: [],
  family: [4, 3],
  friends: [11, 3],
  love: [5, 7, 8],
  career: [10, 6],
  money: [2, 8],
  study: [3, 9],
  health: [6, 1],
  travel: [9, 3],
  home: [4],
  creativity: [5],
  self: [1, 12],
};

export function houseClass(house: HouseFace): HouseClass {
  if (house === 12) return 'hidden';
  if (house % 3 === 1) return 'angular';
  return house % 3 === 2 ? 'succedent' : 'cadent';
}

const STRENGTH: Record<HouseClass, number> = { angular: 1, succedent: 0, cadent: 0, hidden: -1 };

const signInfo = (sign: SignFace) => SIGNS.find((s) => s.key === sign)!;

export const modalityOf = (sign: SignFace): Modality => signInfo(sign).modality;

/** The planet rules the sign (the nodes rule none). */
export const rules = (planet: PlanetFace, sign: SignFace): boolean =>
  signInfo(sign).ruler === planet;

export interface YesNoAnswer {
  lean: Lean;
  yes: boolean;
  fit: boolean;
  dignity: boolean;
}

export function yesNoAnswer(
  planet: PlanetFace,
  sign: SignFace,
  house: HouseFace,
  topic: DiceTopic,
): YesNoAnswer {
  const fit = TOPIC_HOUSES[topic].includes(house);
  const dignity = rules(planet, sign);
  const score = POLARITY[planet] + STRENGTH[houseClass(house)] + (fit ? 1 : 0) + (dignity ? 1 : 0);
  const lean: Lean =
    score >= 2
      ? 'clearYes'
      : score === 1
        ? 'cautiousYes'
        : score === 0
          ? 'qualifiedYes'
          : score === -1
            ? 'tentativeNo'
            : 'softNo';
  return { lean, yes: score >= 0, fit, dignity };
}

const STAY_EN =
  /(?<![a-z])(stay|staying|keep|keeping|remain|current|same|continue|wait|waiting|old|where i am|as it is)(?![a-z])/i;
const STAY_ZH = /(留|继续|保持|现在的|原来|不变|等|维持|守着|老)/;

/**
 * Which of two options is the familiar one (0 or 1), from words like "stay", "keep",
 * 「留下」「继续」; null when neither or both read that way.
 */
export function familiarOption(options: readonly [string, string]): 0 | 1 | null {
  const stays = options.map((o) => STAY_EN.test(o) || STAY_ZH.test(o));
  if (stays[0] === stays[1]) return null;
  return stays[0] ? 0 : 1;
}
