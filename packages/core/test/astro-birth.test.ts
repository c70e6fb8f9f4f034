import { describe, expect, it } from 'vitest';
import { birthInstant, chart, zoneOffset } from '../src/astro';
import { isTimeZone } from '../src/time';

const SHANGHAI_LON = 121.47;

describe('birth instant', () => {
  it('uses China’s 1986–1991 summer time (UTC+9) and standard time (UTC+8)', () => {
    const summer = birthInstant({
      date: '1988-07-01',
      time: '12:00',
      tz: 'Asia/Shanghai',
      lon: SHANGHAI_LON,
    });
    expect(summer.utc.toISOString()).toBe('1988-07-01T03:00:00.000Z');
    expect(summer).toMatchObject({ utcOffsetMinutes: 540, dst: true, lmt: false });
    const winter = birthInstant({
      date: '1988-12-01',
      time: '12:00',
      tz: 'Asia/Shanghai',
      lon: SHANGHAI_LON,
    });
    expect(winter.utc.toISOString()).toBe('1988-12-01T04:00:00.000Z');
    expect(winter).toMatchObject({ utcOffsetMinutes: 480, dst: false });
    // 1992 had no summer time
    const after = birthInstant({
      date: '1992-07-01',
      time: '12:00',
      tz: 'Asia/Shanghai',
      lon: SHANGHAI_LON,
    });
    expect(after).toMatchObject({ utcOffsetMinutes: 480, dst: false });
  });

  it('flags the hour China skipped (1988-04-17 02:00–03:00) and the hour it repeated', () => {
    const skipped = birthInstant({
      date: '1988-04-17',
      time: '02:30',
      tz: 'Asia/Shanghai',
      lon: SHANGHAI_LON,
    });
    expect(skipped.skipped).toBe(true);
    // read with the offset before the jump: 02:30 at +8 is 18:30 UTC the evening before
    expect(skipped.utc.toISOString()).toBe('1988-04-16T18:30:00.000Z');
    const twice = birthInstant({
      date: '1988-09-11',
      time: '01:30',
      tz: 'Asia/Shanghai',
      lon: SHANGHAI_LON,
    });
    expect(twice.ambiguous).toBe(true);
    // the first 01:30 (still summer time, +9)
    expect(twice.utc.toISOString()).toBe('1988-09-10T16:30:00.000Z');
    expect(twice.dst).toBe(true);
  });

  it('reckons births before standard time in the birthplace’s local mean time', () => {
    // Beijing, 116.40° E: LMT = UTC+7:45:36, whatever the zone's reference city says
    const b = birthInstant({ date: '1890-03-01', time: '08:00', tz: 'Asia/Shanghai', lon: 116.4 });
    expect(b.lmt).toBe(true);
    expect(b.utcOffsetMinutes).toBeCloseTo(465.6, 2);
    expect(b.utc.toISOString()).toBe('1890-03-01T00:14:24.000Z');
    // New York before 1883's railway time, at Boston's longitude (−71.06°)
    const boston = birthInstant({
      date: '1850-06-01',
      time: '12:00',
      tz: 'America/New_York',
      lon: -71.06,
    });
    expect(boston.lmt).toBe(true);
    expect(boston.utcOffsetMinutes).toBeCloseTo(-284.24, 2);
  });

  it('handles the southern hemisphere and half-hour zones', () => {
    const sydney = birthInstant({
      date: '2000-01-15',
      time: '09:00',
      tz: 'Australia/Sydney',
      lon: 151.2,
    });
    expect(sydney).toMatchObject({ utcOffsetMinutes: 660, dst: true });
    const delhi = birthInstant({
      date: '1995-08-15',
      time: '06:00',
      tz: 'Asia/Kolkata',
      lon: 77.2,
    });
    expect(delhi).toMatchObject({ utcOffsetMinutes: 330, dst: false });
    expect(delhi.utc.toISOString()).toBe('1995-08-15T00:30:00.000Z');
  });

  it('lets the user override the offset', () => {
    const b = birthInstant({
      date: '1988-07-01',
      time: '12:00',
      tz: 'Asia/Shanghai',
      lon: SHANGHAI_LON,
      overrideMinutes: 480,
    });
    expect(b).toMatchObject({ utcOffsetMinutes: 480, overridden: true, dst: false });
    expect(b.utc.toISOString()).toBe('1988-07-01T04:00:00.000Z');
  });

  it('takes the time to the minute, 00:00 to 23:59, never rounded', () => {
    const at = (time: string) =>
      birthInstant({ date: '1995-03-10', time, tz: 'Asia/Shanghai', lon: SHANGHAI_LON }).utc;
    expect(at('07:15').toISOString()).toBe('1995-03-09T23:15:00.000Z');
    expect(at('07:16').getTime() - at('07:15').getTime()).toBe(60_000);
    expect(at('23:59').toISOString()).toBe('1995-03-10T15:59:00.000Z');
    expect(at('00:00').toISOString()).toBe('1995-03-09T16:00:00.000Z');
    // the rising point moves about a degree every four minutes: 07:15 is not 07:00
    const asc = (time: string) => chart({ utc: at(time), lat: 31.23, lon: SHANGHAI_LON }).ascendant;
    const moved = (((asc('07:15') - asc('07:00')) % 360) + 360) % 360;
    expect(moved).toBeGreaterThan(2);
    expect(moved).toBeLessThan(8);
    for (const bad of ['7:15', '24:00', '12:60', '12:5', '']) {
      expect(() => birthInstant({ date: '1995-03-10', time: bad, tz: 'UTC', lon: 0 })).toThrow(
        RangeError,
      );
    }
  });

  it('refuses dates no calendar has and zones nobody knows', () => {
    expect(() => birthInstant({ date: '1990-02-30', time: '12:00', tz: 'UTC', lon: 0 })).toThrow(
      RangeError,
    );
    expect(isTimeZone('Asia/Shanghai')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(zoneOffset('UTC', Date.UTC(1850, 0, 1))).toBe(0);
  });
});
