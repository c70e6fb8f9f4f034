import type { TransitEntry } from '@starlit/contracts';
import { isoDateIn } from '../../i18n/zoned';

export interface TransitGroup {
  /** 'now': made exact before the span began and still in orb; else a week's Monday (YYYY-MM-DD) */
  key: string;
  /** the week's first day in the member's zone (YYYY-MM-DD), null for 'now' */
  week: string | null;
  events: TransitEntry[];
}

const DAY = 86_400_000;
/** Whole days since 1970-01-01 of a YYYY-MM-DD date. */
const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY);

/** The Monday (YYYY-MM-DD) of the week an instant falls in, in a zone. */
export function mondayOf(at: Date, zone: string | undefined): string {
  const day = dayNumber(isoDateIn(at, zone));
  // 1970-01-01 was a Thursday: (day + 3) % 7 is 0 on Mondays
  return new Date((day - ((day + 3) % 7)) * DAY).toISOString().slice(0, 10);
}

/**
 * The calendar's groups in order: the contacts in orb now whose exact moment has passed, then
 * one group per week (Monday first) of exact moments, weeks as the member's zone counts them.
 */
export function groupByWeek(
  events: readonly TransitEntry[],
  from: string,
  zone: string | undefined,
): TransitGroup[] {
  const start = Date.parse(from);
  const groups: TransitGroup[] = [];
  const now = events.filter((e) => Date.parse(e.exact) < start);
  if (now.length > 0) groups.push({ key: 'now', week: null, events: now });
  for (const e of events) {
    if (Date.parse(e.exact) < start) continue;
    const week = mondayOf(new Date(e.exact), zone);
    const last = groups[groups.length - 1];
    if (last?.key === week) last.events.push(e);
    else groups.push({ key: week, week, events: [e] });
  }
  return groups;
}

/** Whole days an orb pass touches in the member's zone, first and last included. */
export function daysInOrb(e: TransitEntry, zone: string | undefined): number {
  return dayNumber(isoDateIn(e.leaves, zone)) - dayNumber(isoDateIn(e.enters, zone)) + 1;
}
