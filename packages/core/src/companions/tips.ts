import { fnv1a } from '../util';
import { COMPANION_CONTENT } from './content';
import { companionProfile } from './profiles';
import type { CompanionId, CompanionLang } from './types';

/** Days since 1970-01-01 of a YYYY-MM-DD date; RangeError when it is not a real date. */
export function dayNumber(day: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) throw new RangeError(`not a YYYY-MM-DD day: ${day}`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d)
    throw new RangeError(`not a real date: ${day}`);
  return Math.round(ms / 86_400_000);
}

/**
 * The companion's tip of the day: the same all day, a different one the next day. The tips
 * run in a fixed cycle (each shown once per cycle), starting at a point of the companion's own.
 */
export function dailyTip(id: CompanionId, lang: CompanionLang, day: string): string {
  companionProfile(id);
  const tips = COMPANION_CONTENT[lang].tips[id];
  const offset = fnv1a(id) % tips.length;
  return tips[(((dayNumber(day) + offset) % tips.length) + tips.length) % tips.length]!;
}
