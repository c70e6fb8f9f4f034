/**
 * Push reminders: the sky events worth a reminder (lunations, the Moon entering a sign,
 * Mercury's stations), when a reminder is due in a member's zone and quiet hours, and the
 * reminders' texts in zh and en.
 */
export {
  lunations,
  moonIngresses,
  mercuryStations,
  MOON_PHASE_KEYS,
  type MoonEvent,
  type MoonEventKind,
  type MercuryStation,
  type MoonPhaseKey,
} from './events';
export {
  afterQuiet,
  clockTimesBetween,
  inQuiet,
  localClock,
  localInstant,
  type QuietHours,
} from './schedule';
export { firstWords, reminderText } from './compose';
export { birthdayText, type BirthdayFacts } from './birthday';
export type { ReminderFacts, ReminderLang } from './types';
