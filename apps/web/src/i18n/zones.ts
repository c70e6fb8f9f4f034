import type { Lang } from '@starlit/contracts';
import placesZh from './zone-places-zh.json';

/**
 * A time zone in words for people, never its IANA id: the zone's generic name in the UI
 * language, a city (or, in Chinese without one, the country), and its UTC offset at a given
 * moment, e.g. "北美东部时间（纽约）UTC−05:00" / "Eastern Time (New York) UTC−05:00".
 */
export interface ZoneWords {
  /** e.g. "Eastern Time"; null where the runtime only knows an offset (UTC, Etc/GMT-8) */
  name: string | null;
  /** e.g. "New York"; null when nothing is known or the name already says it */
  city: string | null;
  /** minutes east of UTC at the moment asked for */
  offsetMinutes: number;
  /** e.g. "UTC−05:00" (a real minus sign) */
  offset: string;
}

const LOCALES: Record<Lang, string> = { zh: 'zh-CN', en: 'en' };
const formats = new Map<string, Intl.DateTimeFormat>();

function zonePart(lang: Lang, tz: string, style: 'longGeneric' | 'shortGeneric' | 'longOffset') {
  const key = `${lang}|${tz}|${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[lang], { timeZone: tz, timeZoneName: style });
    formats.set(key, format);
  }
  return (at: Date) => format.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 540 → "UTC+09:00", −210 → "UTC−03:30" (U+2212 minus); fractions of a minute are rounded. */
export function formatUtcOffset(minutes: number): string {
  const whole = Math.round(minutes);
  const sign = whole < 0 ? '\u2212' : '+';
  const abs = Math.abs(whole);
  return `UTC${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The zone's offset at an instant, from the runtime's zone data ("GMT+05:45", "GMT"). */
export function zoneOffsetMinutes(tz: string, at: Date): number {
  const text = zonePart('en', tz, 'longOffset')(at);
  const match = /([+-])(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?$/.exec(text);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0) + Number(match[4] ?? 0) / 60;
  return match[1] === '-' ? -minutes : minutes;
}

/** Lower case without accents, and without "(standard) time", for comparing a name and a city. */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/(标准)?时间$|( standard)? time$/, '');

/** Whether the zone's name already says the place (中国标准时间 and 中国, Ürümqi Time and Urumqi). */
function saysPlace(name: string, city: string): boolean {
  const [a, b] = [plain(name), plain(city)];
  return a.includes(b) || b.includes(a);
}

/** The English city of an IANA id: its last part, underscores as spaces. */
function englishCity(tz: string): string | null {
  const last = tz.split('/').at(-1) ?? '';
  return tz.includes('/') && !tz.startsWith('Etc/') ? last.replace(/_/g, ' ') : null;
}

const HAS_CJK = /[\u3400-\u9fff]/;
/** Chinese words only: no Latin letters (browsers' trimmed data mixes them: "Midway时间"). */
const chineseOnly = (text: string) => HAS_CJK.test(text) && !/[A-Za-z]/.test(text);

/** Each zone's place in Chinese, from full ICU data (apps/web/scripts/zone-places-zh.mjs). */
const PLACES_ZH: Readonly<Record<string, string>> = placesZh;

/**
 * A zone's place in Chinese (纽约, 德国): from the table, else the runtime's ("纽约时间" → 纽约);
 * none where neither has a Chinese name (browsers ship trimmed data: "Midway时间").
 */
function chineseLocation(tz: string, at: Date): string | null {
  const known = PLACES_ZH[tz];
  if (known) return known;
  const match = /^(.+)时间$/.exec(zonePart('zh', tz, 'shortGeneric')(at));
  return match?.[1] && chineseOnly(match[1]) ? match[1] : null;
}

/**
 * A zone's words at a moment (the birth moment; now when there is none). `city`: the place's
 * own name in the UI language, used instead of the runtime's when given. Throws on an unknown
 * zone.
 */
export function zoneWords(
  tz: string,
  lang: Lang,
  options: { at?: Date; city?: string | null } = {},
): ZoneWords {
  const at = options.at && !Number.isNaN(options.at.getTime()) ? options.at : new Date();
  const generic = zonePart(lang, tz, 'longGeneric')(at);
  // no words, or none in Chinese: the offset says it alone
  const bare =
    /^(GMT|UTC)/.test(generic) || generic === '' || (lang === 'zh' && !chineseOnly(generic));
  const name = bare ? null : generic;
  // a place name in the other language's script does not go into this one's text
  const own = options.city?.trim();
  const fits = own && (lang === 'zh' ? chineseOnly(own) : !HAS_CJK.test(own));
  let city = fits ? own : lang === 'zh' ? chineseLocation(tz, at) : englishCity(tz);
  if (city && name && saysPlace(name, city)) city = null;
  const offsetMinutes = zoneOffsetMinutes(tz, at);
  return { name, city: city ?? null, offsetMinutes, offset: formatUtcOffset(offsetMinutes) };
}

/** The name and city without the offset: "北美东部时间（纽约）" / "Eastern Time (New York)"; may be empty. */
export function zoneName(words: ZoneWords, lang: Lang): string {
  const city = words.city ? (lang === 'zh' ? `（${words.city}）` : ` (${words.city})`) : '';
  return `${words.name ?? ''}${city}`.trim();
}

/** The words as one line: "北美东部时间（纽约）UTC−05:00" / "Eastern Time (New York) UTC−05:00". */
export function zoneLabel(words: ZoneWords, lang: Lang): string {
  const head = zoneName(words, lang);
  if (!head) return words.offset;
  return lang === 'zh' && head.endsWith('）')
    ? `${head}${words.offset}`
    : `${head} ${words.offset}`;
}

/** A zone in one line of words; a zone the runtime does not know gives the city alone. */
export function formatZone(
  tz: string,
  lang: Lang,
  options: { at?: Date; city?: string | null } = {},
): string {
  try {
    return zoneLabel(zoneWords(tz, lang, options), lang);
  } catch {
    return options.city?.trim() ?? '';
  }
}
