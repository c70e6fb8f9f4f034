import type { Lang } from '@starlit/contracts';
import { skyNow } from '@starlit/core/astro';
import type { ReminderFacts } from '@starlit/core/reminders';
import { signFromIsoDate } from '@starlit/core/zodiac';
import type { DbOrTx } from '../../db/client';
import { userById } from '../account/lookup';
import { fortuneOf, todayAt } from '../astrology/fortune';
import { checkInStatus, lastCheckIn } from '../points/checkin';
import { economyRules } from '../points/rules';
import { userClock } from '../points/zone';
import { skyPreview } from '../preview/service';
import { cachedProfile } from '../profiles/cache';
import { chartOptionsOf } from '../settings/service';

/**
 * Today's reminder facts for a member in a language: the current profile's fortune (the score,
 * the reading and the calendar's transit of the day that the fortune screen shows), else the
 * account birthday's Sun sign read against today's sky, else the day's Moon (sign and phase).
 */
export async function dailyFacts(
  db: DbOrTx,
  userId: string,
  lang: Lang,
  now: Date,
): Promise<ReminderFacts> {
  const profile = await cachedProfile(db, userId);
  if (profile) {
    const options = await chartOptionsOf(db, userId);
    const fortune = fortuneOf(profile, lang, todayAt(profile, now), options);
    // the fortune's first transit: the calendar's transit exact today, else the nearest to exact
    const [first] = fortune.transits;
    return {
      kind: 'daily',
      score: fortune.overall,
      line: fortune.texts.overall,
      sign: profile.sunSign,
      ...(first
        ? {
            transit: {
              title: first.title,
              line: first.text.at(-1) ?? '',
              exactToday: first.exactToday,
            },
          }
        : {}),
    };
  }
  const user = await userById(db, userId);
  const birthDate = user?.birthday ? String(user.birthday).slice(0, 10) : null;
  const sign = birthDate ? signFromIsoDate(birthDate) : null;
  if (birthDate && sign !== null) {
    const { zone } = await userClock(db, userId, now);
    try {
      const preview = skyPreview({ birthDate, timeZone: zone }, lang, now);
      return { kind: 'daily', score: preview.overall, line: preview.text, sign };
    } catch {
      // a birthday the preview refuses (out of its range): the day's sky instead
    }
  }
  // the same Moon that Home and the sign-up preview show
  const sky = skyNow(now);
  return { kind: 'dailySky', moonSign: sky.moon.sign, phase: sky.phase };
}

/** The member's Sun sign for the Moon's ingress: the current profile's, else the birthday's. */
export async function sunSignOf(db: DbOrTx, userId: string): Promise<number | null> {
  const profile = await cachedProfile(db, userId);
  if (profile) return profile.sunSign;
  const user = await userById(db, userId);
  return user?.birthday ? signFromIsoDate(String(user.birthday).slice(0, 10)) : null;
}

/**
 * The check-in streak about to break: days signed in a row up to yesterday (2 or more) and
 * today's reward, or null when today is signed already or there is no streak to keep.
 */
export async function streakFacts(
  db: DbOrTx,
  userId: string,
  now: Date,
): Promise<Extract<ReminderFacts, { kind: 'streak' }> | null> {
  const [clock, last, rules] = await Promise.all([
    userClock(db, userId, now),
    lastCheckIn(db, userId),
    economyRules(db),
  ]);
  const state = checkInStatus(clock.today, last, rules.checkIn.length, now);
  if (state.signedToday || state.signedDays < 2) return null;
  return { kind: 'streak', days: state.signedDays, points: rules.checkIn[state.nextDay - 1] ?? 0 };
}
