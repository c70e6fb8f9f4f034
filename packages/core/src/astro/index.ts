export * from './planets';
export * from './ephemeris';
export * from './houses';
export * from './aspects';
export * from './chart';
export * from './birth';
export * from './signs';
export * from './fortune';
export * from './traits';
export * from './compose';
export * from './synastry';
export * from './compose-synastry';
export { ASTRO_TEXT, ASTRO_LABELS } from './content';
export type {
  AstroLang,
  ContactPair,
  ContactPoint,
  ContactText,
  FortuneBand,
  FortuneDimension,
  HouseNumber,
  SignProfile,
  SynastryText,
} from './content';
