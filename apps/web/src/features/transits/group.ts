import type { TransitEntry } from '@starlit/contracts';

export interface TransitGroup {
  /** 'now': made exact before the span began and still in orb; else a week's Monday (local) */
  key: string;
  /** the week's first day (local midnight), null for 'now' */
  week: Date | null;
  events: TransitEntry[];
}

/** Local midnight of the Monday of an instant's week. */
export function mondayOf(at: Date): Date {
  const day = new Date(at.getFullYear(), at.getMonth(), at.getDate());
  day.setDate(day.getDate() - ((day.getDay() + 6) % 7));
  return day;
}

/**
 * The calendar's groups in order: the contacts in orb now whose exact moment has passed, then
 * one group per local week (Monday first) of exact moments.
 */
export function groupByWeek(events: readonly TransitEntry[], from: string): TransitGroup[] {
  const start = Date.parse(from);
  const groups: TransitGroup[] = [];
  const now = events.filter((e) => Date.parse(e.exact) < start);
  if (now.length > 0) groups.push({ key: 'now', week: null, events: now });
  for (const e of events) {
    if (Date.parse(e.exact) < start) continue;
    const week = mondayOf(new Date(e.exact));
    const key = week.toISOString();
    const last = groups[groups.length - 1];
    if (last?.key === key) last.events.push(e);
    else groups.push({ key, week, events: [e] });
  }
  return groups;
}

/** Whole local days an orb pass touches, first and last included. */
export function daysInOrb(e: TransitEntry): number {
  const a = new Date(e.enters);
  const b = new Date(e.leaves);
  const first = Date.UTC(a.getFullYear(), a.getMonth(), a.getDate());
  const last = Date.UTC(b.getFullYear(), b.getMonth(), b.getDate());
  return Math.round((last - first) / 86_400_000) + 1;
}
