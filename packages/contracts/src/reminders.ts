import { z } from 'zod';
import { baseBody, baseQuery, langSchema, safeText } from './common';
import { endpoints } from './endpoints';
import { defineRoutes } from './route';

/**
 * Opt-in Web Push reminders: the server's VAPID key, what a member wants to be reminded of and
 * when (local times in the account's zone, quiet hours), the member's devices (one subscription
 * each), and a test send of today's reminder. The payload a device receives is described by
 * `reminderPushSchema` (the service worker reads it).
 */

/** A local clock time, 'HH:MM' on the 24-hour clock. */
export const clockTimeSchema = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'HH:MM');

export const REMINDER_KINDS = [
  'daily',
  'moon',
  'mercury',
  'streak',
  'companion',
  'birthday',
] as const;
export const reminderKindSchema = z.enum(REMINDER_KINDS);
export type ReminderKind = z.infer<typeof reminderKindSchema>;

// ---- settings -------------------------------------------------------------------------------

export const reminderSettingsSchema = z.object({
  /** today's horoscope at dailyTime */
  daily: z.boolean(),
  dailyTime: clockTimeSchema,
  /** new and full moon, the Moon entering the member's Sun sign */
  moon: z.boolean(),
  /** Mercury turning retrograde and direct */
  mercury: z.boolean(),
  /** the check-in streak about to break (20:00 local) */
  streak: z.boolean(),
  /** a companion's reply that arrived while the member was away */
  companion: z.boolean(),
  /** on the member's birthday (their own profile's): the year's solar return */
  birthday: z.boolean(),
  /** nothing is sent from quietStart to quietEnd (a reminder due then waits for the end) */
  quietStart: clockTimeSchema.nullable(),
  quietEnd: clockTimeSchema.nullable(),
  /** the account's zone, the one these times are in */
  timeZone: z.string(),
  /** this member's subscribed devices */
  devices: z.number().int(),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

export const vapidKeyResponse = z.object({
  /** the application server key, base64url, for PushManager.subscribe */
  publicKey: z.string(),
});
export type VapidKey = z.infer<typeof vapidKeyResponse>;

/** Any subset of the settings; quiet hours are set or cleared together. */
export const saveReminderSettingsBody = baseBody
  .extend({
    daily: z.boolean().optional(),
    dailyTime: clockTimeSchema.optional(),
    moon: z.boolean().optional(),
    mercury: z.boolean().optional(),
    streak: z.boolean().optional(),
    companion: z.boolean().optional(),
    birthday: z.boolean().optional(),
    quietStart: clockTimeSchema.nullable().optional(),
    quietEnd: clockTimeSchema.nullable().optional(),
  })
  .refine(
    (b) =>
      (b.quietStart === undefined && b.quietEnd === undefined) ||
      (b.quietStart === null && b.quietEnd === null) ||
      (typeof b.quietStart === 'string' &&
        typeof b.quietEnd === 'string' &&
        b.quietStart !== b.quietEnd),
    {
      message: 'quietStart and quietEnd are both set (and differ) or both null',
      path: ['quietEnd'],
    },
  );
export type SaveReminderSettingsBody = z.input<typeof saveReminderSettingsBody>;

// ---- devices ----------------------------------------------------------------------------------

/** A push service key as PushSubscription.toJSON() gives it: base64url, bounded. */
const pushKey = (max: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'base64url')
    .max(max);

/** A push service's address: http(s), at most 1,000 characters. */
const pushEndpoint = safeText()
  .max(1000)
  .check(z.url({ protocol: /^https?$/ }));

export const subscribeReminderBody = baseBody.extend({
  endpoint: pushEndpoint,
  keys: z.object({ p256dh: pushKey(200), auth: pushKey(100) }),
  /** the language this device's notifications are written in (the request's when left out) */
  lang: langSchema.optional(),
});
export type SubscribeReminderBody = z.input<typeof subscribeReminderBody>;

export const unsubscribeReminderBody = baseBody.extend({ endpoint: pushEndpoint });
export type UnsubscribeReminderBody = z.input<typeof unsubscribeReminderBody>;

export const testReminderResponse = z.object({
  /** devices the reminder was delivered to */
  sent: z.number().int(),
});

// ---- the push payload -------------------------------------------------------------------------

/** What the service worker receives (JSON), written in the subscription's language. */
export const reminderPushSchema = z.object({
  kind: reminderKindSchema,
  title: z.string(),
  body: z.string(),
  /**
   * a hash route: '#/todayFortune', '#/pointsCenter', '#/solarReturn', or a conversation's chat path
   * '#/chat/<model>/<companionId>/<conversationId>'
   */
  url: z.string(),
  /** notifications with the same tag replace each other */
  tag: z.string(),
});
export type ReminderPush = z.infer<typeof reminderPushSchema>;

export const remindersRoutes = defineRoutes(endpoints.reminders, {
  vapidKey: { query: baseQuery, response: vapidKeyResponse },
  settings: { query: baseQuery, response: reminderSettingsSchema },
  saveSettings: { body: saveReminderSettingsBody, response: reminderSettingsSchema },
  subscribe: { body: subscribeReminderBody, response: reminderSettingsSchema },
  unsubscribe: { body: unsubscribeReminderBody, response: reminderSettingsSchema },
  test: { body: baseBody, response: testReminderResponse },
});
