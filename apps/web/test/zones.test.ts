import { describe, expect, it } from 'vitest';
import placesZh from '../src/i18n/zone-places-zh.json';
import { formatUtcOffset, formatZone, zoneOffsetMinutes, zoneWords } from '../src/i18n/zones';

const MINUS = '\u2212';
const WINTER_1995 = new Date('1995-01-01T04:00:00Z');
const SUMMER_1995 = new Date('1995-07-01T04:00:00Z');

describe('time zones in words', () => {
  it('writes offsets with a real minus sign, to the minute', () => {
    expect(formatUtcOffset(540)).toBe('UTC+09:00');
    expect(formatUtcOffset(-210)).toBe(`UTC${MINUS}03:30`);
    expect(formatUtcOffset(345)).toBe('UTC+05:45');
    expect(formatUtcOffset(0)).toBe('UTC+00:00');
    // local mean time comes in fractions of a minute
    expect(formatUtcOffset(485.72)).toBe('UTC+08:06');
  });

  it('names a zone in English: generic name, city, offset at the moment', () => {
    expect(formatZone('America/New_York', 'en', { at: WINTER_1995 })).toBe(
      `Eastern Time (New York) UTC${MINUS}05:00`,
    );
    expect(formatZone('America/New_York', 'en', { at: SUMMER_1995 })).toBe(
      `Eastern Time (New York) UTC${MINUS}04:00`,
    );
    expect(formatZone('Europe/Berlin', 'en', { at: WINTER_1995 })).toBe(
      'Central European Time (Berlin) UTC+01:00',
    );
    expect(formatZone('Asia/Kathmandu', 'en', { at: WINTER_1995 })).toBe(
      'Nepal Time (Kathmandu) UTC+05:45',
    );
  });

  it('names a zone in Chinese, with full-width brackets', () => {
    expect(formatZone('America/New_York', 'zh', { at: WINTER_1995 })).toBe(
      `北美东部时间（纽约）UTC${MINUS}05:00`,
    );
    expect(formatZone('America/Los_Angeles', 'zh', { at: SUMMER_1995 })).toBe(
      `北美太平洋时间（洛杉矶）UTC${MINUS}07:00`,
    );
    // the name already says the place: no bracket
    expect(formatZone('Asia/Shanghai', 'zh', { at: WINTER_1995 })).toBe('中国标准时间 UTC+08:00');
  });

  it('takes the place’s own name as the city, only in the language’s script', () => {
    expect(formatZone('Asia/Shanghai', 'zh', { at: WINTER_1995, city: '上海市' })).toBe(
      '中国标准时间（上海市）UTC+08:00',
    );
    expect(formatZone('Asia/Shanghai', 'en', { at: WINTER_1995, city: '上海市' })).toBe(
      'China Standard Time (Shanghai) UTC+08:00',
    );
    expect(formatZone('Asia/Shanghai', 'en', { at: WINTER_1995, city: 'Shanghai' })).toBe(
      'China Standard Time (Shanghai) UTC+08:00',
    );
  });

  it('gives the offset of the birth moment, summer time and history included', () => {
    // China kept summer time 1986–1991
    expect(zoneWords('Asia/Shanghai', 'en', { at: new Date('1988-07-01T03:00:00Z') }).offset).toBe(
      'UTC+09:00',
    );
    // Kathmandu moved from +05:30 to +05:45 in 1986
    expect(zoneOffsetMinutes('Asia/Kathmandu', new Date('1980-01-01T00:00:00Z'))).toBe(330);
    expect(zoneOffsetMinutes('Asia/Kathmandu', WINTER_1995)).toBe(345);
  });

  it('never shows an IANA id', () => {
    for (const lang of ['zh', 'en'] as const)
      for (const tz of Intl.supportedValuesOf('timeZone')) {
        const label = formatZone(tz, lang, { at: WINTER_1995 });
        expect(label, tz).not.toContain('/');
        expect(label, tz).not.toContain('_');
        expect(label, tz).toMatch(/UTC[+\u2212]\d\d:\d\d$/);
        if (lang === 'en') expect(label, tz).not.toMatch(/[\u3400-\u9fff]/);
        else expect(label.replace('UTC', ''), tz).not.toMatch(/[A-Za-z]/);
      }
    // a zone with no name at all is its offset
    expect(formatZone('Etc/GMT-8', 'en', { at: WINTER_1995 })).toBe('UTC+08:00');
    expect(formatZone('Etc/GMT+5', 'zh', { at: WINTER_1995 })).toBe(`UTC${MINUS}05:00`);
  });

  it('carries the Chinese places browsers lack, in Chinese only', () => {
    const table: Record<string, string> = placesZh;
    expect(table['America/New_York']).toBe('纽约');
    expect(table['America/Los_Angeles']).toBe('洛杉矶');
    expect(table['Australia/Sydney']).toBe('悉尼');
    const zones = Intl.supportedValuesOf('timeZone');
    expect(zones.filter((z) => table[z]).length / zones.length).toBeGreaterThan(0.95);
    for (const [zone, place] of Object.entries(table)) {
      expect(place, zone).toMatch(/^[^A-Za-z]*[\u3400-\u9fff][^A-Za-z]*$/);
      expect(zones, zone).toContain(zone);
    }
  });
});
