import { ErrorCode } from '@starlit/contracts';
import { AppError } from './errors';

export interface Phone {
  /** digits only, no '+' */
  areaCode: string;
  /** digits only */
  number: string;
}

/**
 * Checks and normalises a phone number: area code 1–4 digits ('+' allowed); for 86 a
 * mainland mobile number (1[3-9] and 9 more digits), elsewhere 5–15 digits. Else 2104.
 * Spaces and dashes inside the number are ignored.
 */
export function parsePhone(areaCodeInput: string | undefined, numberInput: string): Phone {
  const areaCode = (areaCodeInput ?? '86').trim().replace(/^\+/, '');
  const number = numberInput.trim().replace(/[\s-]/g, '');
  const valid =
    /^\d{1,4}$/.test(areaCode) &&
    (areaCode === '86' ? /^1[3-9]\d{9}$/.test(number) : /^\d{5,15}$/.test(number));
  if (!valid) throw new AppError(ErrorCode.PHONE_INVALID);
  return { areaCode, number };
}

/** How a phone is shown and addressed: `+86 13800138000`. */
export const formatPhone = (p: Phone): string => `+${p.areaCode} ${p.number}`;

/** The verification-code target of a phone or an e-mail. */
export const phoneTarget = (p: Phone): string => `phone:${p.areaCode}-${p.number}`;
export const emailTarget = (email: string): string => `email:${email}`;

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
