import { describe, expect, it } from 'vitest';
import { ZODIAC_SIGNS, signFromIsoDate, signFromMonthDay } from '../src/zodiac';

describe('signFromMonthDay', () => {
  // first and last day of every sign
  it.each([
    [3, 21, 0, 'aries'],
    [4, 19, 0, 'aries'],
    [4, 20, 1, 'taurus'],
    [5, 20, 1, 'taurus'],
    [5, 21, 2, 'gemini'],
    [6, 21, 2, 'gemini'],
    [6, 22, 3, 'cancer'],
    [7, 22, 3, 'cancer'],
    [7, 23, 4, 'leo'],
    [8, 22, 4, 'leo'],
    [8, 23, 5, 'virgo'],
    [9, 22, 5, 'virgo'],
    [9, 23, 6, 'libra'],
    [10, 23, 6, 'libra'],
    [10, 24, 7, 'scorpio'],
    [11, 22, 7, 'scorpio'],
    [11, 23, 8, 'sagittarius'],
    [12, 21, 8, 'sagittarius'],
    [12, 22, 9, 'capricorn'],
    [12, 31, 9, 'capricorn'],
    [1, 1, 9, 'capricorn'],
    [1, 19, 9, 'capricorn'],
    [1, 20, 10, 'aquarius'],
    [2, 18, 10, 'aquarius'],
    [2, 19, 11, 'pisces'],
    [2, 29, 11, 'pisces'],
    [3, 20, 11, 'pisces'],
  ])('%i/%i is %i (%s)', (month, day, id, name) => {
    expect(signFromMonthDay(month, day)).toBe(id);
    expect(ZODIAC_SIGNS[id]).toBe(name);
  });

  it('gives every day of a leap year exactly one sign, in order, each sign once as a run', () => {
    const runs: number[] = [];
    const days = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    days.forEach((n, i) => {
      for (let d = 1; d <= n; d++) {
        const sign = signFromMonthDay(i + 1, d);
        if (runs[runs.length - 1] !== sign) runs.push(sign);
      }
    });
    // Jan 1 starts in Capricorn, which comes back at the end of December
    expect(runs).toEqual([9, 10, 11, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it.each([
    [0, 1],
    [13, 1],
    [2, 30],
    [4, 31],
    [1, 0],
    [1.5, 2],
  ])('refuses %s/%s', (month, day) => {
    expect(() => signFromMonthDay(month, day)).toThrow(RangeError);
  });
});

describe('signFromIsoDate', () => {
  it('reads the month and day of an ISO date', () => {
    expect(signFromIsoDate('1990-03-21')).toBe(0);
    expect(signFromIsoDate('2001-11-05T00:00:00Z')).toBe(7);
  });
  it('returns null for what is not a date', () => {
    expect(signFromIsoDate('')).toBeNull();
    expect(signFromIsoDate('1990-02-31')).toBeNull();
    expect(signFromIsoDate('yesterday')).toBeNull();
  });
});
