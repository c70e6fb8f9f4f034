import {
  HOUSE_IDS,
  PLANET_IDS,
  SIGN_IDS,
  type HouseFace,
  type PlanetFace,
  type SignFace,
} from './content';

export type PlanetId = PlanetFace;
export type SignId = SignFace;
export type HouseId = HouseFace;

export interface Roll {
  planet: PlanetId;
  sign: SignId;
  house: HouseId;
}

/** Rolls the three dice (12 faces each) with the given uniform integer source (the server's CSPRNG). */
export function rollDice(randomInt: (max: number) => number): Roll {
  return {
    planet: PLANET_IDS[randomInt(PLANET_IDS.length)]!,
    sign: SIGN_IDS[randomInt(SIGN_IDS.length)]!,
    house: HOUSE_IDS[randomInt(HOUSE_IDS.length)]!,
  };
}
