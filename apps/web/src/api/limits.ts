import type { LIMITS as CONTRACT_LIMITS } from '@starlit/contracts';

/**
 * The shared limits of packages/contracts, mirrored as plain values: importing them at
 * run time would pull the zod schemas (about 20 KB gzip) into the shell. `satisfies`
 * makes any drift from the contracts a compile error.
 */
export const LIMITS = {
  passwordMin: 6,
  passwordMax: 20,
  serverNameMax: 16,
  profileNicknameMax: 10,
  codeLength: 6,
  codeTtlSeconds: 600,
  codeMaxAttempts: 5,
  codeResendSeconds: 60,
  codeSendsPerIpPerHour: 10,
  avatarMaxBytes: 2 * 1024 * 1024,
  feedbackMaxImages: 3,
  feedbackMaxChars: 1000,
  sessionDays: 30,
} as const satisfies typeof CONTRACT_LIMITS;
