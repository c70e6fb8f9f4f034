import { describe, expect, it } from 'vitest';
import {
  applyDiscount,
  checkInState,
  dailyPrice,
  discountTenths,
  extendVip,
  fromCents,
  nextLocalMidnight,
  shortenVip,
  toCents,
} from '../src/points';

describe('money', () => {
  it('converts prices to cents exactly', () => {
    // binary floats give 19.9 * 100 = 1989.9999999999998: decimal arithmetic is needed
    expect(toCents('19.9')).toBe(1990);
    expect(toCents('0.1')).toBe(10);
    expect(toCents('0.29')).toBe(29);
    expect(toCents('128')).toBe(12800);
    expect(fromCents(1990)).toBe('19.90');
  });

  it('rejects malformed prices', () => {
    expect(() => toCents('1.005')).toThrow(RangeError);
    expect(() => toCents('-1')).toThrow(RangeError);
    expect(() => toCents('abc')).toThrow(RangeError);
  });

  it('applies tenths-of-price discounts rounded to the fen', () => {
    expect(applyDiscount('19.90', 8)).toBe('15.92');
    expect(applyDiscount('68.00', 8.5)).toBe('57.80');
    expect(applyDiscount('0.10', 0.1)).toBe('0.01');
    expect(discountTenths('15.92', '19.90')).toBe(8);
    expect(discountTenths('19.90', '19.90')).toBe(10);
    expect(discountTenths('29.90', '59.90')).toBe(4.9);
  });

  it('computes a daily price', () => {
    expect(dailyPrice('19.90', 30)).toBe('0.66');
    expect(dailyPrice('198.00', 360)).toBe('0.55');
  });
});

describe('VIP extension', () => {
  const now = new Date('2026-11-23T10:00:00Z');

  it('starts from now when lapsed or never VIP', () => {
    expect(extendVip(now, null, { days: 3 }).toISOString()).toBe('2026-11-26T10:00:00.000Z');
    const lapsed = new Date('2026-01-01T00:00:00Z');
    expect(extendVip(now, lapsed, { days: 7 }).toISOString()).toBe('2026-11-30T10:00:00.000Z');
  });

  it('extends from the current expiry when still VIP', () => {
    const current = new Date('2026-12-01T00:00:00Z');
    expect(extendVip(now, current, { days: 3 }).toISOString()).toBe('2026-12-04T00:00:00.000Z');
    expect(extendVip(now, current, { months: 12 }).toISOString()).toBe('2027-12-01T00:00:00.000Z');
  });

  it('adds calendar months, clamping to the month end', () => {
    const jan31 = new Date('2027-01-31T08:00:00Z');
    expect(extendVip(jan31, null, { months: 1 }).toISOString()).toBe('2027-02-28T08:00:00.000Z');
    expect(extendVip(jan31, null, { months: 1, days: 2 }).toISOString()).toBe(
      '2027-03-02T08:00:00.000Z',
    );
  });

  it('revokes days without going before now', () => {
    const current = new Date('2026-12-23T10:00:00Z');
    expect(shortenVip(now, current, 10)?.toISOString()).toBe('2026-12-13T10:00:00.000Z');
    expect(shortenVip(now, current, 100)?.toISOString()).toBe(now.toISOString());
    expect(shortenVip(now, null, 3)).toBeNull();
  });
});

describe('check-in', () => {
  it('continues, repeats and restarts the cycle', () => {
    expect(checkInState('2026-11-23', null, 7)).toEqual({
      signedDays: 0,
      signedToday: false,
      nextDay: 1,
    });
    expect(checkInState('2026-11-23', { date: '2026-11-22', cycleDay: 3 }, 7)).toEqual({
      signedDays: 3,
      signedToday: false,
      nextDay: 4,
    });
    expect(checkInState('2026-11-23', { date: '2026-11-23', cycleDay: 4 }, 7)).toEqual({
      signedDays: 4,
      signedToday: true,
      nextDay: 5,
    });
    // a missed day restarts
    expect(checkInState('2026-11-23', { date: '2026-11-21', cycleDay: 3 }, 7).nextDay).toBe(1);
    // a full cycle starts over
    expect(checkInState('2026-11-23', { date: '2026-11-22', cycleDay: 7 }, 7)).toEqual({
      signedDays: 0,
      signedToday: false,
      nextDay: 1,
    });
    // across a month end
    expect(checkInState('2026-12-01', { date: '2026-11-30', cycleDay: 1 }, 7).nextDay).toBe(2);
  });

  it('finds the next local midnight', () => {
    const t = new Date('2026-11-23T10:07:00Z');
    expect(nextLocalMidnight(t, 'Asia/Shanghai').toISOString()).toBe('2026-11-23T16:00:00.000Z');
    expect(nextLocalMidnight(t, 'Asia/Kathmandu').toISOString()).toBe('2026-11-23T18:15:00.000Z');
  });
});
