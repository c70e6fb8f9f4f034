import type { Db } from '../../db/client';
import { enqueue } from '../../jobs/queue';
import { userClock } from '../points/zone';
import { quietOf, REPLY_JOB, sendJob } from './plan';
import * as repo from './repository';
import { settingsRow } from './service';

/** A companion's reply, stored after the member's stream was gone. */
export interface AwayReply {
  userId: string;
  messageId: string;
  companionId: string;
  conversationId: string;
  text: string;
}

/** How much of the reply the reminder job keeps: enough for its first words. */
const EXCERPT_CHARS = 200;

/**
 * Queues the reminder of a reply the member did not see arrive: due at once, or at the end of
 * their quiet hours; one per message (its id names the occurrence). Nothing when the member has
 * no device or turned these reminders off.
 */
export async function remindReply(db: Db, reply: AwayReply, now = new Date()): Promise<boolean> {
  const [settings, devices] = await Promise.all([
    settingsRow(db, reply.userId),
    repo.deviceCount(db, reply.userId),
  ]);
  if (!settings.companion || devices === 0 || !reply.text.trim()) return false;
  const { zone } = await userClock(db, reply.userId, now);
  const job = sendJob(
    {
      userId: reply.userId,
      kind: 'companion',
      occurrence: reply.messageId,
      messageId: reply.messageId,
      companionId: reply.companionId,
      conversationId: reply.conversationId,
      excerpt: [...reply.text.trim()].slice(0, EXCERPT_CHARS).join(''),
    },
    now,
    zone,
    quietOf(settings),
    REPLY_JOB,
  );
  return (await enqueue(db, job)) > 0;
}

/**
 * Watches a streamed reply's response: `finish` wraps the reply's store step (remembering a
 * whole reply stored), `remind` afterwards queues its reminder when the response closed before
 * its end was written, i.e. the member was gone when the reply was stored. Never throws.
 */
export function watchAway(
  raw: { writableFinished: boolean; once(event: 'close', listener: () => void): unknown },
  log: { warn(obj: object, msg: string): void },
) {
  let away = false;
  raw.once('close', () => {
    if (!raw.writableFinished) away = true;
  });
  let stored: { messageId: string; text: string } | null = null;
  return {
    finish<R extends { messageId: string }>(store: (text: string, aborted: boolean) => Promise<R>) {
      return async (text: string, aborted: boolean): Promise<R> => {
        const done = await store(text, aborted);
        if (!aborted) stored = { messageId: done.messageId, text };
        return done;
      };
    },
    async remind(db: Db, reply: Omit<AwayReply, 'messageId' | 'text'>): Promise<void> {
      if (!away || !stored) return;
      await remindReply(db, { ...reply, ...stored }).catch((err: unknown) =>
        log.warn({ err }, 'reply reminder not queued'),
      );
    },
  };
}
