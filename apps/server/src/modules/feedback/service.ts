import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { LIMITS, feedbackFields, type MyFeedback } from '@starlit/contracts';
import type { DbOrTx } from '../../db/client';
import { feedback } from '../../db/schema';
import { readMultipartForm } from '../../lib/images';
import { parseBody } from '../../lib/validation';
import { newKey } from '../../lib/storage';
import { insertFeedback } from './repository';

/**
 * Stores feedback from a multipart form: `content` (1–1000 characters), optional
 * `contact` (≤ 100) and up to 3 `images` (PNG/JPEG by bytes, ≤ 2 MB each; else 1006).
 * Signed-in users' feedback is tied to them (and deleted with their account).
 */
export async function submitFeedback(
  app: FastifyInstance,
  req: FastifyRequest,
  userId: string | null,
): Promise<{ id: string }> {
  const form = await readMultipartForm(req, ['images'], LIMITS.feedbackMaxImages);
  // 1001 names a field of the form (content, contact), never one the client made up
  const fields = parseBody(feedbackFields, form.fields);
  const id = randomUUID();
  const keys: string[] = [];
  try {
    for (const image of form.images.get('images') ?? []) {
      const key = newKey(`feedback/${id}`, image.ext);
      await app.storage.put(key, image.data);
      keys.push(key);
    }
    await insertFeedback(app.db, {
      id,
      userId,
      content: fields.content,
      contact: fields.contact || null,
      images: keys,
    });
  } catch (err) {
    await app.storage.deletePrefix(`feedback/${id}/`).catch(() => undefined);
    throw err;
  }
  return { id };
}

/** A member's own feedback, newest first, with the team's replies; image file names only. */
export async function myFeedback(db: DbOrTx, userId: string): Promise<MyFeedback> {
  const rows = await db
    .select()
    .from(feedback)
    .where(eq(feedback.userId, userId))
    .orderBy(desc(feedback.createdAt))
    .limit(100);
  return {
    list: rows.map((f) => ({
      id: f.id,
      content: f.content,
      images: f.images.map((key) => key.slice(key.lastIndexOf('/') + 1)),
      status: f.status as MyFeedback['list'][number]['status'],
      reply: f.reply,
      repliedAt: f.repliedAt?.toISOString() ?? null,
      createdAt: f.createdAt.toISOString(),
    })),
  };
}
