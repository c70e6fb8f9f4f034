import { LIMITS } from '../../api/limits';

/** Accepted avatar pictures: PNG, JPG or JPEG, at most 2 MB. */
export const AVATAR_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';

export type AvatarProblem = 'avatar.type' | 'avatar.size';

export function avatarProblem(file: Pick<File, 'name' | 'type' | 'size'>): AvatarProblem | null {
  const extension = /\.(png|jpe?g)$/i.test(file.name);
  const mime = file.type === '' || file.type === 'image/png' || file.type === 'image/jpeg';
  if (!extension || !mime) return 'avatar.type';
  if (file.size > LIMITS.avatarMaxBytes) return 'avatar.size';
  return null;
}
