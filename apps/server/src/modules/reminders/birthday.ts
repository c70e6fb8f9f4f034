import { solarReturnInstant } from '@starlit/core/astro';
import {
  birthdayText,
  clockTimesBetween,
  localClock,
  type QuietHours,
} from '@starlit/core/reminders';
import { localDate } from '@starlit/core/time';
import type { DbOrTx } from '../../db/client';
import type { ProfileRow } from '../../db/schema-astro';
import type { JobSpec } from '../../jobs/queue';
import { profilesOf } from '../profiles/cache';
import type { MessageOf } from './message';
import { sendJob, type SendPayload, type SkyWindow } from './plan';

/** The local time the birthday reminder goes out (after the morning's daily reading at 08:00). */
export const BIRTHDAY_CLOCK = '09:00';

/** The member's own profile (relationship 'A'): whose birthday it is. */
export async function ownProfileOf(db: DbOrTx, userId: string): Promise<ProfileRow | null> {
  const { rows } = await profilesOf(db, userId);
  return rows.find((r) => r.relationship === 'A') ?? null;
}

/** Whether a local date is the birthday of a birth date (29 February: the 28th in other years). */
export function isBirthday(date: string, birthDate: string): boolean {
  const monthDay = birthDate.slice(5);
  if (date.slice(5) === monthDay) return true;
  const year = Number(date.slice(0, 4));
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return monthDay === '02-29' && !leap && date.slice(5) === '02-28';
}

/**
 * The birthday reminder due in the planning window, at BIRTHDAY_CLOCK on the own profile's
 * birthday in the member's zone; one per year (its occurrence), so planning again adds nothing.
 */
export function planBirthday(
  userId: string,
  on: boolean,
  birthDate: string | null,
  zone: string,
  quiet: QuietHours,
  sky: SkyWindow,
): JobSpec[] {
  if (!on || !birthDate) return [];
  return clockTimesBetween(sky.from, sky.to, BIRTHDAY_CLOCK, zone)
    .filter(({ date }) => isBirthday(date, birthDate))
    .map(({ date, at }) => {
      const payload: SendPayload = { userId, kind: 'birthday', occurrence: date.slice(0, 4), date };
      return sendJob(payload, at, zone, quiet);
    });
}

/**
 * The birthday reminder in a device's language: the greeting, and the local time the Sun
 * returns when that is on the day itself; it opens the solar return. Null once the own profile
 * is gone.
 */
export const birthdayMessage: MessageOf = async (db, p, lang, zone, now) => {
  const own = await ownProfileOf(db, p.userId);
  if (!own) return null;
  const date = p.date ?? localDate(now, zone);
  const year = Number(date.slice(0, 4));
  const at = solarReturnInstant(own.birthUtc, year);
  // without a birth time the return's clock time is a guess: the day alone then
  const time = !own.timeUnknown && localDate(at, zone) === date ? localClock(at, zone) : null;
  const { title, body } = birthdayText({ name: own.nickname, year, time }, lang);
  return { kind: 'birthday', title, body, url: '#/solarReturn', tag: `birthday:${p.occurrence}` };
};
