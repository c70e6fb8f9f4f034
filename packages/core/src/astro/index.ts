export * from '../planets';
export * from './ephemeris';
export * from './sky';
export * from './houses';
export * from './sidereal';
export * from './points';
export * from './transits';
export * from './compose-transits';
export * from './transits-day';
export * from './returns';
export * from './relationship-charts';
export * from './compose-relationship';
export * from './compose-cycles';
export * from './aspects';
export * from './chart';
export * from './birth';
export * from './signs';
export * from './fortune';
export * from './traits';
export * from './compose';
export * from './daily';
export * from './compose-daily';
export { composeDailyDeep, type DeepDay, type DeepDayTransit } from './compose-daily-deep';
export {
  chartBalance,
  dignityOf,
  gathering,
  lunarNodes,
  saturnReturns,
  slowTransits,
  type SlowTransit,
} from './patterns';
export * from './synastry';
export * from './compose-synastry';
export * from './compose-highlights';
export * from './composite';
export * from './pair-transits';
export * from './pair-year';
export { composeDeepReport, signRelation } from './compose-deep';
export { DEEP_TEXT } from './content/deep';
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
