import { and, asc, count, desc, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { matching } from '../../db/match';
import { captchas, verificationCodes } from '../../db/schema';
import { updatedAny } from '../../lib/rows';

// ---- captchas ---------------------------------------------------------------

export async function insertCaptcha(
  db: DbOrTx,
  answerHash: string,
  expiresAt: Date,
): Promise<string> {
  const [row] = await db
    .insert(captchas)
    .values({ answerHash, expiresAt })
    .returning({ id: captchas.id });
  return row!.id;
}

/** Marks a captcha used (whatever the answer) and returns it, or null if unknown or already used. */
export async function consumeCaptcha(db: DbOrTx, id: string) {
  const [row] = await db
    .update(captchas)
    .set({ usedAt: new Date() })
    .where(matching(captchas, { id }, isNull(captchas.usedAt)))
    .returning({ answerHash: captchas.answerHash, expiresAt: captchas.expiresAt });
  return row ?? null;
}

export async function deleteStaleCaptchas(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(captchas).where(lt(captchas.expiresAt, before));
}

// ---- verification codes -----------------------------------------------------

/** Codes (by id or by target) not consumed yet, and-ed with any further conditions. */
const unconsumed = (which: { id?: string; target?: string }, ...more: SQL[]) =>
  matching(verificationCodes, which, isNull(verificationCodes.consumedAt), ...more);

/** Serialises code sends per IP and per target until the transaction ends (PGlite and PostgreSQL). */
export async function lockSend(tx: DbOrTx, ip: string, target: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ip:${ip}`}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${target}))`);
}

export async function lastSendTo(db: DbOrTx, target: string, since: Date): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(matching(verificationCodes, { target }, gt(verificationCodes.createdAt, since)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

/** How many codes an IP was sent since `since`, and the oldest of them. */
export async function sendsFromIp(
  db: DbOrTx,
  ip: string,
  since: Date,
): Promise<{ n: number; oldest: Date | null }> {
  const where = and(eq(verificationCodes.ip, ip), gt(verificationCodes.createdAt, since));
  const [total] = await db.select({ n: count() }).from(verificationCodes).where(where);
  const n = total?.n ?? 0;
  if (n === 0) return { n, oldest: null };
  const [first] = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(where)
    .orderBy(asc(verificationCodes.createdAt))
    .limit(1);
  return { n, oldest: first?.createdAt ?? null };
}

/** Kills every unconsumed code of a target (a newer one supersedes them). */
export async function supersedeCodes(db: DbOrTx, target: string, now: Date): Promise<void> {
  await db.update(verificationCodes).set({ consumedAt: now }).where(unconsumed({ target }));
}

export async function insertCode(
  db: DbOrTx,
  values: {
    target: string;
    purpose: string;
    codeHash: string;
    ip: string;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<string> {
  const [row] = await db
    .insert(verificationCodes)
    .values(values)
    .returning({ id: verificationCodes.id });
  return row!.id;
}

export async function deleteCode(db: DbOrTx, id: string): Promise<void> {
  await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
}

/** Removes rows old enough not to count for any limit. */
export async function deleteOldCodes(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(verificationCodes).where(lt(verificationCodes.createdAt, before));
}

/** The live (unconsumed) code of a target, if any. */
export async function liveCode(db: DbOrTx, target: string) {
  const [row] = await db
    .select({
      id: verificationCodes.id,
      purpose: verificationCodes.purpose,
    })
    .from(verificationCodes)
    .where(unconsumed({ target }))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Claims one try of a live code, atomically: at most `maxTries` checks can ever run
 * against a code, however many requests race. Null when none is left.
 */
export async function claimTry(db: DbOrTx, id: string, maxTries: number, now: Date) {
  const triesLeft = lt(verificationCodes.attempts, maxTries);
  const unexpired = gt(verificationCodes.expiresAt, now);
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(unconsumed({ id }, triesLeft, unexpired))
    .returning({ codeHash: verificationCodes.codeHash });
  return row ?? null;
}

/** Consumes a code; false if another request consumed it first. */
export async function consumeCode(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  return updatedAny(db, verificationCodes, { consumedAt: now }, unconsumed({ id }));
}

/** Deletes the codes sent to the given targets (account deletion). */
export async function deleteCodesOf(db: DbOrTx, targets: string[]): Promise<void> {
  for (const target of targets)
    await db.delete(verificationCodes).where(eq(verificationCodes.target, target));
}
