import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { ErrorCode } from '@starlit/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { dropReplyLock, extendReplyLock, takeReplyLock } from './repository';
import { turn } from './turns';

/**
 * One reply at a time per member, across every instance: a paid reply holds the member's row
 * in `chat_reply_locks` while it is written, so it is paid for what it quoted, whichever
 * instance each send reaches. A claim lapses `REPLY_LOCK_MS` after it was taken or last
 * extended, so an instance that died mid-reply cannot wedge the member; a reply still
 * streaming extends its claim well before then.
 */
export const REPLY_LOCK_MS = 120_000;
/** A streaming reply extends its claim once this much of it has passed. */
export const REPLY_LOCK_REFRESH_MS = REPLY_LOCK_MS / 2;

/** Who holds a claim: this host and process, and the claim's own id (for the log). */
const newHolder = () => `${hostname()}:${process.pid}:${randomUUID()}`;

export interface ReplyClaim {
  /** extends the claim while held, once REPLY_LOCK_REFRESH_MS has passed since the last time */
  keepAlive(): Promise<void>;
  /** gives the claim up in the transaction that stores the reply (then call `released`) */
  releaseIn(tx: DbOrTx): Promise<void>;
  /** the transaction that gave the claim up committed: nothing is left to release */
  released(): void;
  /** gives the claim up if still held (call once, whatever happened; never throws) */
  release(): Promise<void>;
}

/** An unpaid reply (a safety reply) holds no claim. */
export const NO_CLAIM: ReplyClaim = {
  keepAlive: async () => {},
  releaseIn: async () => {},
  released: () => {},
  release: async () => {},
};

/**
 * Takes the member's claim, 1005 ('reply in progress') while another live reply holds it.
 * Its release takes a write turn on PGlite (turns.ts); a release that fails is logged, and
 * the claim lapses by itself.
 */
export async function claimMember(
  db: Db,
  userId: string,
  opts: { pglite: boolean; log: FastifyBaseLogger },
): Promise<ReplyClaim> {
  const holder = newHolder();
  if (!(await takeReplyLock(db, userId, holder, REPLY_LOCK_MS)))
    throw new AppError(ErrorCode.RATE_LIMITED, 'reply in progress');
  let held = true;
  let extendedAt = Date.now();
  return {
    async keepAlive() {
      if (!held || Date.now() - extendedAt <= REPLY_LOCK_REFRESH_MS) return;
      extendedAt = Date.now();
      await extendReplyLock(db, userId, holder, REPLY_LOCK_MS);
    },
    releaseIn: (tx) => dropReplyLock(tx, userId, holder),
    released() {
      held = false;
    },
    async release() {
      if (!held) return;
      held = false;
      try {
        await turn('write', opts.pglite);
        await dropReplyLock(db, userId, holder);
      } catch (err) {
        opts.log.error({ err }, 'chat reply claim not released');
      }
    },
  };
}
