import { z } from 'zod';
import { reminderKindSchema, type ReminderKind } from '@starlit/contracts';
import {
  afterQuiet,
  clockTimesBetween,
  lunations,
  mercuryStations,
  moonIngresses,
  type MercuryStation,
  type MoonEvent,
  type QuietHours,
} from '@starlit/core/reminders';
import type { JobSpec } from '../../jobs/queue';
import { defineJob, NO_PAYLOAD } from '../../jobs/kinds';
import type { Settings } from './repository';

/** The job that sends one reminder, and the hourly job that plans them. */
export const SEND_JOB = 'reminders.send';
/** A companion's reply that came while the member was away: not planned, so replanning keeps it. */
export const REPLY_JOB = 'reminders.reply';
export const PLAN_JOB = 'reminders.plan';
/** How far ahead the hourly plan looks: a day, and the gap to the next plan with room to spare. */
export const HORIZON_MS = 26 * 3600_000;
/** The local time the streak reminder goes out. */
export const STREAK_CLOCK = '20:00';

/** What a reminders.send job carries: whom, which kind, which occurrence, and its facts. */
export interface SendPayload {
  userId: string;
  kind: ReminderKind;
  /** the occurrence, unique per member and kind: a local date, an event's instant, a message id */
  occurrence: string;
  /** the local date of a daily or streak reminder */
  date?: string;
  /** a moon event: new | full | ingress, its sign and instant */
  event?: 'new' | 'full' | 'ingress';
  turn?: 'retro' | 'direct';
  sign?: number;
  at?: string;
  /** a companion's reply */
  messageId?: string;
  companionId?: string;
  conversationId?: string;
  /** when it was due (past the quiet hours), ISO; a reminder far later than that is dropped */
  due?: string;
  /** the reply's first words (the job and its payload are deleted with the account) */
  excerpt?: string;
  /** only these devices (ids): the ones an earlier try of this reminder failed to reach */
  devices?: string[];
}

/** A reminders.send or reminders.reply job's payload, checked when queued and when run. */
export const sendPayloadSchema = z.object({
  userId: z.string().min(1),
  kind: reminderKindSchema,
  occurrence: z.string().min(1),
  date: z.string().optional(),
  event: z.enum(['new', 'full', 'ingress']).optional(),
  turn: z.enum(['retro', 'direct']).optional(),
  sign: z.number().int().optional(),
  at: z.string().optional(),
  messageId: z.string().optional(),
  companionId: z.string().optional(),
  conversationId: z.string().optional(),
  due: z.string().optional(),
  excerpt: z.string().optional(),
  devices: z.array(z.string()).optional(),
}) satisfies z.ZodType<SendPayload>;

defineJob(SEND_JOB, sendPayloadSchema);
defineJob(REPLY_JOB, sendPayloadSchema);
defineJob(PLAN_JOB, NO_PAYLOAD);

export const dedupeKey = (p: Pick<SendPayload, 'userId' | 'kind' | 'occurrence'>) =>
  `reminder:${p.userId}:${p.kind}:${p.occurrence}`;

/** A reminders.send job for an occurrence due at `due`, moved past the quiet hours. */
export function sendJob(
  payload: SendPayload,
  due: Date,
  zone: string,
  quiet: QuietHours,
  kind = SEND_JOB,
): JobSpec {
  const runAt = afterQuiet(due, zone, quiet);
  return {
    kind,
    payload: { ...payload, due: runAt.toISOString() },
    dedupeKey: dedupeKey(payload),
    runAt,
  };
}

export const quietOf = (s: Pick<Settings, 'quietStart' | 'quietEnd'>): QuietHours => ({
  start: s.quietStart,
  end: s.quietEnd,
});

/** The sky events of one planning window, each found once for every member planned in it. */
export interface SkyWindow {
  from: Date;
  to: Date;
  lunations(): MoonEvent[];
  stations(): MercuryStation[];
  ingresses(sign: number): MoonEvent[];
}

export function skyWindow(now: Date): SkyWindow {
  const to = new Date(now.getTime() + HORIZON_MS);
  const memo = new Map<string, unknown>();
  const once = <T>(key: string, find: () => T): T => {
    if (!memo.has(key)) memo.set(key, find());
    return memo.get(key) as T;
  };
  return {
    from: now,
    to,
    lunations: () => once('lunations', () => lunations(now, to)),
    stations: () => once('stations', () => mercuryStations(now, to)),
    ingresses: (sign) => once(`ingress:${sign}`, () => moonIngresses(now, to, sign)),
  };
}

/**
 * A member's reminders due in [now, now + HORIZON_MS): the daily reading at their time, the
 * streak check at 20:00, lunations, the Moon entering their Sun sign, Mercury's stations.
 * Each is one job named by its occurrence, so planning again (any instance, any hour) adds
 * nothing twice; a kind turned off is left out.
 */
export function planMember(
  userId: string,
  settings: Settings,
  zone: string,
  sunSign: number | null,
  sky: SkyWindow,
): JobSpec[] {
  const { from: now, to } = sky;
  const quiet = quietOf(settings);
  const jobs: JobSpec[] = [];
  const add = (payload: SendPayload, due: Date) => jobs.push(sendJob(payload, due, zone, quiet));
  if (settings.daily)
    for (const { date, at } of clockTimesBetween(now, to, settings.dailyTime, zone))
      add({ userId, kind: 'daily', occurrence: date, date }, at);
  if (settings.streak)
    for (const { date, at } of clockTimesBetween(now, to, STREAK_CLOCK, zone))
      add({ userId, kind: 'streak', occurrence: date, date }, at);
  if (settings.moon) {
    const events = [...sky.lunations(), ...(sunSign === null ? [] : sky.ingresses(sunSign))];
    for (const e of events) {
      const at = e.at.toISOString();
      // a lunation by its UTC date; an ingress (found on a fixed grid) by its minute
      const occurrence = `${e.kind}:${e.kind === 'ingress' ? at.slice(0, 16) : at.slice(0, 10)}`;
      add({ userId, kind: 'moon', occurrence, event: e.kind, sign: e.sign, at }, e.at);
    }
  }
  if (settings.mercury)
    for (const s of sky.stations()) {
      const at = s.at.toISOString();
      add(
        {
          userId,
          kind: 'mercury',
          occurrence: `${s.turn}:${at.slice(0, 10)}`,
          turn: s.turn,
          sign: s.sign,
          at,
        },
        s.at,
      );
    }
  return jobs;
}
