import { hash, verify } from '@node-rs/argon2';
import { ErrorCode, LIMITS } from '@starlit/contracts';
import { AppError } from './errors';

/** 6–20 characters (counted as code points), else 2102. */
export function checkPassword(password: string): void {
  const length = [...password].length;
  if (length < LIMITS.passwordMin || length > LIMITS.passwordMax)
    throw new AppError(ErrorCode.PASSWORD_INVALID);
}

/** argon2id with the library's defaults (19 MiB, 2 passes). */
export const hashPassword = (password: string): Promise<string> => hash(password);

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
