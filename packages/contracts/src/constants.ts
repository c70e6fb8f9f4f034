/**
 * Plain constants shared by server and web, with no zod import, so the web app can use them
 * without bundling the schemas (`@starlit/contracts/constants`).
 */

/** Languages the product speaks. Every request carries one (`lang` in the query or body). */
export const LANGS = ['zh', 'en'] as const;

/**
 * The error catalogue plus the few codes the server adds
 * (documented in docs/decisions.md): 404 unknown route, 1005 rate limited (HTTP 429),
 * 1006 file rejected, 1007 temporarily unavailable (HTTP 503: database unreachable, load
 * shedding), 1008 the same paid action (its Idempotency-Key) is still being processed,
 * 2008 wrong image captcha, 1201 insufficient points, 1203 task already
 * done, 1204 product unavailable, 1205 question refused as sensitive, 1206 payments not
 * configured (no Stripe key and the test-mode sandbox off), 4003 an operator's role does not
 * allow the call.
 */
export const ErrorCode = {
  OK: 200,
  NOT_FOUND: 404,
  PARAM: 1001,
  RATE_LIMITED: 1005,
  FILE_REJECTED: 1006,
  SERVICE_UNAVAILABLE: 1007,
  REQUEST_IN_PROGRESS: 1008,
  REDEEM_INVALID: 1101,
  REDEEM_EXPIRED: 1102,
  REDEEM_USED: 1103,
  DISCOUNT_INVALID: 1104,
  DISCOUNT_EXPIRED: 1105,
  DISCOUNT_USED: 1106,
  INSUFFICIENT_POINTS: 1201,
  TASK_ALREADY_DONE: 1203,
  PRODUCT_UNAVAILABLE: 1204,
  SENSITIVE_QUESTION: 1205,
  PAYMENTS_UNAVAILABLE: 1206,
  ALREADY_CHECKED_IN: 1302,
  NAME_TOO_LONG: 1303,
  NICKNAME_TOO_LONG: 1304,
  REPORT_UNAVAILABLE: 1501,
  OWN_PROFILE_EXISTS: 1601,
  OWN_PROFILE_MISSING: 1602,
  PROFILE_NICKNAME_INVALID: 1603,
  ACCOUNT_NOT_FOUND: 2001,
  WRONG_PASSWORD: 2002,
  EMAIL_REGISTERED: 2005,
  WRONG_CODE: 2006,
  WRONG_CAPTCHA: 2008,
  REGISTRATION_FAILED: 2009,
  GENERIC: 2011,
  PASSWORD_CHANGE_FAILED: 2014,
  PASSWORD_SAME: 2101,
  PASSWORD_INVALID: 2102,
  PHONE_REGISTERED: 2103,
  PHONE_INVALID: 2104,
  UNAUTHENTICATED: 4001,
  FORBIDDEN: 4003,
  SYSTEM: 9999,
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Limits shared by server validation and web forms. */
export const LIMITS = {
  passwordMin: 6,
  passwordMax: 20,
  /**
   * Every name a person types (an account's nickname and name, a profile's nickname, a name in
   * a pairing), in characters (code points), trimmed: the one limit of forms and server.
   */
  nameMax: 16,
  codeLength: 6,
  codeTtlSeconds: 600,
  codeMaxAttempts: 5,
  codeResendSeconds: 60,
  codeSendsPerIpPerHour: 10,
  avatarMaxBytes: 2 * 1024 * 1024,
  feedbackMaxImages: 3,
  feedbackMaxChars: 1000,
  sessionDays: 30,
  /** discount and redemption codes */
  promoCodeMax: 10,
  redeemLookupLength: 6,
  pointsRecordPageMax: 50,
  checkoutExpirySeconds: 1800,
} as const;

/**
 * Currencies products are priced and charged in (ISO 4217, lower case as Stripe writes them).
 * Each product has a price of its own in each; nothing is converted at a rate.
 */
export const CURRENCIES = ['cny', 'usd'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Every kind of points deduction. */
export const DEDUCTION_TYPES = [
  'chat_base',
  'chat_advanced',
  'analysis4Tarot',
  'analysis4Prediction',
  'analysis4Fortune',
  'analysis4Fortune_box',
  'analysis4Mbti',
  'dice',
  'swap4Vip3',
  'swap4Vip7',
  'unlockMbti',
  'unlockSerendipityTogether',
  'unlockDestiny',
  'unlockDepthReport',
  'unlockBaziLuck',
  'unlockSolarReturn',
] as const;
export type DeductionType = (typeof DEDUCTION_TYPES)[number];

/** Why points moved; the points-details screen names each one. */
export const LEDGER_REASONS = [
  'check_in',
  'purchase',
  'redeem',
  'invite',
  'invited',
  'follow',
  'swap',
  'charge',
  'admin',
  'refund',
  'dispute_hold',
  'dispute_release',
  'welcome',
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

/** Features with a VIP usage cap per day. */
export const USAGE_FEATURES = [
  'aiChat',
  'advancedReaders',
  'dailyHoroscopeReport',
  'tarotDailyForecast',
] as const;
export type UsageFeature = (typeof USAGE_FEATURES)[number];

/** What the payment tab reports back through the address. */
export const PAY_STATUSES = ['vip_success', 'vip_fail', 'points_success', 'points_fail'] as const;
export type PayStatus = (typeof PAY_STATUSES)[number];

/** The tarot spreads, in the order the chooser lists them. */
export const SPREAD_IDS = [
  'single',
  'three',
  'highCard',
  'general',
  'loversPyramid',
  'twoChoices',
  'loversTree',
  'intuitive',
  'hexagram',
  'celticCross',
] as const;

/** The moon's eight phases, new moon first. */
export const MOON_PHASES = [
  'new',
  'waxingCrescent',
  'firstQuarter',
  'waxingGibbous',
  'full',
  'waningGibbous',
  'lastQuarter',
  'waningCrescent',
] as const;

/**
 * The ten planets of astrology, Sun and Moon included, in their usual order: the one list the
 * charts, the readings, the API's schemas and the web's chart glyphs all follow.
 */
export const PLANETS = [
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
] as const;
export type PlanetId = (typeof PLANETS)[number];

/** House systems a chart can be drawn in; Placidus is the default. */
export const HOUSE_SYSTEMS = [
  'placidus',
  'koch',
  'wholeSign',
  'equal',
  'porphyry',
  'regiomontanus',
  'campanus',
] as const;
export type HouseSystem = (typeof HOUSE_SYSTEMS)[number];
/** The zodiac a chart's longitudes are counted in; tropical is the default. */
export const ZODIACS = ['tropical', 'sidereal'] as const;
export type Zodiac = (typeof ZODIACS)[number];
/** The sidereal zodiac's starting point; Lahiri is the default. */
export const AYANAMSAS = ['lahiri', 'faganBradley'] as const;
export type Ayanamsa = (typeof AYANAMSAS)[number];
/**
 * A chart's sensitive points besides the planets: the lunar nodes, Lilith (the mean and the
 * osculating lunar apogee), Part of Fortune and the Vertex.
 */
export const CHART_POINT_IDS = [
  'northNode',
  'southNode',
  'lilith',
  'trueLilith',
  'fortune',
  'vertex',
] as const;
export type ChartPointId = (typeof CHART_POINT_IDS)[number];
/** Which lunar node is the chart's north node; the mean one is the default. */
export const NODE_KINDS = ['mean', 'true'] as const;
export type NodeKind = (typeof NODE_KINDS)[number];

/** What a journal entry can be about. */
export const JOURNAL_KINDS = ['tarot', 'dice', 'answers', 'fortune', 'chat'] as const;
/** The moods a journal entry can carry, brightest first. */
export const JOURNAL_MOODS = ['joyful', 'hopeful', 'calm', 'unsure', 'low', 'anxious'] as const;
/** The journal's bounds, shared by the server's checks and the note editor. */
export const JOURNAL_LIMITS = {
  /** the most entries one member keeps; a new one beyond it answers 1001 with `journalFull` */
  entriesMax: 5000,
  noteMax: 2000,
  tagsMax: 8,
  tagMax: 20,
  questionMax: 200,
  searchMax: 50,
  /** the answers book's pages (its answers in @starlit/core/answers) */
  answerPages: 360,
} as const;

/** The personality test's three levels, shortest first. */
export const MBTI_LEVEL_IDS = ['simplified', 'standard', 'full'] as const;

/** The 16 type codes in a fixed order (introverts first, then extraverts). */
export const MBTI_TYPE_CODES = [
  'ISTJ',
  'ISFJ',
  'INFJ',
  'INTJ',
  'ISTP',
  'ISFP',
  'INFP',
  'INTP',
  'ESTP',
  'ESFP',
  'ENFP',
  'ENTP',
  'ESTJ',
  'ESFJ',
  'ENFJ',
  'ENTJ',
] as const;
