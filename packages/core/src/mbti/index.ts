/**
 * The 16-type personality test (`@starlit/core/mbti`): items, levels, scoring, type codes and,
 * from ./content, the type profiles. Named exports here take precedence over the same names in
 * ./content (MbtiLang, TypeCode, TypeGroup are the same types in both).
 */
export {
  DIMENSION_POLES,
  isTypeCode,
  MBTI_DIMENSIONS,
  MBTI_TYPES,
  TYPE_GROUPS,
  typeGroup,
  typeLetter,
  type Dimension,
  type MbtiItem,
  type MbtiLang,
  type Pole,
  type TypeCode,
  type TypeGroup,
} from './types';
export {
  isMbtiLevel,
  ITEMS_PER_DIMENSION,
  LEVEL_ITEM_IDS,
  levelInfo,
  MBTI_LEVEL_INFO,
  MBTI_LEVELS,
  SECONDS_PER_ITEM,
  type LevelInfo,
  type MbtiLevel,
} from './levels';
export { MBTI_ITEMS, mbtiItem, mbtiItems, mbtiQuestions, type MbtiQuestion } from './items';
export {
  checkAnswers,
  CLARITY_THRESHOLDS,
  clarityBand,
  isAnswerValue,
  MbtiAnswerError,
  SCALE_MAX,
  SCALE_MIN,
  SCALE_NEUTRAL,
  scoreAnswers,
  tryScoreAnswers,
  type AnswerProblems,
  type ClarityBand,
  type DimensionScore,
  type MbtiAnswers,
  type MbtiScore,
  type ScoreOutcome,
} from './scoring';
export * from './content';
export {
  composeMbtiReport,
  dimensionFacts,
  MBTI_REPORT_KEYS,
  REPORT_CONTENT,
  scoreFromPercents,
  type MbtiReportInput,
  type MbtiReportKey,
  type MbtiReportSection,
} from './report';
export type { DimensionFacts, ReportContent } from './report-shape';
