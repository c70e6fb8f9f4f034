import type { FastifyInstance } from 'fastify';
import { count, desc, eq } from 'drizzle-orm';
import { ErrorCode, type FeedbackRow, type Lang } from '@starlit/contracts';
import type { Db, DbOrTx } from '../db/client';
import { feedback, users } from '../db/schema';
import { AppError } from '../lib/errors';
import { CONTENT_TYPES, isValidKey } from '../lib/storage';
import { writeAudit } from './audit';
import { feedbackRow } from './rows';
import type { OperatorInfo } from './sessions';

export async function listFeedback(
  db: DbOrTx,
  f: { status?: FeedbackRow['status']; page: number; pageSize: number },
) {
  const where = f.status ? eq(feedback.status, f.status) : undefined;
  const rows = await db
    .select({ row: feedback, email: users.email })
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId))
    .where(where)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const [total] = await db.select({ n: count() }).from(feedback).where(where);
  return { list: rows.map((r) => feedbackRow(r.row, r.email)), total: total?.n ?? 0 };
}

async function feedbackWithUser(db: DbOrTx, id: string) {
  const [found] = await db
    .select({ row: feedback, email: users.email, lang: users.lang })
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId))
    .where(eq(feedback.id, id));
  if (!found) throw new AppError(ErrorCode.NOT_FOUND);
  return found;
}

const REPLY_MAIL: Record<Lang, { subject: string; intro: string; outro: string }> = {
  zh: {
    subject: '星语团队回复了你的反馈',
    intro: '你好，关于你的反馈，我们的回复如下：',
    outro: '你也可以在星语的「意见反馈」里查看。感谢你帮助我们变得更好。',
  },
  en: {
    subject: 'The Starlit team replied to your feedback',
    intro: 'Hello, here is our reply to your feedback:',
    outro: 'You can also read it under Feedback in Starlit. Thank you for helping us improve.',
  },
};

/** The reply e-mail in the member's language. */
export function replyNotice(to: string, lang: string, reply: string) {
  const text = REPLY_MAIL[lang === 'zh' ? 'zh' : 'en'];
  return { to, subject: text.subject, text: `${text.intro}\n\n${reply}\n\n${text.outro}\n` };
}

/**
 * Replies to feedback (status replied) with its audit row; the member sees the reply in the
 * app, and is e-mailed it when the account has an address (a failed e-mail is logged only).
 */
export async function replyToFeedback(
  app: FastifyInstance,
  op: OperatorInfo,
  id: string,
  reply: string,
): Promise<FeedbackRow> {
  const db: Db = app.db;
  const before = await feedbackWithUser(db, id);
  const repliedAt = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(feedback)
      .set({ status: 'replied', reply, repliedAt, repliedBy: op.id })
      .where(eq(feedback.id, id));
    await writeAudit(
      tx,
      { kind: 'operator', id: op.id },
      {
        action: 'feedback:reply',
        target: id,
        before: { status: before.row.status, reply: before.row.reply },
        after: { status: 'replied', reply },
      },
    );
  });
  if (before.email) {
    await app.codeSender
      .notify(replyNotice(before.email, before.lang ?? 'en', reply))
      .catch((err: unknown) =>
        app.log.error({ err, feedbackId: id }, 'feedback reply not e-mailed'),
      );
  }
  const after = await feedbackWithUser(db, id);
  return feedbackRow(after.row, after.email);
}

export async function closeFeedback(
  db: Db,
  op: OperatorInfo,
  id: string,
  note: string,
): Promise<FeedbackRow> {
  const before = await feedbackWithUser(db, id);
  await db.transaction(async (tx) => {
    await tx.update(feedback).set({ status: 'closed' }).where(eq(feedback.id, id));
    await writeAudit(
      tx,
      { kind: 'operator', id: op.id },
      {
        action: 'feedback:close',
        target: id,
        before: { status: before.row.status },
        after: { status: 'closed' },
        note,
      },
    );
  });
  return feedbackRow({ ...before.row, status: 'closed' }, before.email);
}

/** A feedback image, for operators only (members' images are never public). */
export async function readFeedbackImage(app: FastifyInstance, key: string) {
  if (!isValidKey(key) || !key.startsWith('feedback/')) throw new AppError(ErrorCode.NOT_FOUND);
  const data = await app.storage.get(key);
  if (!data) throw new AppError(ErrorCode.NOT_FOUND);
  return {
    data,
    type: CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream',
  };
}
