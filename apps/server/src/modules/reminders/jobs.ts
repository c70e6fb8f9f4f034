import { inQuiet, localClock } from '@starlit/core/reminders';
import type { Db } from '../../db/client';
import { enqueue, type Job } from '../../jobs/queue';
import { LeaseLost, type JobRunner } from '../../jobs/runner';
import { userClock } from '../points/zone';
import { reminderMessage } from './message';
import {
  dedupeKey,
  PLAN_JOB,
  quietOf,
  REPLY_JOB,
  SEND_JOB,
  sendJob,
  skyWindow,
  type SendPayload,
} from './plan';
import * as repo from './repository';
import { deliver, planFor, settingsRow, type ReminderDeps } from './service';

/** How often every subscribed member's next day is planned. */
export const PLAN_EVERY_MS = 60 * 60_000;
/** When the devices a reminder missed (while others got it) are tried again. */
const RETRY_DEVICES_MS = 2 * 60_000;
/** Reminders one instance sends at once. */
const SENDS_AT_ONCE = 8;
/** A reminder this much later than it was due (the jobs were held up) is not sent. */
export const TOO_LATE_MS = 12 * 3600_000;

/** Plans every subscribed member's next ~26 hours, a page of members at a time. */
async function planAll(db: Db, now: Date): Promise<void> {
  const sky = skyWindow(now);
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const members = await repo.subscribedMembers(db, after, 200);
    for (const userId of members) await planFor(db, userId, sky);
    if (members.length < 200) return;
    after = members.at(-1)!;
  }
}

/**
 * Sends one reminder, deciding again at send time: a kind turned off since, no device left,
 * far too late, or nothing to say (a streak kept) sends nothing. A reply's reminder that now
 * falls in quiet hours (set since it was queued) waits for their end. When every device failed
 * to take it, the job throws and the queue tries again later; when only some did, a new job
 * tries just the others. Before each device the job's lease is renewed: a job another worker
 * took over sends nothing more here.
 */
async function sendOne(deps: ReminderDeps, job: Job, now: Date): Promise<void> {
  const p = job.payload as unknown as SendPayload;
  const settings = await settingsRow(deps.db, p.userId);
  if (!settings[p.kind]) return;
  const due = p.due ? Date.parse(p.due) : job.runAt.getTime();
  if (now.getTime() - due > TOO_LATE_MS) return;
  const { zone } = await userClock(deps.db, p.userId, now);
  const quiet = quietOf(settings);
  if (job.kind === REPLY_JOB && inQuiet(localClock(now, zone), quiet)) {
    const later = sendJob(
      { ...p, occurrence: `${p.occurrence}:later` },
      now,
      zone,
      quiet,
      REPLY_JOB,
    );
    await enqueue(deps.db, later);
    return;
  }
  const done = await deliver(
    deps,
    p.userId,
    (lang) => reminderMessage(deps.db, p, lang, zone, now),
    now,
    p.devices,
    () => job.stillHeld(),
  );
  // another worker holds the job now: the devices not reached here are its to send
  if (done.lost) throw new LeaseLost(job);
  if (done.failed === 0) return;
  // nothing reached: the queue tries the same devices again later
  if (done.sent === 0) throw new Error(`push failed on ${done.failed} device(s)`);
  // some devices have it: only the others are tried again, so none gets it twice
  await enqueue(deps.db, {
    kind: job.kind,
    payload: { ...p, devices: done.failedIds },
    dedupeKey: `${job.dedupeKey ?? dedupeKey(p)}~${job.id}`,
    runAt: new Date(now.getTime() + RETRY_DEVICES_MS),
  });
}

/**
 * The reminders' job handlers on a runner: the hourly plan and the sends. The app registers
 * them on app.jobs; a test may register them on runners of its own over other connections.
 */
export function registerReminderJobs(runner: JobRunner, deps: ReminderDeps): void {
  runner.handle(PLAN_JOB, (_job, now) => planAll(deps.db, now));
  // sends wait on push services, not on this process: several at once
  runner.handle(SEND_JOB, (job, now) => sendOne(deps, job, now), { concurrency: SENDS_AT_ONCE });
  runner.handle(REPLY_JOB, (job, now) => sendOne(deps, job, now), { concurrency: SENDS_AT_ONCE });
  runner.every(PLAN_JOB, PLAN_EVERY_MS);
}
