import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LIMITS, feedbackFields } from '@starlit/contracts';
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
