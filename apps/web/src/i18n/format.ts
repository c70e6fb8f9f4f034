import type { Lang } from '@starlit/contracts';

export function locale(lang: Lang): string {
  return lang === 'zh' ? 'zh-CN' : 'en-GB';
}

/** A calendar date (Date or YYYY-MM-DD) in the user's language, e.g. "22 Nov 2025" / "2025年11月22日". */
export function formatDate(
  value: Date | string,
  lang: Lang,
  style: 'medium' | 'long' = 'medium',
): string {
  const date = typeof value === 'string' ? parseIsoDate(value) : value;
  if (!date || Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  return new Intl.DateTimeFormat(locale(lang), { dateStyle: style }).format(date);
}

/** Today's full date with the weekday. */
export function formatToday(now: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(locale(lang), {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(now);
}

/** YYYY-MM-DD (or a full ISO timestamp) as a local Date; null when unreadable. */
export function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) {
    const parsed = new Date(value);
    return Number.isNaN(parsed.getTime()) ? null : parsed;
  }
  if (value.length > 10) return new Date(value);
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** A local Date as YYYY-MM-DD. */
export function toIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** An instant (ISO timestamp or Date) as date and time, e.g. "22 Nov 2025, 14:05" / "2025年11月22日 14:05". */
export function formatDateTime(value: Date | string, lang: Lang): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  return new Intl.DateTimeFormat(locale(lang), { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}

/** An instant's local time of day, e.g. "00:00". */
export function formatTime(value: Date | string, lang: Lang): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale(lang), { timeStyle: 'short' }).format(date);
}
