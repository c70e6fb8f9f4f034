import type { DbOrTx } from '../../db/client';
import { pushSubscriptions, reminderSettings } from '../../db/schema-engagement';
import { memberHistory, memberRow } from '../exports/member-rows';

/** The member's reminder settings and devices, for "download my data". */
export async function exportOf(db: DbOrTx, userId: string) {
  return { reminders: await settingsOf(db, userId), pushDevices: await devicesOf(db, userId) };
}

function settingsOf(db: DbOrTx, userId: string) {
  return memberRow(db, userId, reminderSettings, {
    daily: reminderSettings.daily,
    dailyTime: reminderSettings.dailyTime,
    moon: reminderSettings.moon,
    mercury: reminderSettings.mercury,
    streak: reminderSettings.streak,
    companion: reminderSettings.companion,
    birthday: reminderSettings.birthday,
    quietStart: reminderSettings.quietStart,
    quietEnd: reminderSettings.quietEnd,
    updatedAt: reminderSettings.updatedAt,
  });
}

/** Push devices: when added, the push service's host and language; never the endpoint's keys. */
async function devicesOf(db: DbOrTx, userId: string) {
  const rows = await memberHistory(db, userId, pushSubscriptions, {
    endpoint: pushSubscriptions.endpoint,
    lang: pushSubscriptions.lang,
    createdAt: pushSubscriptions.createdAt,
    lastSentAt: pushSubscriptions.lastSentAt,
  });
  return rows.map(({ endpoint, ...r }) => ({ pushService: hostOf(endpoint), ...r }));
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}
