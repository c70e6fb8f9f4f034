import type { FastifyBaseLogger } from 'fastify';
import type { Lang, ReminderPush, ReminderSettings } from '@starlit/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { dropQueuedFor, enqueue } from '../../jobs/queue';
import { userClock } from '../points/zone';
import { sunSignOf } from './facts';
import { ownProfileOf, planBirthday } from './birthday';
import { planMember, quietOf, SEND_JOB, skyWindow, type SkyWindow } from './plan';
import { metrics } from '../../lib/metrics';
import { pushTo, type PushOutcome } from './push';
import * as repo from './repository';
import type { VapidKeys } from './vapid';

/** What the reminders need of the app. */
export interface ReminderDeps {
  db: Db;
  vapid: VapidKeys;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** the most devices a member has (PUSH_DEVICES_MAX); a send reaches the newest that many */
  devicesMax?: number;
}

/** PUSH_DEVICES_MAX's default. */
export const DEFAULT_DEVICES_MAX = 10;

/** The settings of a member who never saved any: the table's defaults. */
export const DEFAULT_SETTINGS: repo.Settings = {
  daily: true,
  dailyTime: '08:00',
  moon: true,
  mercury: true,
  streak: true,
  companion: true,
  birthday: true,
  quietStart: null,
  quietEnd: null,
};

export async function settingsRow(db: DbOrTx, userId: string): Promise<repo.Settings> {
  return (await repo.settingsOf(db, userId)) ?? DEFAULT_SETTINGS;
}

export async function settingsView(db: DbOrTx, userId: string): Promise<ReminderSettings> {
  const [s, devices, clock] = await Promise.all([
    settingsRow(db, userId),
    repo.deviceCount(db, userId),
    userClock(db, userId),
  ]);
  return {
    daily: s.daily,
    dailyTime: s.dailyTime,
    moon: s.moon,
    mercury: s.mercury,
    streak: s.streak,
    companion: s.companion,
    birthday: s.birthday,
    quietStart: s.quietStart,
    quietEnd: s.quietEnd,
    timeZone: clock.zone,
    devices,
  };
}

/**
 * Queues a member's reminders for the planning window (none without a device). Enqueueing an
 * occurrence already queued or sent does nothing.
 */
export async function planFor(db: DbOrTx, userId: string, sky: SkyWindow): Promise<number> {
  if ((await repo.deviceCount(db, userId)) === 0) return 0;
  const [settings, clock, sunSign, own] = await Promise.all([
    settingsRow(db, userId),
    userClock(db, userId, sky.from),
    sunSignOf(db, userId),
    ownProfileOf(db, userId),
  ]);
  const birthday = planBirthday(
    userId,
    settings.birthday,
    own?.birthDate ?? null,
    clock.zone,
    quietOf(settings),
    sky,
  );
  return enqueue(db, [...planMember(userId, settings, clock.zone, sunSign, sky), ...birthday]);
}

/**
 * Drops the member's queued reminders and plans them again from their settings as they are now;
 * in the transaction that changed them, so the queue never follows settings that did not commit.
 */
export async function replan(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await dropQueuedFor(db, userId, [SEND_JOB]);
  await planFor(db, userId, skyWindow(now));
}

export async function saveSettings(
  db: Db,
  userId: string,
  change: repo.SettingsChange,
  now = new Date(),
): Promise<ReminderSettings> {
  // the settings and the reminders planned from them are written together or not at all
  await db.transaction(async (tx) => {
    await repo.saveSettings(tx, userId, change, now);
    await replan(tx, userId, now);
  });
  return settingsView(db, userId);
}

/** A device another member holds, subscribed again with other keys: refused. */
export class DeviceTaken extends Error {}

/**
 * Adds one of the member's devices (their oldest dropped past `max`) and plans their reminders
 * for it. A device that moves from another member (the same browser, signed in as this one) is
 * noted in the log and its former member's queued reminders are dropped when it was their last.
 */
export async function subscribe(
  deps: Pick<ReminderDeps, 'db' | 'log'>,
  userId: string,
  device: { endpoint: string; p256dh: string; auth: string; lang: Lang },
  max: number,
  now = new Date(),
): Promise<ReminderSettings> {
  const { db, log } = deps;
  // the device, the former member's queue and the new plan in one transaction
  const done = await db.transaction(async (tx) => {
    const subscribed = await repo.subscribeDevice(tx, { userId, ...device }, max, now);
    if (!subscribed.ok) return subscribed;
    if (subscribed.movedFrom && (await repo.deviceCount(tx, subscribed.movedFrom)) === 0)
      await dropQueuedFor(tx, subscribed.movedFrom, [SEND_JOB]);
    await replan(tx, userId, now);
    return subscribed;
  });
  if (!done.ok) {
    log.warn({ userId, owner: done.owner }, 'push device of another member refused (other keys)');
    throw new DeviceTaken();
  }
  if (done.movedFrom)
    log.info({ userId, from: done.movedFrom }, 'push device moved from another member');
  if (done.dropped) log.info({ userId, dropped: done.dropped }, 'oldest push devices dropped');
  return settingsView(db, userId);
}

export async function unsubscribe(
  db: Db,
  userId: string,
  endpoint: string,
  now = new Date(),
): Promise<ReminderSettings> {
  await db.transaction(async (tx) => {
    await repo.removeDevice(tx, userId, endpoint);
    if ((await repo.deviceCount(tx, userId)) === 0) await dropQueuedFor(tx, userId, [SEND_JOB]);
    else await replan(tx, userId, now);
  });
  return settingsView(db, userId);
}

/** What a send to a member's devices came to. */
export interface Delivery {
  sent: number;
  gone: number;
  failed: number;
  /** devices with nothing to send (the message was null) */
  skipped: number;
  /** the ids of the devices that failed (worth another try) */
  failedIds: string[];
  /** the job was taken over by another worker: the devices not reached here were left to it */
  lost: boolean;
}

/** Devices sent to at once: a member's devices never hold up the event loop or the job. */
const SEND_CONCURRENCY = 4;

/**
 * Sends a reminder to each of the member's newest devices (`deps.devicesMax`; or `only` those),
 * written in the device's language, a few at a time. Devices the push service no longer knows
 * (404/410) or whose keys are unusable are deleted; failures are counted on the device. Each
 * device's outcome is its own: one that fails (or whose text could not be written) never fails
 * the others. `held` is asked before each send; once it says no (the job was taken over) no
 * more are sent and `lost` is set.
 */
export async function deliver(
  deps: ReminderDeps,
  userId: string,
  compose: (lang: Lang) => Promise<ReminderPush | null>,
  now: Date,
  only?: readonly string[],
  held?: () => Promise<boolean>,
): Promise<Delivery> {
  const devices = (
    await repo.devicesOf(deps.db, userId, deps.devicesMax ?? DEFAULT_DEVICES_MAX)
  ).filter((d) => !only || only.includes(d.id));
  const byLang = new Map<Lang, Promise<ReminderPush | null>>();
  const message = (lang: Lang) => {
    if (!byLang.has(lang)) byLang.set(lang, compose(lang));
    return byLang.get(lang)!;
  };
  const outcomes: Array<{ id: string; outcome: PushOutcome | null }> = [];
  let lost = false;
  const queue = [...devices];
  const worker = async () => {
    for (let d = queue.shift(); d; d = queue.shift()) {
      if (lost || (held && !(await held()))) {
        lost = true;
        return;
      }
      const lang: Lang = d.lang === 'zh' ? 'zh' : 'en';
      let outcome: PushOutcome | null;
      try {
        const push = await message(lang);
        outcome = push ? await pushTo(d, push, deps.vapid) : null;
      } catch (err) {
        deps.log.warn({ userId, err }, 'reminder not written');
        outcome = 'failed';
      }
      outcomes.push({ id: d.id, outcome });
      if (outcome) metrics()?.pushes.inc({ outcome });
      // the next device's encryption waits for other work queued meanwhile
      await new Promise((r) => setImmediate(r));
    }
  };
  await Promise.all(Array.from({ length: SEND_CONCURRENCY }, worker));
  const ids = (o: PushOutcome | null) => outcomes.filter((x) => x.outcome === o).map((x) => x.id);
  await repo.markSent(deps.db, ids('sent'), now);
  await repo.removeDevices(deps.db, ids('gone'));
  await repo.markFailed(deps.db, ids('failed'));
  const failedIds = ids('failed');
  const result: Delivery = {
    sent: ids('sent').length,
    gone: ids('gone').length,
    failed: failedIds.length,
    skipped: ids(null).length,
    failedIds,
    lost,
  };
  if (result.gone) deps.log.info({ userId, gone: result.gone }, 'push subscriptions removed');
  return result;
}
