import { LIMITS } from '../../api/limits';

/** Form rules; each returns the auth namespace key of the problem, or null. */
export type Problem =
  | 'validation.email'
  | 'validation.phone'
  | 'validation.code'
  | 'validation.captcha'
  | 'validation.account'
  | 'validation.passwordRequired'
  | 'validation.passwordLength'
  | 'validation.passwordMismatch'
  | 'validation.nicknameRequired'
  | 'validation.nicknameLength';

export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/** Digits only (spaces and dashes allowed while typing), 5 to 15 of them. */
export function normalisePhone(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function isPhone(value: string): boolean {
  return /^\d{5,15}$/.test(normalisePhone(value));
}

export function isCode(value: string): boolean {
  return new RegExp(`^\\d{${LIMITS.codeLength}}$`).test(value.trim());
}

export function emailProblem(email: string): Problem | null {
  return isEmail(email) ? null : 'validation.email';
}

export function phoneProblem(phone: string): Problem | null {
  return isPhone(phone) ? null : 'validation.phone';
}

export function codeProblem(code: string): Problem | null {
  return isCode(code) ? null : 'validation.code';
}

/** 6 to 20 characters; when a confirmation is given, the two must match. */
export function passwordProblem(password: string, confirmation?: string): Problem | null {
  if (password.length < LIMITS.passwordMin || password.length > LIMITS.passwordMax) {
    return 'validation.passwordLength';
  }
  if (confirmation !== undefined && confirmation !== password) return 'validation.passwordMismatch';
  return null;
}

/** At most 16 characters; a new account must have one (no screen greets by a made-up handle). */
export function nicknameProblem(nickname: string, required = false): Problem | null {
  const length = [...nickname.trim()].length;
  if (required && length === 0) return 'validation.nicknameRequired';
  return length > LIMITS.nameMax ? 'validation.nicknameLength' : null;
}

/** The first problem of a list of checks, or null. */
export function firstProblem(...problems: (Problem | null)[]): Problem | null {
  return problems.find((p) => p !== null) ?? null;
}
