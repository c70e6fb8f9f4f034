import type { FastifyBaseLogger } from 'fastify';
import type { Lang, ReminderPush, ReminderSettings } from '@starlit/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { dropQueuedFor, enqueue } from '../../jobs/queue';
import { userClock } from '../points/zone';
import { sunSignOf } from './facts';
import { planMember, SEND_JOB, skyWindow, type SkyWindow } from './plan';
import { pushTo } from './push';
import * as repo from './repository';
import type { VapidKeys } from './vapid';

/** What the reminders need of the app. */
export interface ReminderDeps {
  db: Db;
  vapid: VapidKeys;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/** The settings of a member who never saved any: the table's defaults. */
export const DEFAULT_SETTINGS: repo.Settings = {
  daily: true,
  dailyTime: '08:00',
  moon: true,
  mercury: true,
  streak: true,
  companion: true,
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
export async function planFor(db: Db, userId: string, sky: SkyWindow): Promise<number> {
  if ((await repo.deviceCount(db, userId)) === 0) return 0;
  const [settings, clock, sunSign] = await Promise.all([
    settingsRow(db, userId),
    userClock(db, userId, sky.from),
    sunSignOf(db, userId),
  ]);
  return enqueue(db, planMember(userId, settings, clock.zone, sunSign, sky));
}

/** Drops the member's queued reminders and plans them again from their settings as they are now. */
export async function replan(db: Db, userId: string, now: Date): Promise<void> {
  await dropQueuedFor(db, userId, [SEND_JOB]);
  await planFor(db, userId, skyWindow(now));
}

export async function saveSettings(
  db: Db,
  userId: string,
  change: repo.SettingsChange,
  now = new Date(),
): Promise<ReminderSettings> {
  await repo.saveSettings(db, userId, change, now);
  await replan(db, userId, now);
  return settingsView(db, userId);
}

export async function subscribe(
  db: Db,
  userId: string,
  device: { endpoint: string; p256dh: string; auth: string; lang: Lang },
  now = new Date(),
): Promise<ReminderSettings> {
  await repo.upsertDevice(db, { userId, ...device });
  await replan(db, userId, now);
  return settingsView(db, userId);
}

export async function unsubscribe(
  db: Db,
  userId: string,
  endpoint: string,
  now = new Date(),
): Promise<ReminderSettings> {
  await repo.removeDevice(db, userId, endpoint);
  if ((await repo.deviceCount(db, userId)) === 0) await dropQueuedFor(db, userId, [SEND_JOB]);
  else await replan(db, userId, now);
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
}

/**
 * Sends a reminder to each of the member's devices (or `only` those), written in the device's
 * language. Devices the push service no longer knows (404/410) are deleted; failures are
 * counted on the device.
 */
export async function deliver(
  deps: ReminderDeps,
  userId: string,
  compose: (lang: Lang) => Promise<ReminderPush | null>,
  now: Date,
  only?: readonly string[],
): Promise<Delivery> {
  const devices = (await repo.devicesOf(deps.db, userId)).filter(
    (d) => !only || only.includes(d.id),
  );
  const byLang = new Map<Lang, Promise<ReminderPush | null>>();
  const result: Delivery = { sent: 0, gone: 0, failed: 0, skipped: 0, failedIds: [] };
  const outcomes = await Promise.all(
    devices.map(async (d) => {
      const lang: Lang = d.lang === 'zh' ? 'zh' : 'en';
      if (!byLang.has(lang)) byLang.set(lang, compose(lang));
      const message = await byLang.get(lang)!;
      return { id: d.id, outcome: message ? await pushTo(d, message, deps.vapid) : null };
    }),
  );
  const ids = (o: string | null) => outcomes.filter((x) => x.outcome === o).map((x) => x.id);
  await repo.markSent(deps.db, ids('sent'), now);
  await repo.removeDevices(deps.db, ids('gone'));
  await repo.markFailed(deps.db, ids('failed'));
  result.sent = ids('sent').length;
  result.gone = ids('gone').length;
  result.failedIds = ids('failed');
  result.failed = result.failedIds.length;
  result.skipped = ids(null).length;
  if (result.gone) deps.log.info({ userId, gone: result.gone }, 'push subscriptions removed');
  return result;
}
