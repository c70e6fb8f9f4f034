import type {
  ReminderSettings,
  SaveReminderSettingsBody,
  SubscribeReminderBody,
} from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { isOk, type ApiResult } from './http';
import { call } from './call';
import { queryClient, STATIC_STALE_MS, useApiQuery } from './query';

const reminders = endpoints.reminders;

/** A settings change without the `lang` the client adds. */
export type ReminderChange = Omit<SaveReminderSettingsBody, 'lang'>;

/**
 * Push reminders (/api/v2/reminders): the server's VAPID key, the member's reminder settings,
 * this device's subscription and a test send. Every write answers with the settings, which
 * replace the cached ones at once.
 */
export const remindersApi = {
  /** the application server key (base64url) for PushManager.subscribe */
  vapidKey: () => call(reminders.vapidKey),
  settings: () => call(reminders.settings),
  save: (change: ReminderChange) => keep(call(reminders.saveSettings, change)),
  /** this device's push subscription, its notifications written in the app's language */
  subscribe: (subscription: Omit<SubscribeReminderBody, 'lang'>) =>
    keep(call(reminders.subscribe, subscription)),
  unsubscribe: (endpoint: string) => keep(call(reminders.unsubscribe, { endpoint })),
  /** today's reminder, sent now to the member's devices: how many it reached */
  test: () => call(reminders.test),
};

/** Puts a write's answer (the settings) in the cache of every language's settings query. */
async function keep(
  pending: Promise<ApiResult<ReminderSettings>>,
): Promise<ApiResult<ReminderSettings>> {
  const result = await pending;
  if (isOk(result)) {
    queryClient.setQueriesData({ queryKey: [reminders.settings.path] }, () => result.data);
  }
  return result;
}

/** The member's reminder settings (only asked when `enabled`, i.e. signed in). */
export function useReminderSettings(enabled: boolean) {
  return useApiQuery(reminders.settings, null, remindersApi.settings, { enabled });
}

/** The server's VAPID key, fetched once per session. */
export function useVapidKey(enabled: boolean) {
  return useApiQuery(reminders.vapidKey, null, remindersApi.vapidKey, {
    enabled,
    staleTime: STATIC_STALE_MS,
  });
}
