import type { PlanetId } from '../../planets';
import type { NatalPointId, TransitAspect } from '../transits';
import type { HouseNumber } from './types';

/** What a transiting planet brings, and how its pass closes (soft, hard, retrograde). */
export interface TransitPlanetText {
  /** the planet in a sentence ("the Sun", "Saturn") */
  name: string;
  /** the planet in a title ("Sun", "土星") */
  short: string;
  /** an object phrase: what the planet brings */
  brings: string;
  /** the closing sentence for an easy contact; {topic} is what the natal point stands for */
  soft: string;
  /** the closing sentence for a hard contact */
  hard: string;
  /** the closing sentence of a retrograde pass (the Sun and Moon never are) */
  retro?: string;
}

/** What an aspect does: the first sentence ({planet}, {point}, {brings}, {means}) and its title word. */
export interface TransitAspectText {
  opening: string;
  title: string;
}

/** What a natal point stands for. */
export interface TransitPointText {
  name: string;
  means: string;
  /** a short phrase for what the point stands for, used in the closing sentence */
  topic: string;
}

/** What a house is about, and the hint an opening, easy or hard contact gives there. */
export interface TransitHouseText {
  ordinal: string;
  area: string;
  open: string;
  easy: string;
  hard: string;
}

export interface TransitFrame {
  /** the house sentence: {planet}, {ordinal}, {area}, {hint} */
  house: string;
  /** the sentence when the birth time is unknown (no houses) */
  noHouse: string;
  /** the title: {planet}, {aspect}, {point} */
  title: string;
}

export interface TransitTexts {
  planets: Record<PlanetId, TransitPlanetText>;
  aspects: Record<TransitAspect, TransitAspectText>;
  points: Record<NatalPointId, TransitPointText>;
  houses: Record<HouseNumber, TransitHouseText>;
  frame: TransitFrame;
}
