import { describe, expect, it } from 'vitest';
import { addDays, isTimeZone, localDate } from '../src/time';

describe('isTimeZone', () => {
  it('knows the runtime zones, in any case, and nothing else', () => {
    expect(isTimeZone('Asia/Shanghai')).toBe(true);
    expect(isTimeZone('asia/shanghai')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Etc/GMT+5')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(' Asia/Tokyo')).toBe(false);
  });

  it('answers the same after its cache has been filled and emptied', () => {
    for (let i = 0; i < 1100; i++) isTimeZone(`Etc/GMT${i % 2 ? '+' : '-'}${i % 12}`);
    expect(isTimeZone('Asia/Kathmandu')).toBe(true);
    expect(isTimeZone('Nowhere/Else')).toBe(false);
  });
});

describe('localDate', () => {
  it('gives the date of the instant in the zone, UTC for an unknown zone', () => {
    const t = new Date('2026-11-23T17:30:00Z');
    expect(localDate(t, 'UTC')).toBe('2026-11-23');
    expect(localDate(t, 'Asia/Shanghai')).toBe('2026-11-24');
    expect(localDate(t, 'Pacific/Midway')).toBe('2026-11-23');
    expect(localDate(t, 'Not/AZone')).toBe('2026-11-23');
    expect(localDate(t, '')).toBe('2026-11-23');
  });

  it('turns the day at local midnight, summer time and odd offsets included', () => {
    // Kathmandu is UTC+05:45: its day starts at 18:15 UTC
    expect(localDate(new Date('2026-11-23T18:14:59Z'), 'Asia/Kathmandu')).toBe('2026-11-23');
    expect(localDate(new Date('2026-11-23T18:15:00Z'), 'Asia/Kathmandu')).toBe('2026-11-24');
    // New York on summer time (UTC−4) in July, standard time (UTC−5) in January
    expect(localDate(new Date('2026-07-02T03:59:00Z'), 'America/New_York')).toBe('2026-07-01');
    expect(localDate(new Date('2026-07-02T04:00:00Z'), 'America/New_York')).toBe('2026-07-02');
    expect(localDate(new Date('2026-01-02T04:59:00Z'), 'America/New_York')).toBe('2026-01-01');
    expect(localDate(new Date('2026-01-02T05:00:00Z'), 'America/New_York')).toBe('2026-01-02');
  });
});

describe('addDays', () => {
  it('moves a date across months, years and leap days', () => {
    expect(addDays('2026-11-24', -1)).toBe('2026-11-23');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-11-24', 0)).toBe('2026-11-24');
    expect(addDays('2026-11-24', 40)).toBe('2027-01-03');
  });

  it('refuses what is not a date', () => {
    expect(() => addDays('not a date', 1)).toThrow(RangeError);
  });
});
