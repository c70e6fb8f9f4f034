import type { Lang } from '@starlit/contracts';
import { locale } from './format';
import { zoneOffsetMinutes } from './zones';

/**
 * Dates and times of instants in a named zone (a member's residence), not the device's: a
 * member's transits read "each with its exact moment in their zone", whatever the phone's clock
 * is set to. A zone the runtime does not know falls back to the device's.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(
  zone: string | undefined,
  lang: Lang | 'iso',
  options: Intl.DateTimeFormatOptions,
) {
  const key = `${zone ?? ''}|${lang}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    const tag = lang === 'iso' ? 'en-CA' : locale(lang);
    try {
      format = new Intl.DateTimeFormat(tag, { ...options, ...(zone ? { timeZone: zone } : {}) });
    } catch {
      format = new Intl.DateTimeFormat(tag, options);
    }
    formats.set(key, format);
  }
  return format;
}

const asDate = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value);

/** An instant's calendar date (YYYY-MM-DD) in the zone. */
export function isoDateIn(value: Date | string, zone: string | undefined): string {
  return formatIn(zone, 'iso', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    asDate(value),
  );
}

/** An instant's date in the zone, in words: "5 Dec 2026" / "2026年12月5日". */
export function formatDateIn(value: Date | string, zone: string | undefined, lang: Lang): string {
  const date = asDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return formatIn(zone, lang, { dateStyle: 'medium' }).format(date);
}

/** An instant's date and clock time in the zone: "5 Dec 2026, 01:30" / "2026年12月5日 01:30". */
export function formatDateTimeIn(
  value: Date | string,
  zone: string | undefined,
  lang: Lang,
): string {
  const date = asDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return formatIn(zone, lang, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** Whether the zone's clock reads differently from this device's at an instant. */
export function zoneDiffersFromDevice(zone: string | undefined, at = new Date()): boolean {
  if (!zone) return false;
  try {
    return zoneOffsetMinutes(zone, at) !== -at.getTimezoneOffset();
  } catch {
    return false;
  }
}
