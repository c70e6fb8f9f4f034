import { hash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256-bit random token, base64url. */
export const newToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** One-shot SHA-256 (hex); `crypto.hash` skips the Hash object, this runs on every authenticated request. */
export const sha256 = (value: string): string => hash('sha256', value, 'hex');

/** A numeric code of `length` digits from the CSPRNG. */
export function numericCode(length = 6): string {
  let out = '';
  for (let i = 0; i < length; i++) out += String(randomInt(0, 10));
  return out;
}

/** Random code from an alphabet without look-alike characters (invite codes, …). */
export function alphabetCode(
  length: number,
  alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789',
): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(0, alphabet.length)];
  return out;
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const ba = Buffer.from(a, 'hex');
  const bb = Buffer.from(b, 'hex');
  return ba.length === bb.length && timingSafeEqual(ba, bb);
}
