import type { Lang, ReminderPush } from '@starlit/contracts';
import { companionProfile, companionText, isCompanionId } from '@starlit/core/companions';
import { localClock, reminderText, type ReminderFacts } from '@starlit/core/reminders';
import { localDate } from '@starlit/core/time';
import type { DbOrTx } from '../../db/client';
import { userClock } from '../points/zone';
import { birthdayMessage } from './birthday';
import { dailyFacts, streakFacts } from './facts';
import type { SendPayload } from './plan';

/** Where a reminder opens the app: a hash route of the web app. */
function urlOf(p: SendPayload): string {
  if (p.kind === 'streak') return '#/pointsCenter';
  if (p.kind === 'companion' && p.companionId && isCompanionId(p.companionId)) {
    const { deduction } = companionProfile(p.companionId);
    return `#/chat/${deduction}/${p.companionId}/${p.conversationId ?? 'new'}`;
  }
  return '#/todayFortune';
}

/**
 * The facts a reminder says, found when it is sent (today's reading, the streak as it stands
 * now); null when there is nothing to say any more (the streak was kept by a check-in).
 */
async function factsOf(
  db: DbOrTx,
  p: SendPayload,
  lang: Lang,
  zone: string,
  now: Date,
): Promise<ReminderFacts | null> {
  const at = p.at ? new Date(p.at) : now;
  // a sky event: the sign it happens in and its local time
  const sky = () => ({ sign: p.sign ?? 0, time: localClock(at, zone) });
  switch (p.kind) {
    case 'daily':
      return dailyFacts(db, p.userId, lang, now);
    case 'streak':
      return streakFacts(db, p.userId, now);
    case 'moon':
      return { kind: 'moon', event: p.event ?? 'new', ...sky() };
    case 'mercury':
      return { kind: 'mercury', turn: p.turn ?? 'retro', ...sky(), date: localDate(at, zone) };
    case 'companion': {
      const id = p.companionId && isCompanionId(p.companionId) ? p.companionId : 'junior';
      return { kind: 'companion', name: companionText(id, lang).name, excerpt: p.excerpt ?? '' };
    }
    case 'birthday':
      // worded by birthday.ts
      return null;
  }
}

/** What a reminder says to one device, in that device's language (null: nothing to send). */
export type MessageOf = (
  db: DbOrTx,
  p: SendPayload,
  lang: Lang,
  zone: string,
  now: Date,
) => Promise<ReminderPush | null>;

/** A reminder as one device receives it, in that device's language (null: nothing to send). */
export const reminderMessage: MessageOf = async (db, p, lang, zone, now) => {
  if (p.kind === 'birthday') return birthdayMessage(db, p, lang, zone, now);
  const facts = await factsOf(db, p, lang, zone, now);
  if (!facts) return null;
  const { title, body } = reminderText(facts, lang);
  return { kind: p.kind, title, body, url: urlOf(p), tag: `${p.kind}:${p.occurrence}` };
};

/** Today's daily reminder for a member, now (the test send). */
export async function dailyMessage(
  db: DbOrTx,
  userId: string,
  lang: Lang,
  now: Date,
): Promise<ReminderPush | null> {
  const date = localDate(now, (await userClock(db, userId, now)).zone);
  return reminderMessage(db, { userId, kind: 'daily', occurrence: date, date }, lang, 'UTC', now);
}
