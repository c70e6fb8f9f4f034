/**
 * The twelve tropical signs, in the product's order: 0 Aries … 11 Pisces.
 * Boundaries follow the common Chinese/Western calendar convention
 * (白羊 3.21–4.19 … 双鱼 2.19–3.20); the exact ingress moves by a day between years.
 */
export const ZODIAC_SIGNS = [
  'aries',
  'taurus',
  'gemini',
  'cancer',
  'leo',
  'virgo',
  'libra',
  'scorpio',
  'sagittarius',
  'capricorn',
  'aquarius',
  'pisces',
] as const;
export type ZodiacSign = (typeof ZODIAC_SIGNS)[number];

/** First day (month, day) of each sign, indexed by sign id. */
export const SIGN_STARTS: ReadonlyArray<readonly [number, number]> = [
  [3, 21],
  [4, 20],
  [5, 21],
  [6, 22],
  [7, 23],
  [8, 23],
  [9, 23],
  [10, 24],
  [11, 23],
  [12, 22],
  [1, 20],
  [2, 19],
];

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * The sign id (0 Aries … 11 Pisces) of a birthday's month (1–12) and day (1–31).
 * Throws a RangeError for a day that no year has (Feb 30, Apr 31, month 13 …).
 */
export function signFromMonthDay(month: number, day: number): number {
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`month ${month}`);
  if (!Number.isInteger(day) || day < 1 || day > DAYS_IN_MONTH[month - 1]!)
    throw new RangeError(`day ${day}`);
  // the sign that starts in this month, or the one that started in the month before
  const starting = SIGN_STARTS.findIndex(([m]) => m === month);
  const [, startDay] = SIGN_STARTS[starting]!;
  return day >= startDay ? starting : (starting + 11) % 12;
}

/** The sign id of an ISO date (`YYYY-MM-DD`, extra time part ignored); null when it is not a date. */
export function signFromIsoDate(iso: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return null;
  try {
    return signFromMonthDay(Number(match[2]), Number(match[3]));
  } catch {
    return null;
  }
}
