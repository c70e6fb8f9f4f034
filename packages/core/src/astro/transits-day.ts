/**
 * One day of the transits calendar: which of its orb passes touch a local day, in the order a
 * day's reading tells them (the ones exact that day first, then the nearest to exact), and the
 * short words a day's reading and reminder lead with, cut from the calendar's own sentences.
 */
import { localDate } from '../time';
import { fill } from '../util';
import { AstroTime } from 'astronomy-engine';
import { angleDiff, apparentLongitude } from './ephemeris';
import { SLOW_TRANSITERS } from './compose-transits';
import { MONTHS_EN } from './content/labels';
import type { AstroLang } from './content/types';
import type { TransitEvent } from './transits';

export interface DayTransitEvent extends TransitEvent {
  /** the exact moment falls within the day */
  exactToday: boolean;
  /** degrees from exact at the day's moment nearest to exact (0 when exact that day) */
  orb: number;
}

/**
 * The events whose orb pass overlaps [start, end), each with its distance from exact at the
 * moment of the day nearest to its exact moment (the day's start or end when it is exact
 * later or earlier): those exact within the day first, then by that distance, nearest first;
 * among equals the slow planets (Jupiter to Pluto, the weightier) first, then the earlier.
 */
export function transitsOfDay<E extends TransitEvent>(
  events: readonly E[],
  start: Date,
  end: Date,
): (E & { exactToday: boolean; orb: number })[] {
  return events
    .filter((e) => e.enters < end && e.leaves >= start)
    .map((e) => {
      const exactToday = e.exact >= start && e.exact < end;
      const nearest = Math.min(Math.max(e.exact.getTime(), start.getTime()), end.getTime());
      const lon = exactToday
        ? e.target
        : apparentLongitude(e.planet, new AstroTime(new Date(nearest)));
      const orb = Math.round(Math.abs(angleDiff(e.target, lon)) * 100) / 100;
      return { ...e, exactToday, orb };
    })
    .sort(
      (a, b) =>
        Number(b.exactToday) - Number(a.exactToday) ||
        a.orb - b.orb ||
        Number(SLOW_TRANSITERS.includes(b.planet)) - Number(SLOW_TRANSITERS.includes(a.planet)) ||
        a.exact.getTime() - b.exact.getTime(),
    );
}

/** How a day stands to a transit's exact moment. */
export type TransitTiming = 'today' | 'building' | 'easing';

const TIMING: Record<AstroLang, Record<TransitTiming, string>> = {
  en: {
    today: 'It turns exact today.',
    building: 'It is building and turns exact on {date}.',
    easing: 'It was exact on {date} and is easing off now.',
  },
  zh: {
    today: '这个相位今天精确成形。',
    building: '它正在靠近，{date}精确成形。',
    easing: '它已在{date}精确成形，影响正慢慢退去。',
  },
};

/** A date as a reader writes it: "March 5" or "3月5日". */
function dayName(date: string, lang: AstroLang): string {
  const [, m, d] = date.split('-').map(Number) as [number, number, number];
  return lang === 'zh' ? `${m}月${d}日` : `${MONTHS_EN[m - 1]} ${d}`;
}

/** Whether a day's transit is exact that day, still to be, or past it. */
export function timingOf(e: { exactToday: boolean; exact: Date }, start: Date): TransitTiming {
  if (e.exactToday) return 'today';
  return e.exact >= start ? 'building' : 'easing';
}

/**
 * The lead of a day's reading from the calendar's text of its first transit: that text's
 * opening sentence, then when it is exact (today, or its date in the member's zone).
 */
export function transitDayLead(
  e: { exactToday: boolean; exact: Date; opening: string },
  day: { start: Date; zone: string },
  lang: AstroLang,
): string {
  const timing = fill(TIMING[lang][timingOf(e, day.start)], {
    date: dayName(localDate(e.exact, day.zone), lang),
  });
  return `${e.opening}${lang === 'zh' ? '' : ' '}${timing}`;
}
