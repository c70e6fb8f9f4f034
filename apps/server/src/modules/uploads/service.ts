import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '@starlit/contracts';
import { AppError, unauthenticated } from '../../lib/errors';
import { readMultipartForm } from '../../lib/images';
import { CONTENT_TYPES, isValidKey, newKey } from '../../lib/storage';
import { setAvatar, userById } from '../account/lookup';
import { avatarUrl } from '../account/users';

/**
 * Stores the PNG/JPEG in field `file` (checked by its bytes, at most 2 MB; else 1006)
 * as the user's avatar, deletes the previous one and returns the new URL.
 */
export async function uploadAvatar(
  app: FastifyInstance,
  req: FastifyRequest,
  userId: string,
): Promise<{ avatar: string }> {
  const form = await readMultipartForm(req, ['file'], 1);
  const image = form.images.get('file')?.[0];
  if (!image) throw new AppError(ErrorCode.PARAM, 'file');
  const user = await userById(app.db, userId);
  if (!user) throw unauthenticated();
  const key = newKey(`avatars/${userId}`, image.ext);
  await app.storage.put(key, image.data);
  const updated = await setAvatar(app.db, userId, key);
  if (!updated) {
    // the account was deleted meanwhile
    await app.storage.delete(key);
    throw unauthenticated();
  }
  if (user.avatar && user.avatar !== key) await app.storage.delete(user.avatar);
  return { avatar: avatarUrl(key)! };
}

/** Public uploaded files: only avatars (feedback images are not served). */
export async function readPublicFile(
  app: FastifyInstance,
  key: string,
): Promise<{ data: Buffer; type: string }> {
  if (!isValidKey(key) || !key.startsWith('avatars/')) throw new AppError(ErrorCode.NOT_FOUND);
  const data = await app.storage.get(key);
  if (!data) throw new AppError(ErrorCode.NOT_FOUND);
  return {
    data,
    type: CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream',
  };
}
