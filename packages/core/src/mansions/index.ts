/**
 * 宿曜 (Sukuyō) stellar ties: the birth mansion of a date among the 27 lunar mansions, the
 * relation between two mansions, and our texts about them (docs/decisions.md, "Stellar ties").
 */
export { lunarDateOf, MANSION_DATE_MIN, MANSION_DATE_MAX, type LunarDate } from './calendar';
export {
  MANSION_GLYPHS,
  MANSION_COUNT,
  MONTH_START,
  birthMansion,
  mansionRelation,
  pairOf,
  type MansionRelationKey,
  type MansionDistance,
  type MansionPairKey,
} from './mansions';
export {
  mansionName,
  mansionCharacter,
  composeTies,
  composeTiesSections,
  type TiesTexts,
  type TiesPerson,
  type TiesSection,
} from './compose';
export { MANSION_TEXT, type MansionLang, type MansionsText } from './content';
